import type { Fence } from '../cluster/lease';
import { randomBytes } from 'node:crypto';
import { commitOf, fairRng, GAMES, roundIdOf, type Deal, type Game } from '@backlay/casino';
import type { Clock } from '../clock';
import type { Db } from '../db/index';
import { LiveTable, RECENT_RESULTS } from './live';
import {
  insertRound,
  markDealing,
  recentResults,
  reopenRound,
  suspendRound,
  unfinishedRounds,
} from './rounds';
import type { HeldBet } from '../modules/betting/index';
import { settleRound } from './settle';
import { CASINO_ALIASES, isPlayable, tableIdsOf } from './tables';
import {
  BETTING_SECONDS,
  REPRICE_WINDOW_SECONDS,
  RESULT_DISPLAY_MS,
  RETRY_AFTER_ERROR_MS,
  REVEAL_INTERVAL_MS,
  suspendBelowSeconds,
} from './timeline';

/** What the dealer needs. */
export interface DealerOptions {
  db: Db;
  clock: Clock;
  /** The tables to deal (default: every built engine of GAMES, docs/rules/specification.md §3 Casino types). */
  games?: readonly Game[];
  /** Receives engine and database errors (logged by main.ts); the table retries after 5 s. */
  onError?: (err: unknown) => void;
  /** Hears of the bets a round's settlement set aside for an operator (issue 12; logged by main.ts). */
  onHeld?: (held: HeldBet[]) => void;
  /** A fresh server seed per round (default: 32 random bytes from the CSPRNG, hex). */
  newSeed?: () => string;
  /**
   * Betting window in whole seconds, where autotime starts (default BETTING_SECONDS, 25: spec
   * §9). Only the end-to-end suite shortens it ("short rounds", issue 7).
   */
  bettingSeconds?: number;
  /** The engines' lease a new round needs (several nodes; docs/cluster.md): a deposed node deals none. */
  fence?: Fence;
}

/**
 * The casino dealer (docs/architecture.md dealer/; issue 6 item 3): one loop per table on the Clock, each
 * dealing round after round on the timeline of timeline.ts. A round: a fresh server seed whose
 * commitment is stored with the round before it opens -> the whole round dealt from
 * fairRng(seed, roundId) and kept secret in memory -> betting open with autotime 25 -> 0 ->
 * suspended -> cards revealed one by one (repricing tables reopen betting at the new prices) ->
 * result -> bets settled through the ledger -> the seed becomes public (verify endpoint) -> the
 * result shown for 5 s -> next round. `start()` first voids every round a previous dealer left
 * unfinished (stakes back, never re-dealt); `stop()` resolves once every loop has exited.
 */
export class CasinoDealer {
  private readonly tables = new Map<string, LiveTable>();
  private readonly byMarket = new Map<string, LiveTable>();
  private loops: Promise<void>[] = [];
  private stopped = false;
  private wake: () => void = () => {};
  private readonly stopSignal = new Promise<void>((resolve) => (this.wake = resolve));
  private busy = 0;
  private idleWaiters: (() => void)[] = [];
  /** Tables an operator paused (issue 16 item 5), each with the wake-up of its waiting loop. */
  private readonly paused = new Map<string, { resumed: Promise<void>; resume: () => void }>();

  constructor(private readonly options: DealerOptions) {
    const games = options.games ?? Object.values(GAMES).filter(isPlayable);
    for (const game of games) {
      const table = new LiveTable(game);
      this.tables.set(game.type, table);
      this.byMarket.set(table.ids.marketId, table);
    }
  }

  /** The table of a casino type (or of an old alias path, e.g. "lucky/a"), if dealt here. */
  table(casinoTypeOrAlias: string): LiveTable | undefined {
    return this.tables.get(CASINO_ALIASES[casinoTypeOrAlias] ?? casinoTypeOrAlias);
  }

  /** The table whose market id is `marketId`, if dealt here. */
  tableByMarket(marketId: string): LiveTable | undefined {
    return this.byMarket.get(marketId);
  }

  /** Every table, in the order of the games given (docs/rules/specification.md §3 order by default). */
  allTables(): LiveTable[] {
    return [...this.tables.values()];
  }

  /**
   * Pauses table `casinoType` on an operator's word (issue 16 item 5; docs/backoffice.md "Markets,
   * risk and casino"): the round on the table finishes normally (its bets are settled), then the
   * table shows no round (mid "0", every runner suspended) and no new round opens until
   * {@link resume}. May be called before `start()` (the state re-applied at start). False for a
   * table not dealt here.
   */
  pause(casinoType: string): boolean {
    const table = this.table(casinoType);
    if (!table) return false;
    if (!this.paused.has(table.game.type)) {
      let resume: () => void = () => {};
      const resumed = new Promise<void>((r) => (resume = r));
      this.paused.set(table.game.type, { resumed, resume });
    }
    return true;
  }

  /** Lifts an operator's pause of table `casinoType`: the next round opens at once. False for a table not dealt here. */
  resume(casinoType: string): boolean {
    const table = this.table(casinoType);
    if (!table) return false;
    const hold = this.paused.get(table.game.type);
    this.paused.delete(table.game.type);
    hold?.resume();
    return true;
  }

  /** True while an operator's pause holds table `casinoType` ({@link pause}). */
  isPaused(casinoType: string): boolean {
    const table = this.table(casinoType);
    return table !== undefined && this.paused.has(table.game.type);
  }

  /**
   * Voids the rounds a previous dealer left unfinished (bets settled void, exposure released,
   * round status void), loads each table's recent results, and starts the loops.
   */
  async start(): Promise<void> {
    const now = () => new Date(this.options.clock.now());
    for (const round of await unfinishedRounds(this.options.db)) {
      const { marketId } = tableIdsOf(round.casino_type, round.table_no);
      await settleRound(this.options.db, { roundId: round.round_id, marketId, now: now() });
    }
    for (const table of this.tables.values())
      table.setResults(await recentResults(this.options.db, table.game.type, RECENT_RESULTS));
    this.busy = this.tables.size;
    this.loops = [...this.tables.values()].map((table) => this.run(table));
  }

  /** Stops dealing: every loop exits at its next wait (a round in progress stays unfinished). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await Promise.all(this.loops);
  }

  /**
   * Resolves when every loop waits on the clock (tests: move a FakeClock, then await this
   * before reading the tables or the database).
   */
  async idle(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.busy === 0) return;
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
  }

  private async run(table: LiveTable): Promise<void> {
    try {
      while (!this.stopped) {
        const hold = this.paused.get(table.game.type);
        if (hold) {
          table.clear();
          await this.waitFor(hold.resumed);
          continue;
        }
        try {
          await this.playRound(table);
        } catch (err) {
          if (this.stopped) break;
          this.options.onError?.(err);
          await this.abandon(table);
          await this.waitUntil(this.options.clock.now() + RETRY_AFTER_ERROR_MS);
        }
      }
    } finally {
      this.busy--;
      this.notifyIdle();
    }
  }

  /**
   * After a failed round: voids it (stakes back) unless it was already settled, and clears the
   * table. A void that fails too is left to the next start, which voids every unfinished round.
   */
  private async abandon(table: LiveTable): Promise<void> {
    const round = table.round;
    table.clear();
    if (!round || round.phase === 'result') return;
    const { db, clock } = this.options;
    try {
      await settleRound(db, {
        roundId: round.roundId,
        marketId: table.ids.marketId,
        now: new Date(clock.now()),
      });
    } catch (err) {
      this.options.onError?.(err);
    }
  }

  /** Waits on the clock until `atMs`; false when the dealer stopped meanwhile. */
  private async waitUntil(atMs: number): Promise<boolean> {
    if (this.stopped) return false;
    const ms = atMs - this.options.clock.now();
    if (ms <= 0) return true;
    this.busy--;
    this.notifyIdle();
    try {
      await Promise.race([this.options.clock.sleep(ms), this.stopSignal]);
    } finally {
      this.busy++;
    }
    return !this.stopped;
  }

  /** Waits for `event` (a resume) or the dealer's stop, counted as waiting like {@link waitUntil}. */
  private async waitFor(event: Promise<void>): Promise<void> {
    if (this.stopped) return;
    this.busy--;
    this.notifyIdle();
    try {
      await Promise.race([event, this.stopSignal]);
    } finally {
      this.busy++;
    }
  }

  private notifyIdle(): void {
    if (this.busy === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /** One round of `table` from its opening to the end of its result display. */
  private async playRound(table: LiveTable): Promise<void> {
    const { db, clock } = this.options;
    const game = table.game;
    // A new round id, never two rounds of a table in one second (the id has whole seconds).
    let startMs: number;
    let roundId: string;
    let deal: Deal;
    for (;;) {
      startMs = clock.now();
      roundId = roundIdOf(game.tableNo, new Date(startMs));
      const serverSeed = this.options.newSeed?.() ?? randomBytes(32).toString('hex');
      deal = game.deal(fairRng(serverSeed, roundId));
      const stored = await insertRound(
        db,
        {
          roundId,
          casinoType: game.type,
          tableNo: game.tableNo,
          commit: commitOf(serverSeed),
          serverSeed,
          openedAt: new Date(startMs),
        },
        this.options.fence,
      );
      if (stored) break;
      if (!(await this.waitUntil(Math.floor(startMs / 1000) * 1000 + 1000))) return;
    }

    const bettingSeconds = this.options.bettingSeconds ?? BETTING_SECONDS;
    table.open(roundId, deal, bettingSeconds);
    if (!(await this.countdown(table, startMs, bettingSeconds, suspendBelowSeconds(game.type)))) return;

    let window = 1;
    let at = clock.now();
    for (let shown = 1; shown <= deal.cards.length; shown++) {
      at += REVEAL_INTERVAL_MS;
      if (!(await this.waitUntil(at))) return;
      if (table.round?.phase !== 'dealing') {
        table.setPhase('dealing');
        await markDealing(db, roundId);
      }
      table.reveal(shown);
      if (game.repriceAt?.includes(shown) && game.pricesAfter && shown < deal.cards.length) {
        window++;
        await reopenRound(db, roundId, window);
        table.reopen(game.pricesAfter(deal.cards.slice(0, shown)), window, REPRICE_WINDOW_SECONDS);
        if (!(await this.countdown(table, clock.now(), REPRICE_WINDOW_SECONDS, 1))) return;
        at = clock.now();
      }
    }

    table.setPhase('result');
    for (;;) {
      try {
        const { held } = await settleRound(db, {
          roundId,
          marketId: table.ids.marketId,
          game,
          deal,
          now: new Date(clock.now()),
        });
        if (held.length > 0) this.options.onHeld?.(held);
        break;
      } catch (err) {
        // Left unsettled if the dealer stops now: the next start voids it (stakes back).
        this.options.onError?.(err);
        if (!(await this.waitUntil(clock.now() + RETRY_AFTER_ERROR_MS))) return;
      }
    }
    table.pushResult({ result: deal.result.win, mid: roundId });
    await this.waitUntil(clock.now() + RESULT_DISPLAY_MS);
  }

  /**
   * Counts autotime from `seconds` down to 0 once a second from `startMs`, suspending the round
   * when autotime drops below `suspendBelow` (6 on teen20, else at 0). False when stopped.
   */
  private async countdown(
    table: LiveTable,
    startMs: number,
    seconds: number,
    suspendBelow: number,
  ): Promise<boolean> {
    for (;;) {
      const elapsed = Math.floor((this.options.clock.now() - startMs) / 1000);
      const autotime = Math.max(0, seconds - elapsed);
      table.setAutotime(autotime);
      if (autotime < suspendBelow && table.round?.phase === 'open') {
        // Memory first, so new bets are refused at once; then the database under the round's
        // lock, so a bet already in its transaction lands before the round is suspended.
        table.setPhase('suspended');
        await suspendRound(this.options.db, table.round.roundId);
      }
      if (autotime === 0) return true;
      if (!(await this.waitUntil(startMs + (elapsed + 1) * 1000))) return false;
    }
  }
}
