/**
 * Fancy rows of a cricket replay (docs/rules/sports.md Fancy rows): every category's markets, listed
 * while open and decided from the replay's data. Each category lives in ./fancy/ and is registered
 * in CATEGORIES below.
 */
import type { CricketReplay } from '../replay/format';
import type { DecidedMarket, MarketRecord } from '../types';
import type { CricketState } from './cricket-timeline';
import { ballsFacedMarkets } from './fancy/balls-faced';
import { boundaryMarkets } from './fancy/boundaries';
import { bowlersMarkets } from './fancy/bowlers';
import { dotBallMarkets } from './fancy/dot-balls';
import { extrasMarkets } from './fancy/extras';
import { impactMarkets } from './fancy/impact';
import { partnershipMarkets } from './fancy/partnerships';
import { runsSessions } from './fancy/runs';
import { scorersMarkets } from './fancy/scorers';
import { comparePoints, replayCache, type FancyCategoryMarkets, type FancyMarket } from './fancy/types';
import { fallOfWicketMarkets } from './fancy/wickets';
import { BET_DELAY_SECONDS } from './markets';

/** The categories offered, in the order their rows are listed (docs' category order). */
const CATEGORIES: readonly FancyCategoryMarkets[] = [
  runsSessions,
  boundaryMarkets,
  fallOfWicketMarkets,
  ballsFacedMarkets,
  extrasMarkets,
  dotBallMarkets,
  partnershipMarkets,
  impactMarkets,
  scorersMarkets,
  bowlersMarkets,
];

/** Markets per replay and match id, built once (a scheduled match prices many states); a match
 * leaves the schedule after a day, so 64 match ids per replay are plenty. */
const built = replayCache<FancyMarket[]>(64);

/** Every Fancy market of `replay` scheduled as `matchId`, in listing order. */
export function fancyMarketsOf(replay: CricketReplay, matchId: string): FancyMarket[] {
  return built(replay, matchId, () => CATEGORIES.flatMap((category) => category(replay, matchId)));
}

/** True once the replay has reached the point that decides `market`. */
const isDecided = (market: FancyMarket, state: CricketState) => comparePoints(state, market.decidedAt) >= 0;

/** Open Fancy rows at `state` (none before the match, between innings or in a super over). */
export function fancyRows(
  replay: CricketReplay,
  state: CricketState | undefined,
  matchId: string,
): MarketRecord[] {
  if (!state || state.inningsBreak || state.innings > 1) return [];
  const status = state.ballRunning ? 'Ball Running' : state.suspended ? 'SUSPENDED' : '';
  const rows: MarketRecord[] = [];
  for (const market of fancyMarketsOf(replay, matchId)) {
    if (comparePoints(state, market.opensAt) < 0 || isDecided(market, state)) continue;
    const line = market.price(state);
    if (!line) continue;
    rows.push({
      kind: 'fancy',
      key: market.marketId,
      value: {
        RunnerName: market.name,
        SelectionId: market.marketId,
        marketId: market.marketId,
        matchId,
        LayPrice1: line.no,
        LaySize1: line.noRate,
        BackPrice1: line.yes,
        BackSize1: line.yesRate,
        GameStatus: status,
        gtype: market.gtype,
        betDelay: BET_DELAY_SECONDS.fancy,
      },
    });
  }
  return rows;
}

/** Fancy markets the replay has decided by `state`, with the results its data gives. */
export function decidedSessions(
  replay: CricketReplay,
  state: CricketState,
  matchId: string,
): DecidedMarket[] {
  return fancyMarketsOf(replay, matchId)
    .filter((market) => isDecided(market, state))
    .map((market) => ({ marketId: market.marketId, marketType: 'FANCY', result: market.result }));
}
