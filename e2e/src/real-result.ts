import { loadReplays, replayStride, type CricketReplay } from '@backlay/server';

/**
 * The real result of a replayed cricket match, read from the shipped replay data (not from the
 * feed's or settlement's answers), and the P&L it gives a bet by the table of docs/rules/exchange.md
 * "P&L of one bet", so the end-to-end test checks the balance against the match that was played.
 */

/** A stored bet as bet/bet-details/list returns it (docs/rules/specification.md §3 Bet), the fields the P&L needs. */
export interface SettledBetLite {
  markettype: string;
  /** Market name; a Fancy row's RunnerName for a Fancy bet. */
  market: string;
  /** Runner name (Match Odds, Bookmaker). */
  selection: string;
  type: 'back' | 'lay';
  /** Decimal odds (Match Odds) or rate (Bookmaker); null for Fancy. */
  oddsReq: number | null;
  /** Fancy line in runs. */
  price: number | null;
  /** Fancy rate (100 = evens). */
  size: number | null;
  stake: number;
}

const CRICKET_SPORT_ID = 4;

/**
 * The replay behind a public cricket match id (sportId * 10^7 + slot k, schedule.ts): the slot's
 * replay index is k x replayStride(count) mod count. Throws when the id is not a cricket slot.
 */
export function replayOfMatch(matchId: string): CricketReplay {
  const k = Number(matchId) - CRICKET_SPORT_ID * 10_000_000;
  if (!Number.isSafeInteger(k) || k < 0) throw new RangeError(`${matchId} is not a cricket match id`);
  const { matches } = loadReplays('cricket');
  return matches[(k * replayStride(matches.length)) % matches.length]!;
}

/** Who won (the super-over eliminator after a tie), or undefined when there was no result. */
export const realWinner = (replay: CricketReplay): string | undefined =>
  replay.outcome.winner ?? replay.outcome.eliminator;

/**
 * The declared runs of a Fancy runs session by its row name ('6 over runs {team}' or '{team}
 * innings runs'), per docs/rules/sports.md Settlement: the real score when the session's last legal ball
 * was bowled, or the innings total if the innings ended first; void when a revised (D/L) target
 * removed the session's overs. Throws for a name of another shape or a team that did not bat.
 */
export function realSessionRuns(
  replay: CricketReplay,
  sessionName: string,
): { runs?: number; void: boolean } {
  const overs = /^(\d+) over runs (.+)$/.exec(sessionName);
  const total = /^(.+) innings runs$/.exec(sessionName);
  const team = overs?.[2] ?? total?.[1];
  const index = replay.innings.findIndex((inn, i) => i < 2 && inn.battingTeam === team);
  const innings = replay.innings[index];
  if (!innings) throw new RangeError(`no innings for the session '${sessionName}'`);
  const untilBall = overs ? Number(overs[1]) * 6 : replay.ballsPerInnings;
  const target = innings.target;
  const targetBalls = target ? Math.floor(target.overs) * 6 + Math.round((target.overs % 1) * 10) : undefined;
  if (
    index === 1 &&
    targetBalls !== undefined &&
    untilBall > targetBalls &&
    untilBall < replay.ballsPerInnings
  )
    return { void: true };
  const last = innings.balls.find((b) => b.legal && b.legalBalls === untilBall);
  return { runs: last ? last.score.runs : innings.total.runs, void: false };
}

/** a x b / c rounded half-even to an integer (docs/rules/exchange.md Rounding); a, b, c integers. */
function mulDivHalfEven(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  let q = n / d;
  const r2 = (n % d) * 2n;
  if (r2 > d || (r2 === d && q % 2n !== 0n)) q += 1n;
  return Number(q);
}

/** Currency units to integer minor units. */
export const minor = (amount: number) => Math.round(amount * 100);

/**
 * P&L in minor units of a Match Odds bet when runner `winner` wins (docs/rules/exchange.md "P&L of one
 * bet"): back +S(o-1) if its selection wins else -S, lay the opposite; S(o-1) rounded half-even.
 */
export function runnerBetPnlMinor(bet: SettledBetLite, winner: string): number {
  const stake = minor(bet.stake);
  const sign = bet.type === 'back' ? 1 : -1;
  const gain = mulDivHalfEven(stake, minor(bet.oddsReq!) - 100, 100);
  return bet.selection === winner ? sign * gain : -sign * stake;
}

/**
 * P&L in minor units of a Fancy bet when the session makes `runs` (docs/rules/exchange.md): Yes (back)
 * +S*r/100 when runs >= line else -S; No (lay) the opposite.
 */
export function fancyBetPnlMinor(bet: SettledBetLite, runs: number): number {
  const stake = minor(bet.stake);
  const sign = bet.type === 'back' ? 1 : -1;
  const gain = mulDivHalfEven(stake, bet.size!, 100);
  return runs >= bet.price! ? sign * gain : -sign * stake;
}

/**
 * Exposure in minor units of open bets (docs/rules/exchange.md Exposure): per market the worst outcome's
 * loss, max(0, -min P&L), over the runners `runnerNames` (Match Odds) or over the runs (Fancy, whose
 * P&L only changes at the lines); markets are not netted against each other. `unmatched` are the
 * unmatched remainders of exchange orders (as bets of their market, stake = the remainder): each adds
 * its P&L only when that is a loss (docs/rules/exchange.md "Exposure with unmatched orders").
 */
export function exposureMinor(
  bets: readonly (SettledBetLite & { marketId: string })[],
  runnerNames: string[],
  unmatched: readonly (SettledBetLite & { marketId: string })[] = [],
): number {
  const byMarket = new Map<string, { matched: SettledBetLite[]; orders: SettledBetLite[] }>();
  const entry = (marketId: string) => {
    let e = byMarket.get(marketId);
    if (!e) byMarket.set(marketId, (e = { matched: [], orders: [] }));
    return e;
  };
  for (const bet of bets) entry(bet.marketId).matched.push(bet);
  for (const order of unmatched) entry(order.marketId).orders.push(order);
  let total = 0;
  for (const { matched, orders } of byMarket.values()) {
    const list = [...matched, ...orders];
    const outcomes =
      list[0]!.markettype === 'FANCY'
        ? [0, ...list.flatMap((b) => [b.price! - 1, b.price!])].filter((r) => r >= 0)
        : runnerNames;
    const pnlOf = (b: SettledBetLite, o: string | number) =>
      typeof o === 'number' ? fancyBetPnlMinor(b, o) : runnerBetPnlMinor(b, o);
    const pnls = outcomes.map(
      (o) =>
        matched.reduce((sum, b) => sum + pnlOf(b, o), 0) +
        orders.reduce((sum, b) => sum + Math.min(0, pnlOf(b, o)), 0),
    );
    total += Math.max(0, -Math.min(...pnls));
  }
  return total;
}

/**
 * P&L in minor units of one bet under the real result: the match's winner (Match Odds) or the
 * session's declared runs (Fancy); void 0. Throws for a market type the test does not bet on.
 */
export function realPnlMinor(replay: CricketReplay, bet: SettledBetLite): number {
  if (bet.markettype === 'Match Odds') {
    const winner = realWinner(replay);
    return winner === undefined ? 0 : runnerBetPnlMinor(bet, winner);
  }
  if (bet.markettype === 'FANCY') {
    const session = realSessionRuns(replay, bet.market);
    return session.void ? 0 : fancyBetPnlMinor(bet, session.runs!);
  }
  throw new RangeError(`no real-result rule for ${bet.markettype}`);
}
