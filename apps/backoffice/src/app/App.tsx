import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { SignInPage } from '../pages/SignInPage';
import { useAppSelector } from './hooks';
import { routes } from './routes';
import type { AppStore } from './store';

/** Signed out: the sign-in page at any address; signed in: the console's router. */
function Gate() {
  const signedIn = useAppSelector((s) => s.session.token !== null);
  const router = useMemo(() => (signedIn ? createHashRouter(routes) : null), [signedIn]);
  return router ? <RouterProvider router={router} /> : <SignInPage />;
}

/** The back office's root: the store and the gate. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <Gate />
    </Provider>
  );
}
