import type { BookmakerMarket, ExchangeMarket } from '@backlay/contracts';
import {
  bookmakerMarketOf,
  bookmakerRunner,
  eventRowOf,
  exchangeMarketOf,
  exchangeRunner,
  fancyRowOf,
  MATCH,
  MO,
} from '../../test/sportsFixtures';
import type { FollowedMarket } from './slice';

/** Fixtures of the multimarket tests (wire shapes of the catalogue, docs/rules/specification.md §3). */
export { MATCH };

export const followed = (over: Partial<FollowedMarket> = {}): FollowedMarket => ({
  ...MATCH,
  marketId: MO,
  marketName: 'Match Odds',
  ...over,
});

export const exchangeMarket = (over: Partial<ExchangeMarket> = {}): ExchangeMarket =>
  exchangeMarketOf(
    [
      exchangeRunner(
        '1',
        'India',
        [
          { price: 1.95, size: 3188 },
          { price: 1.94, size: 1275 },
        ],
        [
          { price: 1.97, size: 2500 },
          { price: 1.98, size: 50 },
        ],
      ),
      exchangeRunner('2', 'Australia', [{ price: 2.02, size: 900 }], []),
    ],
    { totalMatched: 125000, ...over },
  );

export const bookmakerMarket = (over: Partial<BookmakerMarket> = {}): BookmakerMarket =>
  bookmakerMarketOf(
    [
      bookmakerRunner('1', 'India', 'ACTIVE', [45, 47], 100000),
      bookmakerRunner('2', 'Australia', 'SUSPENDED', [0, 0], 0),
    ],
    over,
  );

/** A fancy row of the match (No 45 / Yes 46); `over` wins. */
export const fancyRow = fancyRowOf;

/** A catalogue row of the match; `over` wins. */
export const eventRow = eventRowOf;
