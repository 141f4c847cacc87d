/**
 * Cash out: the opposite bet that levels a runner's P&L, and the full green-up of a market.
 * Exact in integer minor units except for the one rounding of each hedge stake. Source:
 * docs/rules/exchange.md "Cash out" (h = (W_i - L_i) / o, partial cash out f * h, stakes rounded
 * half-even to the minor unit).
 */
import { runnerBetPnl, type RunnerBet } from './bets';
import { assertSelectionIds } from './book';
import { addAmounts, oddsHundredths } from './guards';
import { mulDivHalfEven, roundHalfEven } from './money';

/**
 * Current best prices of one runner, as decimal odds (for a Bookmaker market pass
 * bookmakerOdds(rate), e.g. 1.3 for 30). A missing price means nothing can be matched there.
 */
export interface RunnerPrices {
  selectionId: string;
  bestBack?: number;
  bestLay?: number;
}

/** W_i and L_i: P&L of the bets on `selectionId` if it wins / if it loses, minor units. */
function position(bets: readonly RunnerBet[], selectionId: string): { win: number; lose: number } {
  let win = 0;
  let lose = 0;
  for (const bet of bets) {
    const pnl = runnerBetPnl(bet, bet.selectionId); // validates every bet, on any runner
    if (bet.selectionId !== selectionId) continue;
    win = addAmounts(win, pnl);
    lose = addAmounts(lose, bet.side === 'back' ? -bet.stakeMinor : bet.stakeMinor);
  }
  return { win, lose };
}

/** The one kind of a market's bets; RangeError for mixed kinds or casino (back only, no hedge). */
function hedgeKind(bets: readonly RunnerBet[]): 'odds' | 'bookmaker' | undefined {
  const kind = bets[0]?.kind;
  for (const bet of bets) {
    if (bet.kind !== kind)
      throw new RangeError(`bets of different kinds in one market: ${kind} and ${bet.kind}`);
  }
  if (kind === 'casino') throw new RangeError('casino bets cannot be cashed out (back only)');
  return kind;
}

function assertFraction(fraction: number): void {
  if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1) {
    throw new RangeError(`fraction must be in (0, 1]: ${fraction}`);
  }
}

/** The hedge of one runner given its position (see cashOutHedge). */
function hedgeOf(
  kind: 'odds' | 'bookmaker',
  selectionId: string,
  pos: { win: number; lose: number },
  prices: RunnerPrices,
  fraction: number,
): RunnerBet | undefined {
  const imbalance = pos.win - pos.lose;
  if (imbalance === 0) return undefined;
  const side = imbalance > 0 ? 'lay' : 'back';
  const odds = side === 'lay' ? prices.bestLay : prices.bestBack;
  if (odds === undefined) return undefined;
  const h = oddsHundredths(kind, odds);
  const size = Math.abs(imbalance);
  let stakeMinor = fraction === 1 ? mulDivHalfEven(size, 100, h) : roundHalfEven((size * 100 * fraction) / h);
  const betOf = (stake: number): RunnerBet => ({ kind, side, selectionId, stakeMinor: stake, odds });
  // Guard: rounding a lay stake up can overshoot by up to (o-1)/2 minor units in the win case;
  // when that would leave this runner's worst case below its old worst case, round down instead,
  // so a cash out never raises the exposure of a single-runner position. Backs never overshoot it.
  if (stakeMinor > 0 && side === 'lay') {
    const worstAfter = Math.min(
      pos.win + runnerBetPnl(betOf(stakeMinor), selectionId),
      pos.lose + stakeMinor,
    );
    if (worstAfter < Math.min(pos.win, pos.lose)) stakeMinor -= 1;
  }
  return stakeMinor > 0 ? betOf(stakeMinor) : undefined;
}

/**
 * Single-runner cash out (docs/rules/exchange.md): the hedge bet on `selectionId` -- opposite side,
 * stake |W_i - L_i| / o * fraction rounded half-even to the minor unit, at the current best
 * price (lay at bestLay when W_i > L_i, back at bestBack when W_i < L_i), same kind as the bets.
 * W_i / L_i count only the bets on `selectionId`. Returns undefined when there is nothing to hedge,
 * no price on the needed side, or the stake rounds to 0. A lay stake rounded up is taken one
 * minor unit lower when the rounding alone would make the runner's worst case worse (only
 * possible for stakes of a few minor units at high odds). `fraction` in (0, 1], default 1.
 * Example 4: back 100000 @ 2.5, lay now 1.8 -> lay 138889 @ 1.8. Throws RangeError for malformed
 * bets or prices (odds bets need ladder prices), mixed kinds, casino bets, a prices entry of
 * another runner, or a fraction outside (0, 1].
 */
export function cashOutHedge(
  bets: readonly RunnerBet[],
  selectionId: string,
  prices: RunnerPrices,
  fraction: number = 1,
): RunnerBet | undefined {
  assertFraction(fraction);
  if (prices.selectionId !== selectionId) {
    throw new RangeError(`prices are for ${prices.selectionId}, not ${selectionId}`);
  }
  const kind = hedgeKind(bets);
  const pos = position(bets, selectionId);
  return kind === undefined ? undefined : hedgeOf(kind, selectionId, pos, prices, fraction);
}

/**
 * The listed runner with the largest imbalance |W_i - L_i| (minor units) -- the runner the spec's
 * single cash-out button hedges; the first listed wins a tie; undefined when every runner is
 * level. Throws RangeError for malformed bets, a bad selectionIds list or a bet on an unlisted runner.
 */
export function largestImbalance(
  bets: readonly RunnerBet[],
  selectionIds: readonly string[],
): string | undefined {
  assertSelectionIds(selectionIds);
  const listed = new Set(selectionIds);
  for (const bet of bets) {
    if (!listed.has(bet.selectionId))
      throw new RangeError(`bet on a runner not in the market: ${bet.selectionId}`);
  }
  let best: string | undefined;
  let bestSize = 0;
  for (const id of selectionIds) {
    const pos = position(bets, id);
    const size = Math.abs(pos.win - pos.lose);
    if (size > bestSize) {
      best = id;
      bestSize = size;
    }
  }
  return best;
}

/**
 * Full green-up (docs/rules/exchange.md multi-runner form): one hedge per runner of `prices` whose
 * bets have an imbalance, each exactly as cashOutHedge would give it, in the order of `prices`.
 * Afterwards the P&L is the same in every outcome up to the rounding of the hedge stakes.
 * Runners without a price on the needed side (or missing from `prices`) are left unhedged.
 * Throws RangeError as cashOutHedge, or for duplicate selectionIds in `prices`.
 */
export function greenUp(
  bets: readonly RunnerBet[],
  prices: readonly RunnerPrices[],
  fraction: number = 1,
): RunnerBet[] {
  assertFraction(fraction);
  if (prices.length > 0) assertSelectionIds(prices.map((p) => p.selectionId));
  const kind = hedgeKind(bets);
  if (kind === undefined) return [];
  const hedges: RunnerBet[] = [];
  for (const p of prices) {
    const hedge = hedgeOf(kind, p.selectionId, position(bets, p.selectionId), p, fraction);
    if (hedge !== undefined) hedges.push(hedge);
  }
  return hedges;
}

/** One level of the book on the side a cash out takes: price in hundredths, size in minor units. */
export interface BookLevel {
  priceH: number;
  sizeMinor: number;
}

/**
 * Cash out against a book's depth (issue 14 item 5; docs/rules/exchange.md Cash out): the fills
 * that level `fraction` of the runner's imbalance W_i - L_i by taking the levels in turn, best
 * first, one bet per level used. A lay hedge (W_i > L_i) takes resting backs, a back hedge resting
 * lays; with fills l_k at prices p_k the runner's P&L is level when sum(l_k x p_k) = |W_i - L_i|, so
 * each level is taken whole until the last, which takes the rest (rounded half-even to the minor
 * unit). Empty when the runner is level, the book has nothing on that side or the stake rounds to
 * 0; when the book is too thin it takes all there is. Odds bets only (throws RangeError otherwise,
 * and as cashOutHedge does for malformed bets or fraction). The site quotes the locked P&L from
 * these fills, so the button shows what the server's order (cashOutOrder) will lock in.
 * Example: back 10000 @ 3.0 (W 20000, L -10000, imbalance 30000); resting backs 2.5 x 4000 and
 * 2.6 x 20000 -> lay 4000 @ 2.5 (10000 of it), then lay 20000 / 2.6 = 7692 @ 2.6.
 */
export function cashOutFills(
  bets: readonly RunnerBet[],
  selectionId: string,
  levels: readonly BookLevel[],
  fraction: number = 1,
): RunnerBet[] {
  assertFraction(fraction);
  const kind = hedgeKind(bets);
  if (kind === undefined) return [];
  if (kind !== 'odds') throw new RangeError('only exchange (odds) bets are cashed out against a book');
  const pos = position(bets, selectionId);
  const imbalance = pos.win - pos.lose;
  const side = imbalance > 0 ? 'lay' : 'back';
  let remaining = Math.abs(imbalance) * fraction; // sum of stake x price still to take, minor units
  const fills: RunnerBet[] = [];
  for (const level of levels) {
    if (remaining <= 0) break;
    const wanted = roundHalfEven((remaining * 100) / level.priceH);
    const take = Math.min(level.sizeMinor, wanted);
    if (take <= 0) break;
    fills.push({ kind, side, selectionId, stakeMinor: take, odds: level.priceH / 100 });
    remaining -= (take * level.priceH) / 100;
  }
  return fills;
}

/**
 * The one limit order of a cash out against a book's depth (see cashOutFills): the side, the limit
 * price in hundredths (the last level used: the order fills at each better one on the way) and the
 * total stake; undefined when there is nothing to fill.
 * Example: the fills of cashOutFills' example -> lay 11692 up to 2.6.
 */
export function cashOutOrder(
  bets: readonly RunnerBet[],
  selectionId: string,
  levels: readonly BookLevel[],
  fraction: number = 1,
): { side: 'back' | 'lay'; priceH: number; stakeMinor: number } | undefined {
  const fills = cashOutFills(bets, selectionId, levels, fraction);
  const last = fills.at(-1);
  if (last === undefined) return undefined;
  const stakeMinor = fills.reduce((sum, f) => sum + f.stakeMinor, 0);
  return { side: last.side as 'back' | 'lay', priceH: Math.round(last.odds * 100), stakeMinor };
}
