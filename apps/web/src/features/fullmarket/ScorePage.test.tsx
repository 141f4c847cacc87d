import type { LiveScore } from '@backlay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderApp, signedIn } from '../../test/utils';
import { liveScore, marketServer } from './test-fixtures';
import { nextTimeline } from './TvPage';

describe('score widget /score/:sportId/:matchId', () => {
  it('shows a compact cricket scoreboard without the header', async () => {
    mockFetch(marketServer());
    renderApp('/score/4/40000001', signedIn());
    expect((await screen.findByTestId('score-summary')).textContent).toBe('India 120/3 (14.2)');
    expect(screen.getByTestId('score-runs').textContent).toBe('120/3');
    expect(screen.getByText('V Kohli')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Recent balls' }).textContent).toBe('104W62');
    expect(screen.queryByTestId('account-bar')).toBeNull();
  });

  it('asks to log in when signed out', async () => {
    mockFetch(marketServer());
    renderApp('/score/4/40000001');
    expect(await screen.findByText('Please Login to view the live feed')).toBeTruthy();
  });

  it('renders tennis and soccer scores', async () => {
    const tennis: LiveScore = {
      matchId: '20000001',
      sportId: 2,
      status: 'inplay',
      teams: ['A Player', 'B Player'],
      summary: 'Player 1-0 Player, 2-1, 30-15',
      tennis: {
        sets: [
          [6, 4],
          [2, 1],
        ],
        games: [2, 1],
        points: ['30', '15'],
        server: 1,
      },
      attribution: 'Tennis data',
    };
    mockFetch(
      marketServer({ 'GET /api/v2/live-score/20000001': () => json({ status: true, data: tennis }) }),
    );
    renderApp('/score/2/20000001', signedIn());
    const row = await screen.findByRole('row', { name: /B Player/ });
    expect(row.textContent).toContain('41');
    expect(screen.getByLabelText('serving')).toBeTruthy();
  });
});

describe('live match view /tv/:sportId/:matchId', () => {
  it('shows the scoreboard and a timeline of what happened', async () => {
    mockFetch(marketServer());
    renderApp('/tv/4/40000001', signedIn());
    await screen.findByTestId('scoreboard');
    await waitFor(() => expect(screen.getByTestId('tv-timeline').textContent).toContain('14.2'));
    expect(screen.getByTestId('tv-timeline').textContent).toContain('2 · India 120/3');
  });

  it('adds a timeline entry per new ball and lists soccer goals', () => {
    const first = nextTimeline([], liveScore);
    expect(first).toHaveLength(1);
    expect(nextTimeline(first, liveScore)).toHaveLength(1);
    const next = nextTimeline(first, {
      ...liveScore,
      cricket: {
        ...liveScore.cricket!,
        overs: '14.3',
        runs: 124,
        recentBalls: ['0', '4', 'W', '6', '2', '4'],
      },
    });
    expect(next.map((i) => i.at)).toEqual(['14.3', '14.2']);
    expect(next[0]!.tone).toBe('boundary');

    const soccer: LiveScore = {
      matchId: '1',
      sportId: 1,
      status: 'inplay',
      teams: ['Home', 'Away'],
      summary: "Home 1-1 Away (60')",
      soccer: {
        minute: 60,
        score: [1, 1],
        goals: [
          { minute: 12, team: 0, scorer: 'Striker' },
          { minute: 55, team: 1, scorer: 'Winger' },
        ],
      },
      attribution: '',
    };
    expect(nextTimeline([], soccer).map((i) => i.text)).toEqual([
      'Goal! Winger (Away)',
      'Goal! Striker (Home)',
    ]);
  });
});
