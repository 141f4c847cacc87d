/** The open bets feature's public entry (issue 13): other features and app/ import only this. */
import { createElement } from 'react';
import { lazyPart, LoadingPart } from '../../shared/lazyPart';

export { OPEN_BETS_POLL_MS, useOpenBetsOfMatchQuery, useOpenBetsTradeListQuery } from './api';
export { openBetsReducers } from './slice';
export { useUnmatchedOrders } from './useUnmatchedOrders';

const loading = createElement(LoadingPart, { what: 'open bets' });
/**
 * The open bets views (OpenBetsAccordion.tsx, OpenBetsPanel.tsx), each loaded in its own chunk when
 * first shown: only a signed-in user sees them, so a first load does without them (issue 18,
 * shared/lazyPart.tsx).
 */
export const OpenBetsAccordion = lazyPart(
  () => import('./OpenBetsAccordion').then((m) => m.OpenBetsAccordion),
  loading,
);
/** See {@link OpenBetsAccordion}. */
export const OpenBetsPanel = lazyPart(() => import('./OpenBetsPanel').then((m) => m.OpenBetsPanel), loading);
