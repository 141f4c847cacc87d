import { DEMO_BRANDS } from '../../seed/demo';
import type { TestApp } from '../harness';
import type { Identity } from './requests';
import { ALIASES, type Hints } from './values';

/** Collected real values (issue 12): pools by key (at most 30 each), flattened records (at most 3,000), accepted bodies. */
export class Harvest implements Hints {
  readonly pools = new Map<string, unknown[]>();
  readonly records: Record<string, unknown>[] = [];
  readonly corpus = new Map<string, unknown[]>();

  /** Keeps `body`, accepted by route `key` (`POST /api/...`), as a starting point for requests. */
  accepted(key: string, body: unknown): void {
    this.corpus.set(key, [...(this.corpus.get(key) ?? []), body]);
  }

  /** Adds every primitive of a JSON answer, and each object with its parents' primitives as a record. */
  add(value: unknown, parent: Record<string, unknown> = {}, depth = 0): void {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => this.add(v, parent, depth + 1));
    const record = { ...parent };
    for (const [key, v] of Object.entries(value)) {
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      record[key] = v;
      const pool = this.pools.get(key) ?? [];
      if (pool.length < 30 && !pool.includes(v)) pool.push(v);
      this.pools.set(key, pool);
    }
    if (Object.keys(record).length > 1 && this.records.length < 3000) this.records.push(record);
    for (const v of Object.values(value))
      if (v !== null && typeof v === 'object') this.add(v, record, depth + 1);
  }

  /** Sets the pool of `key` to `values` plus what was seen under `key` and its aliases. */
  pool(key: string, values: unknown[] = []): void {
    const seen = [key, ...(ALIASES[key] ?? [])].flatMap((k) => this.pools.get(k) ?? []);
    this.pools.set(key, [...new Set([...values, ...seen])]);
  }
}

interface MatchRow {
  matchId: string;
  matchOdds?: { marketId: string; status: string; runners: { selectionId: string; back: number }[] }[];
}

/**
 * Fills `hints` from the running app (issue 12): the answers of the sports and casino lists, then
 * a few requests that change something and are kept as accepted bodies when answered 200 (a
 * back bet of 100 on an open Match Odds market, an operator credit of 1 to player1, the stakes,
 * history queries), then pools of hosts, asset files, dates and stakes. Throws when the setup
 * bet is refused: valid bets are what the bet routes are fuzzed from.
 */
export async function collectHints(
  t: TestApp,
  identities: Record<Identity, Record<string, string>>,
  hints: Harvest,
): Promise<void> {
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: identities.anonymous });
    if (res.statusCode === 200) hints.add(res.json());
    return res;
  };
  const post = async (identity: Identity, url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: identities[identity], payload });
    if (res.statusCode === 200) {
      hints.add(res.json());
      hints.accepted(`POST ${url.replace(/\/\d+\/\d+$/, '/{page}/{pageSize}')}`, payload);
    }
    return res;
  };
  await get('/api/v2/get-events');
  const matches: MatchRow[] = [];
  for (const sport of [1, 2, 4])
    matches.push(...(await get(`/api/v2/get-matches-by-eventid/${sport}`)).json().data);
  await get('/api/casino/list');
  await get('/api/sports/casino/games');
  for (const type of ['teen20', 'lucky7']) await get(`/api/casino/data/${type}/0`);
  const open = matches.find((m) => m.matchOdds?.[0]?.status === 'OPEN' && m.matchOdds[0].runners[0]?.back);
  const market = open?.matchOdds?.[0];
  if (!open || !market) throw new Error('fuzz: no open Match Odds market for the setup bet');
  const runner = market.runners[0]!;
  const bet = {
    matchId: open.matchId,
    marketId: market.marketId,
    markettype: 'Match Odds',
    selectionId: runner.selectionId,
    type: 'back',
    oddsReq: runner.back,
    stake: 100,
  };
  const placed = await post('customer', '/api/bet/save2', bet);
  if (placed.statusCode !== 200)
    throw new Error(`fuzz: setup bet answered ${placed.statusCode} ${placed.body}`);
  await post('operator', '/api/admin/wallet/transfer', {
    userName: 'player1',
    amount: 1,
    direction: 'credit',
    remark: 'fuzz',
  });
  await post('customer', '/api/settings/stakes', { stakes: [100, 200, 500, 1000, 2000, 5000, 10000, 25000] });
  await post('customer', '/api/bet/history/test/1/10', { status: 'unsettled' });
  await post('customer', '/api/transit/transactions/test/1/10', { filter: 'all' });
  await post('customer', '/api/profit-loss/test/1/10', {});
  hints.pool(
    'host',
    DEMO_BRANDS.map((b) => b.domain),
  );
  hints.pool('file', ['logo.svg', 'favicon.svg', 'teen20.svg', 'lucky7-square.svg']);
  hints.pool('from', ['2026-11-01', '2026-11-21T00:00:00Z', '2026-11-21T12:00:00.000+05:30']);
  hints.pool('to', ['2026-11-30', '2026-11-22T23:59:59Z', '2027-01-01']);
  hints.pool('stake', [100, 500, 1000]);
  for (const key of Object.keys(ALIASES)) hints.pool(key);
}
