import type { DataRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Toasts } from '../shared/toast';
import type { AppStore } from './store';

/** Store, rehydrated session, router and toasts. */
export function Providers({
  store,
  persistor,
  router,
}: {
  store: AppStore;
  persistor: Persistor;
  router: DataRouter;
}) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
        <Toasts />
      </PersistGate>
    </Provider>
  );
}
