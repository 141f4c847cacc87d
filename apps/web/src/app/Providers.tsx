import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Toasts } from '../shared/toast';
import { AppRouter } from './router';
import type { AppStore } from './store';

/** Store, rehydrated session, router and toasts. */
export function Providers({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <AppRouter />
        <Toasts />
      </PersistGate>
    </Provider>
  );
}
