import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { BetsTable } from '../../db/schema';
import { anonymous, signedIn, type TestApp } from '../../test/harness';
import { hashPassword, insertUser } from '../users/index';
import { DEFAULT_CURRENCY } from '../auth/index';
import { settleMarket } from '../betting/index';
import { openAccount } from '../wallet/index';

/**
 * Test helpers of the account area: customers on the demo brand, sign-in from a chosen address,
 * and bets written straight into `bets` then settled by the real settlement service (so the
 * ledger, statement and P&L rows are the ones production writes).
 */

/** The demo brand `localhost`. */
export async function homeBrand(t: TestApp): Promise<{ id: string }> {
  return t.handle.db
    .selectFrom('domains')
    .select('id')
    .where('domain', '=', 'localhost')
    .executeTakeFirstOrThrow();
}

/** When test customers' accounts open: before every test bet. */
export const OPENED_AT = new Date('2026-10-01T00:00:00Z');

/** A new customer (role User) of `localhost` with `balance` currency units; returns its id. */
export async function createCustomer(
  t: TestApp,
  userName: string,
  opts: {
    password?: string;
    balance?: number;
    creatorId?: string;
    whiteLabelId?: string;
    watcherId?: string;
    superWatcherId?: string;
  } = {},
): Promise<string> {
  const home = await homeBrand(t);
  const passwordHash = await hashPassword(opts.password ?? 'Secret-pass-1');
  return t.handle.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      domain_id: home.id,
      user_name: userName,
      name: userName,
      password_hash: passwordHash,
      role: 'User',
      currency: DEFAULT_CURRENCY,
      creator_id: opts.creatorId ?? null,
      white_label_id: opts.whiteLabelId ?? null,
      watcher_id: opts.watcherId ?? null,
      super_watcher_id: opts.superWatcherId ?? null,
    });
    await openAccount(trx, {
      domainId: home.id,
      userId: user.id,
      amountMinor: (opts.balance ?? 10_000) * 100,
      now: OPENED_AT,
    });
    return user.id;
  });
}

/** A new operator of brand `domainId` with `role` (no password: it never signs in here). */
export async function createOperator(
  t: TestApp,
  domainId: string,
  userName: string,
  role: string,
): Promise<string> {
  const user = await insertUser(t.handle.db, {
    domain_id: domainId,
    user_name: userName,
    name: userName,
    password_hash: null,
    role,
    currency: DEFAULT_CURRENCY,
  });
  return user.id;
}

/** Signs `userName` in on `localhost` from `remoteAddress`; returns the token, id and headers. */
export async function signInAs(
  t: TestApp,
  userName: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<{ id: string; token: string; domainId: string; headers: ReturnType<typeof signedIn> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: anonymous(),
    remoteAddress,
    payload: { userName, password, deviceIp: '' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${userName} failed: ${res.body}`);
  const { userToken, user } = res.json() as { userToken: string; user: { _id: string; domainId: string } };
  return {
    id: user._id,
    token: userToken,
    domainId: user.domainId,
    headers: signedIn(userToken, user.domainId),
  };
}

/** What a test bet needs; everything else gets a plausible default. */
export interface TestBet {
  userId: string;
  matchId: string;
  marketId: string;
  sportId?: number;
  sportsName?: string;
  eventName?: string;
  marketType?: 'Match Odds' | 'Bookmaker' | 'FANCY' | 'Casino';
  selectionId?: string;
  side?: 'back' | 'lay';
  /** Decimal odds x 100 (200 = 2.00). */
  oddsHundredths?: number;
  stake?: number;
  placedAt: Date;
  roundId?: string | null;
}

/** Writes an unsettled exchange (or casino) bet; returns its id. Money in currency units. */
export async function insertBet(t: TestApp, bet: TestBet): Promise<string> {
  const home = await homeBrand(t);
  const stakeMinor = (bet.stake ?? 100) * 100;
  const odds = bet.oddsHundredths ?? 200;
  const side = bet.side ?? 'back';
  const winMinor = Math.round((stakeMinor * (odds - 100)) / 100);
  const row: Insertable<BetsTable> = {
    id: randomUUID(),
    domain_id: home.id,
    user_id: bet.userId,
    match_id: bet.matchId,
    market_id: bet.marketId,
    market_name: bet.marketType === 'Casino' ? 'Winner' : 'Match Odds',
    market_type: bet.marketType ?? 'Match Odds',
    sport_id: bet.sportId ?? 4,
    sports_name: bet.sportsName ?? 'Cricket',
    event_name: bet.eventName ?? `Match ${bet.matchId}`,
    competition_id: '101',
    selection_id: bet.selectionId ?? 'A',
    selection_name: `Runner ${bet.selectionId ?? 'A'}`,
    side,
    odds_hundredths: odds,
    stake_minor: stakeMinor,
    liability_minor: side === 'back' ? stakeMinor : winMinor,
    profit_minor: side === 'back' ? winMinor : stakeMinor,
    placed_at: bet.placedAt,
    round_id: bet.roundId ?? null,
  };
  await t.handle.db.insertInto('bets').values(row).execute();
  return row.id!;
}

/** Settles market `marketId` with `winnerSelectionId` at `now` (the real settlement service). */
export function settle(t: TestApp, marketId: string, winnerSelectionId: string, now: Date) {
  return settleMarket(t.handle.db, { marketId, version: 1, winnerSelectionId, void: false }, now);
}

/** POST `url` with `payload` as the signed-in `who`. */
export function post(
  t: TestApp,
  who: { headers: ReturnType<typeof signedIn> },
  url: string,
  payload: object,
) {
  return t.app.inject({ method: 'POST', url, headers: who.headers, payload });
}

/** GET `url` as the signed-in `who`. */
export function get(t: TestApp, who: { headers: ReturnType<typeof signedIn> }, url: string) {
  return t.app.inject({ url, headers: who.headers });
}
