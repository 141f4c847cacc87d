import { ROUND_START_SECONDS } from '../catalog';

const RADIUS = 18;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The round's countdown (docs/rules/specification.md §2 Casino tables): seconds left for betting in a ring that empties
 * from the round's start value (25 s) to 0.
 */
export function CountdownCircle({
  seconds,
  start = ROUND_START_SECONDS,
}: {
  seconds: number | undefined;
  start?: number;
}) {
  const left = Math.max(0, Math.round(seconds ?? 0));
  const fraction = Math.min(1, left / start);
  return (
    <div
      className={`cas-countdown${left <= 5 ? ' is-low' : ''}`}
      role="timer"
      aria-label={`${left} seconds left to bet`}
      data-testid="countdown"
    >
      <svg viewBox="0 0 44 44" aria-hidden="true" focusable="false">
        <circle className="cas-countdown__track" cx="22" cy="22" r={RADIUS} />
        <circle
          className="cas-countdown__bar"
          cx="22"
          cy="22"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          transform="rotate(-90 22 22)"
        />
      </svg>
      <span className="cas-countdown__value">{left}</span>
    </div>
  );
}
