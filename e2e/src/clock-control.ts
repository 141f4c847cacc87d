import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SteerableClock } from '@backlay/server';

/**
 * Clock time between two feed ticks while the clock is moved forward, at most the production tick
 * interval (apps/server/src/main.ts FEED_TICK_MS, 250 ms) and shorter than the shortest gap between
 * two steps of a replay at `feedSpeed` (a cricket delivery's 'Ball Running' starts 8 s of match
 * time before it, cricket-timeline.ts), so a move forward passes through every state of every
 * match as a running server would (a Fancy session is decided on the ball that ends it).
 */
export const defaultStepMs = (feedSpeed: number) => Math.min(250, 7500 / feedSpeed);

/** Longest move one request may make (a day of clock time), against typos in a test. */
const MAX_MOVE_MS = 24 * 3600_000;

/** What the control server answers: the clock's time (epoch ms) and whether it is frozen. */
export interface ClockState {
  nowMs: number;
  frozen: boolean;
}

/**
 * Starts the e2e clock control of a feed running at `feedSpeed`: a tiny HTTP server on 127.0.0.1
 * (a free port), separate from the product's app, through which the test workers (other
 * processes) steer the server's clock:
 * - `GET /now`: the state;
 * - `POST /freeze`, `POST /resume`: stop the clock / let it run on from where it stands;
 * - `POST /advance?ms=N[&stepMs=S]`: move forward N ms in steps of S (default {@link defaultStepMs}),
 *   calling `tick` (the feed engine) after each step and yielding to the event loop between steps so
 *   result writes, settlement and HTTP requests proceed as they would while time passes;
 * - `POST /at?ms=T[&stepMs=S]`: the same up to the epoch time T (400 when T is in the past).
 * Every answer is the {@link ClockState} after the call; bad parameters answer 400 with `{ error }`.
 * Requests run one at a time (a move waits for the one before it).
 */
export async function startClockControl(
  clock: SteerableClock,
  tick: () => void,
  feedSpeed: number,
): Promise<{ port: number; close: () => Promise<void> }> {
  let queue: Promise<unknown> = Promise.resolve();
  const state = (): ClockState => ({ nowMs: clock.now(), frozen: clock.frozen });

  const move = async (byMs: number, stepMs: number) => {
    for (let left = byMs; left > 0; left -= stepMs) {
      clock.advance(Math.min(stepMs, left));
      tick();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const handle = async (req: IncomingMessage): Promise<[number, unknown]> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = `${req.method} ${url.pathname}`;
    const number = (name: string, fallback?: number) => {
      const raw = url.searchParams.get(name);
      const value = raw === null ? fallback : Number(raw);
      if (value === undefined || !Number.isFinite(value)) throw new RangeError(`${name} must be a number`);
      return value;
    };
    switch (route) {
      case 'GET /now':
        return [200, state()];
      case 'POST /freeze':
        clock.freeze();
        return [200, state()];
      case 'POST /resume':
        clock.resume();
        tick();
        return [200, state()];
      case 'POST /advance':
      case 'POST /at': {
        const stepMs = number('stepMs', defaultStepMs(feedSpeed));
        const byMs = route === 'POST /at' ? number('ms') - clock.now() : number('ms');
        if (!(stepMs > 0)) throw new RangeError('stepMs must be positive');
        if (byMs < 0) throw new RangeError('the clock never goes backwards');
        if (byMs > MAX_MOVE_MS) throw new RangeError(`at most ${MAX_MOVE_MS} ms per move`);
        await move(byMs, stepMs);
        return [200, state()];
      }
      default:
        return [404, { error: `no route ${route}` }];
    }
  };

  const respond = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const run = queue.then(() => handle(req));
    queue = run.catch(() => undefined);
    run.then(
      ([status, body]) => respond(res, status, body),
      (err: unknown) =>
        respond(res, err instanceof RangeError ? 400 : 500, {
          error: String((err as Error)?.message ?? err),
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
