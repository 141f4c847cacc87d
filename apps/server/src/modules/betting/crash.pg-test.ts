import type { BetPlacement, CurrentOrderSummary, EventRow, ExchangeMarket } from '@backlay/contracts';
import { ticksAway } from '@backlay/exchange';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/index';
import { expectLedgerBalanced } from '../wallet/audit.test-helper';
import { accountSnapshot, expectedExposure, type AccountSnapshot } from './crash/orders';
import { freePort, scratchDatabase, startServer, type ServerProcess } from '../../test/server-process';

/** Orders acknowledged (save2 200) before the server is killed. */
const ACKNOWLEDGED_BEFORE_KILL = 40;
/** Cancels acknowledged (SUCCESS) before the server is killed. */
const CANCELS_BEFORE_KILL = 5;
/** Requests in flight at once (each placement waits the 5 s in-play bet delay). */
const WORKERS = 16;
/** Longest time spent placing before giving up on reaching the counts above. */
const PLACING_MS = 60_000;
/** Stake of every order, currency units (the brand minimum is 100). */
const STAKE = 100;
/** A matching back: this many ticks below the best back (the house's best LAY still takes it after the delay). */
const MATCH_TICKS = 3;
/** A resting back: this many ticks above the best lay (no LAY in the book reaches it). */
const REST_TICKS = 20;
/** How long a re-sent order may wait for its market to reopen (save2 refuses a suspended market first). */
const RESEND_WAIT_MS = 30_000;

const minor = (units: number) => Math.round(units * 100);

interface Target {
  sportId: number;
  competitionId: string;
  matchId: string;
  marketId: string;
  selectionId: string;
  selectionIds: string[];
}

/** An order sent through save2. */
interface Sent {
  kind: 'match' | 'rest';
  body: Partial<BetPlacement> & { clientBetId: string; marketId: string };
}

/** save2's answer to an acknowledged order. */
interface Ack {
  orderId: string;
  message: string;
  sizeMatchedMinor: number;
  sizeRemainingMinor: number;
}

/**
 * Crash safety of the exchange engine (issue 14: "kill -9 under load loses no acknowledged order
 * and duplicates none"; issue 4 item 3; docs/exchange-engine.md Restart): the real server (main.ts)
 * in a child process on a scratch PostgreSQL database takes, from many workers at once, backs that
 * match the house at once, backs that rest unmatched, and cancels of resting orders, and is killed
 * with SIGKILL while placements are in flight. After a restart on the same database: every
 * acknowledged order is journaled exactly once with its clientBetId as customerOrderRef, no
 * reference twice, no order that was neither acknowledged nor in flight; each order's bets are its
 * journaled fills; listCurrentOrders' sizes add up and keep every acknowledged cancel; re-sending an
 * acknowledged order answers its order id and places nothing; each market's stored exposure is
 * Betfair's rule over the unsettled bets and the unmatched remainders, the account's the sum; the
 * ledger balances. Needs a PostgreSQL server (DATABASE_URL).
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

  it('keeps every acknowledged order, match and cancel exactly once across a SIGKILL and a restart', async () => {
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

    /** The market as the brand sees it (its own book once it has one: the house's quotes and the orders). */
    async function fetchMarket(t: Pick<Target, 'sportId' | 'competitionId' | 'matchId' | 'marketId'>) {
      const res = await call(
        'GET',
        `/api/v2/fetch-market-odds/${t.sportId}/${t.competitionId}/${t.matchId}/${t.marketId}`,
        { d: domainId },
      );
      return res.status === 200 ? (res.json.data as ExchangeMarket[])[0] : undefined;
    }

    /** The first open in-play Match Odds runner with prices to spare, soccer first (fewest book changes). */
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

    let target = await findTarget();
    if (!target) throw new Error(`no open in-play Match Odds market to bet on\n${server.output()}`);
    const selections = new Map([[target.marketId, target.selectionIds]]);

    // Workers place orders (alternately a back that matches the house at once and a back that
    // rests) and cancel every other acknowledged resting order, until enough of both are
    // acknowledged; then the server is killed with placements (and maybe a cancel) in flight.
    const sent = new Map<string, Sent>();
    const acknowledged = new Map<string, Ack>();
    const inFlightAtKill = new Set<string>();
    /** Acknowledged resting orders to cancel, not yet asked to (client bet ids). */
    const cancellable: string[] = [];
    /** Acknowledged cancels: order id -> size cancelled (minor units). */
    const cancelled = new Map<string, number>();
    const cancelsInFlight = new Set<string>();
    const cancelRefused: string[] = [];
    const unexpected: string[] = [];
    let rateChanged = 0;
    let seq = 0;
    let killing: Promise<void> | undefined;
    const started = Date.now();
    const placing = () => !killing && Date.now() - started < PLACING_MS && unexpected.length === 0;
    const killWhenReady = () => {
      if (!killing && acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL && cancelled.size >= CANCELS_BEFORE_KILL)
        killing = server!.kill();
    };

    const cancelOne = async (): Promise<boolean> => {
      const ref = cancellable.splice(Math.floor(Math.random() * cancellable.length), 1)[0]!;
      const orderId = acknowledged.get(ref)!.orderId;
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call('POST', '/api/exchange/betting/rest/v1.0/cancelOrders', headers, {
          marketId: sent.get(ref)!.body.marketId,
          instructions: [{ betId: orderId }],
        });
      } catch {
        cancelsInFlight.add(orderId);
        return false;
      }
      const report = (
        answer.json.instructionReports as
          { status: string; sizeCancelled?: number; errorCode?: string }[] | undefined
      )?.[0];
      if (answer.status === 200 && report?.status === 'SUCCESS' && (report.sizeCancelled ?? 0) > 0) {
        cancelled.set(orderId, minor(report.sizeCancelled!));
        killWhenReady();
      } else if (answer.status === 200 && report?.errorCode === 'BET_TAKEN_OR_LAPSED') {
        // The house's quotes moved through it (it matched) or the market closed (it lapsed).
        cancelRefused.push(report.errorCode);
      } else {
        unexpected.push(`cancel ${orderId}: ${answer.status} ${JSON.stringify(answer.json)}`);
      }
      return true;
    };

    const worker = async () => {
      while (placing()) {
        if (cancellable.length > 0 && Math.random() < 1 / 3) {
          if (!(await cancelOne())) return;
          continue;
        }
        const t: Target = target!;
        const market = await fetchMarket(t).catch(() => undefined);
        if (killing) return;
        const runner = market?.runners.find((r) => r.selectionId === t.selectionId);
        const bestBack = runner?.ex.availableToBack[0]?.price;
        const bestLay = runner?.ex.availableToLay[0]?.price;
        if (!market || market.status !== 'OPEN' || bestBack === undefined) {
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
        const n = ++seq;
        const kind = n % 2 === 0 ? 'match' : 'rest';
        const clientBetId = `crash-${String(n).padStart(5, '0')}`;
        const body: Sent['body'] = {
          matchId: t.matchId,
          marketId: t.marketId,
          markettype: 'Match Odds',
          selectionId: t.selectionId,
          type: 'back',
          oddsReq:
            kind === 'match'
              ? ticksAway(bestBack, -MATCH_TICKS)
              : ticksAway(Math.max(bestLay ?? bestBack, bestBack), REST_TICKS),
          stake: STAKE,
          persistenceType: 'PERSIST',
          placeTime: new Date().toISOString(),
          clientBetId,
        };
        sent.set(clientBetId, { kind, body });
        let answer: Awaited<ReturnType<typeof call>>;
        try {
          answer = await call('POST', '/api/bet/save2', headers, body);
        } catch {
          // The server died with this order in flight: its outcome is unknown to the client.
          inFlightAtKill.add(clientBetId);
          return;
        }
        if (answer.status === 200) {
          const ack: Ack = {
            orderId: answer.json.betId as string,
            message: answer.json.message as string,
            sizeMatchedMinor: minor(answer.json.sizeMatched as number),
            sizeRemainingMinor: minor(answer.json.sizeRemaining as number),
          };
          acknowledged.set(clientBetId, ack);
          // Every other resting order is cancelled later; the rest stay resting across the kill.
          if (ack.sizeRemainingMinor > 0 && n % 4 === 1) cancellable.push(clientBetId);
          killWhenReady();
        } else if (answer.status === 409 && answer.json.message === 'Bet rate changed!') {
          rateChanged++;
        } else {
          unexpected.push(`save2 ${clientBetId}: ${answer.status} ${JSON.stringify(answer.json)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(unexpected, server.output()).toEqual([]);
    expect(
      acknowledged.size,
      `orders acknowledged in ${PLACING_MS} ms (${rateChanged} rate changed)`,
    ).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(cancelled.size, `cancels acknowledged in ${PLACING_MS} ms`).toBeGreaterThanOrEqual(
      CANCELS_BEFORE_KILL,
    );
    await killing;
    expect(server.child.exitCode ?? server.child.signalCode).toBe('SIGKILL');
    expect(inFlightAtKill.size, 'placements in flight at SIGKILL').toBeGreaterThan(0);

    // save2's answers: the message names the sizes, which add up to the stake.
    const acks = [...acknowledged.values()];
    for (const [ref, ack] of acknowledged) {
      expect(ack.sizeMatchedMinor + ack.sizeRemainingMinor, ref).toBe(minor(STAKE));
      expect(ack.message, ref).toBe(
        ack.sizeRemainingMinor === 0
          ? 'Bet placed successfully: Matched'
          : ack.sizeMatchedMinor === 0
            ? 'Bet placed successfully: Unmatched'
            : 'Bet placed successfully: Partially matched',
      );
    }
    const ofKind = (kind: Sent['kind']) => [...acknowledged.keys()].filter((r) => sent.get(r)!.kind === kind);
    const matchedAtOnce = ofKind('match').filter((r) => acknowledged.get(r)!.sizeRemainingMinor === 0);
    const restedAtOnce = ofKind('rest').filter((r) => acknowledged.get(r)!.sizeMatchedMinor === 0);
    // The mix did what it is for: most matching backs matched, most resting backs rested.
    expect(matchedAtOnce.length, 'matching backs matched at once').toBeGreaterThan(
      ofKind('match').length / 2,
    );
    expect(restedAtOnce.length, 'resting backs rested').toBeGreaterThan(ofKind('rest').length / 2);
    console.log(
      `crash test: ${seq} orders sent, ${acknowledged.size} acknowledged (${matchedAtOnce.length} of ${ofKind('match').length} matching backs matched, ${restedAtOnce.length} of ${ofKind('rest').length} resting backs rested, ${acks.filter((a) => a.sizeMatchedMinor > 0 && a.sizeRemainingMinor > 0).length} partial), ${rateChanged} rate changed, ${inFlightAtKill.size} in flight at SIGKILL; cancels: ${cancelled.size} acknowledged, ${cancelRefused.length} BET_TAKEN_OR_LAPSED, ${cancelsInFlight.size} in flight at SIGKILL`,
    );

    // Restart on the same database.
    server = await startServer(port, env());
    handle = await openDatabase({ kind: 'postgres', url: database.url });
    const db = handle.db;

    // listCurrentOrders and the database in one consistent view: the list, a snapshot, the list
    // again; the house re-quotes on every model change and may take a resting back meanwhile, so
    // take them again until both lists agree.
    const listOrders = async () => {
      const res = await call('POST', '/api/exchange/betting/rest/v1.0/listCurrentOrders', headers, {
        marketIds: [...selections.keys()],
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.moreAvailable).toBe(false);
      return new Map((res.json.currentOrders as CurrentOrderSummary[]).map((o) => [o.betId, o] as const));
    };
    const sizesOf = (o: CurrentOrderSummary | undefined) =>
      o && [o.sizeMatched, o.sizeRemaining, o.sizeCancelled, o.sizeLapsed].join('/');
    let listed!: Map<string, CurrentOrderSummary>;
    let snapshot!: AccountSnapshot;
    for (let attempt = 1; ; attempt++) {
      const before = await listOrders();
      snapshot = await accountSnapshot(db, userId);
      listed = await listOrders();
      const same =
        before.size === listed.size && [...listed].every(([id, o]) => sizesOf(before.get(id)) === sizesOf(o));
      if (same) break;
      if (attempt === 5) throw new Error('the orders kept changing while they were read');
    }
    const orders = [...snapshot.orders.values()];
    const byRef = (ref: string) => orders.filter((o) => o.customerOrderRef === ref);

    // Every acknowledged order exactly once, under its order id, with its client bet id, price
    // and size; no reference twice; no order that was neither acknowledged nor in flight.
    for (const [ref, ack] of acknowledged) {
      const found = byRef(ref);
      expect(found, `acknowledged order ${ref}`).toHaveLength(1);
      const o = found[0]!;
      expect(o.orderId, ref).toBe(ack.orderId);
      expect(o.fingerprint, ref).toMatch(/^[0-9a-f]{64}$/);
      const body = sent.get(ref)!.body;
      expect([o.marketId, o.selectionId, o.side, o.priceH, o.sizeMinor], ref).toEqual([
        body.marketId,
        body.selectionId,
        'BACK',
        minor(body.oddsReq!),
        minor(STAKE),
      ]);
    }
    const twice = await sql<{ ref: string; n: number }>`
        select detail->>'customerOrderRef' as ref, count(*)::int as n from exchange_journal
        where kind = 'place' and detail->>'customerOrderRef' is not null
        group by user_id, detail->>'customerOrderRef' having count(*) > 1`.execute(db);
    expect(twice.rows).toEqual([]);
    for (const o of orders) {
      expect(
        o.customerOrderRef !== undefined &&
          (acknowledged.has(o.customerOrderRef) || inFlightAtKill.has(o.customerOrderRef)),
        `order ${o.orderId} (${o.customerOrderRef})`,
      ).toBe(true);
    }

    // Each order's bets are its journaled fills (as taker or maker), and every bet is a fill of one
    // of the account's orders.
    for (const o of orders) {
      const bets = snapshot.bets
        .filter((b) => b.order_id === o.orderId)
        .map((b) => `${b.stake_minor}@${b.odds_hundredths}`)
        .sort();
      expect(bets, `bets of order ${o.customerOrderRef}`).toEqual(o.fills);
      expect(o.remainingMinor, `order ${o.customerOrderRef}`).toBeGreaterThanOrEqual(0);
    }
    for (const b of snapshot.bets) expect(snapshot.orders.has(b.order_id ?? ''), `bet ${b.id}`).toBe(true);

    // The orders after the restart: sizes add up, agree with the journal, keep every acknowledged
    // match and cancel. An order is missing from the list only when its market is settled.
    for (const o of orders) {
      const summary = listed.get(o.orderId);
      if (!summary) {
        expect(snapshot.settledMarkets.has(o.marketId), `listed order ${o.customerOrderRef}`).toBe(true);
        continue;
      }
      expect(summary.customerOrderRef, o.orderId).toBe(o.customerOrderRef);
      expect(minor(summary.priceSize.size), o.orderId).toBe(o.sizeMinor);
      expect(
        minor(summary.sizeMatched) +
          minor(summary.sizeRemaining) +
          minor(summary.sizeCancelled) +
          minor(summary.sizeLapsed),
        `sizes of ${o.customerOrderRef}`,
      ).toBe(o.sizeMinor);
      expect(
        [summary.sizeMatched, summary.sizeRemaining, summary.sizeCancelled, summary.sizeLapsed].map(minor),
        `sizes of ${o.customerOrderRef} against the journal`,
      ).toEqual([o.matchedMinor, o.remainingMinor, o.cancelledMinor, o.lapsedMinor]);
    }
    for (const [ref, ack] of acknowledged) {
      const o = byRef(ref)[0]!;
      expect(o.matchedMinor, `matched of ${ref}`).toBeGreaterThanOrEqual(ack.sizeMatchedMinor);
      const acked = cancelled.get(o.orderId);
      if (acked !== undefined) expect(o.cancelledMinor, `cancelled of ${ref}`).toBeGreaterThanOrEqual(acked);
    }
    const cancelledOrders = orders.filter((o) => o.cancelledMinor > 0).length;
    console.log(
      `crash test after restart: ${orders.length} orders journaled (${orders.length - acknowledged.size} of the ${inFlightAtKill.size} in flight), ${snapshot.bets.length} bets (fills), ${orders.filter((o) => o.remainingMinor > 0).length} resting, ${cancelledOrders} cancelled (${cancelled.size} acknowledged, ${cancelledOrders - cancelled.size} of the ${cancelsInFlight.size} in flight), ${orders.filter((o) => o.lapsedMinor > 0).length} lapsed, ${listed.size} listed`,
    );

    // Each market's stored exposure is Betfair's rule over its unsettled bets and its unmatched
    // remainders; the account's total is their sum; nothing is overdrawn.
    for (const [marketId, selectionIds] of selections) {
      const stored = snapshot.exposures.get(marketId) ?? 0;
      if (snapshot.settledMarkets.has(marketId)) expect(stored, `exposure of settled ${marketId}`).toBe(0);
      else expect(stored, `exposure of ${marketId}`).toBe(expectedExposure(snapshot, marketId, selectionIds));
    }
    expect(snapshot.exposureMinor).toBe([...snapshot.exposures.values()].reduce((s, e) => s + e, 0));
    expect(snapshot.balanceMinor - snapshot.exposureMinor).toBeGreaterThanOrEqual(0);

    // Re-sending an acknowledged order (or one in flight at the kill that made it in) answers its
    // order id and places nothing.
    const resend = [...acknowledged.keys(), ...[...inFlightAtKill].filter((ref) => byRef(ref).length === 1)];
    let resendWaits = 0;
    for (const ref of resend) {
      const deadline = Date.now() + RESEND_WAIT_MS;
      for (;;) {
        const answer = await call('POST', '/api/bet/save2', headers, sent.get(ref)!.body);
        if (answer.status === 409 && answer.json.message === 'Bet rate changed!' && Date.now() < deadline) {
          // save2 checks that the market is open before it looks the clientBetId up (see the report).
          resendWaits++;
          await new Promise((resolve) => setTimeout(resolve, 500));
          continue;
        }
        expect(answer.status, `re-sent ${ref}: ${JSON.stringify(answer.json)}`).toBe(200);
        expect(answer.json.betId, `re-sent ${ref}`).toBe(byRef(ref)[0]!.orderId);
        break;
      }
    }
    const places = await sql<{ n: number }>`
        select count(*)::int as n from exchange_journal where kind = 'place' and user_id = ${userId}`.execute(
      db,
    );
    expect(places.rows[0]!.n).toBe(snapshot.places);
    console.log(
      `crash test: ${resend.length} re-sent with the same order id and no new order (${resendWaits} waits for a suspended market)`,
    );

    // The ledger: trial balance 0 and every balance equal to the sum of its entries.
    await expectLedgerBalanced(db);
  }, 150_000);
});
