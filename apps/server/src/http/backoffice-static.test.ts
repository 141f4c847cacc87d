import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** The back office's SPA at /backoffice/ beside the customer site's at / (issue 16). */
describe('the built back office', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'backlay-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Customer site</title>');
    const backoffice = mkdtempSync(join(tmpdir(), 'backlay-backoffice-'));
    mkdirSync(join(backoffice, 'assets'));
    writeFileSync(join(backoffice, 'index.html'), '<!doctype html><title>Back office</title>');
    writeFileSync(join(backoffice, 'assets/bo-1.js'), 'console.log("back office");');
    t = await createTestApp({ webDistDir: web, backofficeDistDir: backoffice });
  });
  afterAll(() => t.close());

  it('serves its index.html at /backoffice/ and the customer site still at /', async () => {
    const res = await t.app.inject({ url: '/backoffice/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Back office</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // The customer site's index.html, with the host's brand as its title (issue 18).
    const site = await t.app.inject({ url: '/', headers: { host: 'unknown.example' } });
    expect(site.body).toContain('<title>Customer site</title>');
  });

  it('redirects /backoffice to /backoffice/ and serves its assets for a year', async () => {
    const bare = await t.app.inject({ url: '/backoffice' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/backoffice/');
    const asset = await t.app.inject({ url: '/backoffice/assets/bo-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("back office");');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a file the build does not have, and leaves the API alone', async () => {
    expect((await t.app.inject({ url: '/backoffice/assets/missing.js' })).statusCode).toBe(404);
    const me = await t.app.inject({ url: '/api/admin/me' });
    expect(me.statusCode).toBe(401);
  });
});
