import { Type, type Static } from 'typebox';

/**
 * Wire schemas of player protection (issue 17; docs/player-protection.md): the customer's limits,
 * session time limit, reality check, time-out and self-exclusion under `/api/rg/`, and the back
 * office's view and lift under `/api/admin/users/{userId}/...`. Money in currency units with at
 * most 2 decimals (the server keeps minor units); times are epoch milliseconds (`...Ms`).
 */

/** A money limit's kind: net loss or total stake (issue 17 item 1). */
export const RgLimitKind = Type.Union([Type.Literal('loss'), Type.Literal('stake')]);
export type RgLimitKind = Static<typeof RgLimitKind>;

/** A money limit's period, in the brand's time zone; a week starts on Monday. */
export const RgPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type RgPeriod = Static<typeof RgPeriod>;

/**
 * `PUT /api/rg/limits` body (issue 17 item 5): `amount` the new limit in currency units (more than
 * 0, at most 2 decimals, at most 1,000,000,000), null to remove it. A new or lower limit applies at
 * once; a higher one or a removal waits 24 hours and then needs `POST /api/rg/limits/confirm`.
 */
export const RgLimitBody = Type.Object(
  {
    kind: RgLimitKind,
    period: RgPeriod,
    amount: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type RgLimitBody = Static<typeof RgLimitBody>;

/**
 * `POST /api/rg/limits/confirm` body: which pending change to confirm (`kind` 'session' for the
 * session time limit, without `period`); empty: every change whose 24 hours are over.
 */
export const RgConfirmBody = Type.Object(
  {
    kind: Type.Optional(Type.Union([RgLimitKind, Type.Literal('session')])),
    period: Type.Optional(RgPeriod),
  },
  { additionalProperties: false },
);
export type RgConfirmBody = Static<typeof RgConfirmBody>;

/** `PUT /api/rg/session-limit` body: minutes per sign-in (5-1440), null to remove the limit. */
export const RgSessionLimitBody = Type.Object(
  { minutes: Type.Union([Type.Integer({ minimum: 5, maximum: 1440 }), Type.Null()]) },
  { additionalProperties: false },
);
export type RgSessionLimitBody = Static<typeof RgSessionLimitBody>;

/** `PUT /api/rg/reality-check` body: the interval in minutes, 0 for off. */
export const RgRealityCheckBody = Type.Object(
  {
    minutes: Type.Union([Type.Literal(0), Type.Literal(15), Type.Literal(30), Type.Literal(60)]),
  },
  { additionalProperties: false },
);
export type RgRealityCheckBody = Static<typeof RgRealityCheckBody>;

/** `POST /api/rg/reality-check/ack` body: carry on (the next check one interval from now) or sign out. */
export const RgRealityAckBody = Type.Object(
  { action: Type.Union([Type.Literal('continue'), Type.Literal('logout')]) },
  { additionalProperties: false },
);
export type RgRealityAckBody = Static<typeof RgRealityAckBody>;

/** `POST /api/rg/timeout` body: 24 hours, 1 week, 1 month (30 days) or 6 weeks. */
export const RgTimeoutBody = Type.Object(
  { days: Type.Union([Type.Literal(1), Type.Literal(7), Type.Literal(30), Type.Literal(42)]) },
  { additionalProperties: false },
);
export type RgTimeoutBody = Static<typeof RgTimeoutBody>;

/** `POST /api/rg/self-exclusion` body: 6 months, 1, 2 or 5 years (calendar months in the brand's time zone). */
export const RgSelfExclusionBody = Type.Object(
  { months: Type.Union([Type.Literal(6), Type.Literal(12), Type.Literal(24), Type.Literal(60)]) },
  { additionalProperties: false },
);
export type RgSelfExclusionBody = Static<typeof RgSelfExclusionBody>;

/** A pending raise or removal: the new amount (null: removal), when it may be confirmed, and whether it may now. */
export const RgPending = Type.Object({
  amount: Type.Union([Type.Number(), Type.Null()]),
  effectiveAtMs: Type.Number(),
  ready: Type.Boolean(),
});
export type RgPending = Static<typeof RgPending>;

/**
 * One money limit with its usage in the current period: `used` is the realised net loss (loss) or
 * the stakes (stake) of the period; `remaining` the limit less it (null without a limit).
 */
export const RgLimit = Type.Object({
  kind: RgLimitKind,
  period: RgPeriod,
  amount: Type.Union([Type.Number(), Type.Null()]),
  used: Type.Number(),
  remaining: Type.Union([Type.Number(), Type.Null()]),
  periodStartMs: Type.Number(),
  periodEndMs: Type.Number(),
  pending: Type.Union([RgPending, Type.Null()]),
});
export type RgLimit = Static<typeof RgLimit>;

/** A customer's protections as stored (the customer's status and the back office's view share it). */
export const RgProtection = Type.Object({
  /** The IANA time zone the periods and dates are counted in. */
  timeZone: Type.String(),
  /** Six rows: loss and stake, each per day, week and month. */
  limits: Type.Array(RgLimit),
  sessionLimit: Type.Object({
    minutes: Type.Union([Type.Integer(), Type.Null()]),
    pending: Type.Union([RgPending, Type.Null()]),
  }),
  realityCheckMinutes: Type.Integer(),
  timeoutUntilMs: Type.Union([Type.Number(), Type.Null()]),
  selfExcludedUntilMs: Type.Union([Type.Number(), Type.Null()]),
});
export type RgProtection = Static<typeof RgProtection>;

/**
 * `GET /api/rg/status` data: the protections, the server's time (`nowMs`), and this sign-in
 * session: when it started and when its time limit ends it (null: no limit); the reality check's
 * next time (null: off) and the session's net result (settled P&L since sign-in, currency units).
 */
export const RgStatus = Type.Object({
  ...RgProtection.properties,
  /** The server's time of this answer (epoch ms): the site schedules the reality check on the server's clock. */
  nowMs: Type.Number(),
  session: Type.Object({ startedAtMs: Type.Number(), endsAtMs: Type.Union([Type.Number(), Type.Null()]) }),
  realityCheck: Type.Object({
    minutes: Type.Integer(),
    nextAtMs: Type.Union([Type.Number(), Type.Null()]),
    sessionStartedAtMs: Type.Number(),
    sessionNetResult: Type.Number(),
  }),
});
export type RgStatus = Static<typeof RgStatus>;

/** `GET /api/rg/status` answer, and the answer of every customer change (the new status). */
export const RgStatusResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.Optional(Type.String()),
  data: RgStatus,
});
export type RgStatusResponse = Static<typeof RgStatusResponse>;

/** One change of a customer's protections: who (`customer` or the operator's user name), what, when. */
export const RgEvent = Type.Object({
  at: Type.String({ description: 'ISO 8601' }),
  actor: Type.String(),
  action: Type.String(),
  detail: Type.Unknown(),
});
export type RgEvent = Static<typeof RgEvent>;

/** `GET /api/admin/users/{userId}/protection` answer: the protections and the latest 100 changes, newest first. */
export const AdminProtectionResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ ...RgProtection.properties, events: Type.Array(RgEvent) }),
});
export type AdminProtectionResponse = Static<typeof AdminProtectionResponse>;

/** `POST /api/admin/users/{userId}/self-exclusion/lift` body: the Admin's reason (1-500 characters). */
export const RgLiftBody = Type.Object(
  { remark: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type RgLiftBody = Static<typeof RgLiftBody>;
