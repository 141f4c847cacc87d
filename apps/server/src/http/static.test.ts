import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('the built SPA', () => {
  let t: TestApp;
  const js = 'console.log("backlay");'.repeat(100);
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'backlay-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Loading…</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets/app-1.js'), js);
    writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(js));
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('serves index.html at / with the security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("writes the host's brand into index.html so the site need not ask for it (issue 18)", async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    const brand = await t.app.inject({ url: '/api/domain/host/localhost' });
    const embedded = /<script type="application\/json" id="brand-config">(.*?)<\/script>/.exec(res.body);
    expect(embedded).not.toBeNull();
    expect(JSON.parse(embedded![1]!)).toEqual(brand.json());
    expect(res.body).toContain(`<title>${brand.json<{ title: string }>().title}</title>`);
    expect((await t.app.inject({ url: '/index.html' })).body).toBe(res.body);
  });

  it('leaves index.html unbranded for a host it does not know', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'nobody.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('brand-config');
    expect(res.body).toContain('<title>Loading…</title>');
  });

  it('compresses a JSON answer over 1 KB for a client that accepts it, and not a small one (issue 18)', async () => {
    const list = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(list.rawPayload).toString()).toBe(plain.body);
    expect(plain.body.length).toBeGreaterThan(1024);
    const small = await t.app.inject({ url: '/api/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends assets pre-compressed and cacheable for a year', async () => {
    const br = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });
});
