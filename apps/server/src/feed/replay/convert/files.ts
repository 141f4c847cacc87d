/**
 * File I/O around the pure converters: reads the raw Cricsheet, openfootball and tennis files and renders
 * every output file, so scripts/convert-data.ts and the round-trip test produce the same bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  buildCricketFile,
  buildSoccerFile,
  buildTennisFile,
  type CricketSource,
  noticeText,
  serializeReplayFile,
  type SoccerSource,
} from './build';

/** Output files, relative to apps/server/. */
export const OUTPUT_FILES = {
  cricket: 'data/replays/cricket.json',
  soccer: 'data/replays/soccer.json',
  tennis: 'data/replays/tennis.json',
  notice: 'data/NOTICE',
} as const;

/**
 * The raw source data the converters read (docs/rules/sports.md "Data", "Licences and credits"):
 * the `data/` folder beside the repository's root, as `npx tsx scripts/convert-data.ts` reads it.
 * Tests that check the replays against their sources read it through this one constant.
 */
export const SOURCE_DATA_DIR = new URL('../../../../../../../shared/data/', import.meta.url);

const asDir = (url: URL): URL => (url.href.endsWith('/') ? url : new URL(`${url.href}/`));

function jsonFiles(dir: URL): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** `<dataDir>/cricket/*.json`, in file-name order. */
export function readCricketSources(dataDir: URL): CricketSource[] {
  const dir = new URL('cricket/', asDir(dataDir));
  return jsonFiles(dir).map((name) => ({
    id: name.slice(0, -'.json'.length),
    raw: JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as unknown,
  }));
}

/** `<dataDir>/soccer/*.json`, in file-name order. */
export function readSoccerSources(dataDir: URL): SoccerSource[] {
  const dir = new URL('soccer/', asDir(dataDir));
  return jsonFiles(dir).map((fileName) => ({
    fileName,
    raw: JSON.parse(readFileSync(new URL(fileName, dir), 'utf8')) as unknown,
  }));
}

/** `<dataDir>/tennis/matches.json`, parsed. */
export function readTennisSource(dataDir: URL): unknown {
  return JSON.parse(readFileSync(new URL('tennis/matches.json', asDir(dataDir)), 'utf8')) as unknown;
}

/** Every output file's path (relative to apps/server/) and exact contents, freshly converted. */
export function renderOutputs(dataDir: URL): Record<string, string> {
  return {
    [OUTPUT_FILES.cricket]: serializeReplayFile(buildCricketFile(readCricketSources(dataDir))),
    [OUTPUT_FILES.soccer]: serializeReplayFile(buildSoccerFile(readSoccerSources(dataDir))),
    [OUTPUT_FILES.tennis]: serializeReplayFile(buildTennisFile(readTennisSource(dataDir))),
    [OUTPUT_FILES.notice]: noticeText(),
  };
}
