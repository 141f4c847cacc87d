/**
 * Platform benchmark: requests per second of the hot read paths (brand lookup, session check)
 * through the whole Fastify stack on the embedded PGlite, and on PostgreSQL too when
 * DATABASE_URL is set, with the ratio between them. Run: `npm run bench -- platform`.
 */
import { startPlatform, type DatabaseTarget } from '@backlay/server';

const ROUNDS = 2000;

async function measure(target: DatabaseTarget, label: string) {
  const platform = await startPlatform({
    database: target,
    dropSchemaOnClose: true,
    seedDemo: true,
    app: { signInPerIpPerMinute: 1e9 },
  });
  const { app } = platform;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { d: 'localhost' },
    payload: { userName: 'demo@Backlay', password: 'Demo@123', deviceIp: '' },
  });
  const { userToken, user } = signIn.json();
  const headers = { 'user-token': userToken, d: user.domainId };
  const rate = async (name: string, call: () => Promise<{ statusCode: number }>) => {
    for (let i = 0; i < 100; i++) await call(); // warm-up
    const start = process.hrtime.bigint();
    for (let i = 0; i < ROUNDS; i++) {
      const res = await call();
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const perSecond = ROUNDS / seconds;
    console.log(
      `${label.padEnd(10)} ${name.padEnd(28)} ${perSecond.toFixed(0).padStart(7)} req/s  ${((seconds / ROUNDS) * 1e3).toFixed(3)} ms/req`,
    );
    return perSecond;
  };
  const results = {
    domain: await rate('GET domain/host/{host}', () =>
      app.inject({ url: '/api/domain/host/aura.localhost' }),
    ),
    me: await rate('GET auth/letest-user-details', () =>
      app.inject({ url: '/api/auth/letest-user-details', headers }),
    ),
  };
  await platform.close();
  return results;
}

const pglite = await measure({ kind: 'pglite', dataDir: 'memory' }, 'pglite');
if (process.env.DATABASE_URL) {
  const pg = await measure(
    { kind: 'postgres', url: process.env.DATABASE_URL, schema: `bench_${Date.now()}` },
    'postgres',
  );
  console.log(
    `ratio postgres/pglite: domain ${(pg.domain / pglite.domain).toFixed(2)}x, session ${(pg.me / pglite.me).toFixed(2)}x`,
  );
}
console.log(`ratio session/domain on pglite: ${(pglite.me / pglite.domain).toFixed(2)}x`);
