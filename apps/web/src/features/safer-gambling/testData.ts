import type { RgLimit, RgStatus } from '@backlay/contracts';

/** The server's time in the tests: far from the machine's clock, so only the server's time can be used. */
export const SERVER_NOW = Date.UTC(2030, 0, 15, 6, 30);
const DAY = 86_400_000;

/** A limit row as GET /api/rg/status answers it (no limit, nothing used, no pending change). */
export function limitRow(over: Partial<RgLimit> & Pick<RgLimit, 'kind' | 'period'>): RgLimit {
  return {
    amount: null,
    used: 0,
    remaining: null,
    periodStartMs: SERVER_NOW - DAY / 4,
    periodEndMs: SERVER_NOW + (DAY * 3) / 4,
    pending: null,
    ...over,
  };
}

/** A GET /api/rg/status answer's data: six limits, no session limit, reality check off. */
export function rgStatus(over: Partial<RgStatus> = {}, limits: Partial<RgLimit>[] = []): RgStatus {
  const rows = (['loss', 'stake'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) =>
      limitRow({ kind, period, ...limits.find((l) => l.kind === kind && l.period === period) }),
    ),
  );
  return {
    timeZone: 'Asia/Kolkata',
    limits: rows,
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: 0,
    timeoutUntilMs: null,
    selfExcludedUntilMs: null,
    nowMs: SERVER_NOW,
    session: { startedAtMs: SERVER_NOW - 76 * 60_000, endsAtMs: null },
    realityCheck: {
      minutes: 0,
      nextAtMs: null,
      sessionStartedAtMs: SERVER_NOW - 76 * 60_000,
      sessionNetResult: 0,
    },
    ...over,
  };
}
