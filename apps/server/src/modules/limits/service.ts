import { SPORTS, type LockedSport, type MinMax } from '@backlay/contracts';
import { fromMinor } from '@backlay/exchange';
import type { Db } from '../../db/index';
import { DEFAULT_MIN_MAX, minMaxToMinor } from '@backlay/contracts/constants';

/** The brand's limits (docs/rules/specification.md §3 Min/max data), the defaults when the operator set none. */
export async function minMaxOf(db: Db, domainId: string): Promise<MinMax> {
  const row = await db
    .selectFrom('domain_limits')
    .selectAll()
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_MIN_MAX };
  return {
    advanceBetLock: row.advance_bet_lock,
    oddsMin: fromMinor(row.odds_min_minor),
    oddsMax: fromMinor(row.odds_max_minor),
    fancyMin: fromMinor(row.fancy_min_minor),
    fancyMax: fromMinor(row.fancy_max_minor),
    bookmakerMin: fromMinor(row.bookmaker_min_minor),
    bookmakerMax: fromMinor(row.bookmaker_max_minor),
    delay: row.delay_seconds,
  };
}

const cache = new Map<string, { atMs: number; limits: Promise<MinMax> }>();
/** How long a brand's limits are reused before they are read again. */
export const LIMITS_CACHE_MS = 5_000;

/**
 * {@link minMaxOf}, read at most once per {@link LIMITS_CACHE_MS} per brand (the bet path reads
 * it on every bet; an operator's change applies within seconds).
 */
export function cachedMinMax(db: Db, domainId: string, nowMs: number): Promise<MinMax> {
  const hit = cache.get(domainId);
  if (hit && nowMs - hit.atMs < LIMITS_CACHE_MS && nowMs >= hit.atMs) return hit.limits;
  const limits = minMaxOf(db, domainId);
  cache.set(domainId, { atMs: nowMs, limits });
  limits.catch(() => cache.delete(domainId));
  return limits;
}

/** Drops brand `domainId`'s cached limits (after an operator's change, issue 16 item 3): the next read sees it. */
export function forgetMinMax(domainId: string): void {
  cache.delete(domainId);
}

/** Every sport with the user's lock flag (docs/rules/specification.md §3 Locked sport); unlisted sports are unlocked. */
export async function sportLocksOf(db: Db, userId: string): Promise<LockedSport[]> {
  const rows = await db.selectFrom('user_sport_locks').selectAll().where('user_id', '=', userId).execute();
  const locked = new Map(rows.map((r) => [r.sport_id, r.locked]));
  return SPORTS.map((s) => ({ eventId: s.id, lock: locked.get(s.id) ?? false }));
}

/**
 * The brand's cap on the house's worst case per exchange market (issue 14 item 2), minor units;
 * undefined when the operator set none (the app's default applies, 10,000,000).
 */
export async function houseCapOf(db: Db, domainId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('domain_limits')
    .select('house_cap_minor')
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
  return row?.house_cap_minor ?? undefined;
}

/**
 * Sets (or with null clears) the brand's house cap, minor units >= 0; the brand's other limits keep
 * their values, or the defaults when it had none (docs/rules/specification.md §3 Min/max data).
 */
export async function setHouseCap(db: Db, domainId: string, capMinor: number | null): Promise<void> {
  const d = minMaxToMinor(DEFAULT_MIN_MAX);
  await db
    .insertInto('domain_limits')
    .values({
      domain_id: domainId,
      advance_bet_lock: d.advanceBetLock,
      odds_min_minor: d.oddsMin,
      odds_max_minor: d.oddsMax,
      fancy_min_minor: d.fancyMin,
      fancy_max_minor: d.fancyMax,
      bookmaker_min_minor: d.bookmakerMin,
      bookmaker_max_minor: d.bookmakerMax,
      delay_seconds: DEFAULT_MIN_MAX.delay,
      house_cap_minor: capMinor,
    })
    .onConflict((oc) => oc.column('domain_id').doUpdateSet({ house_cap_minor: capMinor }))
    .execute();
}
