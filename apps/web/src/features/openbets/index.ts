/** The open bets feature's public entry (issue 13): other features and app/ import only this. */
export { useOpenBetsOfMatchQuery, useOpenBetsTradeListQuery } from './api';
export { OpenBetsAccordion } from './OpenBetsAccordion';
export { OpenBetsPanel } from './OpenBetsPanel';
export { openBetsReducers } from './slice';
