/**
 * Converter round trip: the files shipped in apps/server/data equal, byte for byte, a fresh
 * conversion of the raw data, so a stale or hand-edited file fails here (fix: run
 * `npx tsx scripts/convert-data.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CricketReplay, ReplayFile, SoccerReplay, TennisReplay } from '../format';
import {
  CRICKET_ATTRIBUTION,
  SOCCER_ATTRIBUTION,
  TENNIS_ATTRIBUTION,
  buildCricketFile,
  noticeText,
} from './build';
import { OUTPUT_FILES, readCricketSources, renderOutputs, SOURCE_DATA_DIR } from './files';

const DATA_DIR = SOURCE_DATA_DIR;
// convert/ -> replay/ feed/ src/ -> apps/server/
const SERVER_DIR = new URL('../../../../', import.meta.url);
const fresh = renderOutputs(DATA_DIR);

describe('shipped replay files', () => {
  it.each(Object.entries(fresh))('%s equals a fresh conversion', (path, contents) => {
    const shipped = new URL(path, SERVER_DIR);
    expect(existsSync(shipped), `${path} is missing: run npx tsx scripts/convert-data.ts`).toBe(true);
    const onDisk = readFileSync(shipped, 'utf8');
    // Compare parsed first for a readable diff, then the exact bytes (compact JSON).
    if (path.endsWith('.json')) expect(JSON.parse(onDisk)).toEqual(JSON.parse(contents));
    expect(onDisk === contents, `${path} is stale: run npx tsx scripts/convert-data.ts`).toBe(true);
  });

  it('carry the attribution and licence, compactly', () => {
    const cricket = JSON.parse(fresh[OUTPUT_FILES.cricket] ?? '') as ReplayFile<CricketReplay>;
    const soccer = JSON.parse(fresh[OUTPUT_FILES.soccer] ?? '') as ReplayFile<SoccerReplay>;
    const tennis = JSON.parse(fresh[OUTPUT_FILES.tennis] ?? '') as ReplayFile<TennisReplay>;
    expect(cricket).toMatchObject({
      sport: 'cricket',
      attribution: CRICKET_ATTRIBUTION,
      licence: 'ODC-BY-1.0',
    });
    expect(soccer).toMatchObject({ sport: 'soccer', attribution: SOCCER_ATTRIBUTION, licence: 'CC0-1.0' });
    expect(tennis).toMatchObject({ sport: 'tennis', attribution: TENNIS_ATTRIBUTION, licence: 'facts' });
    expect(CRICKET_ATTRIBUTION).toBe('Cricket data from Cricsheet (cricsheet.org), ODC-BY 1.0');
    expect(SOCCER_ATTRIBUTION).toBe('Soccer data from openfootball (github.com/openfootball), CC0');
    expect(cricket.matches).toHaveLength(26);
    expect(soccer.matches).toHaveLength(294);
    expect(tennis.matches).toHaveLength(15);
    const bytes = (path: string): number => Buffer.byteLength(fresh[path] ?? '');
    // cricket 1.33 MB + soccer 0.16 MB + tennis 0.52 MB (about 5,000 synthesised points).
    expect(bytes(OUTPUT_FILES.cricket) + bytes(OUTPUT_FILES.soccer)).toBeLessThan(1_500_000);
    expect(bytes(OUTPUT_FILES.tennis)).toBeLessThan(750_000);
    expect(
      bytes(OUTPUT_FILES.cricket) + bytes(OUTPUT_FILES.soccer) + bytes(OUTPUT_FILES.tennis),
    ).toBeLessThan(3_000_000);
    expect(fresh[OUTPUT_FILES.cricket]).not.toContain('\n  ');
    const notice = noticeText();
    for (const line of [
      CRICKET_ATTRIBUTION,
      SOCCER_ATTRIBUTION,
      TENNIS_ATTRIBUTION,
      'Open Data Commons Attribution License 1.0',
      'CC0 1.0',
    ]) {
      expect(notice).toContain(line);
    }
  });

  it('does not depend on the order the raw files are read in', () => {
    const sources = readCricketSources(DATA_DIR);
    expect(buildCricketFile([...sources].reverse())).toEqual(buildCricketFile(sources));
  });
});
