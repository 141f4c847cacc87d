import { sql } from 'kysely';
import { leaseEpoch, type Fence } from '../../cluster/lease';
import type { Db } from '../../db/index';
import { marketExposuresCte, matchedBetsCte, type MatchedBet } from '../betting/index';
import { addExposuresCte } from '../users/index';
import type { JournalEvent } from './market-book';

/**
 * The exchange engine's journal and its group commit (issue 14 "Durable before acknowledged";
 * docs/exchange-engine.md): changes of every book that arrive within `windowMs` (or until
 * `maxBatch`) are written in one transaction with multi-row inserts (journal events, the fills'
 * bets, the exposures and the accounts' totals), and only then are their callers answered. One
 * transaction runs at a time; what arrives meanwhile forms the next batch.
 */

/** One book's change to commit: its events, its customers' new bets and their exposures on the market. */
export interface Commit {
  bookKey: string;
  marketId: string;
  events: readonly JournalEvent[];
  bets: readonly MatchedBet[];
  exposures: readonly { userId: string; marketId: string; matchId: string; exposureMinor: number }[];
}

/** An account's totals after a commit (minor units). */
export interface AccountTotals {
  id: string;
  balance_minor: number;
  exposure_minor: number;
  exposure_limit_minor: number;
}

/** Refusal of a whole batch by the database (fail closed): a market already settled, or an account that cannot cover its exposure. */
export class CommitRefused extends Error {
  constructor(
    readonly reason: 'settled' | 'funds' | 'fenced',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes one batch in one transaction of two statements (the markets' shared settlement locks,
 * then everything else as one statement of data-modifying CTEs: journal, bets, exposures,
 * accounts), so a batch costs four round trips whatever its size. Throws, writing nothing, when a
 * fill lands on a settled market or an account whose exposure rose cannot cover it (CommitRefused).
 */
export async function writeBatch(
  db: Db,
  commits: readonly Commit[],
  fence?: Fence,
): Promise<AccountTotals[]> {
  return db.transaction().execute(async (trx) => {
    const markets = [...new Set(commits.map((c) => c.marketId))].sort();
    // The locks in their own statement: a statement's snapshot is taken when it starts, so one that
    // waited for a settlement inside it would not see that settlement (betting/service.ts).
    const locks = sql`select pg_advisory_xact_lock_shared(hashtext(m)) from unnest(${markets}::text[]) as m`;
    if (fence) {
      // And the lease row, shared: a takeover's new epoch waits for this batch, and refuses every later one.
      const held = await sql<{ epoch: string | null }>`select
        (select count(*) from (${locks}) l) as locks, ${leaseEpoch(fence.name)} as epoch`.execute(trx);
      const epoch = held.rows[0]?.epoch;
      if (epoch === null || epoch === undefined || Number(epoch) !== fence.epoch)
        throw new CommitRefused(
          'fenced',
          `lease ${fence.name} is at epoch ${epoch}, this node holds ${fence.epoch}`,
        );
    } else await locks.execute(trx);
    const filled = [...new Set(commits.filter((c) => c.bets.length > 0).map((c) => c.marketId))];
    const bets = commits.flatMap((c) => c.bets);
    // The last exposure of each account and market in the batch is the one that stands.
    const latest = new Map(commits.flatMap((c) => c.exposures).map((e) => [`${e.userId}:${e.marketId}`, e]));
    const rows = commits.flatMap((c) => c.events.map((e) => journalRow(c, e)));
    const result = await sql<{ settled: string | null; totals: AccountTotals[] | string }>`
      with settled as (
        select market_id from market_settlements where market_id = any(${filled}::text[])
      ), journal as (
        insert into exchange_journal (book_key, market_id, kind, order_id, maker_order_id, user_id, size_minor, price_h, detail, at)
        select book_key, market_id, kind, order_id, maker_order_id, user_id, size_minor, price_h, detail, at
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(book_key text, market_id text, kind text,
          order_id text, maker_order_id text, user_id uuid, size_minor bigint, price_h integer, detail jsonb,
          at timestamptz)
        returning 1
      ), ${matchedBetsCte(bets)}, ${marketExposuresCte([...latest.values()])}, ${addExposuresCte('exposure_deltas')}
      select (select min(market_id) from settled) as settled,
        (select coalesce(json_agg(t), '[]'::json) from exposure_totals t) as totals`.execute(trx);
    const out = result.rows[0]!;
    if (out.settled) throw new CommitRefused('settled', `market settled: ${out.settled}`);
    const totals = (
      typeof out.totals === 'string' ? JSON.parse(out.totals) : out.totals
    ) as (AccountTotals & {
      delta: number;
    })[];
    for (const t of totals) {
      if (Number(t.delta) <= 0) continue;
      if (
        t.balance_minor - t.exposure_minor < 0 ||
        (t.exposure_limit_minor > 0 && t.exposure_minor > t.exposure_limit_minor)
      )
        throw new CommitRefused('funds', `account ${t.id} cannot cover its exposure`);
    }
    return totals.map((t) => ({
      id: t.id,
      balance_minor: Number(t.balance_minor),
      exposure_minor: Number(t.exposure_minor),
      exposure_limit_minor: Number(t.exposure_limit_minor),
    }));
  });
}

/**
 * An event as a journal row: its order, size and time, the owner (place), the price (place, fill)
 * and the resting order (fill) in columns; the rest (selection, side, persistence, references of a
 * place; selection and taker side of a fill) in `detail`.
 */
function journalRow(c: Commit, e: JournalEvent) {
  const { kind, orderId, sizeMinor, atMs, ...rest } = e;
  const { userId, priceH, makerOrderId, ...detail } = rest as Partial<
    Record<'userId' | 'makerOrderId', string> & { priceH: number }
  >;
  return {
    book_key: c.bookKey,
    market_id: c.marketId,
    kind,
    order_id: orderId,
    size_minor: sizeMinor,
    at: new Date(atMs),
    user_id: userId ?? null,
    price_h: priceH ?? null,
    maker_order_id: makerOrderId ?? null,
    detail: Object.keys(detail).length > 0 ? detail : null,
  };
}

/** A book's journal, oldest first, as events (the replay of MarketBook): {@link journalRow} read back. */
export async function readJournal(db: Db, bookKey: string): Promise<JournalEvent[]> {
  const rows = await db
    .selectFrom('exchange_journal')
    .selectAll()
    .where('book_key', '=', bookKey)
    .orderBy('seq')
    .execute();
  return rows.map((r) => {
    const detail = (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as object | null;
    return {
      kind: r.kind,
      orderId: r.order_id,
      sizeMinor: r.size_minor,
      atMs: new Date(r.at as unknown as string).getTime(),
      ...(r.user_id !== null ? { userId: r.user_id } : {}),
      ...(r.price_h !== null ? { priceH: r.price_h } : {}),
      ...(r.maker_order_id !== null ? { makerOrderId: r.maker_order_id } : {}),
      ...detail,
    } as JournalEvent;
  });
}

/** Books of markets not yet settled: what a restart loads at once (their orders may still lapse). */
export async function unsettledBooks(db: Db): Promise<string[]> {
  const rows = await sql<{ book_key: string }>`
    select distinct book_key from exchange_journal j
    where not exists (select 1 from market_settlements s where s.market_id = j.market_id)`.execute(db);
  return rows.rows.map((r) => r.book_key);
}

interface Waiting {
  commit: Commit;
  resolve: (totals: AccountTotals[]) => void;
  reject: (err: unknown) => void;
}

/** Options of {@link GroupCommitter}. */
export interface GroupCommitOptions {
  /** The lease that fences every batch (several nodes on PostgreSQL); none with one process. */
  fence?: Fence;
  /** How long the first change of a batch waits for others (ms; 0: the next turn of the event loop). */
  windowMs: number;
  /** A batch is written at once when it holds this many changes. */
  maxBatch: number;
  /** Called when a batch fails, after its callers and every queued one are refused (the engine rebuilds). */
  onFailed: (err: unknown) => void;
}

/** See the file's comment. */
export class GroupCommitter {
  private queue: Waiting[] = [];
  private writing = false;
  private timer: { cancel(): void } | undefined;
  /** Batches written, changes in them and milliseconds spent writing (for the bench and the engine's health). */
  readonly stats = { batches: 0, commits: 0, writeMs: 0 };

  constructor(
    private readonly db: Db,
    private readonly options: GroupCommitOptions,
  ) {}

  /** Queues a change; resolves with the touched accounts' totals once it is durable, rejects when its batch failed. */
  submit(commit: Commit): Promise<AccountTotals[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ commit, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when nothing is queued or being written. */
  async idle(): Promise<void> {
    while (this.writing || this.queue.length > 0) await new Promise((r) => setTimeout(r, 1));
  }

  private schedule(): void {
    if (this.writing) return;
    if (this.queue.length >= this.options.maxBatch) {
      this.timer?.cancel();
      this.timer = undefined;
      void this.flush();
    } else if (!this.timer) {
      const run = () => {
        this.timer = undefined;
        void this.flush();
      };
      // Window 0: the next turn of the event loop (whatever the callers of this turn sent).
      if (this.options.windowMs > 0) {
        const handle = setTimeout(run, this.options.windowMs);
        this.timer = { cancel: () => clearTimeout(handle) };
      } else {
        const handle = setImmediate(run);
        this.timer = { cancel: () => clearImmediate(handle) };
      }
    }
  }

  private async flush(): Promise<void> {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    const batch = this.queue.splice(0, this.options.maxBatch);
    const startedMs = performance.now();
    try {
      const totals = await writeBatch(
        this.db,
        batch.map((w) => w.commit),
        this.options.fence,
      );
      this.stats.writeMs += performance.now() - startedMs;
      this.stats.batches++;
      this.stats.commits += batch.length;
      for (const w of batch) w.resolve(totals);
    } catch (err) {
      // Everything queued was computed on top of this batch's state: refuse it all (fail closed).
      const refused = [...batch, ...this.queue.splice(0)];
      for (const w of refused) w.reject(err);
      this.options.onFailed(err);
    } finally {
      this.writing = false;
      if (this.queue.length > 0) this.schedule();
    }
  }
}
