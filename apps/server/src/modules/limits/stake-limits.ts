import type { MinMax } from '@backlay/contracts';
import { minMaxToMinor } from '@backlay/contracts/constants';
import type { Db } from '../../db/index';
import { invalid } from '../../domain-errors';
import { forgetMinMax, minMaxOf } from './service';

/** The most a stake limit may be, currency units (the wallet's largest amount). */
const MAX_LIMIT = 1_000_000_000;
/** The longest bet delay a brand may set, seconds. */
export const MAX_DELAY_SECONDS = 300;

/**
 * Checks a brand's stake limits (docs/rules/specification.md §3 Min/max data; issue 16 item 3):
 * every amount is currency units from 0 to 1,000,000,000 with at most 2 decimals, each minimum is
 * at most its maximum, and `delay` is whole seconds from 0 to {@link MAX_DELAY_SECONDS}.
 * Errors: 400 naming the first field that breaks a rule.
 */
export function checkMinMax(limits: MinMax): void {
  for (const field of [
    'oddsMin',
    'oddsMax',
    'fancyMin',
    'fancyMax',
    'bookmakerMin',
    'bookmakerMax',
  ] as const) {
    const v = limits[field];
    if (!Number.isFinite(v) || v < 0 || v > MAX_LIMIT)
      throw invalid(`${field} must be a number from 0 to ${MAX_LIMIT}`);
    if (Math.abs(v * 100 - Math.round(v * 100)) > 1e-6)
      throw invalid(`${field} must have at most 2 decimals`);
  }
  for (const kind of ['odds', 'fancy', 'bookmaker'] as const)
    if (limits[`${kind}Min`] > limits[`${kind}Max`]) throw invalid(`${kind}Min must not be above ${kind}Max`);
  if (!Number.isInteger(limits.delay) || limits.delay < 0 || limits.delay > MAX_DELAY_SECONDS)
    throw invalid(`delay must be whole seconds from 0 to ${MAX_DELAY_SECONDS}`);
}

/**
 * Sets brand `domainId`'s stake limits (the min/max list, issue 16 item 3) after
 * {@link checkMinMax}, keeping its house cap (`house_cap_minor`) as it is, and drops this node's
 * cached copy (`cachedMinMax`; other nodes see it within its 5 s). Returns the limits before and
 * after (currency units). Call it in the operator's transaction, with the audit entry.
 */
export async function setMinMax(
  db: Db,
  domainId: string,
  limits: MinMax,
): Promise<{ before: MinMax; after: MinMax }> {
  checkMinMax(limits);
  const before = await minMaxOf(db, domainId);
  const m = minMaxToMinor(limits);
  const values = {
    advance_bet_lock: m.advanceBetLock,
    odds_min_minor: m.oddsMin,
    odds_max_minor: m.oddsMax,
    fancy_min_minor: m.fancyMin,
    fancy_max_minor: m.fancyMax,
    bookmaker_min_minor: m.bookmakerMin,
    bookmaker_max_minor: m.bookmakerMax,
    delay_seconds: limits.delay,
  };
  await db
    .insertInto('domain_limits')
    .values({ domain_id: domainId, ...values, house_cap_minor: null })
    .onConflict((oc) => oc.column('domain_id').doUpdateSet(values))
    .execute();
  forgetMinMax(domainId);
  return { before, after: await minMaxOf(db, domainId) };
}
