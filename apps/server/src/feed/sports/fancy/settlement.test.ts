import { describe, expect, it } from 'vitest';
import { loadReplays } from '../../replay/load';
import { cricketFeed } from '../cricket';
import { cricsheetFiles, fancyResultsUnderSkips, readCricsheet } from './replay-data.test-helper';
import { SESSION_OVERS } from './runs';

interface RawDelivery {
  runs: { total: number };
}
interface RawInnings {
  super_over?: boolean;
  target?: { overs: number; runs: number };
  overs: { over: number; deliveries: RawDelivery[] }[];
}

/**
 * A direct read of a Cricsheet file: each main innings' runs sessions as the scorecard gives them
 * (runs of every delivery of overs 1..N; the innings total when it ends first), void when a
 * revised target's overs are fewer than the session's (and the session is not the innings total).
 */
function scorecardSessions(file: string): (number | 'void')[][] {
  const raw = readCricsheet<{ info: { overs: number; match_type: string }; innings: RawInnings[] }>(file);
  const format = raw.info.match_type === 'ODI' ? 'ODI' : 'T20';
  const main = raw.innings.filter((i) => !i.super_over).slice(0, 2);
  return main.map((innings) =>
    SESSION_OVERS[format].map((overs) => {
      const target = innings.target;
      const targetBalls = target
        ? Math.floor(target.overs) * 6 + Math.round((target.overs % 1) * 10)
        : Infinity;
      if (overs * 6 > targetBalls && overs < raw.info.overs) return 'void';
      let runs = 0;
      for (const over of innings.overs) {
        if (over.over >= overs) break;
        for (const d of over.deliveries) runs += d.runs.total;
      }
      return runs;
    }),
  );
}

const cricket = loadReplays('cricket');
const feed = cricketFeed(cricket.matches, cricket.attribution);

describe('Fancy runs sessions settle on the data (issue 19 item 4)', () => {
  it('every shipped session settles to the scorecard value, whichever steps the engine skipped', () => {
    expect(cricsheetFiles()).toHaveLength(cricket.matches.length);
    let sessions = 0;
    for (const replay of cricket.matches) {
      const expected = scorecardSessions(`${replay.id}.json`);
      const matchId = '40000001';
      for (const first of fancyResultsUnderSkips(feed, replay, matchId, 'skip')) {
        const got = [0, 1].map((innings) =>
          SESSION_OVERS[replay.format].flatMap((_, k) => {
            const result = first.get(`3.${matchId}${innings}0${k + 1}`);
            return result === undefined ? [] : [result];
          }),
        );
        expect({ id: replay.id, sessions: got }).toEqual({ id: replay.id, sessions: expected });
      }
      sessions += expected.flat().length;
    }
    expect(sessions).toBe(216);
  });
});
