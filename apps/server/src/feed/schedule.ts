/**
 * The replay schedule (docs/rules/sports.md "Schedule and clock"): each sport starts a replay every
 * `intervalMs` from a fixed epoch, forever, so the catalogue never runs dry and every node (and
 * every restart) computes the same schedule from the clock alone. Pure.
 */

/** Fixed origin of every schedule. */
export const SCHEDULE_EPOCH_MS = Date.UTC(2026, 0, 1);

/** One scheduled replay. */
export interface Slot {
  sportId: number;
  /** Slot number since the epoch. */
  k: number;
  startMs: number;
  /** Which replay of the sport's list plays in this slot. */
  replayIndex: number;
  /** Public match id: sportId * 10^7 + k. */
  matchId: string;
  /** Seed of everything random in this slot (timing jitter, sizes, synthesis). */
  seed: string;
}

/**
 * The shortest time a sport's replays may take to come round, at FEED_SPEED 1: 25 h, one calendar
 * day even on a daylight-saving change, so no replay is listed twice within a day (issue 19 item 3;
 * docs/rules/sports.md "Schedule and clock").
 */
export const REPEAT_FREE_MS = 25 * 3600_000;

/**
 * The gap between two starts of a sport at FEED_SPEED 1, ms: its own `startIntervalMs`, stretched
 * when needed so that its `replayCount` replays take at least REPEAT_FREE_MS to come round
 * (tennis: 15 replays every 60 min would repeat after 15 h, so they start every 100 min). Pure;
 * throws RangeError for a non-positive interval or no replays.
 */
export function scheduleIntervalMs(startIntervalMs: number, replayCount: number): number {
  if (!(startIntervalMs > 0)) throw new RangeError('startIntervalMs must be positive');
  if (!(replayCount >= 1)) throw new RangeError('no replays to schedule');
  return Math.max(startIntervalMs, Math.ceil(REPEAT_FREE_MS / replayCount));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A step through the replays that visits all of them before repeating and rarely repeats neighbours. */
export function replayStride(count: number): number {
  if (count <= 2) return 1;
  let stride = Math.max(2, Math.floor(count * 0.38));
  while (gcd(stride, count) !== 1) stride++;
  return stride;
}

/**
 * Slots of sport `sportId` whose start lies in [fromMs, toMs), oldest first. `offsetMs` staggers
 * sports against each other. Throws RangeError for a non-positive interval or no replays.
 */
export function slotsBetween(
  sportId: number,
  replayCount: number,
  intervalMs: number,
  fromMs: number,
  toMs: number,
  offsetMs = 0,
): Slot[] {
  if (!(intervalMs > 0)) throw new RangeError('intervalMs must be positive');
  if (replayCount < 1) throw new RangeError('no replays to schedule');
  const origin = SCHEDULE_EPOCH_MS + offsetMs;
  const stride = replayStride(replayCount);
  const first = Math.max(0, Math.ceil((fromMs - origin) / intervalMs));
  const slots: Slot[] = [];
  for (let k = first; origin + k * intervalMs < toMs; k++) {
    slots.push({
      sportId,
      k,
      startMs: origin + k * intervalMs,
      replayIndex: (k * stride) % replayCount,
      matchId: String(sportId * 10_000_000 + k),
      seed: `${sportId}-${k}`,
    });
  }
  return slots;
}
