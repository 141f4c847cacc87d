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

const SERVER_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle'];

/** The server boundary findings (rule id and message) of `code` linted as `apps/server/src/<filePath>`. */
async function serverFindings(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, 'apps/server/src', filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId && SERVER_RULES.includes(m.ruleId))
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** The server's module walls (issue 13, eslint.config.js; docs/architecture.md "Modules"). */
describe('server module boundaries', { timeout: 60_000 }, () => {
  it("stops a module importing another module's internals", async () => {
    expect(
      await serverFindings(
        "import { postTransfer } from '../wallet/ledger';\nexport const probe = postTransfer;\n",
        'modules/betting/probe.ts',
      ),
    ).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Import modules/wallet through its index.ts'),
      },
    ]);
  });

  it("stops the engines and the edge reaching into a module's or an engine's internals", async () => {
    const dealer = await serverFindings(
      "import { writeSettlement } from '../modules/betting/holds';\nexport const probe = writeSettlement;\n",
      'dealer/probe.ts',
    );
    const module = await serverFindings(
      "import { roundById } from '../../dealer/rounds';\nexport const probe = roundById;\n",
      'modules/casino/probe.ts',
    );
    expect([dealer, module].map((f) => f.map((x) => x.message))).toEqual([
      [expect.stringContaining('Import modules/betting through its index.ts')],
      [expect.stringContaining('Import dealer through its index.ts')],
    ]);
  });

  it("lets only the composition root register a module's routes.ts", async () => {
    const code =
      "import { walletRoutes } from './modules/wallet/routes';\nexport const probe = walletRoutes;\n";
    expect(await serverFindings(code, 'app.ts')).toEqual([]);
    expect((await serverFindings(code, 'platform.ts')).map((f) => f.rule)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('stops domain code importing the HTTP edge; routes may', async () => {
    const code = "import { requireUser } from '../../http/guards';\nexport const probe = requireUser;\n";
    expect(await serverFindings(code, 'modules/wallet/probe.ts')).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Domain code does not import the HTTP edge'),
      },
    ]);
    expect(await serverFindings(code, 'modules/wallet/routes.ts')).toEqual([]);
  });

  it('finds an import cycle (the ledger importing auth, whose demo sign-in opens accounts on the ledger)', async () => {
    const findings = await serverFindings(
      "import { DEFAULT_CURRENCY } from '../auth/index';\nexport const probe = DEFAULT_CURRENCY;\n",
      'modules/wallet/ledger.ts',
    );
    expect(findings.map((f) => f.rule)).toEqual(['import-x/no-cycle']);
  });

  it('lets modules use each other through index.ts, and tests use test kits', async () => {
    const module = await serverFindings(
      "import { postTransfer } from '../wallet/index';\nexport const probe = postTransfer;\n",
      'modules/betting/probe.ts',
    );
    const test = await serverFindings(
      "import { createCustomer } from '../account/test-kit';\nexport const probe = createCustomer;\n",
      'modules/betting/probe.test.ts',
    );
    expect([module, test]).toEqual([[], []]);
  });
});
