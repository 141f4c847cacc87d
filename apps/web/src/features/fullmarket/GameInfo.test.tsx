import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderApp } from '../../test/utils';
import { gameStatusLabel, gameTimeLabel, NOT_STARTED } from './GameInfo';
import { MO, PAGE, TIED, eventRow, marketServer, matchOdds, tiedMatch } from './test-fixtures';

/** Game Details of the full market page (docs/rules/specification.md §2 Full market page; issue 19 item 6). */

// Local time, so the expected label does not depend on the machine's time zone.
const START = new Date(2030, 5, 15, 14, 30).toISOString(); // a Saturday, years from today
const PRE_MATCH_PAGE = PAGE.replace('inplay=true', 'inplay=false').replace(
  'gameTime=2026-01-01%2010:00',
  `gameTime=${encodeURIComponent(START)}`,
);

/** The page's server with the match not yet started: the row and Match Odds say not in play. */
const preMatchServer = (inplay: { value: boolean }) =>
  marketServer({
    'GET /api/v2/get-matches-by-eventid/4': () =>
      json({ status: true, data: [{ ...eventRow, openDate: START, inPlay: inplay.value }] }),
    [`GET /api/v2/fetch-market-odds/4/4001/40000001/${MO},${TIED}`]: () =>
      json({ status: true, data: [tiedMatch, matchOdds({ inplay: inplay.value, betDelay: 0 })] }),
  });

describe('game details', () => {
  it('before the start: the status is not OPEN nor Game Started, and the game time reads for people', async () => {
    mockFetch(preMatchServer({ value: false }));
    renderApp(PRE_MATCH_PAGE);
    expect((await screen.findByTestId('game-status')).textContent).toBe('SUSPENDED');
    await screen.findByTestId(`market-${MO}`);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe(NOT_STARTED));
    expect(screen.getByTestId('game-status').className).not.toContain('is-live');
    const time = screen.getByTestId('game-time');
    expect(time.textContent).toBe('Sat 15 Jun 14:30');
    expect(time.querySelector('time')?.getAttribute('dateTime')).toBe(START);
  });

  it('in play with the market open: Game Started, marked live', async () => {
    mockFetch(marketServer());
    renderApp(PAGE);
    await screen.findByTestId(`market-${MO}`);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('Game Started'));
    expect(screen.getByTestId('game-status').className).toContain('is-live');
    // The row's openDate (ISO) is formatted, never shown raw.
    expect(screen.getByTestId('game-time').textContent).not.toContain('T10:00');
    expect(screen.getByTestId('game-time').textContent).toMatch(
      /^(Today|Tomorrow|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}) \d{2}:\d{2}$/,
    );
  });

  it('the status label: SUSPENDED while unknown, Game Started only open and in play', () => {
    expect(gameStatusLabel(undefined, true)).toBe('SUSPENDED');
    expect(gameStatusLabel('OPEN', false)).toBe(NOT_STARTED);
    expect(gameStatusLabel('OPEN', true)).toBe('Game Started');
    expect(gameStatusLabel('SUSPENDED', true)).toBe('SUSPENDED');
    expect(gameStatusLabel('CLOSED', false)).toBe('CLOSED');
  });

  it('the time label: the open date as the event lists show it; non-dates as sent; nothing as a dash', () => {
    const now = new Date(2030, 5, 15, 9, 0).getTime();
    expect(gameTimeLabel(START, now)).toBe('Today 14:30');
    expect(gameTimeLabel(new Date(2030, 5, 16, 9, 5).toISOString(), now)).toBe('Tomorrow 09:05');
    expect(gameTimeLabel('soon', now)).toBe('soon');
    expect(gameTimeLabel('', now)).toBe('–');
  });
});
