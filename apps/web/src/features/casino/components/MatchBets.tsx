import type { BetRow } from '@backlay/contracts';
import { formatMoney } from '../../../shared/format';

/**
 * The user's bets on the table as displayed this round (docs/rules/specification.md §4: cleared when a new round
 * starts): selection, side, odds, stake, and the result once settled.
 */
export function MatchBets({ bets }: { bets: readonly BetRow[] }) {
  return (
    <section className="cas-bets" aria-label="My Bets" data-testid="match-bets">
      <h3 className="cas-bets__title">My Bets</h3>
      {bets.length === 0 ? (
        <p className="muted cas-bets__empty">No bets this round.</p>
      ) : (
        <div className="table-scroll">
          <table className="table cas-bets__table">
            <thead>
              <tr>
                <th scope="col">Selection</th>
                <th scope="col">Odds</th>
                <th scope="col">Stake</th>
                <th scope="col">P&amp;L</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <tr
                  key={bet.betId}
                  className={`cas-bets__row cas-bets__row--${bet.type}`}
                  data-testid="match-bet"
                >
                  <td>
                    <span className="cas-bets__side">{bet.type === 'back' ? 'Back' : 'Lay'}</span>{' '}
                    {bet.selection}
                  </td>
                  <td>{bet.oddsReq ?? '-'}</td>
                  <td>{formatMoney(bet.stake)}</td>
                  <td>
                    {bet.status === 'settled' && bet.profitLoss !== null
                      ? formatMoney(bet.profitLoss)
                      : `+${formatMoney(bet.favourMargin)} / -${formatMoney(bet.againstMargin)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
