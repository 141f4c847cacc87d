import { Link } from 'react-router-dom';
import { HeaderLogin, selectIsLoggedIn } from '../../features/auth';
import { selectBrand } from '../../features/branding';
import { SettingsIcon } from '../../shared/icons';
import { useIsDesktop } from '../../shared/useMediaQuery';
import { useAppSelector } from '../../shared/hooks';
import { AccountBar } from './AccountBar';
import { AccountMenu } from './AccountMenu';
import { BetsButton } from './BetsButton';
import { StreamIndicator } from './StreamIndicator';

/**
 * Site header (docs/rules/specification.md §2 Header): logo home; the stream's Live / Polling indicator
 * (issue 15 item 4); login controls or the account area.
 */
export function Header() {
  const brand = useAppSelector(selectBrand);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const desktop = useIsDesktop();
  return (
    <header className="site-header">
      <Link to="/" className="site-header__logo" data-testid="header-logo">
        {brand?.logoUrl ? (
          <img src={brand.logoUrl} alt={brand.title} />
        ) : (
          <span>{brand?.title ?? 'Home'}</span>
        )}
      </Link>
      <div className="site-header__actions">
        <StreamIndicator />
        {!loggedIn ? (
          <HeaderLogin />
        ) : (
          <>
            {desktop ? null : <BetsButton />}
            <AccountBar />
            {desktop ? null : (
              <Link to="/settings" className="icon-button site-header__settings" aria-label="Settings">
                <SettingsIcon />
              </Link>
            )}
            <AccountMenu />
          </>
        )}
      </div>
    </header>
  );
}
