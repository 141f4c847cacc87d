import type { UserRow } from '../users/index';

/**
 * A node's short-lived memory of live sessions (issue 14 "Numbers": every signed-in call read its
 * session and user from the database, about a third of the server's time under order load). An
 * entry is what {@link findLiveSessionUser} answered for a token hash, trusted for `ttlMs` (default
 * 1,000 ms) of the app's clock, so a session revoked or an account changed elsewhere (another
 * node, the operator CLI, the database) is seen within that time; this node's own logout and
 * password change forget their entries at once. Money fields of the cached user are not for
 * display (the user details call reads the account again). At most `maxEntries`, the oldest
 * dropped first.
 */
export interface CachedSession {
  user: UserRow;
  sessionDomainId: string;
  lastSeenAt: Date;
  /** When the session started, and the customer's session time limit in minutes (issue 17; null: none). */
  createdAt?: Date;
  sessionLimitMinutes?: number | null;
}

export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; cachedAtMs: number }>();

  constructor(
    readonly ttlMs = 1_000,
    private readonly maxEntries = 50_000,
  ) {}

  /** The session of `tokenHash` if it was read less than `ttlMs` before `nowMs`. */
  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAtMs >= this.ttlMs || nowMs < entry.cachedAtMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Remembers what the database answered for `tokenHash` at `nowMs` (nothing when ttlMs is 0). */
  set(tokenHash: string, session: CachedSession, nowMs: number): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { session, cachedAtMs: nowMs });
  }

  /** Forgets one session (its logout). */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets every session of `userId` (a password change revokes them). */
  forgetUser(userId: string): void {
    for (const [hash, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(hash);
  }
}
