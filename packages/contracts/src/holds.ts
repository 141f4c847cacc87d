import { Type, type Static } from 'typebox';

/**
 * Wire schemas of the settlement holds (issue 12): bets a settlement set aside because their
 * account could not pay, listed for an operator and released once the account can. Money in
 * currency units (docs/architecture.md Money).
 */

/** One bet set aside by a settlement. */
export const HeldBetRow = Type.Object({
  betId: Type.String(),
  userName: Type.String(),
  marketId: Type.String(),
  event: Type.String(),
  market: Type.String(),
  selection: Type.String(),
  resultVersion: Type.Integer(),
  profitLoss: Type.Number({ description: 'currency units: what releasing the bet posts' }),
  reason: Type.String(),
  heldAt: Type.String({ description: 'ISO-8601 UTC' }),
});
export type HeldBetRow = Static<typeof HeldBetRow>;

/** `GET /api/admin/settlement/holds` answer: the brand's bets set aside, oldest first. */
export const HeldBetsResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Array(HeldBetRow),
});
export type HeldBetsResponse = Static<typeof HeldBetsResponse>;

/** `POST /api/admin/settlement/holds/{betId}/release` path. */
export const HeldBetParams = Type.Object({
  betId: Type.String({ format: 'uuid' }),
});
export type HeldBetParams = Static<typeof HeldBetParams>;

/** `POST /api/admin/settlement/holds/{betId}/release` answer: how many bets were settled. */
export const HoldReleased = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  betsSettled: Type.Integer({ minimum: 0 }),
});
export type HoldReleased = Static<typeof HoldReleased>;
