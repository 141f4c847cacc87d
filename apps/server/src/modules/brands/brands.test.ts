import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, countRows, createTestApp, signedIn, type TestApp } from '../../test/harness';
import { signInAs } from '../account/test-kit';
import { insertDomain } from '../domains/index';
import { searchAudit } from '../operators/index';
import { seedDemo } from '../../seed/demo';
import { hashPassword, insertUser } from '../users/index';
import { checkSvg } from './index';

/** The back office's brands section (issue 16 item 2; docs/backoffice.md "Brands"). */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string, attrs = '') =>
  Buffer.from(`<svg ${SVG_NS} width="10" height="10"${attrs}>${body}</svg>`).toString('base64');
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('brands (issue 16 item 2)', () => {
  let t: TestApp;
  let homeId: string;
  let auraId: string;
  let squareId: string;
  let otherId: string;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let otherAdmin: Record<string, string>;

  const operatorSignIn = async (userName: string, password: string, host = 'localhost') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/signin',
      headers: anonymous(host),
      payload: { userName, password },
    });
    expect(res.statusCode).toBe(200);
    return res.json().userToken as string;
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/admin/${url}`, headers, ...(payload && { payload }) });
  const config = async (host: string) => (await t.app.inject({ url: `/api/domain/host/${host}` })).json();
  const audits = (action: string) => searchAudit(t.handle.db, homeId, { action });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.handle.db;
    homeId = (await config('localhost'))._id;
    auraId = (await config('aura.localhost'))._id;
    squareId = (await config('square.localhost'))._id;
    // A brand with its own Admin that localhost did not create.
    const other = await insertDomain(db, {
      domain: 'other.example',
      title: 'Other',
      layout: 'aura',
      primaryColor: '#000000',
      secondaryColor: '#ffffff',
      backgroundColor: '#eeeeee',
    });
    otherId = other.id;
    await insertUser(db, {
      domain_id: otherId,
      user_name: 'boss',
      name: 'boss',
      password_hash: await hashPassword('Boss@1234'),
      role: 'Admin',
      currency: 'INR',
    });
    admin = signedIn(await operatorSignIn('admin1', 'Admin@123'), homeId);
    agent = signedIn(await operatorSignIn('agent1', 'Agent@123'), homeId);
    otherAdmin = signedIn(await operatorSignIn('boss', 'Boss@1234', 'other.example'), otherId);
  });
  afterAll(() => t.close());

  it("lists the Admin's own brand first, then the brands it created (the demo brands)", async () => {
    const res = await call('GET', 'brands', admin);
    expect(res.statusCode).toBe(200);
    const brands = res.json().data;
    expect(brands.map((b: { domain: string }) => b.domain)).toEqual([
      'localhost',
      'aura.localhost',
      'square.localhost',
      'suspended.localhost',
    ]);
    expect(brands[0]).toMatchObject({ _id: homeId, own: true, parentId: null, title: 'Backlay' });
    expect(brands[1]).toMatchObject({
      _id: auraId,
      own: false,
      parentId: homeId,
      domains: ['aura.localhost'],
      aliases: [],
      layout: 'aura',
      primaryColor: '#6d28d9',
      secondaryColor: '#f9a8d4',
      backgroundColor: '#faf5ff',
      logoUrl: '/api/domain/assets/aura.localhost/logo.svg',
      logoUploaded: false,
      status: 'active',
      casinoImageKey: 'aurora',
    });
    expect(brands[3].status).toBe('suspend');
    // Another Admin sees only their own brand.
    const theirs = (await call('GET', 'brands', otherAdmin)).json().data;
    expect(theirs.map((b: { domain: string }) => b.domain)).toEqual(['other.example']);
  });

  it('refuses an Agent (403) and a caller without an operator token (401) on every route', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', 'brands'],
      [
        'POST',
        'brands',
        {
          domain: 'x.example',
          title: 'X',
          layout: 'aura',
          primaryColor: '#000000',
          secondaryColor: '#000000',
          backgroundColor: '#000000',
        },
      ],
      ['PUT', `brands/${homeId}`, { title: 'Agent was here' }],
      ['PUT', `brands/${auraId}/status`, { status: 'suspend' }],
      ['PUT', `brands/${homeId}/logo`, { contentType: 'image/png', dataBase64: b64(PNG) }],
      ['GET', `brands/${homeId}/notices`],
      ['POST', `brands/${homeId}/notices`, { notice: 'hi' }],
      ['GET', `brands/${homeId}/banners`],
      ['POST', `brands/${homeId}/banners`, { contentType: 'image/png', dataBase64: b64(PNG) }],
    ];
    for (const [method, url, payload] of routes) {
      const denied = await call(method, url, agent, payload);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().message).toBe('This action needs the Admin role');
      expect((await call(method, url, anonymous(), payload)).statusCode).toBe(401);
    }
    expect((await config('localhost')).title).toBe('Backlay');
  });

  it('answers 404 for a brand the Admin does not manage, on every route, and changes nothing', async () => {
    const before = await config('other.example');
    for (const id of [otherId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
        ['PUT', `brands/${id}`, { primaryColor: '#123456' }],
        ['PUT', `brands/${id}/status`, { status: 'suspend' }],
        ['PUT', `brands/${id}/logo`, { contentType: 'image/png', dataBase64: b64(PNG) }],
        ['GET', `brands/${id}/notices`],
        ['POST', `brands/${id}/notices`, { notice: 'hello' }],
        ['GET', `brands/${id}/banners`],
        ['POST', `brands/${id}/banners`, { contentType: 'image/png', dataBase64: b64(PNG) }],
      ];
      for (const [method, url, payload] of routes) {
        const res = await call(method, url, admin, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(`Unknown brand: ${id}`);
      }
    }
    // And the other way round: their Admin cannot touch localhost's brands.
    expect((await call('PUT', `brands/${auraId}`, otherAdmin, { title: 'Mine' })).statusCode).toBe(404);
    expect(await config('other.example')).toEqual(before);
    expect((await config('aura.localhost')).title).toBe('Aura Exchange');
  });

  it('creates a brand with aliases, served at once on each host, with the default stake limits', async () => {
    const res = await call('POST', 'brands', admin, {
      domain: 'New.Example.com',
      aliases: ['www.new.example.com'],
      title: '  New Brand ',
      layout: 'tamannahSquare',
      primaryColor: '#AA0000',
      secondaryColor: '#00aa00',
      backgroundColor: '#0000aa',
    });
    expect(res.statusCode).toBe(200);
    const brand = res.json().data;
    expect(brand).toMatchObject({
      domain: 'new.example.com',
      domains: ['new.example.com', 'www.new.example.com'],
      title: 'New Brand',
      layout: 'tamannahSquare',
      primaryColor: '#aa0000',
      status: 'active',
      parentId: homeId,
      own: false,
    });
    const site = await config('new.example.com');
    expect(site).toMatchObject({ _id: brand._id, title: 'New Brand', primaryColor: '#aa0000' });
    expect((await config('www.new.example.com'))._id).toBe(brand._id);
    const limits = await t.app.inject({
      url: `/api/get-min-max/${brand._id}`,
      headers: anonymous('www.new.example.com'),
    });
    expect(limits.statusCode).toBe(200);
    expect(limits.json().data[0]).toMatchObject({ oddsMin: expect.any(Number), delay: expect.any(Number) });
    const [entry] = await audits('brand.create');
    expect(entry).toMatchObject({
      actorName: 'admin1',
      target: 'brand:new.example.com',
      after: {
        domain: 'new.example.com',
        aliases: ['www.new.example.com'],
        primaryColor: '#aa0000',
        parentId: homeId,
      },
    });
    expect(
      (await call('GET', 'brands', admin)).json().data.map((b: { domain: string }) => b.domain),
    ).toContain('new.example.com');
  });

  it('refuses a bad host name, colour, layout or a host in use, and changes nothing', async () => {
    const good = {
      domain: 'fine.example',
      title: 'Fine',
      layout: 'aura',
      primaryColor: '#000000',
      secondaryColor: '#111111',
      backgroundColor: '#222222',
    };
    const domains = await countRows(t.handle.db, 'domains');
    const auditRows = await countRows(t.handle.db, 'operator_audit');
    const refused: [object, number, string?][] = [
      [{ domain: 'bad_host!' }, 400, 'domain must be a host name'],
      [{ domain: '-lead.example' }, 400, 'domain must be a host name'],
      [{ domain: 'a..b' }, 400, 'domain must be a host name'],
      [{ domain: `${'a'.repeat(64)}.example` }, 400, 'domain must be a host name'],
      [{ domain: '0d3c8e3a-1111-4222-8333-444455556666' }, 400, 'domain must be a host name'],
      [{ aliases: ['fine.example'] }, 400, 'aliases must not repeat the main domain'],
      [{ aliases: ['x y'] }, 400, 'aliases[0] must be a host name'],
      [{ primaryColor: '#12345' }, 400],
      [{ secondaryColor: 'red' }, 400],
      [{ backgroundColor: '#gggggg' }, 400],
      [{ layout: 'modern' }, 400],
      [{ title: '   ' }, 400, 'title must be 1-60 characters'],
      [{ domain: 'AURA.localhost' }, 409, 'Domain already in use: aura.localhost'],
      [{ aliases: ['www.new.example.com'] }, 409, 'Domain already in use: www.new.example.com'],
    ];
    for (const [change, status, message] of refused) {
      const res = await call('POST', 'brands', admin, { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      if (message) expect(res.json().message).toContain(message);
    }
    expect(await countRows(t.handle.db, 'domains')).toBe(domains);
    expect(await countRows(t.handle.db, 'operator_audit')).toBe(auditRows);
  });

  it("changes a brand's colours and the customer site reads them at once (GET domain/host)", async () => {
    expect((await config('localhost')).primaryColor).toBe('#1e3a8a');
    const res = await call('PUT', `brands/${homeId}`, admin, { primaryColor: '#ff0000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      primaryColor: '#ff0000',
      secondaryColor: '#facc15',
      title: 'Backlay',
    });
    const site = await config('localhost');
    expect(site).toMatchObject({ primaryColor: '#ff0000', secondaryColor: '#facc15', title: 'Backlay' });
    // The logo and favicon URLs carry a new version, and the generated logo is in the new colour.
    expect(site.logoUrl).toMatch(/^\/api\/domain\/assets\/localhost\/logo\.svg\?v=\d+$/);
    expect(site.favIconUrl).toMatch(/^\/api\/domain\/assets\/localhost\/favicon\.svg\?v=\d+$/);
    const logo = await t.app.inject({ url: site.logoUrl });
    expect(logo.body).toContain('#ff0000');
    const [entry] = await audits('brand.update');
    expect(entry).toMatchObject({
      target: 'brand:localhost',
      before: { primaryColor: '#1e3a8a' },
      after: { primaryColor: '#ff0000' },
    });
    expect(Object.keys(entry!.after as object)).toEqual(['primaryColor']);
    // A second change gets another version even in the same millisecond.
    await call('PUT', `brands/${homeId}`, admin, { title: 'Backlay Live', layout: 'aura' });
    const again = await config('localhost');
    expect(again).toMatchObject({ title: 'Backlay Live', layout: 'aura', primaryColor: '#ff0000' });
    expect(again.logoUrl).not.toBe(site.logoUrl);
    // Bad values change nothing.
    for (const body of [{ primaryColor: 'blue' }, { layout: 'x' }, {}, { domain: 'no spaces.example' }])
      expect((await call('PUT', `brands/${homeId}`, admin, body)).statusCode).toBe(400);
    expect(await config('localhost')).toEqual(again);
  });

  it('moves a brand to another host and replaces its aliases', async () => {
    const res = await call('PUT', `brands/${squareId}`, admin, {
      domain: 'square2.localhost',
      aliases: ['sq.localhost'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      domain: 'square2.localhost',
      domains: ['square2.localhost', 'sq.localhost'],
    });
    expect((await config('square2.localhost')).logoUrl).toMatch(
      /^\/api\/domain\/assets\/square2\.localhost\/logo\.svg\?v=/,
    );
    expect((await config('sq.localhost'))._id).toBe(squareId);
    expect((await t.app.inject({ url: '/api/domain/host/square.localhost' })).statusCode).toBe(404);
    expect((await call('PUT', `brands/${squareId}`, admin, { domain: 'aura.localhost' })).statusCode).toBe(
      409,
    );
    expect((await call('PUT', `brands/${auraId}`, admin, { aliases: ['sq.localhost'] })).statusCode).toBe(
      409,
    );
    const back = await call('PUT', `brands/${squareId}`, admin, { domain: 'square.localhost', aliases: [] });
    expect(back.json().data.domains).toEqual(['square.localhost']);
    expect((await t.app.inject({ url: '/api/domain/host/sq.localhost' })).statusCode).toBe(404);
  });

  it('suspends a brand: its site answers 403 at once (the tenant cache is cleared), and reactivates it', async () => {
    const banners = () =>
      t.app.inject({ url: `/api/domain/banner/get/${auraId}`, headers: anonymous('aura.localhost') });
    expect((await banners()).statusCode).toBe(200); // the brand is now remembered by the tenant cache
    const res = await call('PUT', `brands/${auraId}/status`, admin, { status: 'suspend' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('suspend');
    const refused = await banners();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This site is suspended.');
    expect((await config('aura.localhost')).status).toBe('suspend');
    expect((await call('PUT', `brands/${auraId}/status`, admin, { status: 'active' })).statusCode).toBe(200);
    expect((await banners()).statusCode).toBe(200);
    const [entry] = await audits('brand.status');
    expect(entry).toMatchObject({ before: { status: 'suspend' }, after: { status: 'active' } });
    // An Admin cannot suspend their own brand (they could not sign in to undo it).
    const own = await call('PUT', `brands/${homeId}/status`, admin, { status: 'suspend' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot suspend your own brand');
    expect((await call('PUT', `brands/${auraId}/status`, admin, { status: 'closed' })).statusCode).toBe(400);
  });

  it('uploads a PNG or SVG logo, served with its type and a version in logoUrl; audits type and size only', async () => {
    const png = await call('PUT', `brands/${auraId}/logo`, admin, {
      contentType: 'image/png',
      dataBase64: b64(PNG),
    });
    expect(png.statusCode).toBe(200);
    const pngUrl = png.json().data.logoUrl as string;
    expect(pngUrl).toMatch(/^\/api\/domain\/assets\/aura\.localhost\/logo\.png\?v=\d+$/);
    expect(png.json().data.logoUploaded).toBe(true);
    expect((await config('aura.localhost')).logoUrl).toBe(pngUrl);
    const served = await t.app.inject({ url: pngUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The asset route also takes the domain id.
    expect(
      (await t.app.inject({ url: `/api/domain/assets/${auraId}/logo.png` })).rawPayload.equals(PNG),
    ).toBe(true);
    expect((await t.app.inject({ url: '/api/domain/assets/aura.localhost/logo.svg' })).body).toContain(
      'Aura Exchange',
    );
    const [entry] = await audits('brand.logo');
    expect(entry).toMatchObject({
      target: 'brand:aura.localhost',
      before: { generated: true },
      after: { contentType: 'image/png', sizeBytes: PNG.length, logoUrl: pngUrl },
    });

    const mark = svg('<circle cx="5" cy="5" r="4" fill="#123456"/>');
    const res = await call('PUT', `brands/${auraId}/logo`, admin, {
      contentType: 'image/svg+xml',
      dataBase64: mark,
    });
    expect(res.statusCode).toBe(200);
    const svgUrl = res.json().data.logoUrl as string;
    expect(svgUrl).toMatch(/^\/api\/domain\/assets\/aura\.localhost\/logo\.svg\?v=\d+$/);
    const servedSvg = await t.app.inject({ url: svgUrl });
    expect(servedSvg.headers['content-type']).toContain('image/svg+xml');
    expect(servedSvg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(servedSvg.headers['content-security-policy']).toContain('sandbox');
    expect(servedSvg.body).toContain('#123456');
    // The PNG is no longer the logo.
    expect((await t.app.inject({ url: '/api/domain/assets/aura.localhost/logo.png' })).statusCode).toBe(404);
    const [second] = await audits('brand.logo');
    expect(second!.before).toEqual({ contentType: 'image/png', sizeBytes: PNG.length });
    expect(JSON.stringify(second)).not.toContain(mark.slice(0, 20));
  });

  it('refuses an oversize image, a fake PNG and a scripted or malformed SVG (400), and keeps the logo', async () => {
    const before = await config('aura.localhost');
    const auditRows = await countRows(t.handle.db, 'operator_audit');
    const big = Buffer.concat([PNG, Buffer.alloc(200 * 1024 + 1 - PNG.length)]);
    const bad: [string, string, string][] = [
      ['image/png', b64(big), 'The image is larger than 200 KB'],
      ['image/png', b64(Buffer.from('GIF89a not a png at all, really not one')), 'The image is not a PNG'],
      ['image/png', 'not base64!!', 'dataBase64 is not valid base64'],
      ['image/jpeg', b64(PNG), 'contentType'],
      ['image/svg+xml', svg('<script>alert(1)</script>'), 'it contains <script>'],
      ['image/svg+xml', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>'), '<script>'],
      ['image/svg+xml', svg('', ' onload="alert(1)"'), 'event handler attribute (onload)'],
      ['image/svg+xml', svg('<rect ONCLICK="x" width="1" height="1"/>'), 'event handler attribute'],
      [
        'image/svg+xml',
        svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
        'script or data URL',
      ],
      [
        'image/svg+xml',
        svg('<a xmlns:x="http://www.w3.org/1999/xlink" x:href="  jav&#x61;script:alert(1)"/>'),
        'script or data URL',
      ],
      ['image/svg+xml', svg('<image href="data:text/html,&lt;script&gt;"/>'), 'script or data URL'],
      ['image/svg+xml', svg('<style>a { background: url("javascript:x") }</style>'), 'style sheet'],
      ['image/svg+xml', svg('<set attributeName="onmouseover" to="alert(1)"/>'), 'event handler'],
      ['image/svg+xml', svg('<foreignObject><p>hi</p></foreignObject>'), '<foreignObject>'],
      ['image/svg+xml', b64(Buffer.from('<html><body>hi</body></html>')), 'root element must be <svg'],
      ['image/svg+xml', b64(Buffer.from('<svg>no namespace</svg>')), 'root element must be <svg'],
      ['image/svg+xml', b64(Buffer.from(`<svg ${SVG_NS}><rect></svg>`)), 'not well-formed XML'],
      [
        'image/svg+xml',
        b64(Buffer.from(`<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG_NS}>&x;</svg>`)),
        'DOCTYPE',
      ],
      [
        'image/svg+xml',
        b64(Buffer.from(`<?xml-stylesheet href="x.css"?><svg ${SVG_NS}/>`)),
        'processing instruction',
      ],
      ['image/svg+xml', b64(Buffer.from([0xff, 0xfe, 0x3c, 0x00])), 'not UTF-8'],
    ];
    for (const [contentType, dataBase64, message] of bad) {
      const res = await call('PUT', `brands/${auraId}/logo`, admin, { contentType, dataBase64 });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await config('aura.localhost')).toEqual(before);
    expect(await countRows(t.handle.db, 'operator_audit')).toBe(auditRows);
    expect((await t.app.inject({ url: before.logoUrl })).body).toContain('#123456');
  });

  it('checks SVG text the way a browser reads it', () => {
    expect(() =>
      checkSvg(Buffer.from(`<?xml version="1.0"?>\n<svg ${SVG_NS}><text>javascript: the word</text></svg>`)),
    ).not.toThrow();
    expect(() =>
      checkSvg(Buffer.from(`<svg ${SVG_NS}><image href="data:image/png;base64,AAAA"/></svg>`)),
    ).not.toThrow();
    expect(() => checkSvg(Buffer.from(`<svg ${SVG_NS}><a href="java\tscript:x"/></svg>`))).toThrow(
      'script or data URL',
    );
    expect(() => checkSvg(Buffer.from(`<svg ${SVG_NS}><a href="data:image/svg+xml,x"/></svg>`))).toThrow(
      'script or data URL',
    );
    expect(() => checkSvg(Buffer.from(''))).toThrow();
  });

  it("manages the news ticker: the Admin's notices reach the brand's customers; deletion is audited", async () => {
    const player = await signInAs(t, 'player1', 'Player@123');
    const ticker = async () =>
      (await t.app.inject({ url: `/api/domain/notice/get/${homeId}`, headers: player.headers }))
        .json()
        .data.map((n: { notice: string }) => n.notice);
    const created = await call('POST', `brands/${homeId}/notices`, admin, {
      notice: '  Maintenance at 02:00 UTC ',
    });
    expect(created.statusCode).toBe(200);
    const notice = created.json().data;
    expect(notice).toMatchObject({ notice: 'Maintenance at 02:00 UTC', createdBy: 'admin1' });
    // player1's creator is agent1, yet the Admin's notice is the brand's: shown to every customer.
    expect(await ticker()).toContain('Maintenance at 02:00 UTC');
    const list = (await call('GET', `brands/${homeId}/notices`, admin)).json().data;
    expect(list[0]).toMatchObject({ id: notice.id, createdBy: 'admin1' });
    expect(list.map((n: { createdBy: string }) => n.createdBy)).toContain('agent1');

    const edited = await call('PUT', `brands/${homeId}/notices/${notice.id}`, admin, {
      notice: 'Maintenance at 03:00 UTC',
    });
    expect(edited.json().data.notice).toBe('Maintenance at 03:00 UTC');
    expect(await ticker()).toContain('Maintenance at 03:00 UTC');
    expect(
      (await call('PUT', `brands/${homeId}/notices/${notice.id}`, admin, { notice: '   ' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `brands/${homeId}/notices`, admin, { notice: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    // The notice belongs to localhost: under another managed brand's id it does not exist.
    expect(
      (await call('PUT', `brands/${auraId}/notices/${notice.id}`, admin, { notice: 'moved' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `brands/${auraId}/notices/${notice.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `brands/${otherId}/notices/${notice.id}`, admin)).statusCode).toBe(404);

    const deleted = await call('DELETE', `brands/${homeId}/notices/${notice.id}`, admin);
    expect(deleted.json()).toEqual({ status: true, message: 'Notice deleted' });
    expect(await ticker()).not.toContain('Maintenance at 03:00 UTC');
    expect((await call('DELETE', `brands/${homeId}/notices/${notice.id}`, admin)).statusCode).toBe(404);
    const [del] = await audits('notice.delete');
    expect(del).toMatchObject({
      target: `notice:${notice.id}`,
      before: { brand: 'localhost', notice: 'Maintenance at 03:00 UTC', createdBy: 'admin1' },
      after: null,
    });
    expect((await audits('notice.')).map((a) => a.action)).toEqual([
      'notice.delete',
      'notice.update',
      'notice.create',
    ]);
  });

  it('manages banners: upload, order and schedule; the public reader shows only those in their window, in order', async () => {
    const brand = (
      await call('POST', 'brands', admin, {
        domain: 'banners.example',
        title: 'Banners',
        layout: 'aura',
        primaryColor: '#000000',
        secondaryColor: '#ffffff',
        backgroundColor: '#ffffff',
      })
    ).json().data;
    const now = t.clock.now();
    const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
    const hour = 3_600_000;
    const add = (body: object) => {
      t.clock.advance(1000); // each banner a second younger than the one before
      return call('POST', `brands/${brand._id}/banners`, admin, body);
    };
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ]);
    const second = (
      await add({
        contentType: 'image/png',
        dataBase64: b64(PNG),
        sortOrder: 2,
        startsAt: iso(-hour),
        endsAt: iso(hour),
      })
    ).json().data;
    const first = (await add({ contentType: 'image/jpeg', dataBase64: b64(jpeg), sortOrder: 1 })).json().data;
    const later = (
      await add({ contentType: 'image/webp', dataBase64: b64(webp), sortOrder: 0, startsAt: iso(2 * hour) })
    ).json().data;
    const ended = (
      await add({
        contentType: 'image/svg+xml',
        dataBase64: svg('<rect width="1" height="1"/>'),
        endsAt: iso(-1),
      })
    ).json().data;
    expect(ended.sortOrder).toBe(3); // after the last
    expect(second).toMatchObject({
      sortOrder: 2,
      live: true,
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });
    expect(later.live).toBe(false);
    expect(second.url).toMatch(
      new RegExp(`^/api/domain/assets/${brand._id}/banner-${second.id}\\.png\\?v=\\d+$`),
    );

    const shown = async () =>
      (
        await t.app.inject({
          url: `/api/domain/banner/get/${brand._id}`,
          headers: anonymous('banners.example'),
        })
      )
        .json()
        .data.map((b: { banner: string }) => b.banner);
    expect(await shown()).toEqual([first.url, second.url]);
    const image = await t.app.inject({ url: first.url });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);

    // Two hours on: the first window has closed and the later banner has started.
    t.clock.advance(2 * hour);
    expect(await shown()).toEqual([later.url, first.url]);
    const list = (await call('GET', `brands/${brand._id}/banners`, admin)).json().data;
    expect(list.map((b: { id: string; live: boolean }) => [b.id, b.live])).toEqual([
      [later.id, true],
      [first.id, true],
      [second.id, false],
      [ended.id, false],
    ]);

    // Reorder and reschedule; a bad window or a half image is refused and changes nothing.
    const moved = await call('PUT', `brands/${brand._id}/banners/${second.id}`, admin, {
      sortOrder: 0,
      endsAt: null,
    });
    expect(moved.json().data).toMatchObject({ sortOrder: 0, endsAt: null, live: true });
    // Both at position 0: the older first.
    expect(await shown()).toEqual([second.url, later.url, first.url]);
    for (const body of [
      { startsAt: iso(5 * hour), endsAt: iso(4 * hour) },
      { endsAt: 'tomorrow' },
      { contentType: 'image/png' },
      { contentType: 'image/png', dataBase64: b64(Buffer.from('not a png, not at all, no no no no')) },
    ]) {
      const res = await call('PUT', `brands/${brand._id}/banners/${first.id}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await add({ contentType: 'image/png', dataBase64: b64(PNG), startsAt: iso(hour), endsAt: iso(hour) }))
        .statusCode,
    ).toBe(400);
    // A new image for a banner: a new URL and type.
    const replaced = await call('PUT', `brands/${brand._id}/banners/${first.id}`, admin, {
      contentType: 'image/png',
      dataBase64: b64(PNG),
    });
    expect(replaced.json().data.url).toMatch(/banner-.*\.png\?v=/);
    expect((await t.app.inject({ url: replaced.json().data.url })).headers['content-type']).toBe('image/png');

    // Another brand's banner id is unknown here.
    expect(
      (await call('PUT', `brands/${homeId}/banners/${first.id}`, admin, { sortOrder: 1 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `brands/${brand._id}/banners/${first.id}`, otherAdmin)).statusCode).toBe(
      404,
    );

    const deleted = await call('DELETE', `brands/${brand._id}/banners/${first.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: replaced.json().data.url })).statusCode).toBe(404);
    expect(await shown()).toEqual([second.url, later.url]);
    const [del] = await audits('banner.delete');
    expect(del).toMatchObject({
      target: `banner:${first.id}`,
      before: { brand: 'banners.example', sortOrder: 1, contentType: 'image/png', sizeBytes: PNG.length },
    });
    expect((await audits('banner.')).map((a) => a.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.update',
      'banner.create',
      'banner.create',
      'banner.create',
      'banner.create',
    ]);
  });

  it("lists the demo brand's seeded banners (data: URLs) by type and size, and deletes one with the type and size audited", async () => {
    const list = (await call('GET', `brands/${homeId}/banners`, admin)).json().data;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ contentType: 'image/svg+xml', live: true, startsAt: null, endsAt: null });
    const res = await call('DELETE', `brands/${homeId}/banners/${list[0].id}`, admin);
    expect(res.statusCode).toBe(200);
    const [del] = await audits('banner.delete');
    expect(del!.before).toMatchObject({ contentType: 'image/svg+xml', sizeBytes: list[0].url.length });
    expect(JSON.stringify(del!.before)).not.toContain('data:');
  });
  it('does not seed the demo banners again at the next start: deleted ones stay deleted, new brands get none', async () => {
    const banners = async (host: string) => {
      const id = (await config(host))._id;
      return (await call('GET', `brands/${id}/banners`, admin)).json().data.length as number;
    };
    const before = { home: await banners('localhost'), created: await banners('new.example.com') };
    expect(before).toEqual({ home: 2, created: 0 });
    expect(await seedDemo(t.handle.db)).toBe(0);
    expect({ home: await banners('localhost'), created: await banners('new.example.com') }).toEqual(before);
  });
});
