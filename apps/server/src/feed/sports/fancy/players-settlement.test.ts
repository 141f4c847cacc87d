import { describe, expect, it } from 'vitest';
import { loadReplays } from '../../replay/load';
import { cricketFeed } from '../cricket';
import { fancyResultsUnderSkips, readCricsheet } from './replay-data.test-helper';
import { categoryMarketId } from './types';

interface RawDelivery {
  batter: string;
  non_striker: string;
  bowler: string;
  runs: { batter: number; total: number };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number };
  wickets?: { player_out: string; kind: string }[];
}
interface RawInnings {
  super_over?: boolean;
  overs: { over: number; deliveries: RawDelivery[] }[];
}

type Expected = Map<string, number | 'void'>;

/**
 * A direct read of a Cricsheet file: for each main innings, every batter in order of coming in
 * (runs off the bat and balls faced = deliveries but wides; void when they retire hurt / not out),
 * every bowler in order of first delivery (runs off the bat + wides + no-balls they conceded) and
 * the innings' top score, keyed by the market ids the categories use.
 */
function scorecardPlayers(file: string, matchId: string): Expected {
  const raw = readCricsheet<{ innings: RawInnings[] }>(file);
  const expected: Expected = new Map();
  raw.innings
    .filter((i) => !i.super_over)
    .slice(0, 2)
    .forEach((innings, index) => {
      const deliveries = innings.overs.flatMap((o) => o.deliveries);
      if (deliveries.length === 0) return;
      const batters: string[] = [];
      const bowlers: string[] = [];
      const retired = new Set<string>();
      for (const d of deliveries) {
        for (const name of [d.batter, d.non_striker]) if (!batters.includes(name)) batters.push(name);
        if (!bowlers.includes(d.bowler)) bowlers.push(d.bowler);
        for (const w of d.wickets ?? []) {
          if (w.kind === 'retired hurt' || w.kind === 'retired not out') retired.add(w.player_out);
        }
      }
      const runsOf = (name: string) =>
        deliveries.filter((d) => d.batter === name).reduce((s, d) => s + d.runs.batter, 0);
      batters.forEach((name, k) => {
        const faced = deliveries.filter((d) => d.batter === name && d.extras?.wides === undefined).length;
        const gone = retired.has(name);
        expected.set(categoryMarketId(matchId, 'scorers', index, k), gone ? 'void' : runsOf(name));
        expected.set(categoryMarketId(matchId, 'balls_faced', index, k), gone ? 'void' : faced);
      });
      bowlers.forEach((name, k) => {
        const conceded = deliveries
          .filter((d) => d.bowler === name)
          .reduce((s, d) => s + d.runs.batter + (d.extras?.wides ?? 0) + (d.extras?.noballs ?? 0), 0);
        expected.set(categoryMarketId(matchId, 'bowlers', index, k), conceded);
      });
      expected.set(categoryMarketId(matchId, 'impact', index, 0), Math.max(...batters.map(runsOf)));
    });
  return expected;
}

/** Every id the player categories can use on a match: 4 categories x 2 innings x 40. */
const playerIds = (matchId: string) =>
  new Set(
    (['balls_faced', 'impact', 'scorers', 'bowlers'] as const).flatMap((gtype) =>
      [0, 1].flatMap((innings) =>
        Array.from({ length: 40 }, (_, k) => categoryMarketId(matchId, gtype, innings, k)),
      ),
    ),
  );

const cricket = loadReplays('cricket');
const feed = cricketFeed(cricket.matches, cricket.attribution);

describe('Fancy player categories settle on the data (docs/rules/sports.md Player categories)', () => {
  it('every batter, bowler and top-score market settles to the scorecard value, whichever steps the engine skipped', () => {
    const matchId = '40000001';
    const ours = playerIds(matchId);
    let markets = 0;
    for (const replay of cricket.matches) {
      const expected = scorecardPlayers(`${replay.id}.json`, matchId);
      for (const all of fancyResultsUnderSkips(feed, replay, matchId, 'players')) {
        const got: Expected = new Map([...all].filter(([id]) => ours.has(id)));
        expect({ id: replay.id, got }).toEqual({ id: replay.id, got: expected });
      }
      markets += expected.size;
    }
    // 52 main innings: 391 batters (scorers and balls_faced each), 306 bowlers and 52 top scores.
    expect(markets).toBe(1140);
  });
});
