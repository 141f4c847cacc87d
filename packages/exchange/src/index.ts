/**
 * Pure betting math (prices, tick ladder, P&L, book, exposure, settlement). Filled by the money
 * issue; for now only the money conversion used at the HTTP boundary. Source: DESIGN.md "Money".
 */
export { toMinor, fromMinor } from './money';
