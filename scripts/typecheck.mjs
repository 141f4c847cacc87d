// Type-checks every workspace with its own tsconfig.json (TypeScript strict everywhere).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contracts',
  'packages/exchange',
  'packages/casino',
  'packages/pricing',
  'packages/design-tokens',
  'apps/server',
  'apps/web',
  'apps/backoffice',
  'e2e',
  'bench',
  'scripts',
];
let failed = false;
for (const dir of projects) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '-p', dir], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
