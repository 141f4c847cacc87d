/**
 * Bowlers (docs/rules/sports.md Fancy rows -> Player categories: bowlers): each bowler's runs
 * conceded in the innings (off the bat plus wides and no-balls; byes, leg-byes and penalties are not
 * the bowler's), "J Bumrah runs conceded", listed from their first delivery until the innings ends or
 * they complete their quota (4 overs T20, 10 ODI); settles on the figure then.
 */
import type { PlayerOutlook } from '@backlay/pricing';
import { drawnLine } from '@backlay/pricing';
import type { CricketReplay } from '../../replay/format';
import { inningsScore, type CricketState } from '../cricket-timeline';
import { crease, inningsPlayers, outlookAt, overQuota, playerInnings, type BowlerInnings } from './players';
import { categoryMarketId, type FancyMarket } from './types';

/**
 * The overs (0-based) a bowler is modelled to bowl from `outlook.firstOver` on (docs: Player
 * categories, bowlers): the over in progress (or about to start) when they have the ball; then, of
 * the later overs, min(overs left in their quota, their share of the balls bowled so far (counting
 * the over in progress) x the overs left, rounded, never two in a row), spread evenly over the overs
 * they may bowl (not the one straight after their own).
 * `legalSoFar` is their legal balls, `inningsLegal` the innings'; `bowling` whether they have the ball.
 */
export function modelledOvers(
  outlook: Pick<PlayerOutlook, 'firstOver' | 'overs'>,
  inningsLegal: number,
  legalSoFar: number,
  quotaBalls: number,
  bowling: boolean,
): number[] {
  if (outlook.overs === 0) return [];
  const rest = 6 - (inningsLegal % 6);
  const mine = legalSoFar + (bowling ? rest : 0);
  const share = mine / (inningsLegal + rest);
  const later = outlook.overs - 1;
  const open: number[] = [];
  for (let o = outlook.firstOver + (bowling ? 2 : 1); o < outlook.firstOver + 1 + later; o++) open.push(o);
  const quotaLeft = Math.max(0, Math.floor((quotaBalls - mine) / 6));
  const count = Math.min(quotaLeft, Math.round(share * later), Math.ceil(open.length / 2));
  const overs = bowling ? [outlook.firstOver] : [];
  for (let i = 0; i < count; i++) overs.push(open[Math.floor(((i + 0.5) * open.length) / count)]!);
  return overs;
}

/** The bowlers markets of both main innings of `replay` scheduled as `matchId` (k = order of first delivery). */
export function bowlersMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  return playerInnings(replay).flatMap(({ index, innings }) => {
    const quotaBalls = overQuota(replay) * 6;
    return inningsPlayers(innings)
      .bowlers.slice(0, 40)
      .map((bowler, k): FancyMarket => {
        const done = bowler.legal.findIndex((legal) => legal >= quotaBalls);
        const decided = done === -1 ? innings.balls.length : done;
        return {
          marketId: categoryMarketId(matchId, 'bowlers', index, k),
          gtype: 'bowlers',
          name: `${bowler.name} runs conceded`,
          opensAt: { innings: index, delivered: bowler.firstBall },
          decidedAt: { innings: index, delivered: decided },
          result: { value: bowler.conceded[decided]!, void: false },
          price: (state) => priceBowler(replay, state, matchId, bowler, quotaBalls),
        };
      });
  });
}

/** The runs-conceded line of `bowler` at `state`: their figure now plus the modelled overs' draws. */
function priceBowler(
  replay: CricketReplay,
  state: CricketState,
  matchId: string,
  bowler: BowlerInnings,
  quotaBalls: number,
) {
  const at = crease(replay, state);
  if (!at) return undefined;
  const outlook = outlookAt(replay, state, matchId);
  const overs = modelledOvers(
    outlook,
    inningsScore(replay, state).legalBalls,
    bowler.legal[state.delivered]!,
    quotaBalls,
    at.bowler === bowler.name,
  );
  const values = new Int32Array(outlook.draws);
  for (let d = 0; d < outlook.draws; d++) {
    let runs = 0;
    for (const o of overs) runs += outlook.overRuns[d * outlook.overs + o - outlook.firstOver]!;
    values[d] = runs;
  }
  return drawnLine(values, bowler.conceded[state.delivered]!);
}
