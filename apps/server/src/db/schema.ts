import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date and read back as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** `domains`: one row per brand (docs/rules/specification.md §3 Domain config). */
export interface DomainsTable {
  id: Generated<string>;
  domain: string;
  title: string;
  fav_icon_url: string;
  logo_url: string;
  primary_color: string;
  secondary_color: string;
  background_color: string;
  layout: string;
  status: string;
  casino_image_key: string;
  created_at: Generated<Date>;
  /** The brand whose Admin created this one (migration 017, issue 16 item 2); null: none. */
  parent_domain_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** `users`: customers and operators of one brand. Money in minor units (docs/rules/specification.md §3 User details). */
export interface UsersTable {
  id: Generated<string>;
  domain_id: string;
  user_name: string;
  name: string;
  password_hash: string | null;
  role: string;
  creator_id: string | null;
  white_label_id: string | null;
  watcher_id: string | null;
  super_watcher_id: string | null;
  currency: string;
  balance_minor: ColumnType<number, number | undefined, number>;
  exposure_minor: ColumnType<number, number | undefined, number>;
  exposure_limit_minor: ColumnType<number, number | undefined, number>;
  mobile: ColumnType<string, string | undefined, string>;
  is_demo: ColumnType<boolean, boolean | undefined, boolean>;
  expires_at: Timestamp | null;
  created_at: Generated<Date>;
  /** An operator's TOTP secret (base32; migration 020, issue 16), set up but maybe not yet enabled. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the operator enabled TOTP: from then on sign-in needs a code. */
  totp_enabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** `sessions`: opaque tokens, stored as SHA-256 hashes, with idle and absolute expiry. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  domain_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Which sign-in an attempt was made on: the customer site or the operators' admin API. */
export type SignInScope = 'customer' | 'operator';

/** `login_activity`: every sign-in attempt (docs/rules/specification.md §3 Login activity row). */
export interface LoginActivityTable {
  id: Generated<string>;
  domain_id: string;
  user_id: string | null;
  user_name: string;
  login_time: Timestamp;
  success: boolean;
  ip: string;
  /** What the throttle counts by: the IPv4 address, or the /64 of an IPv6 one (migration 008). */
  ip_key: string;
  /** The sign-in the attempt was made on; each has its own throttle counters (issue 12). */
  scope: SignInScope;
  device_ip: string;
  isp: string;
  city: string;
  state: string;
  country: string;
}

/** `password_history`: password changes (docs/rules/specification.md §3 Password history row). */
export interface PasswordHistoryTable {
  id: Generated<string>;
  user_id: string;
  updated_of: string;
  updated_by: string;
  created_at: Generated<Date>;
}

/** `domain_limits`: stake limits per brand (docs/rules/specification.md §3 Min/max data), minor units. */
export interface DomainLimitsTable {
  domain_id: string;
  advance_bet_lock: boolean;
  odds_min_minor: number;
  odds_max_minor: number;
  fancy_min_minor: number;
  fancy_max_minor: number;
  bookmaker_min_minor: number;
  bookmaker_max_minor: number;
  delay_seconds: number;
  /** The house's worst case per exchange market, minor units (migration 011); null: the default. */
  house_cap_minor: ColumnType<number | null, number | null | undefined, number | null>;
}

/** `user_sport_locks`: sports hidden from a user (docs/rules/specification.md §3 Locked sport). */
export interface UserSportLocksTable {
  user_id: string;
  sport_id: number;
  locked: boolean;
}

/** `market_results`: decided markets (issue 3 item 6), settled by the money issue. */
export interface MarketResultsTable {
  market_id: string;
  match_id: string;
  sport_id: number;
  market_type: string;
  winner_selection_id: string | null;
  value: number | null;
  is_void: boolean;
  decided_at: Timestamp;
  settled_at: Timestamp | null;
}

/** `bets`: accepted bets (docs/rules/specification.md §3 Bet). Money in minor units; odds in hundredths (2.5 -> 250). */
export interface BetsTable {
  id: Generated<string>;
  domain_id: string;
  user_id: string;
  client_bet_id: string | null;
  match_id: string;
  market_id: string;
  market_name: string;
  market_type: string;
  sport_id: number;
  sports_name: string;
  event_name: string;
  competition_id: string;
  selection_id: string;
  selection_name: string;
  side: 'back' | 'lay';
  odds_hundredths: number | null;
  line: number | null;
  rate: number | null;
  stake_minor: number;
  liability_minor: number;
  profit_minor: number;
  status: ColumnType<'unsettled' | 'settled', 'unsettled' | 'settled' | undefined, 'unsettled' | 'settled'>;
  pnl_minor: number | null;
  outcome: 'win' | 'loss' | 'void' | null;
  narration: string | null;
  round_id: string | null;
  /** The exchange order this bet is a fill of (migration 011, issue 14); null for other bets. */
  order_id: ColumnType<string | null, string | null | undefined, never>;
  placed_at: Timestamp;
  settled_at: Timestamp | null;
  /** SHA-256 (hex) of what named the bet (issue 12, migration 009); null without a client bet id. */
  request_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
}

/** `market_exposures`: a user's worst case on one open market (docs/rules/exchange.md). */
export interface MarketExposuresTable {
  user_id: string;
  market_id: string;
  match_id: string;
  exposure_minor: number;
}

/** `market_settlements`: the result version each market was settled with (idempotency). */
export interface MarketSettlementsTable {
  market_id: string;
  result_version: number;
  winner_selection_id: string | null;
  value: number | null;
  is_void: boolean;
  bets_settled: number;
  settled_at: Timestamp;
}

/**
 * `ledger_transfers`: one double-entry transfer per business cause (issue "Ledger"); immutable,
 * unique on (cause_type, cause_id) so a cause never posts twice.
 */
export interface LedgerTransfersTable {
  id: string;
  domain_id: string;
  cause_type: 'operator' | 'bet_settlement' | 'settlement_reversal' | 'casino_round' | 'opening';
  cause_id: string;
  created_at: Timestamp;
  remark: string;
  display_text: string;
}

/**
 * `ledger_entries`: immutable signed amounts in minor units (+ credits the account); the entries
 * of one transfer sum to 0. `account_id` is the user id, or `house:{domainId}:{shard}`.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: string;
  account_type: 'user' | 'house';
  account_id: string;
  user_id: string | null;
  amount_minor: number;
  balance_after_minor: number | null;
  bet_id: string | null;
  created_at: Timestamp;
}

/** The whole database as Kysely sees it. */
export interface Database {
  domains: DomainsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_activity: LoginActivityTable;
  password_history: PasswordHistoryTable;
  domain_limits: DomainLimitsTable;
  user_sport_locks: UserSportLocksTable;
  market_results: MarketResultsTable;
  bets: BetsTable;
  market_exposures: MarketExposuresTable;
  market_settlements: MarketSettlementsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  user_stakes: UserStakesTable;
  casino_rounds: CasinoRoundsTable;
  settlement_holds: SettlementHoldsTable;
  exchange_journal: ExchangeJournalTable;
  cluster_leases: ClusterLeasesTable;
  cluster_messages: ClusterMessagesTable;
  operator_audit: OperatorAuditTable;
  idempotency_keys: IdempotencyKeysTable;
  domain_aliases: DomainAliasesTable;
  brand_assets: BrandAssetsTable;
  user_locks: UserLocksTable;
  market_controls: MarketControlsTable;
  market_house_limits: MarketHouseLimitsTable;
  rg_limits: RgLimitsTable;
  rg_settings: RgSettingsTable;
  rg_events: RgEventsTable;
}

/** `exchange_journal`: the exchange engine's append-only journal (migration 011, issue 14). */
export interface ExchangeJournalTable {
  seq: Generated<number>;
  book_key: string;
  market_id: string;
  kind: 'place' | 'fill' | 'cancel' | 'lapse';
  order_id: string;
  maker_order_id: string | null;
  user_id: string | null;
  size_minor: number;
  price_h: number | null;
  detail: unknown;
  at: Timestamp;
}

/**
 * `settlement_holds`: bets a settlement set aside for an operator (migration 010, issue 12). The
 * P&L in minor units and the ledger transfers (JSON text) to post when released.
 */
export interface SettlementHoldsTable {
  bet_id: string;
  domain_id: string;
  user_id: string;
  market_id: string;
  result_version: number;
  pnl_minor: number;
  outcome: 'win' | 'loss' | 'void';
  transfers: string;
  releases_exposure: boolean;
  reason: string;
  held_at: Timestamp;
  released_at: Timestamp | null;
}

/** `user_stakes`: a user's 8 quick stakes, currency units (docs/rules/specification.md §3 Quick stake); absent = defaults. */
export interface UserStakesTable {
  user_id: string;
  stakes: number[];
  updated_at: Timestamp;
}

/**
 * `casino_rounds`: one row per casino round (migration 006; docs/rules/casino.md Decision 1). The seed
 * is stored before the round opens and only shown once the round is settled or void. `cards`
 * and `result` are JSON text (wire card codes in reveal order; the engine's RoundResult).
 */
export interface CasinoRoundsTable {
  round_id: string;
  casino_type: string;
  table_no: number;
  commit: string;
  server_seed: string;
  status: 'open' | 'suspended' | 'dealing' | 'settled' | 'void';
  betting_window: ColumnType<number, number | undefined, number>;
  cards: string | null;
  result: string | null;
  bets_settled: number | null;
  opened_at: Timestamp;
  finished_at: Timestamp | null;
}

/** `cluster_leases`: who holds each engine lease and the fencing epoch (migration 013, issue 15). */
export interface ClusterLeasesTable {
  name: string;
  epoch: number;
  holder: string;
  acquired_at: Timestamp;
}

/** `cluster_messages`: bus messages too large for NOTIFY (migration 014, issue 15). */
export interface ClusterMessagesTable {
  id: Generated<string>;
  body: string;
  created_at: Timestamp;
}

/** `operator_audit`: every operator action, append-only (migration 015, issue 16 item 7). */
export interface OperatorAuditTable {
  id: Generated<string>;
  domain_id: string;
  actor_id: string | null;
  actor_name: string;
  actor_role: string;
  /** What was done, `area.verb` (e.g. `wallet.credit`, `brand.update`, `market.suspend`). */
  action: string;
  /** What it was done to, e.g. `user:player1`, `brand:localhost`, `market:1.234`. */
  target: string;
  before: unknown;
  after: unknown;
  remark: ColumnType<string, string | undefined, never>;
  ip: string;
  at: Timestamp;
}

/** `idempotency_keys`: an operator's stored answer per `Idempotency-Key` (migration 015, issue 16 item 3). */
export interface IdempotencyKeysTable {
  actor_id: string;
  key: string;
  /** SHA-256 (hex) of the method, path and body the key was first used with. */
  request_hash: string;
  status_code: number;
  response: unknown;
  created_at: Timestamp;
}

/** `user_locks`: an account's betting and casino locks (migration 016, issue 16 item 3); no row: unlocked. */
export interface UserLocksTable {
  user_id: string;
  betting_locked: boolean;
  casino_locked: boolean;
  updated_at: Timestamp;
}

/** `market_controls`: an operator's suspension of a market, match or casino table, per platform (migration 018, issue 16 items 4-5). */
export interface MarketControlsTable {
  scope: 'market' | 'match' | 'casino';
  /** The market id, match id or casino type. */
  target_id: string;
  suspended: boolean;
  updated_at: Timestamp;
  /** `{userName}@{domain}` of the operator who last changed it. */
  updated_by: string;
}

/** `market_house_limits`: a brand's house quoting cap on one exchange market, minor units (migration 018, issue 16 item 4). */
export interface MarketHouseLimitsTable {
  domain_id: string;
  market_id: string;
  cap_minor: number;
  updated_at: Timestamp;
  updated_by: string;
}

/** `domain_aliases`: a brand's extra host names (migration 017, issue 16 item 2). */
export interface DomainAliasesTable {
  host: string;
  domain_id: string;
  created_at: Generated<Date>;
}

/** `brand_assets`: a brand's uploaded images, `logo` or `banner-{id}` (migration 017, issue 16 item 2). */
export interface BrandAssetsTable {
  domain_id: string;
  name: string;
  content_type: string;
  bytes: Uint8Array;
  updated_at: Timestamp;
}

/** `rg_limits`: a customer's player-protection limit of one kind and period (migration 021, issue 17; modules/rg). */
export interface RgLimitsTable {
  user_id: string;
  kind: 'loss' | 'stake' | 'session';
  period: 'day' | 'week' | 'month' | 'session';
  /** The limit in force: minor units (loss, stake) or minutes (session); null: none. */
  amount: number | null;
  /** A raise or removal waiting for its time and the customer's confirmation (UKGC RTS 12). */
  pending: boolean;
  /** The pending amount; null with `pending`: a removal. */
  pending_amount: number | null;
  pending_effective_at: Timestamp | null;
  updated_at: Timestamp;
}

/** `rg_settings`: a customer's reality check, time-out and self-exclusion (migration 021, issue 17). */
export interface RgSettingsTable {
  user_id: string;
  /** 0: off; 15, 30 or 60. */
  reality_check_minutes: number;
  /** The session whose next check `reality_next_at` is (another session starts from its sign-in). */
  reality_token_hash: string | null;
  reality_next_at: Timestamp | null;
  timeout_until: Timestamp | null;
  excluded_until: Timestamp | null;
  updated_at: Timestamp;
}

/** `rg_events`: the history of a customer's player-protection changes (migration 021, issue 17). */
export interface RgEventsTable {
  id: Generated<string>;
  user_id: string;
  domain_id: string;
  at: Timestamp;
  /** 'customer', or the operator's `{userName}` for an operator's action. */
  actor: string;
  action: string;
  detail: unknown;
}
