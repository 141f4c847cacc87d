import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { geoLookup, ipv6ToBigInt, isLocalAddress, LOCAL_NETWORK, normaliseIp, parseAsnCsv } from './geo';
import { createCustomer, get, signInAs } from './test-kit';

/** Offline IP geolocation of the login activity (issue 8 item 2), on the packaged DB-IP data. */
describe('geolocation', () => {
  it('places a public address with its city, state, country and ISP', async () => {
    const google = await geoLookup.lookup('8.8.8.8');
    expect(google.city).not.toBe('');
    expect(google.country).toBe('United States');
    expect(google.isp).toMatch(/google/i);
    const cloudflare = await geoLookup.lookup('::ffff:1.1.1.1');
    expect(cloudflare.country).toBe('Australia');
    expect(cloudflare.isp).toMatch(/cloudflare/i);
  });

  it('places a public IPv6 address', async () => {
    const found = await geoLookup.lookup('2001:4860:4860::8888');
    expect(found.country).not.toBe('');
    expect(found.isp).toMatch(/google/i);
  });

  it.each(['127.0.0.1', '::1', '10.2.3.4', '192.168.1.20', '172.20.0.1', '::ffff:127.0.0.1', 'fe80::1%eth0'])(
    '%s is the local network',
    async (ip) => {
      expect(isLocalAddress(ip)).toBe(true);
      expect(await geoLookup.lookup(ip)).toEqual({ isp: LOCAL_NETWORK, city: '', state: '', country: '' });
    },
  );

  it('answers empty fields for what is not an address', async () => {
    expect(normaliseIp('not-an-ip')).toBeUndefined();
    expect(await geoLookup.lookup('not-an-ip')).toEqual({ isp: '', city: '', state: '', country: '' });
  });

  it('reads the ASN CSV, quoted names included, and converts IPv6 to integers', () => {
    const table = parseAsnCsv(
      '16777216,16777471,13335,"Cloudflare, Inc."\n16778240,16779263,38803,Gtelecom\n',
      Number,
    );
    expect(table.orgs).toEqual(['Cloudflare, Inc.', 'Gtelecom']);
    expect([...table.starts]).toEqual([16777216, 16778240]);
    expect(ipv6ToBigInt('2001:db8::1')).toBe(0x20010db8000000000000000000000001n);
    expect(ipv6ToBigInt('::ffff:1.2.3.4')).toBe(0xffff01020304n);
  });

  describe('login activity', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      await createCustomer(t, 'gina', { password: 'Gina-pass-12' });
    });
    afterAll(() => t.close());

    it('shows the place of each sign-in from the address it came from', async () => {
      await signInAs(t, 'gina', 'Gina-pass-12', '127.0.0.1');
      t.clock.advance(1000);
      const gina = await signInAs(t, 'gina', 'Gina-pass-12', '8.8.8.8');
      const rows = (await get(t, gina, `/api/auth/login-activity/${gina.id}/1/10`)).json().pageItems;
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        loginStatus: 'Success',
        deviceIp: '8.8.8.8',
        country: 'United States',
      });
      expect(rows[0].city).not.toBe('');
      expect(rows[1]).toMatchObject({ deviceIp: '127.0.0.1', isp: LOCAL_NETWORK });
    });
  });
});
