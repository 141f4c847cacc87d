/**
 * Impact (docs/rules/sports.md Fancy rows -> Player categories: impact): the innings' top score, the
 * most runs off the bat any one batter of the side makes in it ("India top score"), listed for the
 * whole innings and settled on the scorecard's highest individual score at its end. Never void (a
 * batter who retires keeps the runs made). The player of the match is not used: it is named after the
 * match, so a line on "the player of the match's runs" could only be priced by knowing the result.
 */
import { drawnLine } from '@backlay/pricing';
import type { CricketReplay } from '../../replay/format';
import { crease, inningsPlayers, outlookAt, playerInnings } from './players';
import { categoryMarketId, type FancyMarket } from './types';

/** The impact market of each main innings of `replay` scheduled as `matchId` (k = 0). */
export function impactMarkets(replay: CricketReplay, matchId: string): FancyMarket[] {
  return playerInnings(replay).map(({ index, innings }): FancyMarket => {
    const { batters } = inningsPlayers(innings);
    const end = innings.balls.length;
    return {
      marketId: categoryMarketId(matchId, 'impact', index, 0),
      gtype: 'impact',
      name: `${innings.battingTeam} top score`,
      opensAt: { innings: index, delivered: 0 },
      decidedAt: { innings: index, delivered: end },
      result: { value: Math.max(...batters.map((b) => b.runs[end]!)), void: false },
      price(state) {
        const at = crease(replay, state);
        if (!at) return undefined;
        const now = (name: string) => batters.find((b) => b.name === name)?.runs[state.delivered] ?? 0;
        // Batters who have been in and are not at the crease now keep their scores.
        let gone = 0;
        for (const b of batters) {
          if (b.firstBall >= state.delivered || b.name === at.striker || b.name === at.nonStriker) continue;
          gone = Math.max(gone, b.runs[state.delivered]!);
        }
        const striker = now(at.striker);
        const nonStriker = now(at.nonStriker);
        const outlook = outlookAt(replay, state, matchId);
        const values = new Int32Array(outlook.draws);
        for (let d = 0; d < outlook.draws; d++) {
          values[d] = Math.max(
            gone,
            striker + outlook.slotRuns[0][d]!,
            nonStriker + outlook.slotRuns[1][d]!,
            outlook.newBatterTop[d]!,
          );
        }
        return drawnLine(values);
      },
    };
  });
}
