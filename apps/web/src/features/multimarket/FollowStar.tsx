import { useContext } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { LoginFlowContext, selectIsLoggedIn } from '../auth';
import { followToggled, selectIsFollowed, type WithMultimarket } from './slice';
import './multimarket.css';

export interface FollowStarProps {
  marketId: string;
  matchId: string;
  sportId: number;
  competitionId: string;
  marketName: string;
  /** The match's name, shown on /multimarket (looked up there when absent). */
  eventName?: string;
}

/**
 * Star that follows / unfollows a market for /multimarket (docs/rules/specification.md §2): ☆ 'Follow market' or
 * ★ 'Unfollow market' with aria-pressed; the choice lives in the persisted `multimarket` slice.
 * Multi markets are for signed-in users (docs/rules/specification.md §6): signed out, the star opens the sign-in flow
 * (when one is mounted) instead of following. Market components render it next to each name.
 */
export function FollowStar({
  marketId,
  matchId,
  sportId,
  competitionId,
  marketName,
  eventName,
}: FollowStarProps) {
  const followed = useAppSelector((state: WithMultimarket) => selectIsFollowed(state, marketId));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loginFlow = useContext(LoginFlowContext);
  const dispatch = useAppDispatch();
  const label = followed ? 'Unfollow market' : 'Follow market';
  return (
    <button
      type="button"
      className={`follow-star${followed ? ' follow-star--on' : ''}`}
      data-testid="follow-star"
      aria-pressed={followed}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        if (!loggedIn && loginFlow) {
          loginFlow.openLogin();
          return;
        }
        dispatch(
          followToggled({
            marketId,
            matchId,
            sportId,
            competitionId,
            marketName,
            ...(eventName ? { eventName } : {}),
          }),
        );
      }}
    >
      <span aria-hidden="true">{followed ? '★' : '☆'}</span>
    </button>
  );
}
