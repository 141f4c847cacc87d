import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('the built SPA', () => {
  let t: TestApp;
  const js = 'console.log("backlay");'.repeat(100);
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'backlay-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Backlay</title>');
    writeFileSync(join(dist, 'assets/app-1.js'), js);
    writeFileSync(join(dist, 'assets/app-1.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets/app-1.js.gz'), gzipSync(js));
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => t.close());

  it('serves index.html at / with the security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Backlay</title>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
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
