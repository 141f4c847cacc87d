/** The account pages (issue 8): one chunk, loaded on the first visit to any of them. */
export { AccountStatementPage } from './AccountStatementPage';
export { BetHistoryPage } from './BetHistoryPage';
export { LoginActivityPage } from './LoginActivityPage';
export { PasswordHistoryPage } from './PasswordHistoryPage';
export { ProfilePage } from './ProfilePage';
export { ProfitLossPage } from './ProfitLossPage';
