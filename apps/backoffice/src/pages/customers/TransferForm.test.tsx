import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithStore } from '../../test/utils';
import { TransferForm } from './TransferForm';

const ok = (balance: number) =>
  json({
    status: true,
    message: 'Balance credited',
    data: { transferId: 't1', userName: 'player1', direction: 'credit', amount: 10, balance },
  });

function fill(amount: string, remark: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Remark'), { target: { value: remark } });
  fireEvent.click(screen.getByRole('button', { name: 'Credit balance' }));
}

describe('TransferForm', () => {
  it('reuses the Idempotency-Key when one submission is retried, and takes a new one for the next', async () => {
    const keys: string[] = [];
    const bodies: unknown[] = [];
    let calls = 0;
    mockFetch(async (request) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      bodies.push(await request.json());
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ok(100 + calls);
    });
    renderWithStore(<TransferForm userName="player1" />);

    fill('10', 'top-up');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('cannot be reached'),
    );
    // The retry of the same submission: the same body, the same key.
    fireEvent.click(screen.getByRole('button', { name: 'Credit balance' }));
    expect(await screen.findByText(/New balance: 102.00/)).toBeTruthy();
    // The next submission, even with the same amount and remark, is a new key.
    fill('10', 'top-up');
    expect(await screen.findByText(/New balance: 103.00/)).toBeTruthy();

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(bodies[0]).toEqual({ userName: 'player1', amount: 10, direction: 'credit', remark: 'top-up' });
  });

  it('takes a new key when the body changes after a failure', async () => {
    const keys: string[] = [];
    mockFetch((request) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      return json({ status: false, message: 'Insufficient balance' }, 400);
    });
    renderWithStore(<TransferForm userName="player1" />);
    fill('10', 'first');
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    fill('11', 'first');
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Credit balance' })).toHaveProperty('disabled', false),
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('requires a remark and sends nothing without one', async () => {
    const fetch = mockFetch(() => ok(1));
    renderWithStore(<TransferForm userName="player1" />);
    fill('5', '   ');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'A remark is required for every credit and debit.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
