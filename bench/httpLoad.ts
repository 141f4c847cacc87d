/**
 * The HTTP load helpers the `feed` and `casino` benchmarks share (issue 3, issue 6): requests/s
 * of a URL by autocannon (100 connections, BENCH_SECONDS seconds, in a separate process so this
 * one keeps serving), the raw node:http hello-world baseline, and the report of each endpoint's
 * rate with its ratio to that baseline (goal >= 0.8).
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Average requests per second of `url` under autocannon in a child process. Throws when any
 * answer was not 2xx or any request failed.
 */
export async function load(url: string): Promise<number> {
  const { stdout: out } = await promisify(execFile)(
    process.execPath,
    [autocannonBin, '-c', '100', '-d', String(DURATION_S), '-j', url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(out) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Starts `server` on an ephemeral port of 127.0.0.1; resolves with the port. */
const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

/** Requests per second of a raw node:http hello world (the baseline), served and closed here. */
export async function helloWorldRate(): Promise<number> {
  const hello = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  });
  const rate = await load(`http://127.0.0.1:${await listen(hello)}/`);
  hello.close();
  return rate;
}

/**
 * Prints the baseline, then each `[label, requests/s]` with its ratio to the baseline; labels
 * are padded to `labelWidth` characters.
 */
export function printRates(helloRate: number, rates: readonly [string, number][], labelWidth: number): void {
  console.log(`${'node:http hello world'.padEnd(labelWidth)}${helloRate.toFixed(0).padStart(8)} req/s`);
  for (const [label, rate] of rates)
    console.log(
      `${label.padEnd(labelWidth)}${rate.toFixed(0).padStart(8)} req/s  ratio ${(rate / helloRate).toFixed(2)}`,
    );
}
