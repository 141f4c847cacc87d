// The build's second entry (vite.config.ts `firstRequestsScript`): preloads the first page's
// requests while the site's scripts download (firstRequests.ts, issue 18). Nothing of the site
// imports it, and it imports only firstRequests.ts, so its chunk stands alone.
import { preloadFirstRequests } from './firstRequests';

preloadFirstRequests(document, location.hash);
