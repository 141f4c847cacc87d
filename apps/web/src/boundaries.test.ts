import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's boundaries (issue 13) are lint rules in eslint.config.js; these tests lint
 * snippets at real paths with the repository's config and check that each rule fires.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });
const RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  '@typescript-eslint/no-restricted-imports',
];

/** The boundary findings (rule id and message) of `code` linted as the file `filePath`. */
async function boundaryFindings(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, 'apps/web/src', filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId && RULES.includes(m.ruleId))
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('web boundaries', { timeout: 60_000 }, () => {
  it("stops a feature importing another feature's internals", async () => {
    const findings = await boundaryFindings(
      "import { BetSlip } from '../../betslip/BetSlip';\nexport const Slip = BetSlip;\n",
      'features/casino/components/Probe.tsx',
    );
    expect(findings).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Import features/betslip through its index.ts'),
      },
    ]);
  });

  it("stops app/ reaching into a feature's internals", async () => {
    const findings = await boundaryFindings(
      "import { selectBrand } from '../../features/branding/slice';\nexport const pick = selectBrand;\n",
      'app/shell/Probe.tsx',
    );
    expect(findings.map((f) => f.rule)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets the site take only types from the first-requests script (ADR 0020)', async () => {
    const values = await boundaryFindings(
      "import { startFirstRequests } from '../firstRequests';\nexport const start = startFirstRequests;\n",
      'shared/Probe.ts',
    );
    expect(values).toEqual([
      { rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('ADR 0020') },
    ]);
    const nested = await boundaryFindings(
      "import { oddsPathOf } from '../../firstRequests';\nexport const odds = oddsPathOf;\n",
      'features/fullmarket/Probe.ts',
    );
    expect(nested.map((f) => f.rule)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const types = await boundaryFindings(
      "import type { FirstResponses } from '../firstRequests';\nexport type R = FirstResponses;\n",
      'shared/Probe.ts',
    );
    expect(types).toEqual([]);
  });

  it('stops a feature importing app/', async () => {
    const findings = await boundaryFindings(
      "import { routes } from '../../app/routes';\nexport const all = routes;\n",
      'features/sports/Probe.ts',
    );
    expect(findings).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('must not import app/') },
    ]);
  });

  it('stops shared/ importing a feature or app/', async () => {
    const findings = await boundaryFindings(
      "import { selectBrand } from '../features/branding';\nimport { routes } from '../app/routes';\n" +
        'export const both = [selectBrand, routes];\n',
      'shared/Probe.ts',
    );
    expect(findings).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('shared/ must not import') },
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('shared/ must not import') },
    ]);
  });

  it('finds an import cycle (shared/api.ts imports baseQuery.ts, which would import it back)', async () => {
    const findings = await boundaryFindings(
      "import { api } from './api';\nexport const slice = api;\n",
      'shared/baseQuery.ts',
    );
    expect(findings.map((f) => f.rule)).toEqual(['import-x/no-cycle']);
  });

  it("lets a feature, app/ and shared/ import what they may (another feature's index, shared/)", async () => {
    const feature = await boundaryFindings(
      "import { selectBrand } from '../../branding';\nimport { api } from '../../../shared/api';\n" +
        'export const both = [selectBrand, api];\n',
      'features/account/components/Probe.tsx',
    );
    const app = await boundaryFindings(
      "import { BetSlip } from '../features/betslip';\nexport const Slip = BetSlip;\n",
      'app/Probe.tsx',
    );
    const shared = await boundaryFindings(
      "import { toast } from './toast';\nexport const t = toast;\n",
      'shared/Probe.ts',
    );
    expect([feature, app, shared]).toEqual([[], [], []]);
  });
});
