import type { BetRow } from '@backlay/contracts';
import { formatMoney } from '../../shared/format';
import { localTime, oddsText, sideLabel } from './betView';

/**
 * One matched bet (docs/rules/specification.md §2 Open Bets): side ('Back (Bet For)' / 'Lay (Bet against)'), place time
 * in local time, selection, market type, odds (Fancy: line/rate), stake, and profit with the
 * liability in brackets. Back rows are blue and lay rows pink (docs/rules/specification.md §9).
 */
export function OpenBet({ bet }: { bet: BetRow }) {
  return (
    <article className={`open-bet open-bet--${bet.type}`} data-testid="open-bet">
      <div className="open-bet__head">
        <span className="open-bet__side">{sideLabel(bet.type)}</span>
        <time className="open-bet__time" dateTime={bet.placeTime}>
          {localTime(bet.placeTime)}
        </time>
      </div>
      <dl className="open-bet__fields">
        <div>
          <dt>Selection</dt>
          <dd data-field="selection">{bet.selection}</dd>
        </div>
        <div>
          <dt>Market</dt>
          <dd data-field="markettype">{bet.markettype}</dd>
        </div>
        <div>
          <dt>Odds</dt>
          <dd data-field="odds">{oddsText(bet)}</dd>
        </div>
        <div>
          <dt>Stake</dt>
          <dd data-field="stake">{formatMoney(bet.stake)}</dd>
        </div>
        <div>
          <dt>Profit</dt>
          <dd data-field="profit">
            <span className="open-bet__profit">{formatMoney(bet.favourMargin)}</span>{' '}
            <span
              className="open-bet__liability"
              title="Liability"
            >{`(${formatMoney(bet.againstMargin)})`}</span>
          </dd>
        </div>
      </dl>
    </article>
  );
}
