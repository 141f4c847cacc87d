import { useMemo } from 'react';

/** What a runner row needs of its market: the fields a slip pick carries and the status. */
export interface MarketFrame {
  marketId: string;
  marketName: string;
  status: string;
  inplay: boolean;
  betDelay: number;
}

/**
 * The market's frame, memoised on its five fields, so a price change (which leaves them alone)
 * hands the memoised rows the same object (issue 18 "Render less"). An unknown market gives an
 * empty frame (its section renders nothing).
 */
export function useMarketFrame(
  marketId: string,
  market: Omit<MarketFrame, 'marketId'> | undefined,
): MarketFrame {
  const { status, marketName, inplay, betDelay } = market ?? {
    status: '',
    marketName: '',
    inplay: false,
    betDelay: 0,
  };
  return useMemo(
    () => ({ marketId, marketName, status, inplay, betDelay }),
    [marketId, marketName, status, inplay, betDelay],
  );
}
