import type { BetRow, TradeRow } from '@backlay/contracts';
import { formatMoney } from '../../shared/format';

/** Side label of a bet (docs/rules/specification.md §2 Open Bets). */
export const sideLabel = (type: BetRow['type']): string =>
  type === 'back' ? 'Back (Bet For)' : 'Lay (Bet against)';

/**
 * Odds as the open bets show them: Fancy 'line/rate' ("45/100"), Bookmaker its percentage rate,
 * the exchange its decimal odds; '-' when the bet carries none.
 */
export function oddsText(bet: Pick<BetRow, 'markettype' | 'oddsReq' | 'price' | 'size'>): string {
  if (bet.markettype === 'FANCY' || (bet.oddsReq === null && bet.price !== null)) {
    return `${bet.price ?? '-'}/${bet.size ?? '-'}`;
  }
  return bet.oddsReq === null ? '-' : String(bet.oddsReq);
}

/** Profit with the liability in brackets: favourMargin (againstMargin), 2 decimals (docs/rules/specification.md §2). */
export const profitText = (bet: Pick<BetRow, 'favourMargin' | 'againstMargin'>): string =>
  `${formatMoney(bet.favourMargin)} (${formatMoney(bet.againstMargin)})`;

const two = (n: number) => String(n).padStart(2, '0');

/** A UTC ISO time in the browser's local time as 'DD/MM/YYYY HH:mm:ss' (docs/architecture.md: web shows local). */
export function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return (
    `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ` +
    `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
  );
}

/** An event (match) with open bets, from the trade list. */
export interface OpenEvent {
  matchId: string;
  event: string;
  sportsName: string;
  markets: TradeRow[];
}

/** Trade rows grouped by match in first-seen order (the accordion of the open bets modal). */
export function eventsOf(rows: readonly TradeRow[]): OpenEvent[] {
  const byMatch = new Map<string, OpenEvent>();
  for (const row of rows) {
    const entry = byMatch.get(row.matchId);
    if (entry) entry.markets.push(row);
    else
      byMatch.set(row.matchId, {
        matchId: row.matchId,
        event: row.event,
        sportsName: row.sportsName,
        markets: [row],
      });
  }
  return [...byMatch.values()];
}

/**
 * The open events plus a section for each match in `unmatchedMatchIds` that has no bet yet (an
 * order resting wholly unmatched has no bet row, so no trade row). Its title is `names[matchId]`
 * when the page knows it, else 'Unmatched bets'.
 */
export function withUnmatchedEvents(
  events: readonly OpenEvent[],
  unmatchedMatchIds: readonly string[],
  names: Readonly<Record<string, string>> = {},
): OpenEvent[] {
  const known = new Set(events.map((e) => e.matchId));
  const extra = unmatchedMatchIds
    .filter((id) => !known.has(id))
    .map((matchId) => ({ matchId, event: names[matchId] || 'Unmatched bets', sportsName: '', markets: [] }));
  return [...events, ...extra];
}
