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
