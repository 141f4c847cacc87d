import { Type, type Static } from 'typebox';

/** Roles. Only `User` may sign in on the customer site (docs/rules/specification.md §1, §6). */
export const ROLES = ['User', 'Agent', 'WhiteLabel', 'Watcher', 'SuperWatcher', 'Admin'] as const;
export type RoleName = (typeof ROLES)[number];

/**
 * `POST /api/auth/signin` body (docs/rules/specification.md §3 Sign-in payload). Unknown fields are dropped. `ipInfo` is
 * the IP lookup's answer, an object or its JSON text: format `json-text` (issue 12) refuses
 * control characters in the text and in every string its JSON holds, as the server reads both.
 */
export const SignInBody = Type.Object({
  userName: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  deviceIp: Type.String({ maxLength: 64 }),
  ipInfo: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2048, format: 'json-text' }),
      Type.Record(Type.String(), Type.Unknown()),
    ]),
  ),
});
export type SignInBody = Static<typeof SignInBody>;

/** Current user as the web app sees it (docs/rules/specification.md §3 User details). Money is in currency units. */
export const UserDetails = Type.Object(
  {
    _id: Type.String(),
    userName: Type.String(),
    name: Type.String(),
    role: Type.Object({ name: Type.String() }),
    rolePermissions: Type.Array(Type.String()),
    currency: Type.String(),
    openingBalance: Type.Number({ description: 'balance in currency units (2 decimals)' }),
    exposure: Type.Number({ description: 'open exposure in currency units, >= 0' }),
    exposureLimit: Type.Number({ description: 'currency units' }),
    mobile: Type.String(),
    isDemo: Type.Boolean(),
    domainId: Type.String(),
    Creater: Type.Union([Type.String(), Type.Null()]),
    WhiteLabel: Type.Union([Type.String(), Type.Null()]),
    Watcher: Type.Union([Type.String(), Type.Null()]),
    SuperWatcher: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'UserDetails' },
);
export type UserDetails = Static<typeof UserDetails>;

/** `POST /api/auth/signin` 200 answer (docs/rules/specification.md §3 Response). */
export const SignInResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  userToken: Type.String(),
  user: UserDetails,
});
export type SignInResponse = Static<typeof SignInResponse>;

/** `GET /api/auth/letest-user-details` answer (docs/rules/specification.md §7). */
export const UserDetailsResponse = Type.Object({
  status: Type.Boolean(),
  data: UserDetails,
});
export type UserDetailsResponse = Static<typeof UserDetailsResponse>;

/** Plain `{status, message}` answer (logout and other commands). */
export const StatusMessage = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
});
export type StatusMessage = Static<typeof StatusMessage>;
