// `npm start`: builds the SPA when it is missing or older than its sources, then runs the server
// (one process on PORT, default 3000, embedded PGlite under DATA_DIR unless DATABASE_URL is set).
// `npm run dev`: the server in watch mode plus Vite's dev server (http://localhost:5173, proxies /api).
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
} else {
  const builtAt = newest(join(root, 'apps/web/dist/index.html'));
  const sourcesAt = Math.max(
    newest(join(root, 'apps/web/src')),
    newest(join(root, 'apps/web/index.html')),
    newest(join(root, 'apps/web/vite.config.ts')),
    newest(join(root, 'apps/web/public')),
    newest(join(root, 'packages/contracts/src')),
  );
  if (builtAt < sourcesAt) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build', '-w', '@backlay/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  run([tsx, 'apps/server/src/main.ts']);
}
