import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root (where node_modules/tsx lives). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A scratch PostgreSQL database next to the one `baseUrl` names (CREATE DATABASE crash_<random>);
 * `drop()` removes it, ending any connection still open to it.
 */
export async function scratchDatabase(baseUrl: string, prefix = 'crash') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The real server (main.ts) running as a child process. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** What the server printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL to the server's whole process group (tsx runs main.ts in a child of its own). */
  kill(): Promise<void>;
}

/**
 * Starts `node node_modules/tsx/dist/cli.mjs apps/server/src/main.ts` on `port` with `env` and
 * resolves when it answers GET /api/v2/get-events; throws (with its output) when it exits first
 * or is not up within `timeoutMs`. The process leads its own process group so that `kill()`
 * takes down tsx and the node process it starts.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));

  const server: ServerProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async kill() {
      if (!alive || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive) throw new Error(`server exited before it was up:\n${output}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/v2/get-events`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`server not up within ${timeoutMs} ms:\n${output}`);
}
