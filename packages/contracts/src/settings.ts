import { Type, type Static } from 'typebox';
import { QUICK_STAKE_COUNT, QUICK_STAKE_MAX } from './constants';

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
