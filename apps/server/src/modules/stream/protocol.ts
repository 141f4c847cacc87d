import { Type, type Static } from 'typebox';

/**
 * The stream's wire protocol (issue 15 item 3; docs/api/stream.md): JSON, one object a message.
 * The client sends `auth`, `subscribe` and `unsubscribe`; the server sends `image`, `delta`,
 * `heartbeat`, `authenticated` and `error`. A delta is an RFC 6902 JSON Patch against the image
 * after the previous message of the same subscription.
 */

/** The channels a client may subscribe to. */
export const CHANNELS = ['market', 'casino', 'account'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Heartbeat period (ms). */
export const HEARTBEAT_MS = 5_000;
/** The largest client message (bytes); a larger one closes the socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 4_096;
/**
 * Subscriptions one connection may hold: a full market page of an ODI's second innings lists ~70
 * markets (Match Odds, Bookmaker and every Fancy category of both innings), Multi Markets several
 * matches' worth.
 */
export const MAX_SUBSCRIPTIONS = 256;
/** Client messages allowed per connection per 10 s (room to leave one full page and open another); past it the socket is closed (1008). */
export const MAX_CLIENT_MESSAGES_PER_10S = 600;

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' });

/** `{"op":"auth","token":"...","d"?:"<domain id or host>"}`: signs the connection in (needed for `account`). */
export const AuthMessage = Type.Object(
  {
    op: Type.Literal('auth'),
    token: Type.String({ minLength: 1, maxLength: 256 }),
    d: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
  },
  { additionalProperties: false },
);

/** `{"op":"subscribe","channel","id","since"?}`: an image, or the deltas after `since` when the server still has them. */
export const SubscribeMessage = Type.Object(
  {
    op: Type.Literal('subscribe'),
    channel: Type.Union(CHANNELS.map((c) => Type.Literal(c))),
    id: Id,
    since: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);

/** `{"op":"unsubscribe","channel","id"}`. */
export const UnsubscribeMessage = Type.Object(
  {
    op: Type.Literal('unsubscribe'),
    channel: Type.Union(CHANNELS.map((c) => Type.Literal(c))),
    id: Id,
  },
  { additionalProperties: false },
);

export const ClientMessage = Type.Union([AuthMessage, SubscribeMessage, UnsubscribeMessage]);
export type ClientMessage = Static<typeof ClientMessage>;
export type SubscribeMessage = Static<typeof SubscribeMessage>;
