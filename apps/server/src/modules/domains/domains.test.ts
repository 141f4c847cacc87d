import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('brands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('looks a brand up by host name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/domain/host/aura.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      domain: 'aura.localhost',
      title: 'Aura Exchange',
      layout: 'aura',
      status: 'active',
      logoUrl: '/api/domain/assets/aura.localhost/logo.svg',
    });
  });

  it('ignores port and case in the host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/domain/host/Square.LocalHost:3000' });
    expect(res.json()).toMatchObject({ title: 'Square Bet', layout: 'tamannahSquare' });
  });

  it('answers a suspended brand with its status so the site can show /notfound', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/domain/host/suspended.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('suspend');
  });

  it('answers an unknown host with 404 and a clear message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/domain/host/nobody.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown domain: nobody.example');
  });

  it('serves each brand its own logo and favicon', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/api/domain/assets/aura.localhost/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('Aura Exchange');
    expect(logo.body).toContain('#6d28d9');
    const icon = await t.app.inject({ method: 'GET', url: '/api/domain/assets/localhost/favicon.svg' });
    expect(icon.body).toContain('>B<');
    const bad = await t.app.inject({ method: 'GET', url: '/api/domain/assets/localhost/evil.svg' });
    expect(bad.statusCode).toBe(400);
  });

  it('resolves the tenant from header d (id or host), falling back to Host', async () => {
    const aura = (await t.app.inject({ method: 'GET', url: '/api/domain/host/aura.localhost' })).json();
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers,
        payload: { userName: 'demo@Aura Exchange', password: 'Demo@123', deviceIp: '' },
      });
    expect((await signIn({ d: aura._id })).statusCode).toBe(200);
    expect((await signIn({ d: 'aura.localhost' })).statusCode).toBe(200);
    expect((await signIn({ host: 'aura.localhost:3000' })).statusCode).toBe(200);
    // The demo user name belongs to Aura, so on the default brand it is unknown.
    expect((await signIn({ d: 'localhost' })).statusCode).toBe(401);
    const unknown = await signIn({ d: 'nobody.example' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown domain: nobody.example');
  });

  it('refuses sign-in on a suspended brand', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { d: 'suspended.localhost' },
      payload: { userName: 'demo@Closed Site', password: 'Demo@123', deviceIp: '' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This site is suspended.');
  });
});
