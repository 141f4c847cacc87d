import type { BookmakerMarket, ExchangeMarket, FancyRow } from '@backlay/contracts';
import type { FeedEngine, MatchEntry } from '../../feed/index';
import { notFound } from '../../domain-errors';

/** A market as the betting service sees it at one moment (from the feed's store). */
export type LiveMarket =
  | { kind: 'exchange'; version: number; entry: MatchEntry; value: ExchangeMarket }
  | { kind: 'bookmaker'; version: number; entry: MatchEntry; value: BookmakerMarket }
  | { kind: 'fancy'; version: number; entry: MatchEntry; value: FancyRow };

/** What a bet asks for: side and the price it wants (decimal odds, Bookmaker rate, or fancy line and rate). */
export type PriceRequest =
  | { kind: 'exchange'; side: 'back' | 'lay'; selectionId: string; odds: number }
  | { kind: 'bookmaker'; side: 'back' | 'lay'; selectionId: string; rate: number }
  | { kind: 'fancy'; side: 'back' | 'lay'; line: number; rate: number };

/** The bet's market type as the specification names it (docs/rules/specification.md §3 Bet placement payload). */
export const marketTypeOf = (kind: LiveMarket['kind']) =>
  kind === 'exchange' ? 'Match Odds' : kind === 'bookmaker' ? 'Bookmaker' : 'FANCY';

/** Reads market `marketId` of match `matchId` from the live feed; 404 when either is unknown. */
export function liveMarket(feed: FeedEngine | undefined, marketId: string, matchId: string): LiveMarket {
  const stored = feed?.store.get(marketId);
  const entry = stored ? feed?.match(stored.matchId) : undefined;
  if (!stored || !entry || stored.matchId !== matchId) throw notFound(`Unknown market: ${marketId}`);
  const value = stored.value as unknown as Record<string, unknown>;
  if ('gtype' in value) return { kind: 'fancy', version: stored.version, entry, value: value as FancyRow };
  if ('totalMatched' in value)
    return { kind: 'exchange', version: stored.version, entry, value: value as ExchangeMarket };
  return { kind: 'bookmaker', version: stored.version, entry, value: value as BookmakerMarket };
}

/** True when the market takes bets now: OPEN (fancy: no GameStatus), undecided, and the runner active. */
export function isOpen(market: LiveMarket, selectionId?: string): boolean {
  if (market.value.result) return false;
  if (market.kind === 'fancy') return market.value.GameStatus === '';
  if (market.value.status !== 'OPEN') return false;
  const runners = market.value.runners as { selectionId: string; status: string }[];
  return runners.some((r) => r.selectionId === selectionId && r.status === 'ACTIVE');
}

/**
 * True when the requested price is still on offer (issue 4 item 3): back needs best back >=
 * requested, lay needs best lay <= requested; fancy needs the same line and rate on its side.
 */
export function priceAvailable(market: LiveMarket, request: PriceRequest): boolean {
  if (market.kind !== request.kind) return false;
  if (market.kind === 'fancy' && request.kind === 'fancy') {
    const row = market.value;
    return request.side === 'back'
      ? row.BackPrice1 === request.line && row.BackSize1 === request.rate
      : row.LayPrice1 === request.line && row.LaySize1 === request.rate;
  }
  if (market.kind === 'exchange' && request.kind === 'exchange') {
    const runner = market.value.runners.find((r) => r.selectionId === request.selectionId);
    const best =
      request.side === 'back' ? runner?.ex.availableToBack[0]?.price : runner?.ex.availableToLay[0]?.price;
    if (best === undefined) return false;
    return request.side === 'back' ? best >= request.odds : best <= request.odds;
  }
  if (market.kind === 'bookmaker' && request.kind === 'bookmaker') {
    const runner = market.value.runners.find((r) => r.selectionId === request.selectionId);
    if (!runner) return false;
    return request.side === 'back' ? runner.back >= request.rate : runner.lay <= request.rate;
  }
  return false;
}

/** Best back and lay of every runner (for cash out), undefined where nothing is offered. */
export function runnerPrices(
  market: LiveMarket,
): { selectionId: string; bestBack?: number; bestLay?: number }[] {
  if (market.kind === 'exchange') {
    return market.value.runners.map((r) => ({
      selectionId: r.selectionId,
      bestBack: r.ex.availableToBack[0]?.price,
      bestLay: r.ex.availableToLay[0]?.price,
    }));
  }
  if (market.kind === 'bookmaker') {
    return market.value.runners.map((r) => ({
      selectionId: r.selectionId,
      // A runner past the Bookmaker limits shows rates 0: nothing offered (docs/rules/sports.md).
      bestBack: r.back > 0 ? 1 + r.back / 100 : undefined,
      bestLay: r.lay > 0 ? 1 + r.lay / 100 : undefined,
    }));
  }
  return [];
}

/** Runner name of a selection, or the fancy row's name. */
export function selectionName(market: LiveMarket, selectionId: string): string | undefined {
  if (market.kind === 'fancy') return market.value.RunnerName;
  return (market.value.runners as { selectionId: string; runnerName: string }[]).find(
    (r) => r.selectionId === selectionId,
  )?.runnerName;
}
