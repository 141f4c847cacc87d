import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithStore } from '../../test/utils';
import { ProtectionPanel } from './ProtectionPanel';

const limit = (kind: 'loss' | 'stake', period: 'day' | 'week' | 'month', amount: number | null) => ({
  kind,
  period,
  amount,
  used: 40,
  remaining: amount === null ? null : amount - 40,
  periodStartMs: 0,
  periodEndMs: 1,
  pending: null,
});

const protection = (selfExcludedUntilMs: number | null) =>
  json({
    status: true,
    data: {
      timeZone: 'Asia/Kolkata',
      limits: [limit('loss', 'day', 500), limit('stake', 'week', null)],
      sessionLimit: { minutes: 60, pending: null },
      realityCheckMinutes: 15,
      timeoutUntilMs: null,
      selfExcludedUntilMs,
      events: [
        { at: '2026-11-20T10:00:00.000Z', actor: 'customer', action: 'limit.set', detail: { amount: 500 } },
      ],
    },
  });

describe('ProtectionPanel (issue 17 item 7)', () => {
  it("shows a customer's limits, usage and changes; no lift without a self-exclusion", async () => {
    mockFetch(() => protection(null));
    renderWithStore(<ProtectionPanel userId="u1" isAdmin />);
    const limits = await screen.findByRole('region', { name: 'Money limits' });
    expect(limits.textContent).toContain('Loss, Day');
    expect(limits.textContent).toContain('500.00');
    expect(screen.getByText('Session limit: 60 minutes')).toBeTruthy();
    expect(screen.getByText('Reality check: every 15 minutes')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Protection changes, newest first' }).textContent).toContain(
      'limit.set',
    );
    expect(screen.queryByRole('button', { name: 'Lift self-exclusion' })).toBeNull();
  });

  it('lets an Admin lift a self-exclusion with a required remark; an agent gets no form', async () => {
    const posted: unknown[] = [];
    mockFetch(async (request) => {
      if (request.method === 'POST') {
        posted.push({ path: new URL(request.url).pathname, body: await request.json() });
        return json({ status: true, message: 'Self-exclusion lifted' });
      }
      return protection(Date.UTC(2027, 5, 1));
    });
    const { unmount } = renderWithStore(<ProtectionPanel userId="u1" isAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lift self-exclusion' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A remark is required.');
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByLabelText('Reason for lifting the self-exclusion'), {
      target: { value: 'Asked in writing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lift self-exclusion' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: '/api/admin/users/u1/self-exclusion/lift',
      body: { remark: 'Asked in writing' },
    });
    unmount();
    renderWithStore(<ProtectionPanel userId="u1" isAdmin={false} />);
    await screen.findByRole('region', { name: 'Money limits' });
    expect(screen.queryByRole('button', { name: 'Lift self-exclusion' })).toBeNull();
  });
});
