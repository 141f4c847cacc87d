import { Type, type Static } from 'typebox';

/** Number of quick stakes a user keeps (docs/rules/specification.md §9: "There are 8 quick stakes"). */
export const QUICK_STAKE_COUNT = 8;
/** Largest quick stake accepted, currency units (issue 5 item 7). */
export const QUICK_STAKE_MAX = 10_000_000;
/** Quick stakes of a user who never saved any: the default chips (docs/rules/specification.md §9). */
export const DEFAULT_QUICK_STAKES: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000, 20000];

/** Exactly eight whole currency amounts, 0..10,000,000 (docs/rules/specification.md §3 Quick stake: integers). */
export const QuickStakeValues = Type.Array(Type.Integer({ minimum: 0, maximum: QUICK_STAKE_MAX }), {
  minItems: QUICK_STAKE_COUNT,
  maxItems: QUICK_STAKE_COUNT,
  description: 'the 8 quick stakes in box order, currency units',
});

/** `POST /api/settings/stakes` body. */
export const QuickStakesBody = Type.Object({ stakes: QuickStakeValues });
export type QuickStakesBody = Static<typeof QuickStakesBody>;

/** The user's quick stakes; `updatedAt` is null while they are the defaults (never saved). */
export const QuickStakesData = Type.Object({
  stakes: QuickStakeValues,
  updatedAt: Type.Union([Type.String({ description: 'ISO-8601 UTC' }), Type.Null()]),
});
export type QuickStakesData = Static<typeof QuickStakesData>;

/** `POST /api/settings/stakes` 200 answer: the stored stakes. */
export const QuickStakesSaved = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: QuickStakesData,
});
export type QuickStakesSaved = Static<typeof QuickStakesSaved>;
