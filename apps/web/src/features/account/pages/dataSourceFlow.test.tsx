import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithStore, signedIn } from '../../../test/utils';
import { BetHistoryPage } from './BetHistoryPage';
import { BET, endOf, paged, recordingServer, startOf, today } from './testData';

describe('bet history with the data source selector', () => {
  it('starts on LIVE DATA (today), settled, all sports, page 1 of 10', async () => {
    const { server, calls } = recordingServer('/api/bet/history/test/', () => paged([BET], 1, 3));
    mockFetch(server);
    renderWithStore(<BetHistoryPage today={today} />, signedIn());
    expect(await screen.findByText('India v Australia')).toBeTruthy();
    expect(calls[0]).toEqual({
      path: '/api/bet/history/test/1/10',
      body: { status: 'settled', sportsName: '', from: startOf(2026, 3, 15), to: endOf(2026, 3, 15) },
    });
    expect((screen.getByTestId('data-source') as HTMLSelectElement).value).toBe('live');
    expect((screen.getByTestId('date-from') as HTMLInputElement).value).toBe('2026-03-15');
    expect(screen.getByTestId('page-size')).toHaveProperty('value', '10');
    const row = screen.getByTestId('list-row');
    expect(within(row).getByText('Back')).toBeTruthy();
    expect(within(row).getByText('90.00')).toBeTruthy();
  });

  it('BACKUP and OLD DATA set the dates; editing a date resets the selector; every change goes to page 1', async () => {
    const { server, calls } = recordingServer('/api/bet/history/test/', () => paged([BET], 1, 3));
    mockFetch(server);
    renderWithStore(<BetHistoryPage today={today} />, signedIn());
    await screen.findByText('India v Australia');
    const last = () => calls.at(-1)!;

    fireEvent.change(screen.getByTestId('data-source'), { target: { value: 'backup' } });
    await waitFor(() =>
      expect(last().body).toMatchObject({ from: startOf(2026, 2, 12), to: endOf(2026, 3, 14) }),
    );
    expect((screen.getByTestId('date-from') as HTMLInputElement).value).toBe('2026-02-12');
    expect((screen.getByTestId('date-to') as HTMLInputElement).value).toBe('2026-03-14');

    fireEvent.change(screen.getByTestId('data-source'), { target: { value: 'old' } });
    await waitFor(() =>
      expect(last().body).toMatchObject({ from: startOf(2025, 12, 14), to: endOf(2026, 3, 14) }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last().path).toBe('/api/bet/history/test/2/10'));

    fireEvent.change(screen.getByTestId('date-from'), { target: { value: '2026-03-01' } });
    expect((screen.getByTestId('data-source') as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(last().path).toBe('/api/bet/history/test/1/10'));
    expect(last().body).toMatchObject({ from: startOf(2026, 3, 1), to: endOf(2026, 3, 14) });

    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(last().path).toBe('/api/bet/history/test/3/10'));
    fireEvent.change(screen.getByTestId('bet-status'), { target: { value: 'unsettled' } });
    await waitFor(() =>
      expect(last()).toMatchObject({ path: '/api/bet/history/test/1/10', body: { status: 'unsettled' } }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last().path).toBe('/api/bet/history/test/2/10'));
    fireEvent.change(screen.getByTestId('page-size'), { target: { value: '25' } });
    await waitFor(() => expect(last().path).toBe('/api/bet/history/test/1/25'));
    fireEvent.change(screen.getByTestId('bet-sport'), { target: { value: 'Casino' } });
    await waitFor(() => expect(last().body).toMatchObject({ sportsName: 'Casino' }));
  });

  it('does not ask the server when From is after To', async () => {
    const { server, calls } = recordingServer('/api/bet/history/test/', () => paged([]));
    mockFetch(server);
    renderWithStore(<BetHistoryPage today={today} />, signedIn());
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.change(screen.getByTestId('date-from'), { target: { value: '2026-03-20' } });
    expect((await screen.findByTestId('list-status')).textContent).toBe(
      'The From date must not be after the To date.',
    );
    expect(calls).toHaveLength(1);
  });
});
