import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date and read back as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** `domains`: one row per brand (spec §3 Domain config). */
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
}

/** `users`: customers and operators of one brand. Money in minor units (spec §3 User details). */
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

/** `login_activity`: every sign-in attempt (spec §3 Login activity row). */
export interface LoginActivityTable {
  id: Generated<string>;
  domain_id: string;
  user_id: string | null;
  user_name: string;
  login_time: Timestamp;
  success: boolean;
  ip: string;
  device_ip: string;
  isp: string;
  city: string;
  state: string;
  country: string;
}

/** `password_history`: password changes (spec §3 Password history row). */
export interface PasswordHistoryTable {
  id: Generated<string>;
  user_id: string;
  updated_of: string;
  updated_by: string;
  created_at: Generated<Date>;
}

/** `domain_limits`: stake limits per brand (spec §3 Min/max data), minor units. */
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
}

/** `user_sport_locks`: sports hidden from a user (spec §3 Locked sport). */
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
}
