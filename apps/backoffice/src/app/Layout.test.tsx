import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithStore } from '../test/utils';
import { Layout } from './Layout';

const me = (isAdmin: boolean) => ({
  status: true,
  data: {
    _id: 'op1',
    userName: isAdmin ? 'admin1' : 'agent1',
    name: 'Op',
    role: isAdmin ? 'Admin' : 'Agent',
    domainId: 'dom_1',
    domain: 'localhost',
    creatableRoles: ['User'],
    isAdmin,
  },
});

describe('Layout', () => {
  it('shows an Agent only the Customers section', async () => {
    mockFetch(() => json(me(false)));
    renderWithStore(<Layout />);
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Customers']);
  });

  it('shows an Admin every section, with the token and brand headers on the call', async () => {
    const fetch = mockFetch(() => json(me(true)));
    renderWithStore(<Layout />);
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Customers',
      'Stake limits',
      'Brands',
      'Markets',
      'Casino',
      'Reports',
      'Audit',
    ]);
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.headers.get('User-Token')).toBe('tok_1');
    expect(request.headers.get('d')).toBe('dom_1');
  });

  it('ends the session when the server answers 401', async () => {
    mockFetch(() => json({ status: false, message: 'Session expired!' }, 401));
    const { store } = renderWithStore(<Layout />);
    await screen.findByRole('alert');
    expect(store.getState().session).toMatchObject({ token: null, endedBecause: 'Session expired!' });
  });
});
