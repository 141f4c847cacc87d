import { useAppSelector } from '../../../shared/hooks';
import { selectIsLoggedIn } from '../../auth';
import { selectBrand } from '../../branding';
import { useGetNoticesQuery } from '../api';

/**
 * The news ticker (docs/rules/specification.md §2, §6: signed-in users only): the notices of the user's creator chain
 * (docs/rules/specification.md §4 Notices, filtered by the server) scrolling in one line; nothing when there is none.
 */
export function NewsTicker() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const brand = useAppSelector(selectBrand);
  const { data } = useGetNoticesQuery(brand?._id ?? '', { skip: !loggedIn || !brand });
  if (!loggedIn || !data || data.length === 0) return null;
  return (
    <div className="acc-ticker" role="marquee" aria-label="News" data-testid="news-ticker">
      <span className="acc-ticker__label">News</span>
      <div className="acc-ticker__window">
        <p className="acc-ticker__track">
          {data.map((n, i) => (
            <span key={i} className="acc-ticker__item">
              {n.notice}
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}
