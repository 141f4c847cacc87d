import { useState } from 'react';
import { selectUser, useCurrentUser } from '../../features/auth';
import { availableBalance, formatMoney } from '../../shared/format';
import { RefreshIcon } from '../../shared/icons';
import { useAppSelector } from '../../shared/hooks';
import { lazyPart } from '../../shared/lazyPart';

// Loaded in its own chunk when first opened (issue 18, shared/lazyPart.tsx).
const ExposureModal = lazyPart(() => import('./ExposureModal').then((m) => m.ExposureModal));

/**
 * Account bar (docs/rules/specification.md §2): 'Main {currency} {balance minus exposure}' and 'Exposure ({exposure})',
 * both with 2 decimals; the exposure opens Exposure Detail; the icon refetches the user details.
 */
export function AccountBar() {
  const user = useAppSelector(selectUser);
  const { refetch, isFetching } = useCurrentUser();
  const [showExposure, setShowExposure] = useState(false);
  if (!user) return null;
  const main = formatMoney(availableBalance(user.openingBalance, user.exposure));
  return (
    <div className="account-bar" data-testid="account-bar">
      <div className="account-bar__figures">
        <span
          className="account-bar__balance"
          data-testid="account-balance"
        >{`Main ${user.currency} ${main}`}</span>
        <button
          type="button"
          className="account-bar__exposure"
          data-testid="account-exposure"
          onClick={() => setShowExposure(true)}
        >
          {`Exposure (${formatMoney(user.exposure)})`}
        </button>
      </div>
      <button
        type="button"
        className={`icon-button account-bar__refresh${isFetching ? ' is-spinning' : ''}`}
        aria-label="Refresh balance"
        data-testid="account-refresh"
        onClick={() => void refetch()}
      >
        <RefreshIcon size={18} />
      </button>
      {showExposure ? <ExposureModal onClose={() => setShowExposure(false)} /> : null}
    </div>
  );
}
