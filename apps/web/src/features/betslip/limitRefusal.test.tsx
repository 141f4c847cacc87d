import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand, fakeServer, json, mockFetch, renderWithStore, signedIn } from '../../test/utils';
import { MIN_MAX } from '../../test/sportsFixtures';
import { BetSlip } from './BetSlip';
import type { BetSelection } from './selection';

/**
 * Player protection (issue 17 item 2): the server refuses a bet past the customer's loss or stake
 * limit with 403 and its message; the slip shows that message and stays open.
 */
const selection: BetSelection = {
  rowKey: '1.4000000101:1',
  kind: 'odds',
  side: 'back',
  match: { sportId: 4, competitionId: '4001', matchId: '40000001', eventName: 'India v Australia' },
  marketId: '1.4000000101',
  marketName: 'Match Odds',
  selectionId: '1',
  runnerName: 'India',
  inPlay: false,
  betDelay: 0,
  quote: { kind: 'odds', odds: 1.96 },
};

describe('bet slip: limits of player protection', () => {
  it.each(['Loss limit reached', 'Stake limit reached'])("shows the server's '%s'", async (message) => {
    mockFetch(
      fakeServer({
        'GET /api/get-min-max/dom_1': () => json({ status: true, data: [MIN_MAX] }),
        'POST /api/bet/save2': () => json({ statusCode: 403, error: 'Forbidden', message }, 403),
      }),
    );
    const onClose = vi.fn();
    renderWithStore(<BetSlip selection={selection} live={selection.quote} onClose={onClose} />, {
      ...signedIn(),
      branding: { config: brand },
    });
    await userEvent.type(screen.getByTestId('stake-input'), '200');
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('bet-slip')).toBeTruthy();
  });
});
