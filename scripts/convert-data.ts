/**
 * Converts the raw sports data into the replay files the server ships (docs/rules/sports.md "Convert
 * the raw files once, with a script in the project").
 *
 *   npx tsx scripts/convert-data.ts          write apps/server/data/replays/{cricket,soccer,tennis}.json
 *                                            and apps/server/data/NOTICE
 *   npx tsx scripts/convert-data.ts --check  exit 1 if any of them differs from a fresh conversion
 *
 * Input: `<repoRoot>/../shared/data` (the shared folder beside the repository).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOutputs } from '../apps/server/src/feed/replay/convert/files';

const repoRoot = new URL('../', import.meta.url);
const dataDir = new URL('../shared/data/', repoRoot);
const serverDir = new URL('apps/server/', repoRoot);
const check = process.argv.includes('--check');

const outputs = renderOutputs(dataDir);
let stale = 0;
for (const [path, contents] of Object.entries(outputs)) {
  const target = new URL(path, serverDir);
  const shown = fileURLToPath(target);
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current !== contents) {
      stale += 1;
      console.error(`${current === undefined ? 'missing' : 'stale'}: ${shown}`);
    }
    continue;
  }
  mkdirSync(new URL('./', target), { recursive: true });
  writeFileSync(target, contents);
  console.log(`wrote ${shown} (${Buffer.byteLength(contents)} bytes)`);
}
if (check) {
  if (stale > 0) {
    console.error(`${stale} file(s) differ from a fresh conversion; run: npx tsx scripts/convert-data.ts`);
    process.exit(1);
  }
  console.log('replay files are up to date');
}
