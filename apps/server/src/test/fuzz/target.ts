import { GAMES } from '@backlay/casino';
import { runAdmin } from '../../admin/commands';
import { findDomainById } from '../../modules/domains/index';
import { anonymous, createTestApp, signedIn, type TestApp } from '../harness';
import { operationsOf, type Operation } from './operations';
import type { Identity } from './requests';
import { collectHints, Harvest } from './harvest';
import type { Hints } from './values';

/** The app under fuzz, listening on 127.0.0.1, with the identities' headers and the hints. */
export interface FuzzTarget {
  t: TestApp;
  port: number;
  operations: Operation[];
  hints: Hints;
  /** The current headers of each identity (a signed-in one's token is renewed by `renew`). */
  identities: Record<Identity, Record<string, string>>;
  /** Signs `identity` in again (after a request ended its session, e.g. logout). */
  renew(identity: Identity): Promise<void>;
  /** Errors the casino dealer reported while the fuzz ran (a server fault too). */
  backgroundErrors: unknown[];
  /** The server's error log lines (pino JSON, each cut to 4,000 characters), oldest first. */
  serverLog: string[];
  close(): Promise<void>;
}

const OPEN_RULE = { freeFailures: 1e9, baseDelayMs: 0, maxDelayMs: 0, windowMs: 60_000 };

const CREDENTIALS = {
  customer: {
    url: '/api/auth/signin',
    payload: { userName: 'player1', password: 'Player@123', deviceIp: '' },
  },
  operator: { url: '/api/admin/auth/signin', payload: { userName: 'agent1', password: 'Agent@123' } },
  admin: { url: '/api/admin/auth/signin', payload: { userName: 'fuzzadmin', password: 'Fuzz-Admin@2026' } },
};

/**
 * Builds the app for the fuzz suite (issue 12) with the test harness: in-memory PGlite (or
 * PostgreSQL with DATABASE_URL), the demo seed plus an operator with role Admin (`fuzzadmin`, by
 * the admin CLI), the sports feed, a dealer on four casino tables (those the `sports/v1/casino`
 * aliases name), rate limits and the sign-in throttle opened so the fuzz reaches the handlers,
 * errors logged to `serverLog`, listening on an ephemeral port of 127.0.0.1. The fake clock moves
 * 100 ms every 25 ms of wall time (bet delays end, rounds go on; a session in use outlives a
 * 6 h run) and the feed ticks every wall second.
 * Signs the customer (player1), the agent (agent1) and the admin in and collects hints (see
 * harvest.ts). Throws if a sign-in or the setup bet fails.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const backgroundErrors: unknown[] = [];
  const serverLog: string[] = [];
  const t = await createTestApp(
    {
      signInPerIpPerMinute: 1e9,
      notFoundPerMinute: 1e9,
      // The sign-in throttle would answer 429 after a few wrong passwords: the fuzz wants the handler.
      signInThrottle: { perUserAddress: OPEN_RULE, perAddress: OPEN_RULE },
      logger: {
        level: 'error',
        stream: { write: (line: string) => void serverLog.push(line.slice(0, 4000)) },
      },
    },
    {
      withFeed: true,
      withDealer: true,
      dealerGames: [GAMES.teen20, GAMES.dt20, GAMES.lucky7, GAMES.lucky7eu],
      onDealerError: (err) => backgroundErrors.push(err),
    },
  );
  const ticker = setInterval(() => t.clock.advance(100), 25).unref();
  let ticks = 0;
  const feedTicker = setInterval(() => {
    if (++ticks % 40 === 0) t.feed?.tick();
  }, 25).unref();
  const identities: Record<Identity, Record<string, string>> = {
    anonymous: anonymous(),
    customer: {},
    operator: {},
    admin: {},
  };
  const hints = new Harvest();
  /** Each identity's brand: a fuzzed admin edit may move it to another host name (a legal change). */
  const brandOf: Partial<Record<Identity, string>> = {};
  const renew = async (identity: Identity) => {
    if (identity === 'anonymous') return;
    const { url, payload } = CREDENTIALS[identity];
    const known = brandOf[identity];
    const host = (known && (await findDomainById(t.app.deps.db, known))?.domain) || 'localhost';
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: anonymous(host),
      payload,
      remoteAddress: '10.255.0.1',
    });
    if (res.statusCode !== 200)
      throw new Error(`fuzz: ${identity} sign-in answered ${res.statusCode} ${res.body}`);
    const answer = res.json() as {
      userToken: string;
      user?: { domainId: string };
      operator?: { domainId: string };
    };
    const domainId = (answer.user ?? answer.operator)!.domainId;
    brandOf[identity] = domainId;
    identities[identity] = signedIn(answer.userToken, domainId);
    hints.add(answer);
  };
  const admin = CREDENTIALS.admin.payload;
  const made = [
    'create-user',
    '--domain',
    'localhost',
    '--user',
    admin.userName,
    '--password',
    admin.password,
  ];
  await runAdmin([...made, '--role', 'Admin'], t.handle.db, () => {});
  for (const identity of ['customer', 'operator', 'admin'] as const) await renew(identity);
  for (const identity of ['customer', 'operator', 'admin'] as const)
    hints.accepted(`POST ${CREDENTIALS[identity].url}`, CREDENTIALS[identity].payload);
  await collectHints(t, identities, hints);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  return {
    t,
    port,
    operations: operationsOf(t.app.swagger()),
    hints,
    identities,
    renew,
    backgroundErrors,
    serverLog,
    async close() {
      clearInterval(ticker);
      clearInterval(feedTicker);
      await t.close();
    },
  };
}
