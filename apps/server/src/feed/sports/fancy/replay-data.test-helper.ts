/**
 * What the Fancy settlement tests share: a direct read of the raw Cricsheet files the replays were
 * converted from, and the engine's results under the skip patterns a stalled or restarted engine
 * makes (docs/rules/sports.md "Settlement": Fancy results come from the data, never the tick).
 */
import { createRng } from '@backlay/pricing';
import { readCricketSources, SOURCE_DATA_DIR } from '../../replay/convert/files';
import type { CricketReplay } from '../../replay/format';
import type { SportFeed } from '../../types';
import { cricketTimeline, type CricketState } from '../cricket-timeline';

/**
 * The raw Cricsheet files, read once through the converter's own reader (`readCricketSources`,
 * the source folder `SOURCE_DATA_DIR`; docs/rules/sports.md "Data"), by file name `{id}.json`.
 */
let sources: Map<string, unknown> | undefined;
const cricsheet = () =>
  (sources ??= new Map(readCricketSources(SOURCE_DATA_DIR).map(({ id, raw }) => [`${id}.json`, raw])));

/** The Cricsheet file names (`{id}.json`) of the source data. */
export const cricsheetFiles = (): string[] => [...cricsheet().keys()];

/** One Cricsheet file of the source data, parsed (`file` as `{id}.json`); the caller gives its shape. */
export const readCricsheet = <T>(file: string): T => {
  const raw = cricsheet().get(file);
  if (raw === undefined) throw new Error(`no Cricsheet file ${file}`);
  return raw as T;
};

/**
 * The first result the engine reports for each Fancy market of `replay`, under five runs of the
 * engine: every step; a stalled engine jumping 1-40 steps at a time (three seeds from `seedLabel`),
 * which reaches the end at last; and a restart that sees only the last state. One map per run:
 * market id -> the value, or 'void'.
 */
export function fancyResultsUnderSkips(
  feed: SportFeed<CricketReplay, CricketState>,
  replay: CricketReplay,
  matchId: string,
  seedLabel: string,
): Map<string, number | 'void'>[] {
  const ctx = { matchId, rng: createRng('t'), elapsedMs: 0 };
  const steps = cricketTimeline(replay, createRng(replay.id), 1).steps;
  const stalls = [1, 2, 3].map((seed) => {
    const rng = createRng(`${seedLabel}/${replay.id}/${seed}`);
    const seen: number[] = [];
    for (let i = 0; i < steps.length - 1; i += rng.int(1, 40)) seen.push(i);
    return [...seen, steps.length - 1];
  });
  return [steps.map((_, i) => i), ...stalls, [steps.length - 1]].map((indices) => {
    const first = new Map<string, number | 'void'>();
    for (const i of indices) {
      for (const d of feed.decided(replay, steps[i]!.state, ctx, i === steps.length - 1)) {
        if (d.marketType === 'FANCY' && !first.has(d.marketId))
          first.set(d.marketId, d.result.void ? 'void' : d.result.value!);
      }
    }
    return first;
  });
}
