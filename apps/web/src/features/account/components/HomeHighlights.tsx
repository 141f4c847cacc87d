import { BannerCarousel } from './BannerCarousel';
import { NewsTicker } from './NewsTicker';
import { PasswordPrompt } from './PasswordPrompt';
import './highlights.css';

/**
 * The account area's part of the home page (docs/rules/specification.md §2 Home: banner carousel, news ticker, password
 * modal): the carousel, the ticker (signed in only) and the automatic password prompt.
 */
export function HomeHighlights() {
  return (
    <>
      <BannerCarousel />
      <NewsTicker />
      <PasswordPrompt />
    </>
  );
}
