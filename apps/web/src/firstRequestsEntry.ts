// The build's second entry (vite.config.ts `firstRequestsScript`): starts the first page's
// requests while the site's scripts download (firstRequests.ts, issue 18). Nothing of the site
// imports it, and it imports only firstRequests.ts, so its chunk stands alone.
import { startFirstRequests } from './firstRequests';

startFirstRequests(window);
