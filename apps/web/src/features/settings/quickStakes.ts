import { QUICK_STAKE_COUNT, QUICK_STAKE_MAX } from '@backlay/contracts/constants';

/** Quick stake (docs/rules/specification.md §3): id and integer stake value. */
export interface QuickStake {
  id: number;
  stakeValue: number;
}

/** Wait between Save and storing the stakes (docs/rules/specification.md §4 Settings save, §9: 2 s). */
export const SETTINGS_SAVE_DELAY_MS = 2000;

/**
 * One quick-stake box parsed to an integer (docs/rules/specification.md §3 Quick stake, §5): leading digits count
 * ("250.75" -> 250, " 1,000 " -> 1000), a non-positive or non-numeric value becomes 0, and
 * anything above the server's limit (10,000,000) is capped to it.
 */
export function parseStake(raw: string | number): number {
  const value =
    typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(raw.trim().replace(/[,\s_]/g, ''), 10);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(value, QUICK_STAKE_MAX);
}

/** The 8 boxes parsed with {@link parseStake}; missing boxes count as 0, extra ones are dropped. */
export function parseStakes(raw: readonly (string | number)[]): number[] {
  return Array.from({ length: QUICK_STAKE_COUNT }, (_, i) => parseStake(raw[i] ?? ''));
}

/** Stake values as the `stakes` slice keeps them (docs/rules/specification.md §3 Quick stake: id 1..8 and stakeValue). */
export const toQuickStakes = (values: readonly number[]): QuickStake[] =>
  values.map((stakeValue, i) => ({ id: i + 1, stakeValue }));
