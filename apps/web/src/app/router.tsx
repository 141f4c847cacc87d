import { createHashRouter } from 'react-router-dom';
import { registerNavigate } from '../shared/navigation';
import { routes, type PageHandle } from './routes';

/** The app's hash router (docs/rules/specification.md §2); its navigate is shared with non-React code. */
export function createAppRouter() {
  const router = createHashRouter(routes);
  registerNavigate((to, options) => router.navigate(to, options));
  // The first page's chunk loads alongside the brand instead of after it.
  for (const match of router.state.matches) void (match.route.handle as PageHandle | undefined)?.preload();
  return router;
}
