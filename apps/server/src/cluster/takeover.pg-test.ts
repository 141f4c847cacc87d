import type { EventRow } from '@backlay/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, scratchDatabase, startServer, type ServerProcess } from '../test/server-process';

/** The longest a takeover may take (issue 15 item 1). */
const TAKEOVER_MS = 5_000;

/**
 * Two nodes on one PostgreSQL (issue 15 "Done when"; docs/cluster.md), with the cross-node bus on
 * PostgreSQL and (with REDIS_URL) on Redis: the real server (main.ts) twice on a scratch database.
 * The first holds the engines' lease; the second forwards every request to it and serves the
 * stream's WebSocket itself, from the first node's topics on the bus. Orders are placed through the second node; a
 * stream client watches a casino table through it. The first node is killed with SIGKILL: the
 * second takes the lease and deals the next round within 5 s, the interrupted round is void and
 * no round id repeats, every acknowledged order is still there, and the stream client, back on
 * the surviving node with its last sequence, keeps receiving the table.
 */
describe('two nodes on one PostgreSQL', () => {
  const base = process.env.DATABASE_URL!;
  const nodes: ServerProcess[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const node of nodes) await node.kill();
    for (const drop of drops) await drop();
  });

  const buses: [string, Record<string, string>, boolean][] = [
    ['on PostgreSQL alone (LISTEN/NOTIFY)', {}, true],
    ['with Redis', { REDIS_URL: process.env.REDIS_URL ?? '' }, Boolean(process.env.REDIS_URL)],
  ];
  for (const [busName, busEnv, runs] of buses)
    it.runIf(runs)(
      `${busName}: hands the engines to the standby within 5 s of a SIGKILL, losing no round and no order`,
      async () => {
        const db = await scratchDatabase(base, 'cluster');
        drops.push(db.drop);
        const env = { DATABASE_URL: db.url, LOG_LEVEL: 'warn', FEED_SPEED: '10', REDIS_URL: '', ...busEnv };
        const [portA, portB] = [await freePort(), await freePort()];
        const a = await startServer(portA, env, 60_000);
        nodes.push(a);
        const b = await startServer(portB, env, 60_000);
        nodes.push(b);
        const admin = new pg.Client({ connectionString: db.url });
        await admin.connect();
        try {
          const lease = async () =>
            (await admin.query<{ epoch: string; holder: string }>('select epoch, holder from cluster_leases'))
              .rows[0];
          expect(await lease()).toEqual({ epoch: '1', holder: `http://127.0.0.1:${portA}` });

          // Through the standby: sign in, and rest three backs far above any layer (PERSIST).
          const call = async (path: string, headers: Record<string, string>, body?: unknown) => {
            const res = await fetch(`${b.baseUrl}${path}`, {
              method: body === undefined ? 'GET' : 'POST',
              headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            return { status: res.status, json: (await res.json()) as Record<string, unknown> };
          };
          const signIn = await call(
            '/api/auth/signin',
            { d: 'localhost' },
            { userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' },
          );
          expect(signIn.status).toBe(200);
          const token = signIn.json.userToken as string;
          const domainId = (signIn.json.user as { domainId: string }).domainId;
          const headers = { 'x-authentication': token, d: domainId };
          const events = (await call('/api/v2/get-matches-by-eventid/4', {})).json.data as EventRow[];
          // A pre-match market: no goal or wicket suspends it while the orders go in.
          const market = events
            .filter((e) => !e.inPlay)
            .flatMap((e) => e.matchOdds)
            .find((m) => m.status === 'OPEN');
          expect(market, 'an open pre-match Match Odds market').toBeDefined();
          const book = await call('/api/exchange/betting/rest/v1.0/listMarketBook', headers, {
            marketIds: [market!.marketId],
          });
          const selectionId = (book.json as unknown as { runners: { selectionId: number }[] }[])[0]!
            .runners[0]!.selectionId;
          const acknowledged: string[] = [];
          for (let i = 0; i < 3; i++) {
            const placed = await call('/api/exchange/betting/rest/v1.0/placeOrders', headers, {
              marketId: market!.marketId,
              instructions: [
                {
                  orderType: 'LIMIT',
                  selectionId,
                  side: 'BACK',
                  limitOrder: { size: 100, price: 900 + i * 10, persistenceType: 'PERSIST' },
                },
              ],
            });
            expect(placed.json.status, JSON.stringify(placed.json)).toBe('SUCCESS');
            acknowledged.push((placed.json.instructionReports as { betId: string }[])[0]!.betId);
          }

          // A stream client on the standby (forwarded to the engines' node) watching a casino table.
          const watch = (since?: number) =>
            new Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }>((resolve, reject) => {
              const ws = new WebSocket(`ws://127.0.0.1:${portB}/api/stream`, {
                headers: { host: 'localhost' },
              });
              const messages: Record<string, unknown>[] = [];
              ws.on('message', (data) =>
                messages.push(JSON.parse(data.toString()) as Record<string, unknown>),
              );
              ws.once('open', () => {
                ws.send(
                  JSON.stringify({
                    op: 'subscribe',
                    channel: 'casino',
                    id: 'teen20',
                    ...(since ? { since } : {}),
                  }),
                );
                resolve({ ws, messages });
              });
              ws.once('error', reject);
            });
          const first = await watch();
          await expect
            .poll(() => first.messages.some((m) => m.op === 'image'), { timeout: 5_000 })
            .toBe(true);
          const rounds = async () =>
            (
              await admin.query<{ round_id: string; status: string; opened_at: Date }>(
                "select round_id, status, opened_at from casino_rounds where casino_type = 'teen20' order by opened_at",
              )
            ).rows;
          const before = await rounds();
          const interrupted = before.filter((r) => r.status === 'open' || r.status === 'dealing');

          // SIGKILL the engines' node; the standby must deal the next round within 5 s.
          await a.kill();
          const killedAt = Date.now();
          let dealtMs = Infinity;
          while (Date.now() - killedAt < 15_000) {
            const fresh = (await rounds()).filter((r) => !before.some((o) => o.round_id === r.round_id));
            if (fresh.length > 0) {
              dealtMs = Date.now() - killedAt;
              break;
            }
            await new Promise((r) => setTimeout(r, 100));
          }
          console.log(
            `takeover (${busName}): the standby dealt the next round ${dealtMs} ms after the SIGKILL`,
          );
          expect(dealtMs).toBeLessThanOrEqual(TAKEOVER_MS);
          expect(await lease()).toEqual({ epoch: '2', holder: `http://127.0.0.1:${portB}` });
          const after = await rounds();
          expect(new Set(after.map((r) => r.round_id)).size).toBe(after.length);
          for (const r of interrupted)
            expect(after.find((x) => x.round_id === r.round_id)?.status).toBe('void');

          // Every acknowledged order is still resting on the surviving node.
          const current = await call('/api/exchange/betting/rest/v1.0/listCurrentOrders', headers, {
            betIds: acknowledged,
          });
          expect(
            (current.json.currentOrders as { betId: string; sizeRemaining: number }[])
              .map((o) => [o.betId, o.sizeRemaining])
              .sort(),
          ).toEqual(acknowledged.map((id) => [id, 100]).sort());

          // The stream client lost its socket with the old node; back with its last sequence, it keeps receiving.
          const lastSeq = Math.max(...first.messages.map((m) => Number(m.seq ?? 0)));
          await expect.poll(() => first.ws.readyState, { timeout: 5_000 }).toBe(WebSocket.CLOSED);
          const second = await watch(lastSeq);
          await expect
            .poll(() => second.messages.some((m) => m.op === 'image' || m.op === 'delta'), { timeout: 5_000 })
            .toBe(true);
          second.ws.close();
        } finally {
          await admin.end();
        }
      },
      180_000,
    );
});
