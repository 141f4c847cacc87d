import type { DatabaseTarget } from './db/index';

/**
 * Process configuration read from the environment (docs/architecture.md config.ts). Every variable has an
 * embedded default so `npm start` needs nothing set. Documented in README.md "Configuration".
 */
export interface Config {
  /** TCP port of the HTTP server (default 3000). */
  port: number;
  /** Interface to bind (default 0.0.0.0). */
  host: string;
  /** PostgreSQL connection string; when unset the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Directory of the embedded PGlite database files (default ./.data). */
  dataDir: string;
  /** Seed the demo brands and accounts at start (default true; DEMO_MODE=false turns it off). */
  demoMode: boolean;
  /** pino log level (default info). */
  logLevel: string;
  /** Trust X-Forwarded-For from a proxy in front (default false). */
  trustProxy: boolean;
  /** Session idle lifetime in ms (default 8 h). */
  sessionIdleMs: number;
  /** Session absolute lifetime in ms (default 24 h). */
  sessionAbsoluteMs: number;
  /** FEED_SPEED: replays run this many times faster than real time (default 1). */
  feedSpeed: number;
  /**
   * NODE_URL: where the other nodes reach this one (issue 15; default http://127.0.0.1:PORT, or
   * http://HOST:PORT when HOST is not 0.0.0.0). Used with DATABASE_URL only.
   */
  nodeUrl: string;
  /** REDIS_URL: the cross-node bus on Redis (issue 15); unset: PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | undefined;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

function positiveFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0 || parsed > 10_000)
    throw new Error(`${name} must be a number in (0, 10000]`);
  return parsed;
}

/** Reads {@link Config} from `env`; throws Error with the variable's name on a malformed value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './.data',
    demoMode: env.DEMO_MODE !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    sessionIdleMs: intFrom(env.SESSION_IDLE_MS, 8 * 3600_000, 'SESSION_IDLE_MS'),
    sessionAbsoluteMs: intFrom(env.SESSION_ABSOLUTE_MS, 24 * 3600_000, 'SESSION_ABSOLUTE_MS'),
    feedSpeed: positiveFrom(env.FEED_SPEED, 1, 'FEED_SPEED'),
    nodeUrl:
      env.NODE_URL ||
      `http://${!env.HOST || env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${intFrom(env.PORT, 3000, 'PORT')}`,
    redisUrl: env.REDIS_URL || undefined,
  };
}

/** The database a configuration names: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export function databaseTargetOf(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}
