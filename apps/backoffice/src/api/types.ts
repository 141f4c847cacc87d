/**
 * The back office's view of the admin API (docs/backoffice.md "The API"). Types come from the
 * contracts package where its schema exists (packages/contracts/src/admin-*.ts); the rest are
 * local types written from the API table, kept to the fields the pages read.
 */
import type { AuditEntry, MinMax, OperatorMeResponse, OperatorSignInResponse } from '@backlay/contracts';

export type { AuditEntry, MinMax, OperatorSignInResponse };
export type Operator = OperatorMeResponse['data'];

/** `{status, data}` of every list and object answer. */
export interface Envelope<T> {
  status: boolean;
  data: T;
  message?: string;
}

/** `{status, message}` of a change. */
export interface Done {
  status: boolean;
  message: string;
}

// Customers -------------------------------------------------------------------------------------

/** One account of the user tree (`GET users?parentId&search&role`). */
export interface UserSummary {
  _id: string;
  userName: string;
  name: string;
  role: string;
  /** Currency units. */
  balance: number;
  exposure: number;
  exposureLimit: number;
  /** The id of its creator (the tree's parent), null for the top. */
  parentId: string | null;
  /** How many accounts it created (0 for a customer). */
  children: number;
  status?: string;
}

/** A sport lock (docs/rules/specification.md §3 Locked sport): sport type id and whether locked. */
export interface SportLock {
  eventId: number;
  lock: boolean;
}

/** The locks of an account (`PUT users/{userId}/locks`). */
export interface Locks {
  betLock: boolean;
  casinoLock: boolean;
  sports: SportLock[];
}

/** `GET users/{userId}`: an account with its locks and limits. */
export interface UserDetail extends UserSummary {
  createdAt?: string;
  creator?: string | null;
  locks: Locks;
}

/** `POST users` body. */
export interface CreateUserBody {
  userName: string;
  name: string;
  password: string;
  role: string;
  /** Currency units, customers only. */
  openingBalance?: number;
  parentId?: string;
}

/** `POST wallet/transfer` body (remark required in the back office). */
export interface TransferBody {
  userName: string;
  amount: number;
  direction: 'credit' | 'debit';
  remark: string;
}

export interface TransferResult {
  transferId: string;
  userName: string;
  direction: 'credit' | 'debit';
  amount: number;
  balance: number;
}

/** A row of the statement, bets, orders or login activity lists: shown by its fields. */
export type Row = Record<string, unknown>;

// Brands ----------------------------------------------------------------------------------------

export const LAYOUT_OPTIONS = ['tamannah', 'tamannahSquare', 'aura'] as const;
export type LayoutName = (typeof LAYOUT_OPTIONS)[number];

/** One brand (`GET brands`). */
export interface Brand {
  _id: string;
  domain: string;
  title: string;
  logoUrl: string;
  favIconUrl?: string;
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  layout: LayoutName;
  status: 'active' | 'suspend';
  /** Further host names the brand answers on. */
  domains?: string[];
}

/** `POST brands` / `PUT brands/{domainId}` body. */
export interface BrandBody {
  domain: string;
  title: string;
  layout: LayoutName;
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  domains?: string[];
}

/** A notice of the news ticker. */
export interface Notice {
  id: string;
  text: string;
  active?: boolean;
}

/** A banner: image, position and schedule (ISO times, null = always). */
export interface Banner {
  id: string;
  imageUrl: string;
  title?: string;
  link?: string;
  order: number;
  startsAt: string | null;
  endsAt: string | null;
}

export interface BannerBody {
  title?: string;
  link?: string;
  order: number;
  startsAt: string | null;
  endsAt: string | null;
  /** A new image: base64 data and its type. */
  image?: { contentType: string; data: string };
}

// Markets and risk ------------------------------------------------------------------------------

export interface RunnerBook {
  selectionId: string;
  name: string;
  /** The house's matched profit (+) or loss (-) if this runner wins, currency units. */
  liability: number;
}

/** One market of the live list (`GET markets`). */
export interface MarketRow {
  marketId: string;
  marketName: string;
  matchId: string;
  matchName: string;
  sportId: number;
  inPlay: boolean;
  suspended: boolean;
  matchSuspended?: boolean;
  turnover: number;
  bets: number;
  /** The exchange engine's house quoting limit, currency units (null = the default). */
  houseLimit: number | null;
  runners: RunnerBook[];
}

// Casino ----------------------------------------------------------------------------------------

export interface CasinoTableRow {
  casinoType: string;
  name: string;
  status: string;
  paused: boolean;
  roundsDealt: number;
  /** Return to player measured so far and the game's exact value, as fractions (0.97) or percent. */
  measuredRtp: number | null;
  exactRtp: number;
}

export interface CasinoRound {
  roundId: string;
  casinoType: string;
  commitment: string;
  seed: string | null;
  verified: boolean;
  result?: unknown;
  dealtAt?: string;
}

// Reports ---------------------------------------------------------------------------------------

export const GROUP_BYS = ['day', 'sport', 'competition', 'marketType', 'casinoTable', 'brand'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

export interface ReportRow {
  key: string;
  turnover: number;
  ggr: number;
  customerPnl: number;
  bets: number;
}
