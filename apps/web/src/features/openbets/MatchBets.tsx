import { NO_DATA_MESSAGE } from '@backlay/contracts/constants';
import { useOpenBetsOfMatchQuery } from './api';
import { OpenBet } from './OpenBet';
import { UnmatchedOrders } from './UnmatchedOrders';

/** Empty text of every open bets view (docs/rules/specification.md §8 Empty tables). */
export const NO_DATA_TEXT = NO_DATA_MESSAGE;

/**
 * The user's open (unsettled) bets on one match, optionally one market, under a 'Matched' heading
 * (docs/rules/specification.md §2 Open Bets). Loaded from `bet/bet-details/list/{matchId}`; a failure shows the empty
 * text (docs/rules/specification.md §8: bet-list failures are only logged). The matched parts of
 * exchange orders are bets here too. Below, the 'Unmatched' group lists the orders still resting
 * in a book (issue 14 item 7), when there are any.
 */
export function MatchBets({ matchId, marketId }: { matchId: string; marketId?: string }) {
  const { data, isLoading, isError } = useOpenBetsOfMatchQuery(matchId);
  const bets = (isError ? [] : (data ?? [])).filter(
    (bet) => bet.status === 'unsettled' && (marketId === undefined || bet.marketId === marketId),
  );
  return (
    <>
      {isLoading ? (
        <p className="muted open-bets__note">Loading...</p>
      ) : (
        <div className="open-bets__matched">
          <h4 className="open-bets__heading">Matched</h4>
          {bets.length === 0 ? (
            <p className="muted open-bets__note">{NO_DATA_TEXT}</p>
          ) : (
            bets.map((bet) => <OpenBet key={bet.betId} bet={bet} />)
          )}
        </div>
      )}
      <UnmatchedOrders matchId={matchId} marketId={marketId} />
    </>
  );
}
