import type { BetPlacement } from '@backlay/contracts';
import {
  exposureCheck,
  fancyExposure,
  isOnLadder,
  largestImbalance,
  liabilityMinor,
  profitMinor,
  runnerExposure,
  stakeLimitError,
  stakeLimits,
  toMinor,
  cashOutHedge,
  type Bet,
} from '@backlay/exchange';
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/index';
import type { FeedEngine } from '../../feed/index';
import { conflict, forbidden, invalid, unauthenticated } from '../../domain-errors';
import type { UserRow } from '../users/index';
import { addExposure } from '../users/index';
import type { DomainRow } from '../domains/index';
import { cachedMinMax } from '../limits/index';
import { assertBetWithinLimits } from '../rg/index';
import type { BetsTable } from '../../db/schema';
import { partition, toExchangeBet, type BetRowDb } from './bets';
import { marketMetaOf } from './exchange-fills';
import { betFingerprint, replayOf } from './fingerprint';
import {
  isOpen,
  liveMarket,
  marketTypeOf,
  priceAvailable,
  runnerPrices,
  selectionName,
  type LiveMarket,
  type PriceRequest,
} from './market';
import {
  EXPOSURE_LIMIT_MESSAGE,
  INSUFFICIENT_BALANCE_MESSAGE,
  minMaxToMinor,
  RATE_CHANGED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@backlay/contracts/constants';

/** What bet acceptance needs (a part of the app's deps, http/instance.ts). */
export interface BettingDeps {
  db: Db;
  clock: Clock;
  /** The sports feed engine whose markets take bets; none: every market is unknown (404). */
  feed?: FeedEngine;
  /** Bet delay when neither market nor brand sets one (docs/rules/specification.md §9: 100 ms); benchmarks use 0. */
  minBetDelayMs?: number;
  /** The exchange engine's placement of exchange-market bets (modules/exchange; issue 14); none: house-priced as before. */
  exchangeBets?: ExchangeBets;
}

/** An exchange-market bet as the engine receives it from save2 (prices in hundredths, stake minor units). */
export interface ExchangeBet {
  marketId: string;
  selectionId: string;
  side: 'back' | 'lay';
  priceH: number;
  stakeMinor: number;
  persistence: 'LAPSE' | 'PERSIST';
  clientBetId?: string;
  /** The request's fingerprint (fingerprint.ts): a clientBetId retry must name the same bet. */
  fingerprint: string;
  /** A cash out: the server computes the hedge (selection named or the largest imbalance). */
  cashOut: boolean;
  /** The cash out's remark (the slip's Narration). */
  narration?: string;
  /** The share of the position a cash out hedges, (0, 1] (issue 14 item 5: partial cash out). */
  cashOutFraction?: number;
  /** Stake limits and the market's state; run after a clientBetId retry is ruled out. */
  checks: () => Promise<void>;
}

/** What save2 answers for an exchange bet: the order id, and its matched and unmatched stake (minor units). */
export interface ExchangeBetPlaced {
  betId: string;
  replayed: boolean;
  matchedMinor: number;
  remainingMinor: number;
}

/**
 * The exchange engine as betting sees it (declared here, implemented by modules/exchange, passed by
 * the composition root: betting does not import the engine). Throws domain errors: 400
 * 'Insufficient balance' / 'Exposure limit exceeded', 403 locked or under review, 409 'Bet rate
 * changed!' when the market was suspended during the delay or is closed.
 */
export interface ExchangeBets {
  placeBet(domain: DomainRow, user: UserRow, bet: ExchangeBet): Promise<ExchangeBetPlaced>;
}

/** docs/rules/specification.md §5 / §8: the answer when the price moved, the market suspended or its book changed. */
/**
 * Refusal of every bet while a settlement has set one of the account's bets aside for an operator
 * (issue 12, modules/betting/holds.ts): its exposure no longer describes the account.
 */
export const SETTLEMENT_UNDER_REVIEW =
  'A settlement of your account is under review. Please contact your agent before betting again.';
/** 403 for a customer whose operator locked their betting (issue 16 item 3; modules/limits user_locks). */
export const BETTING_LOCKED_MESSAGE = 'Your betting is locked';
/** 403 for a customer whose operator locked their casino (issue 16 item 3). */
export const CASINO_LOCKED_MESSAGE = 'Your casino is locked';
/** Default bet delay when neither the market nor the brand sets one (docs/rules/specification.md §9: 100 ms). */
export const DEFAULT_BET_DELAY_MS = 100;

/** 403 for a sport the customer's upline locked (docs/rules/specification.md §3 sport locks). */
const sportLockedError = () => forbidden('This sport is locked for your account.');

/** True when user `userId`'s upline locked sport `sportId` (user_sport_locks). */
async function sportLocked(deps: BettingDeps, userId: string, sportId: number): Promise<boolean> {
  const row = await sql<{ locked: boolean }>`select locked from user_sport_locks
    where user_id = ${userId} and sport_id = ${sportId}`.execute(deps.db);
  return row.rows[0]?.locked === true;
}

/** 409 'Bet rate changed!' (docs/rules/specification.md §5, §8). */
export const rateChanged = () => conflict(RATE_CHANGED_MESSAGE);

/**
 * A placement's `stake` (currency units) in minor units (issue 12: money is whole minor units).
 * 400 'stake must have at most 2 decimals' for fractions of a minor unit (100.001), and 400
 * 'stake must be at least 0.01' for less than one minor unit (the schema's minimum refuses it
 * first; this keeps a zero-stake bet impossible whatever the schema says).
 */
export function stakeMinorOf(stake: number): number {
  if (!Number.isFinite(stake) || Math.abs(stake * 100 - Math.round(stake * 100)) > 1e-6)
    throw invalid('stake must have at most 2 decimals');
  const minor = toMinor(stake);
  if (minor < 1) throw invalid('stake must be at least 0.01');
  return minor;
}

/** The requested price of a placement, checked against the market kind. 400 when malformed. */
function priceRequest(market: LiveMarket, body: BetPlacement): PriceRequest {
  const side = body.type;
  if (market.kind === 'fancy') {
    const line = body.price;
    const rate = body.size;
    if (
      line === undefined ||
      rate === undefined ||
      !Number.isInteger(line) ||
      !Number.isInteger(rate) ||
      rate <= 0
    ) {
      throw invalid('A fancy bet needs price (line, whole runs) and size (rate)');
    }
    return { kind: 'fancy', side, line, rate };
  }
  const selectionId = body.selectionId === undefined ? '' : String(body.selectionId);
  if (!selectionName(market, selectionId)) throw invalid(`Unknown selection: ${selectionId}`);
  const odds = body.oddsReq;
  if (odds === undefined) throw invalid('oddsReq is required');
  if (market.kind === 'bookmaker') {
    if (!Number.isInteger(odds) || odds < 1) throw invalid('A Bookmaker rate is a whole percentage, e.g. 45');
    return { kind: 'bookmaker', side, selectionId, rate: odds };
  }
  if (!isOnLadder(odds)) throw invalid(`Odds ${odds} are not on the price ladder`);
  return { kind: 'exchange', side, selectionId, odds };
}

/** The exchange-math bet a price request and stake make. */
function betOf(request: PriceRequest, stakeMinor: number): Bet {
  if (request.kind === 'fancy')
    return { kind: 'fancy', side: request.side, line: request.line, rate: request.rate, stakeMinor };
  if (request.kind === 'bookmaker') {
    return {
      kind: 'bookmaker',
      side: request.side,
      selectionId: request.selectionId,
      stakeMinor,
      odds: 1 + request.rate / 100,
    };
  }
  return {
    kind: 'odds',
    side: request.side,
    selectionId: request.selectionId,
    stakeMinor,
    odds: request.odds,
  };
}

/** Worst-case loss of a set of bets on one market (docs/rules/exchange.md Book and exposure). */
export function marketExposure(
  market: { kind: LiveMarket['kind']; selectionIds: string[] },
  bets: Bet[],
): number {
  const { runner, fancy } = partition(bets);
  return market.kind === 'fancy' ? fancyExposure(fancy) : runnerExposure(runner, market.selectionIds);
}

const selectionIdsOf = (market: LiveMarket) =>
  market.kind === 'fancy'
    ? []
    : (market.value.runners as { selectionId: string }[]).map((r) => r.selectionId);

/** Bet delay (docs/rules/specification.md §9, issue 4): the larger of the market's and the brand's, else the floor (100 ms). */
function delayMs(market: LiveMarket, brandDelaySeconds: number, floorMs: number): number {
  const ms = Math.max(market.value.betDelay, brandDelaySeconds) * 1000;
  return ms > 0 ? ms : floorMs;
}

/**
 * A cash out (issue 4 item 6; docs/rules/exchange.md Cash out): the opposite bet that levels the
 * user's P&L on the runner with the largest imbalance (or the named one), at the current best
 * price. 400 when there is nothing to cash out or no price to do it at.
 */
async function cashOutRequest(
  deps: BettingDeps,
  user: UserRow,
  market: LiveMarket,
  body: BetPlacement,
): Promise<{ request: PriceRequest; stakeMinor: number }> {
  if (market.kind === 'fancy') throw invalid('Fancy bets cannot be cashed out');
  const rows = await deps.db
    .selectFrom('bets')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('market_id', '=', market.value.marketId)
    .where('status', '=', 'unsettled')
    .execute();
  const { runner } = partition(rows.map(toExchangeBet));
  const selectionIds = selectionIdsOf(market);
  const target =
    body.selectionId !== undefined && selectionIds.includes(String(body.selectionId))
      ? String(body.selectionId)
      : largestImbalance(runner, selectionIds);
  const prices = runnerPrices(market).find((p) => p.selectionId === target);
  const hedge = target && prices ? cashOutHedge(runner, target, prices) : undefined;
  if (!hedge || hedge.stakeMinor <= 0) throw invalid('There is nothing to cash out in this market');
  const request: PriceRequest =
    market.kind === 'bookmaker'
      ? {
          kind: 'bookmaker',
          side: hedge.side,
          selectionId: hedge.selectionId,
          rate: Math.round((hedge.odds - 1) * 100),
        }
      : { kind: 'exchange', side: hedge.side, selectionId: hedge.selectionId, odds: hedge.odds };
  return { request, stakeMinor: hedge.stakeMinor };
}

/**
 * Accepts a bet (issue 4 item 3; docs/architecture.md data flow): validate -> wait the bet delay on the
 * Clock -> re-read the live book -> one transaction that locks the account, recomputes the
 * market's exposure with the new bet, checks available balance and exposure limit (a hedge
 * always passes), inserts the bet and stores the exposure. Never trusts the client's amounts.
 * A `clientBetId` already used answers its bet when the request names the same bet (same
 * fingerprint, fingerprint.ts) and 409 when it names another (issue 12).
 * Errors: 400 (malformed, stake limits, insufficient balance), 403 (locked sport), 404 (unknown
 * market), 409 'Bet rate changed!' (price moved, market suspended or changed during the delay) or
 * a client bet id reused for a different bet.
 */
export async function placeBet(
  deps: BettingDeps,
  domain: DomainRow,
  user: UserRow,
  body: BetPlacement,
): Promise<{ betId: string; replayed: boolean; matchedMinor?: number; remainingMinor?: number }> {
  const market = liveMarket(deps.feed, body.marketId, String(body.matchId));
  // Exchange markets go to the engine, which knows the account's locks and client ids in memory.
  if (market.kind === 'exchange' && deps.exchangeBets) {
    if (body.markettype !== marketTypeOf(market.kind))
      throw invalid(`markettype must be ${marketTypeOf(market.kind)} for market ${body.marketId}`);
    return placeExchangeBet(deps, deps.exchangeBets, domain, user, market, body);
  }
  const fingerprint = betFingerprint(body);
  // One round trip: an earlier bet with this client id, and the user's lock on the sport.
  const earlierOf = (column: 'id' | 'request_fingerprint') =>
    sql`(select ${sql.ref(column)} from bets where user_id = ${user.id} and client_bet_id = ${body.clientBetId ?? null})`;
  const { earlier, earlierFingerprint, locked } = await sql<{
    earlier: string | null;
    earlierFingerprint: string | null;
    locked: boolean | null;
  }>`select ${earlierOf('id')} as earlier, ${earlierOf('request_fingerprint')} as "earlierFingerprint",
      (select locked from user_sport_locks where user_id = ${user.id} and sport_id = ${market.entry.sportId}) as locked`
    .execute(deps.db)
    .then((r) => r.rows[0] ?? { earlier: null, earlierFingerprint: null, locked: null });
  const replay = replayOf(
    body.clientBetId,
    fingerprint,
    earlier ? { id: earlier, fingerprint: earlierFingerprint } : undefined,
  );
  if (replay) return { betId: replay, replayed: true };
  if (body.markettype !== marketTypeOf(market.kind))
    throw invalid(`markettype must be ${marketTypeOf(market.kind)} for market ${body.marketId}`);
  if (locked) throw sportLockedError();

  const cashOut = body.Narration !== undefined;
  const bodyStakeMinor = stakeMinorOf(body.stake);
  const { request, stakeMinor } = cashOut
    ? await cashOutRequest(deps, user, market, body)
    : { request: priceRequest(market, body), stakeMinor: bodyStakeMinor };
  const limits = await checkStakeLimits(deps, domain, market, stakeMinor);
  const selectionId = request.kind === 'fancy' ? market.value.marketId : request.selectionId;
  if (!isOpen(market, selectionId) || !priceAvailable(market, request)) throw rateChanged();

  await deps.clock.sleep(delayMs(market, limits.delay, deps.minBetDelayMs ?? DEFAULT_BET_DELAY_MS));

  const now = liveMarket(deps.feed, body.marketId, String(body.matchId));
  if (now.version !== market.version || !isOpen(now, selectionId) || !priceAvailable(now, request))
    throw rateChanged();

  const bet = betOf(request, stakeMinor);
  return insertBet(deps, domain, user, market, {
    bet,
    request,
    selectionId,
    clientBetId: body.clientBetId,
    fingerprint,
    narration: cashOut ? body.Narration! : null,
  });
}

/**
 * The brand's limits, after checking `stakeMinor` against the market kind's minimum and maximum
 * (in play or not; docs/rules/exchange.md Stake limits): 400 'Minimum/Maximum stake limit exceeded!'.
 */
async function checkStakeLimits(
  deps: BettingDeps,
  domain: DomainRow,
  market: LiveMarket,
  stakeMinor: number,
) {
  const limits = await cachedMinMax(deps.db, domain.id, deps.clock.now());
  const kind = market.kind === 'exchange' ? 'odds' : market.kind;
  const bounds = stakeLimits(minMaxToMinor(limits), kind, market.entry.phase === 'inplay');
  const stakeError = stakeLimitError(stakeMinor, bounds);
  if (stakeError) throw invalid(stakeError);
  return limits;
}

/**
 * An exchange-market bet through the engine (issue 14): stake limits and the market's state are
 * checked here as for every bet; the price is a limit, not a price that must be on offer (the
 * unmatched part rests in the book), so only a suspended or closed market answers 'Bet rate
 * changed!' before the delay.
 */
async function placeExchangeBet(
  deps: BettingDeps,
  engine: ExchangeBets,
  domain: DomainRow,
  user: UserRow,
  market: LiveMarket & { kind: 'exchange' },
  body: BetPlacement,
): Promise<{ betId: string; replayed: boolean; matchedMinor: number; remainingMinor: number }> {
  const cashOut = body.Narration !== undefined;
  const request = cashOut ? undefined : priceRequest(market, body);
  const stakeMinor = stakeMinorOf(body.stake);
  // After the engine's look-up of the clientBetId: a retry answers its order even once the market
  // is suspended or closed or the limits changed (issue 12).
  const checks = async () => {
    if (!request) return;
    await checkStakeLimits(deps, domain, market, stakeMinor);
    if (!isOpen(market, request.kind === 'exchange' ? request.selectionId : undefined)) {
      // A locked sport answers 403 whatever the market's state (the engine checks the lock only
      // after these checks); read here, off the hot path, since a closed market is rare.
      if (await sportLocked(deps, user.id, market.entry.sportId)) throw sportLockedError();
      throw rateChanged();
    }
  };
  return engine.placeBet(domain, user, {
    checks,
    marketId: market.value.marketId,
    selectionId: request?.kind === 'exchange' ? request.selectionId : String(body.selectionId ?? ''),
    side: body.type,
    priceH: request?.kind === 'exchange' ? Math.round(request.odds * 100) : 0,
    stakeMinor,
    persistence: body.persistenceType ?? 'LAPSE',
    ...(body.clientBetId ? { clientBetId: body.clientBetId } : {}),
    fingerprint: betFingerprint(body),
    cashOut,
    ...(cashOut ? { narration: body.Narration, cashOutFraction: (body.cashOutPercent ?? 100) / 100 } : {}),
  });
}

/**
 * The id and request fingerprint (null before migration 009) of the user's bet placed with client
 * id `clientBetId`, if any (idempotent retries; issue 12).
 */
export async function findByClientId(
  deps: BettingDeps,
  userId: string,
  clientBetId: string,
): Promise<{ id: string; fingerprint: string | null } | undefined> {
  const row = await deps.db
    .selectFrom('bets')
    .select(['id', 'request_fingerprint'])
    .where('user_id', '=', userId)
    .where('client_bet_id', '=', clientBetId)
    .executeTakeFirst();
  return row && { id: row.id, fingerprint: row.request_fingerprint };
}

const UNIQUE_VIOLATION = '23505';

/** The sports bet's acceptance (see {@link acceptBet}) on its market's settlement lock. */
async function insertBet(
  deps: BettingDeps,
  domain: DomainRow,
  user: UserRow,
  market: LiveMarket,
  b: {
    bet: Bet;
    request: PriceRequest;
    selectionId: string;
    clientBetId: string | undefined;
    fingerprint: string;
    narration: string | null;
  },
): Promise<{ betId: string; replayed: boolean }> {
  const selectionIds = selectionIdsOf(market);
  const meta = marketMetaOf(market);
  const marketId = market.value.marketId;
  return acceptBet(deps, domain, user, {
    lockKey: marketId,
    closed: sql<boolean>`exists (select 1 from market_settlements where market_id = ${marketId})`,
    marketId,
    matchId: market.entry.slot.matchId,
    clientBetId: b.clientBetId,
    fingerprint: b.fingerprint,
    exposureMinor: (open, withNewBet) =>
      marketExposure(
        { kind: market.kind, selectionIds },
        withNewBet ? [...open.map(toExchangeBet), b.bet] : open.map(toExchangeBet),
      ),
    values: {
      market_name: meta.marketName,
      market_type: marketTypeOf(market.kind),
      sport_id: meta.sportId,
      sports_name: meta.sportsName,
      event_name: meta.eventName,
      competition_id: meta.competitionId,
      selection_id: b.selectionId,
      selection_name: selectionName(market, b.selectionId) ?? b.selectionId,
      side: b.bet.side,
      odds_hundredths: b.request.kind === 'exchange' ? Math.round(b.request.odds * 100) : null,
      line: b.request.kind === 'fancy' ? b.request.line : null,
      rate: b.request.kind === 'exchange' ? null : b.request.rate,
      stake_minor: b.bet.stakeMinor,
      liability_minor: liabilityMinor(b.bet),
      profit_minor: profitMinor(b.bet),
      narration: b.narration,
      round_id: null,
    },
  });
}

/** What {@link acceptBet} needs to know of a bet and its market. */
export interface Acceptance {
  /** Key of the advisory lock that settlement takes exclusively (taken shared here). */
  lockKey: string;
  /** True when the market no longer takes bets (evaluated under the lock): 409 'Bet rate changed!'. */
  closed: RawBuilder<boolean>;
  marketId: string;
  matchId: string;
  clientBetId: string | undefined;
  /** The request's fingerprint (fingerprint.ts), stored to tell a retry from a reused client id. */
  fingerprint: string;
  /** The user's worst case on the market in minor units over its open bets, with or without the new one. */
  exposureMinor(open: BetRowDb[], withNewBet: boolean): number;
  /** The bet row's own columns (everything but ids, market, match, client id and time). */
  values: Omit<
    Insertable<BetsTable>,
    | 'id'
    | 'domain_id'
    | 'user_id'
    | 'client_bet_id'
    | 'request_fingerprint'
    | 'match_id'
    | 'market_id'
    | 'placed_at'
    | 'status'
  >;
}

/**
 * The transaction of bet acceptance (docs/architecture.md data flow), shared by sports and casino bets:
 * the market's settlement lock is shared (bets do not block each other, only a settlement); then
 * one statement checks the market is still open and locks the account row; then the market's
 * exposure is recomputed with the new bet, available balance and exposure limit are checked (a
 * bet that lowers exposure always passes), the bet is inserted and the exposure stored. A
 * duplicate client id racing us returns the first bet, or 409 when that one was a different bet
 * (its fingerprint differs; issue 12). Errors: 400 'Insufficient balance' /
 * 'Exposure limit exceeded', 401 for a vanished account, 403 SETTLEMENT_UNDER_REVIEW while a bet of
 * the account is set aside (issue 12), 403 'Your betting is locked' / 'Your casino is locked'
 * (a casino bet: market type Casino) when an operator locked it (issue 16 item 3), 403 'Loss
 * limit reached' / 'Stake limit reached' past the customer's own limits (issue 17 item 2;
 * modules/rg assertBetWithinLimits), 409 'Bet rate changed!' when closed.
 */
export async function acceptBet(
  deps: BettingDeps,
  domain: DomainRow,
  user: UserRow,
  a: Acceptance,
): Promise<{ betId: string; replayed: boolean }> {
  const { marketId } = a;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // The lock first, in its own statement: a statement's snapshot is taken when it starts, so
      // a check in the statement that waited for a settlement would not see that settlement.
      await sql`select pg_advisory_xact_lock_shared(hashtext(${a.lockKey}))`.execute(trx);
      // The operator's lock of the account's betting, or casino for a casino bet (issue 16 item 3).
      const casino = a.values.market_type === 'Casino';
      const account = await sql<{
        balance_minor: number;
        exposure_minor: number;
        exposure_limit_minor: number;
        closed: boolean;
        held: boolean;
        locked_out: boolean | null;
        rg_limited: boolean;
      }>`
        select u.balance_minor, u.exposure_minor, u.exposure_limit_minor, ${a.closed} as closed,
          exists (select 1 from settlement_holds h where h.user_id = u.id and h.released_at is null) as held,
          exists (select 1 from rg_limits r where r.user_id = u.id and r.kind <> 'session' and r.amount is not null) as rg_limited,
          (select ${sql.ref(casino ? 'l.casino_locked' : 'l.betting_locked')} from user_locks l where l.user_id = u.id) as locked_out
        from users u
        where u.id = ${user.id} for update of u`
        .execute(trx)
        .then((r) => r.rows[0]);
      if (!account) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
      if (account.locked_out) throw forbidden(casino ? CASINO_LOCKED_MESSAGE : BETTING_LOCKED_MESSAGE);
      if (account.closed) throw rateChanged();
      if (account.held) throw forbidden(SETTLEMENT_UNDER_REVIEW);
      const open = await trx
        .selectFrom('bets')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('market_id', '=', marketId)
        .where('status', '=', 'unsettled')
        .execute();
      const before = a.exposureMinor(open, false);
      const after = a.exposureMinor(open, true);
      const check = exposureCheck({
        beforeMinor: before,
        afterMinor: after,
        availableMinor: account.balance_minor - account.exposure_minor,
        totalExposureMinor: account.exposure_minor,
        exposureLimitMinor: account.exposure_limit_minor,
      });
      if (!check.ok)
        throw invalid(
          check.reason === 'exposure_limit' ? EXPOSURE_LIMIT_MESSAGE : INSUFFICIENT_BALANCE_MESSAGE,
        );
      // The customer's own loss and stake limits (issue 17 item 2), under the account's lock.
      if (account.rg_limited)
        await assertBetWithinLimits(trx, {
          userId: user.id,
          nowMs: deps.clock.now(),
          stakeMinor: a.values.stake_minor,
          exposureBeforeMinor: account.exposure_minor,
          exposureAfterMinor: account.exposure_minor + after - before,
          cashOut: Boolean(a.values.narration),
        });
      const inserted = await trx
        .insertInto('bets')
        .values({
          ...a.values,
          domain_id: domain.id,
          user_id: user.id,
          client_bet_id: a.clientBetId ?? null,
          request_fingerprint: a.clientBetId ? a.fingerprint : null,
          match_id: a.matchId,
          market_id: marketId,
          placed_at: new Date(deps.clock.now()),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Store the market's exposure and move the account's total (modules/users) by the change.
      await sql`insert into market_exposures (user_id, market_id, match_id, exposure_minor)
          values (${user.id}, ${marketId}, ${a.matchId}, ${after})
          on conflict (user_id, market_id) do update set exposure_minor = excluded.exposure_minor`.execute(
        trx,
      );
      await addExposure(trx, user.id, after - before);
      return { betId: inserted.id, replayed: false };
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === UNIQUE_VIOLATION && a.clientBetId) {
      const earlier = await findByClientId(deps, user.id, a.clientBetId);
      const replay = replayOf(a.clientBetId, a.fingerprint, earlier);
      if (replay) return { betId: replay, replayed: true };
    }
    throw err;
  }
}
