import { Type, type Static } from 'typebox';

/**
 * Wire schemas of the back office's foundation (issue 16 items 1 and 7; docs/backoffice.md):
 * the signed-in operator and the audit log.
 */

/** `GET /api/admin/me` answer: the signed-in operator and what their role may do. */
export const OperatorMeResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    _id: Type.String(),
    userName: Type.String(),
    name: Type.String(),
    role: Type.String(),
    domainId: Type.String(),
    domain: Type.String(),
    /** The roles this operator may create (strictly below its own). */
    creatableRoles: Type.Array(Type.String()),
    /** Whether the Admin-only sections (brands, markets, casino, reports, audit) are open to them. */
    isAdmin: Type.Boolean(),
    /** Whether their sign-in needs a TOTP code. */
    totpEnabled: Type.Boolean(),
  }),
});
export type OperatorMeResponse = Static<typeof OperatorMeResponse>;

/**
 * `GET /api/admin/audit` query: `actor` (user name), `action` (exact, or a prefix ending in '.'),
 * `from` / `to` (ISO 8601 or epoch ms; from inclusive, to exclusive), `limit` 1-500 (100),
 * `before` (an entry id: the next page, newest first).
 */
export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    from: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    to: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** One audit log entry (`before` / `after`: the changed object's fields, any JSON; null when none). */
export const AuditEntry = Type.Object({
  id: Type.String(),
  actor: Type.String(),
  actorRole: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  remark: Type.String(),
  ip: Type.String(),
  /** ISO 8601. */
  at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** `GET /api/admin/audit` answer, newest first. */
export const AuditResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(AuditEntry) });
export type AuditResponse = Static<typeof AuditResponse>;

/** `POST /api/admin/auth/totp/setup` answer: the new secret (base32) and its otpauth:// URI, shown once. */
export const TotpSetupResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ secret: Type.String(), otpauthUrl: Type.String() }),
});
export type TotpSetupResponse = Static<typeof TotpSetupResponse>;

/** `POST /api/admin/auth/totp/enable` and `.../disable` body: a current 6-digit code. */
export const TotpCodeBody = Type.Object(
  { otp: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type TotpCodeBody = Static<typeof TotpCodeBody>;

/** A change's plain answer. */
export const AdminOkResponse = Type.Object({ status: Type.Boolean(), message: Type.String() });
export type AdminOkResponse = Static<typeof AdminOkResponse>;
