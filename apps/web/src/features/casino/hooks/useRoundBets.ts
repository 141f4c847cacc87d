import type { BetRow } from '@backlay/contracts';
import { useMemo, useState } from 'react';
import { useOpenBetsOfMatchQuery } from '../../openbets';
import { ROUND_START_SECONDS } from '../catalog';

const NO_BETS: BetRow[] = [];
const NONE: ReadonlySet<string> = new Set();

/** The part of the live round that tells a new round from the current one. */
export interface RoundClock {
  mid: string;
  autotime: number | undefined;
}

/**
 * True when the round moved from `before` to `now` into a new round (docs/rules/specification.md §4 Casino round): the
 * countdown went back up to its start value (25 s), or the round id changed (a poll that missed
 * the first second). A repricing table reopening betting for 10 s within its round (Teen) is not
 * a new round.
 */
export function isRoundRestart(before: RoundClock, now: RoundClock): boolean {
  if (before.autotime === undefined || now.autotime === undefined) return false;
  const backToStart = now.autotime > before.autotime && now.autotime >= ROUND_START_SECONDS;
  const newMid = before.mid !== '' && before.mid !== '0' && now.mid !== '0' && now.mid !== before.mid;
  return backToStart || newMid;
}

/**
 * The signed-in user's bets on a table as the table displays them (docs/rules/specification.md §7 `GET
 * bet/bet-details/list/{matchId}`, reloaded after every bet through the 'Bets' tag). When a new
 * round starts (isRoundRestart) the bets displayed so far are cleared; bets placed afterwards show.
 */
export function useRoundBets(matchId: string | undefined, clock: RoundClock, loggedIn: boolean): BetRow[] {
  const query = useOpenBetsOfMatchQuery(matchId ?? '', { skip: !loggedIn || !matchId });
  const all = query.data ?? NO_BETS;
  const [round, setRound] = useState<RoundClock & { hidden: ReadonlySet<string> }>({
    ...clock,
    hidden: NONE,
  });
  if (clock.autotime !== round.autotime || clock.mid !== round.mid) {
    // Adjusting state while rendering (React's pattern for state that follows a change).
    const hidden = isRoundRestart(round, clock) ? new Set(all.map((b) => b.betId)) : round.hidden;
    setRound({ mid: clock.mid, autotime: clock.autotime, hidden });
  }
  return useMemo(
    () => (round.hidden.size === 0 ? all : all.filter((b) => !round.hidden.has(b.betId))),
    [all, round.hidden],
  );
}
