import { useMemo } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { selectIsLoggedIn } from '../auth';
import { useGetQuickStakesQuery } from './api';
import type { QuickStake } from './quickStakes';
import { selectQuickStakes } from './slice';

export interface QuickStakesView {
  /** The 8 quick stakes in box order, from the `stakes` slice (server copy once loaded). */
  stakes: QuickStake[];
  /** Just the values (the chips of a bet slip, docs/rules/specification.md §9). */
  values: number[];
  /** True until the first server answer of this session. */
  isLoading: boolean;
  isError: boolean;
}

/**
 * The signed-in user's quick stakes (docs/rules/specification.md §3, §9; issue 5 item 7). While signed in it loads them
 * from `GET /api/settings/stakes` into the `stakes` slice (so they follow the user across
 * devices); signed out it reads the slice only (the defaults). Call it from anything that shows
 * quick stakes; the request is shared and made once per session (tag 'Stakes').
 */
export function useQuickStakes(): QuickStakesView {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const query = useGetQuickStakesQuery(undefined, { skip: !loggedIn });
  const stakes = useAppSelector(selectQuickStakes);
  const values = useMemo(() => stakes.map((s) => s.stakeValue), [stakes]);
  return {
    stakes,
    values,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
