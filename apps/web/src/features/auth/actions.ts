import { createAction } from '@reduxjs/toolkit';

/**
 * The account's money as the stream sent it (issue 15 item 4; docs/api/stream.md `account`):
 * balance and exposure in currency units. The session's user details follow it between polls.
 */
export const accountMoneyStreamed = createAction<{ balance: number; exposure: number }>(
  'auth/accountMoneyStreamed',
);
