import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The end-to-end suite and the benchmarks reach the server only through `@backlay/server`'s
 * public entry (issue 13, a lint rule in eslint.config.js): these tests lint snippets at their
 * real paths with the repository's config and check that the rule fires, and only where it should.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the import rule for `code` linted as the repository file `filePath`. */
async function importFindings(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server entry boundary of e2e and bench', { timeout: 60_000 }, () => {
  it.each([
    ["import { buildApp } from '../../apps/server/src/app';", 'e2e/src/probe.ts'],
    ["import { buildApp } from '../apps/server/src/app';", 'bench/probe.ts'],
  ])('refuses %s in %s', async (line, filePath) => {
    expect(await importFindings(`${line}\nexport const probe = buildApp;\n`, filePath)).toEqual([
      "'../" +
        (filePath.startsWith('e2e') ? '../' : '') +
        "apps/server/src/app' import is restricted from being used by a pattern. e2e and bench import the server only through '@backlay/server' (issue 13).",
    ]);
  });

  it('lets them import the public entries', async () => {
    const code =
      "import { startPlatform } from '@backlay/server';\nimport { runFuzz } from '@backlay/server/fuzz';\nexport const probe = [startPlatform, runFuzz];\n";
    expect(await importFindings(code, 'bench/probe.ts')).toEqual([]);
    expect(await importFindings(code, 'e2e/src/probe.ts')).toEqual([]);
  });
});
