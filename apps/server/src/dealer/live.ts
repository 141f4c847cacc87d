import type { Deal, Game, Market } from '@backlay/casino';
import type { CasinoData, CasinoRecentResult } from '@backlay/contracts';
import { CASINO_STAKE_LIMITS_MINOR } from '@backlay/exchange';
import { tableIdsOf, type TableIds } from './tables';

/** Where a table's current round stands (the database status has the same names). */
export type RoundPhase = 'open' | 'suspended' | 'dealing' | 'result';

/** The secret and public state of a table's current round, held in memory by the dealer. */
export interface LiveRound {
  roundId: string;
  /** Every card of the round (secret until revealed) and its result. */
  deal: Deal;
  /** Cards face up so far (a prefix of `deal.cards`). */
  revealed: number;
  phase: RoundPhase;
  /** Seconds left for betting in the current window. */
  autotime: number;
  /** 1 for the first betting window, + 1 for each reopening of a repricing table. */
  window: number;
  /** Current price of each sid on offer; a sid missing here is suspended. */
  prices: Map<number, Market>;
}

/** How many results the recent-results list keeps (docs/rules/casino.md §0.5: usually 10). */
export const RECENT_RESULTS = 10;

/** Table stake limits in currency units (docs/rules/specification.md §5, §9: 100 to 50,000). */
export const TABLE_MIN = CASINO_STAKE_LIMITS_MINOR.minMinor / 100;
export const TABLE_MAX = CASINO_STAKE_LIMITS_MINOR.maxMinor / 100;

const price = (h: number | undefined) => (h === undefined ? '0' : (h / 100).toFixed(2));

/**
 * One table's live state (docs/architecture.md: live state in memory; the data endpoint serves the JSON
 * serialised once per version). Only the dealer writes it; every change bumps `version`. The
 * serialised answer never holds a card that is not revealed: cards come from
 * `game.liveCards(deal, revealed)` ("1" when face down, docs/rules/casino.md Decision 8).
 */
export class LiveTable {
  readonly ids: TableIds;
  private current: LiveRound | undefined;
  private recent: CasinoRecentResult[] = [];
  private version = 0;
  private data: { version: number; json: string; body: Buffer } | undefined;
  private results: { json: string; body: Buffer } | undefined;

  constructor(readonly game: Game) {
    this.ids = tableIdsOf(game.type, game.tableNo);
  }

  /** The round on the table (open, dealing or showing its result), if any. */
  get round(): Readonly<LiveRound> | undefined {
    return this.current;
  }

  /** Grows with every change of what the data endpoint shows. */
  get dataVersion(): number {
    return this.version;
  }

  /** True while the current round takes bets. */
  get isOpen(): boolean {
    return this.current?.phase === 'open';
  }

  /**
   * The runner `sid` of the current round: its market (current prices) and whether it takes
   * bets now (round open and the sid on offer). Undefined for a sid the table does not have.
   */
  runner(sid: number): { market: Market; active: boolean } | undefined {
    const base = this.game.markets.find((m) => m.sid === sid);
    if (!base) return undefined;
    const live = this.current?.prices.get(sid);
    return { market: live ?? base, active: this.isOpen && live !== undefined && live.backH > 100 };
  }

  /** `{status: true, data: {t1, t2}}` of `GET /api/casino/data/...`, serialised once per version. */
  dataJson(): string {
    return this.cachedData().json;
  }

  /** The same answer as UTF-8 bytes (the fast path's body). */
  dataBody(): Buffer {
    return this.cachedData().body;
  }

  /** `{status: true, data: [{result, mid}]}`: the last 10 results, newest first. */
  resultsJson(): string {
    return this.cachedResults().json;
  }

  /** The same answer as UTF-8 bytes. */
  resultsBody(): Buffer {
    return this.cachedResults().body;
  }

  /** The last results, newest first. */
  recentResults(): readonly CasinoRecentResult[] {
    return this.recent;
  }

  // ---- dealer-only writes ----

  /** Opens round `roundId` with its (secret) deal at the table's own prices, autotime `autotime`. */
  open(roundId: string, deal: Deal, autotime: number): void {
    this.current = {
      roundId,
      deal,
      revealed: 0,
      phase: 'open',
      autotime,
      window: 1,
      prices: new Map(this.game.markets.map((m) => [m.sid, m])),
    };
    this.changed();
  }

  /** Sets the seconds left (no change, no new version). */
  setAutotime(autotime: number): void {
    const round = this.current;
    if (!round || round.autotime === autotime) return;
    round.autotime = autotime;
    this.changed();
  }

  /**
   * Moves the round to `phase`. A suspended round keeps counting (teen20 suspends at 5 s left);
   * dealing and result show autotime 0.
   */
  setPhase(phase: RoundPhase): void {
    const round = this.current;
    if (!round || round.phase === phase) return;
    round.phase = phase;
    if (phase === 'dealing' || phase === 'result') round.autotime = 0;
    this.changed();
  }

  /** Turns the next cards face up: `revealed` of them are now visible. */
  reveal(revealed: number): void {
    const round = this.current;
    if (!round || revealed <= round.revealed) return;
    round.revealed = Math.min(revealed, round.deal.cards.length);
    this.changed();
  }

  /** Reopens betting (repricing tables) at `prices` for window `window`, autotime `autotime`. */
  reopen(prices: Market[], window: number, autotime: number): void {
    const round = this.current;
    if (!round) return;
    round.prices = new Map(prices.map((m) => [m.sid, m]));
    round.window = window;
    round.autotime = autotime;
    round.phase = 'open';
    this.changed();
  }

  /** Adds a finished round's result at the front of the recent list. */
  pushResult(result: CasinoRecentResult): void {
    this.recent = [result, ...this.recent].slice(0, RECENT_RESULTS);
    this.results = undefined;
  }

  /** Replaces the recent list (newest first), e.g. from the database at start. */
  setResults(results: CasinoRecentResult[]): void {
    this.recent = results.slice(0, RECENT_RESULTS);
    this.results = undefined;
  }

  /** No round on the table (mid "0"). */
  clear(): void {
    if (!this.current) return;
    this.current = undefined;
    this.changed();
  }

  private changed(): void {
    this.version++;
  }

  private cachedData() {
    if (this.data?.version !== this.version) {
      const json = JSON.stringify({ status: true, data: this.snapshot() });
      this.data = { version: this.version, json, body: Buffer.from(json) };
    }
    return this.data;
  }

  private cachedResults() {
    if (!this.results) {
      const json = JSON.stringify({ status: true, data: this.recent });
      this.results = { json, body: Buffer.from(json) };
    }
    return this.results;
  }

  /** The t1/t2 shape (docs/rules/casino.md §0.1, Decision 8). */
  private snapshot(): CasinoData {
    const round = this.current;
    const mid = round?.roundId ?? '0';
    const cards = round ? this.game.liveCards(round.deal, round.revealed) : {};
    const t1 = {
      mid,
      autotime: String(round?.autotime ?? 0),
      remark: '',
      gtype: this.game.type,
      min: TABLE_MIN,
      max: TABLE_MAX,
      ...cards,
    };
    const t2 = this.game.markets.map((m) => {
      const { market, active } = this.runner(m.sid)!;
      const min = Math.max(TABLE_MIN, m.min);
      const max = Math.min(TABLE_MAX, m.max);
      if (m.kind === 'backlay') {
        return {
          mid,
          nat: market.name,
          sid: String(m.sid),
          b1: active ? price(market.backH) : '0',
          bs1: String(max),
          l1: active ? price(market.layH) : '0',
          ls1: String(max),
          gstatus: active ? ('ACTIVE' as const) : ('SUSPENDED' as const),
          min,
          max,
        };
      }
      return {
        mid,
        nat: market.name,
        sid: String(m.sid),
        rate: active ? price(market.backH) : '0',
        gstatus: active ? ('1' as const) : ('0' as const),
        min,
        max,
      };
    });
    return { t1: [t1], t2 };
  }
}
