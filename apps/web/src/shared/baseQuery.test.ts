import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/utils';
import { applySessionHeaders, createBaseQuery, type SessionView } from './baseQuery';
import { sessionExpired } from './sessionEvents';

const anonymous: SessionView = { auth: { accessToken: null }, branding: { config: { _id: 'dom_9' } } };
const signedIn: SessionView = { auth: { accessToken: 'tok_1' }, branding: { config: { _id: 'dom_9' } } };

function fakeApi(state: SessionView, endpoint = 'getUserDetails') {
  const dispatch = vi.fn();
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch,
    getState: () => state,
    extra: undefined,
    endpoint,
    type: 'query',
  };
  return { api, dispatch };
}

describe('applySessionHeaders', () => {
  it('sends only d = host name when anonymous', () => {
    const headers = applySessionHeaders(new Headers(), anonymous, 'aura.localhost');
    expect(headers.get('d')).toBe('aura.localhost');
    expect(headers.has('User-Token')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the token twice and d = brand id when signed in', () => {
    const headers = applySessionHeaders(new Headers(), signedIn, 'aura.localhost');
    expect(headers.get('User-Token')).toBe('tok_1');
    expect(headers.get('Authorization')).toBe('Bearer tok_1');
    expect(headers.get('d')).toBe('dom_9');
  });
});

describe('createBaseQuery', () => {
  const query = createBaseQuery({ baseUrl: '/api' });

  it('calls /api with the session headers and returns the JSON body', async () => {
    const fetch = mockFetch(() => json({ ok: 1 }));
    const { api } = fakeApi(signedIn);
    const result = await query('auth/letest-user-details', api, {});
    expect(result).toMatchObject({ data: { ok: 1 } });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/letest-user-details');
    expect(request.headers.get('User-Token')).toBe('tok_1');
    expect(request.headers.get('Authorization')).toBe('Bearer tok_1');
    expect(request.headers.get('d')).toBe('dom_9');
  });

  it('anonymous calls carry d = window.location.hostname', async () => {
    const fetch = mockFetch(() => json({}));
    await query('domain/host/x', fakeApi(anonymous).api, {});
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.headers.get('d')).toBe(window.location.hostname);
    expect(request.headers.has('User-Token')).toBe(false);
  });

  it('maps a network failure to FETCH_ERROR', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await query('x', fakeApi(anonymous).api, {});
    expect(result.error?.status).toBe('FETCH_ERROR');
  });

  it('maps an unparsable answer to PARSING_ERROR', async () => {
    mockFetch(
      () => new Response('<html>oops', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const result = await query('x', fakeApi(anonymous).api, {});
    expect(result.error?.status).toBe('PARSING_ERROR');
  });

  it('maps a timed-out call to TIMEOUT_ERROR', async () => {
    const timed = createBaseQuery({ baseUrl: '/api', timeout: 20 });
    mockFetch(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
        }),
    );
    const result = await timed('slow', fakeApi(anonymous).api, {});
    expect(result.error?.status).toBe('TIMEOUT_ERROR');
  });

  it('returns non-2xx answers as {status, data}', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' };
    mockFetch(() => json(body, 429));
    const result = await query('x', fakeApi(anonymous).api, {});
    expect(result.error).toEqual({ status: 429, data: body });
  });

  it('signals session expiry on a 401 to a signed-in call', async () => {
    mockFetch(() => json({ statusCode: 401, error: 'Unauthorized', message: 'no' }, 401));
    const { api, dispatch } = fakeApi(signedIn);
    await query('auth/letest-user-details', api, {});
    expect(dispatch).toHaveBeenCalledWith(sessionExpired());
  });

  it('does not signal expiry for the sign-in call or anonymous calls', async () => {
    mockFetch(() =>
      json({ statusCode: 401, error: 'Unauthorized', message: 'Invalid Id or Password!' }, 401),
    );
    const signIn = fakeApi(signedIn, 'signIn');
    await query({ url: 'auth/signin', method: 'POST', body: {} }, signIn.api, {});
    const anon = fakeApi(anonymous);
    await query('x', anon.api, {});
    expect(signIn.dispatch).not.toHaveBeenCalled();
    expect(anon.dispatch).not.toHaveBeenCalled();
  });
});
