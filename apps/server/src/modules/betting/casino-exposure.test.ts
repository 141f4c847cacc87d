import { describe, expect, it } from 'vitest';
import { casinoExposureMinor } from './casino-exposure';

describe('casino round exposure', () => {
  it('is the stake of a back bet and stake x (lay - 1) of a lay bet', () => {
    expect(casinoExposureMinor([])).toBe(0);
    expect(casinoExposureMinor([{ sid: 1, side: 'back', priceH: 198, stakeMinor: 10_000 }])).toBe(10_000);
    expect(casinoExposureMinor([{ sid: 1, side: 'lay', priceH: 207, stakeMinor: 10_000 }])).toBe(10_700);
  });

  it('nets the bets of one sid over its win and loss, and adds up different sids', () => {
    const back = { sid: 1, side: 'back' as const, priceH: 194, stakeMinor: 10_000 };
    const lay = { sid: 1, side: 'lay' as const, priceH: 207, stakeMinor: 10_000 };
    // sid 1 wins: +9400 - 10700 = -1300; loses: -10000 + 10000 = 0.
    expect(casinoExposureMinor([back, lay])).toBe(1300);
    // A lay that covers a back at a lower price can make the sid risk-free.
    expect(casinoExposureMinor([back, { ...lay, priceH: 194 }])).toBe(0);
    expect(casinoExposureMinor([back, { ...back, sid: 3, stakeMinor: 500 }])).toBe(10_500);
  });
});
