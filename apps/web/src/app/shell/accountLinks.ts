/** Account menu entries before Logout (docs/rules/specification.md §2 Account menu). */
export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/accountstatement', label: 'Account Statement' },
  { to: '/betshistory', label: 'Bet History' },
  { to: '/profitloss', label: 'Profit & Loss' },
  { to: '/passwordhistory', label: 'Password History' },
  { to: '/loginactivity', label: 'Activity Log' },
  // Issue 17 item 6: the customer's limits, reality check, time-out and self-exclusion.
  { to: '/safer-gambling', label: 'Safer gambling' },
] as const;
