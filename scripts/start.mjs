// `npm start`: builds each SPA (the customer site, the back office at /backoffice/) when it is
// missing or older than its sources, then runs the server
// (one process on PORT, default 3000, embedded PGlite under DATA_DIR unless DATABASE_URL is set).
// `npm run dev`: the server in watch mode plus Vite's dev servers (the site at http://localhost:5173,
// the back office at http://localhost:5174/backoffice/; both proxy /api).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');

/** Newest modification time (ms) of any file under `path`. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

function run(args) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
if (dev) {
  run([tsx, 'watch', 'apps/server/src/main.ts']);
  run([join(root, 'node_modules/vite/bin/vite.js'), 'apps/web']);
  run([join(root, 'node_modules/vite/bin/vite.js'), 'apps/backoffice']);
} else {
  // Each single-page app (the customer site and the back office, issue 16) is rebuilt when stale.
  for (const [dir, workspace, what] of [
    ['apps/web', '@backlay/web', 'the web app'],
    ['apps/backoffice', '@backlay/backoffice', 'the back office'],
  ]) {
    const builtAt = newest(join(root, dir, 'dist/index.html'));
    const sourcesAt = Math.max(
      newest(join(root, dir, 'src')),
      newest(join(root, dir, 'index.html')),
      newest(join(root, dir, 'vite.config.ts')),
      newest(join(root, 'scripts/vite-precompress.ts')),
      newest(join(root, dir, 'public')),
      newest(join(root, 'packages/contracts/src')),
      newest(join(root, 'packages/design-tokens')),
    );
    if (builtAt < sourcesAt) {
      console.log(`Building ${what}...`);
      const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
  }
  run([tsx, 'apps/server/src/main.ts']);
}
