/**
 * The back office's view of the admin API (docs/backoffice.md "The API"): the wire types of the
 * contracts package (packages/contracts/src/admin-*.ts), which the server validates against.
 */
import type {
  AccountStatementRow,
  AdminBanner,
  AdminBrand,
  AdminCasinoRoundResponse,
  AdminCasinoTable,
  AdminMarketRow,
  AdminMatchRow,
  AdminNotice,
  AdminUserDetailsResponse,
  AdminUserRow,
  AuditEntry,
  BetRow,
  CreateAccountBody,
  CreateBannerBody,
  CreateBrandBody,
  CurrentOrderSummary,
  LoginActivityRow,
  MinMax,
  OperatorMeResponse,
  OperatorSignInResponse,
  ReportGroup,
  ReportResponse,
  ReportRow,
  SetLocksBody,
  UpdateBannerBody,
  UpdateBrandBody,
  WalletTransferResponse,
} from '@backlay/contracts';

export type {
  AccountStatementRow,
  AdminBanner as Banner,
  AdminBrand as Brand,
  AdminCasinoTable as CasinoTableRow,
  AdminMarketRow as MarketRow,
  AdminMatchRow as MatchRow,
  AdminNotice as Notice,
  AdminUserRow as UserSummary,
  AuditEntry,
  BetRow,
  CreateAccountBody as CreateUserBody,
  CreateBannerBody,
  CreateBrandBody,
  CurrentOrderSummary,
  LoginActivityRow,
  MinMax,
  OperatorSignInResponse,
  ReportRow,
  SetLocksBody,
  UpdateBannerBody,
  UpdateBrandBody,
};

export type Operator = OperatorMeResponse['data'];
export type UserDetail = AdminUserDetailsResponse['data'];
export type CasinoRound = AdminCasinoRoundResponse['data'];
export type Report = ReportResponse['data'];
export type TransferResult = WalletTransferResponse['data'];

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

/** A page of an account's list (`PagedList` of the contracts). */
export interface Paged<T> {
  status: boolean;
  pageItems: T[];
  currentPage: number;
  totalPages: number;
}

/** `POST wallet/transfer` body (the remark is required). */
export interface TransferBody {
  userName: string;
  amount: number;
  direction: 'credit' | 'debit';
  remark: string;
}

/** The locks of `PUT users/{userId}/locks` answer. */
export type Locks = Required<SetLocksBody>;

export const LAYOUT_OPTIONS = ['tamannah', 'tamannahSquare', 'aura'] as const;
export type LayoutName = (typeof LAYOUT_OPTIONS)[number];

export const GROUP_BYS = ['day', 'sport', 'competition', 'marketType', 'casinoTable', 'brand'] as const;
export type GroupBy = ReportGroup;
