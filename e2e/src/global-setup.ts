import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp, openDatabase, seedDemo } from '@backlay/server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/** Starts the real server on a free port with a fresh in-memory database and the demo seed. */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await seedDemo(handle.db);
  const app = await buildApp({
    db: handle.db,
    logger: false,
    webDistDir: fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
    signInPerIpPerMinute: 10_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  project.provide('port', address.port);
  return async () => {
    await app.close();
    await handle.close();
  };
}
