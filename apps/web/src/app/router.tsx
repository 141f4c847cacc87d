import { createHashRouter } from 'react-router-dom';
import { registerNavigate } from './navigation';
import { routes } from './routes';

/** The app's hash router (spec §2); its navigate is shared with non-React code. */
export function createAppRouter() {
  const router = createHashRouter(routes);
  registerNavigate((to, options) => router.navigate(to, options));
  return router;
}
