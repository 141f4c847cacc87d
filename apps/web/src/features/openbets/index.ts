/** The open bets feature's public entry (issue 13): other features and app/ import only this. */
export { OPEN_BETS_POLL_MS, useOpenBetsOfMatchQuery, useOpenBetsTradeListQuery } from './api';
export { OpenBetsAccordion } from './OpenBetsAccordion';
export { OpenBetsPanel } from './OpenBetsPanel';
export { openBetsReducers } from './slice';
export { useUnmatchedOrders } from './useUnmatchedOrders';
