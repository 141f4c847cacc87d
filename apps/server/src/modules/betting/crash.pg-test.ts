import type { BetPlacement, EventRow, ExchangeMarket } from '@backlay/contracts';
import { ticksAway } from '@backlay/exchange';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/index';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { toExchangeBet } from './bets';
import { freePort, scratchDatabase, startServer, type ServerProcess } from './crash/server';
import { marketExposure } from './service';

/** Bets acknowledged (200) before the server is killed. */
const ACKNOWLEDGED_BEFORE_KILL = 30;
/** Bets in flight at once (each waits the 5 s in-play bet delay). */
const WORKERS = 12;
/** Longest time spent placing bets before giving up on reaching ACKNOWLEDGED_BEFORE_KILL. */
const PLACING_MS = 50_000;
/** Stake of every bet, currency units (the brand minimum is 100). */
const STAKE = 100;

interface Target {
  sportId: number;
  competitionId: string;
  matchId: string;
  marketId: string;
  selectionId: string;
  selectionIds: string[];
}

/**
 * Crash safety (issue 4 item 3, docs/architecture.md Persistence): the real server (main.ts) in a child
 * process on a scratch PostgreSQL database takes bets over HTTP and is killed with SIGKILL while
 * bets are in flight; after a restart on the same database every acknowledged bet is there exactly
 * once, a client bet id never made two bets, re-sending an acknowledged bet answers the same bet id,
 * exposures agree with the open bets, and the ledger balances. Needs a PostgreSQL server
 * (DATABASE_URL).
 */
describe('crash safety on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let server: ServerProcess | undefined;
  let handle: DatabaseHandle | undefined;
  let port: number;
  const env = () => ({
    DATABASE_URL: database.url,
    DEMO_MODE: 'true',
    FEED_SPEED: '1',
    LOG_LEVEL: 'warn',
  });

  beforeAll(async () => {
    database = await scratchDatabase(process.env.DATABASE_URL!);
    port = await freePort();
  });
  afterAll(async () => {
    await server?.kill();
    await handle?.close();
    await database?.drop();
  });

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const res = await fetch(`${server!.baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  /** The first open in-play Match Odds runner with a back price to spare, soccer first (fewest book changes). */
  async function findTarget(): Promise<Target | undefined> {
    for (const sportId of [1, 2, 4]) {
      const events = (await call('GET', `/api/v2/get-matches-by-eventid/${sportId}`, {})).json
        .data as EventRow[];
      for (const event of events.filter((e) => e.inPlay)) {
        for (const summary of event.matchOdds.filter((m) => m.status === 'OPEN')) {
          const market = await fetchMarket({
            sportId,
            competitionId: event.competitionId,
            matchId: event.matchId,
            marketId: summary.marketId,
          });
          if (!market || market.status !== 'OPEN' || !market.inplay) continue;
          const runner = market.runners.find((r) => {
            const best = r.ex.availableToBack[0]?.price;
            return r.status === 'ACTIVE' && best !== undefined && best >= 1.2 && best <= 30;
          });
          if (!runner) continue;
          return {
            sportId,
            competitionId: event.competitionId,
            matchId: event.matchId,
            marketId: market.marketId,
            selectionId: runner.selectionId,
            selectionIds: market.runners.map((r) => r.selectionId),
          };
        }
      }
    }
    return undefined;
  }

  async function fetchMarket(t: Pick<Target, 'sportId' | 'competitionId' | 'matchId' | 'marketId'>) {
    const res = await call(
      'GET',
      `/api/v2/fetch-market-odds/${t.sportId}/${t.competitionId}/${t.matchId}/${t.marketId}`,
      {},
    );
    return res.status === 200 ? (res.json.data as ExchangeMarket[])[0] : undefined;
  }

  it('keeps every acknowledged bet exactly once across a SIGKILL and a restart', async () => {
    server = await startServer(port, env());

    // A fresh demo account (1,500,000 play balance) signed in over HTTP.
    const signIn = await call(
      'POST',
      '/api/auth/signin',
      { d: 'localhost' },
      { userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' },
    );
    expect(signIn.status, JSON.stringify(signIn.json)).toBe(200);
    const token = signIn.json.userToken as string;
    const { _id: userId, domainId } = signIn.json.user as { _id: string; domainId: string };
    const headers = { 'user-token': token, authorization: `Bearer ${token}`, d: domainId };

    let target = await findTarget();
    if (!target) throw new Error(`no open in-play Match Odds market to bet on\n${server.output()}`);
    const selections = new Map([[target.marketId, target.selectionIds]]);

    // Place bets in a loop from several workers, each with its own client bet id, until
    // ACKNOWLEDGED_BEFORE_KILL have been acknowledged; then kill the server with bets in flight.
    const bodies = new Map<string, Partial<BetPlacement>>();
    const acknowledged = new Map<string, string>();
    const inFlightAtKill = new Set<string>();
    const unexpected: string[] = [];
    let rateChanged = 0;
    let seq = 0;
    let killing: Promise<void> | undefined;
    const started = Date.now();
    const placing = () => !killing && Date.now() - started < PLACING_MS && unexpected.length === 0;

    const worker = async () => {
      while (placing()) {
        const t: Target = target!;
        const market = await fetchMarket(t).catch(() => undefined);
        if (killing) return;
        const best = market?.runners.find((r) => r.selectionId === t.selectionId)?.ex.availableToBack[0]
          ?.price;
        if (!market || market.status !== 'OPEN' || best === undefined) {
          // Suspended (a goal, a wicket) or over: wait, then look for another market if it is gone.
          await new Promise((resolve) => setTimeout(resolve, 500));
          if (!market || market.result) {
            const next = await findTarget().catch(() => undefined);
            if (next) {
              target = next;
              selections.set(next.marketId, next.selectionIds);
            }
          }
          continue;
        }
        const clientBetId = `crash-${String(++seq).padStart(5, '0')}`;
        const body: Partial<BetPlacement> = {
          matchId: t.matchId,
          marketId: t.marketId,
          markettype: 'Match Odds',
          selectionId: t.selectionId,
          type: 'back',
          // A few ticks below the best back: still available (best back >= requested) after the delay.
          oddsReq: ticksAway(best, -3),
          stake: STAKE,
          placeTime: new Date().toISOString(),
          clientBetId,
        };
        bodies.set(clientBetId, body);
        let answer: Awaited<ReturnType<typeof call>>;
        try {
          answer = await call('POST', '/api/bet/save2', headers, body);
        } catch {
          // The server died with this bet in flight: its outcome is unknown to the client.
          inFlightAtKill.add(clientBetId);
          return;
        }
        if (answer.status === 200) {
          acknowledged.set(clientBetId, answer.json.betId as string);
          if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL && !killing) killing = server!.kill();
        } else if (answer.status === 409 && answer.json.message === 'Bet rate changed!') {
          rateChanged++;
        } else {
          unexpected.push(`${answer.status} ${JSON.stringify(answer.json)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(unexpected, server.output()).toEqual([]);
    expect(
      acknowledged.size,
      `acknowledged in ${PLACING_MS} ms (${rateChanged} rate changed)`,
    ).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    await killing;
    expect(server.child.exitCode ?? server.child.signalCode).toBe('SIGKILL');
    console.log(
      `crash test: ${seq} bets sent, ${acknowledged.size} acknowledged, ${rateChanged} rate changed, ${inFlightAtKill.size} in flight at SIGKILL`,
    );

    // Restart on the same database.
    server = await startServer(port, env());

    // Every acknowledged bet exactly once, with its client bet id; no client bet id twice; no
    // bet that was neither acknowledged nor in flight at the kill.
    handle = await openDatabase({ kind: 'postgres', url: database.url });
    const db = handle.db;
    const rows = await db.selectFrom('bets').selectAll().where('user_id', '=', userId).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [clientBetId, betId] of acknowledged) {
      expect(
        rows.filter((r) => r.id === betId),
        `acknowledged bet ${clientBetId}`,
      ).toHaveLength(1);
      expect(byId.get(betId)!.client_bet_id).toBe(clientBetId);
    }
    const twice = await sql<{ client_bet_id: string; n: number }>`
        select client_bet_id, count(*)::int as n from bets where client_bet_id is not null
        group by user_id, client_bet_id having count(*) > 1`.execute(db);
    expect(twice.rows).toEqual([]);
    for (const row of rows) {
      expect(
        acknowledged.has(row.client_bet_id!) || inFlightAtKill.has(row.client_bet_id!),
        `bet ${row.client_bet_id}`,
      ).toBe(true);
    }

    // Re-sending an acknowledged bet (or one in flight at the kill that made it in) answers the
    // same bet id and places nothing.
    const resend = [
      ...acknowledged.keys(),
      ...[...inFlightAtKill].filter((id) => rows.some((r) => r.client_bet_id === id)),
    ];
    for (const clientBetId of resend) {
      const answer = await call('POST', '/api/bet/save2', headers, bodies.get(clientBetId));
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.betId).toBe(rows.find((r) => r.client_bet_id === clientBetId)!.id);
    }
    const after = await db.selectFrom('bets').select('id').where('user_id', '=', userId).execute();
    expect(after).toHaveLength(rows.length);
    console.log(
      `crash test after restart: ${rows.length} bets stored (${rows.length - acknowledged.size} of the ${inFlightAtKill.size} in flight), ${resend.length} re-sent with the same bet id`,
    );

    // Exposure: each market's stored exposure is that of its open bets, and the account's total
    // is their sum (the transaction that inserts a bet stores both, or neither).
    const stored = await db
      .selectFrom('market_exposures')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    for (const [marketId, selectionIds] of selections) {
      const open = rows.filter((r) => r.market_id === marketId && r.status === 'unsettled');
      const expected = marketExposure({ kind: 'exchange', selectionIds }, open.map(toExchangeBet));
      expect(
        stored.find((e) => e.market_id === marketId)?.exposure_minor ?? 0,
        `exposure of ${marketId}`,
      ).toBe(expected);
    }
    const account = await db
      .selectFrom('users')
      .select(['balance_minor', 'exposure_minor'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account.exposure_minor).toBe(stored.reduce((sum, e) => sum + e.exposure_minor, 0));
    expect(account.balance_minor - account.exposure_minor).toBeGreaterThanOrEqual(0);

    // The ledger: trial balance 0 and every balance equal to the sum of its entries.
    await expectLedgerBalanced(db);
  }, 120_000);
});
