import { Type, type Static } from 'typebox';

/**
 * The exchange's order API (issue 14 item 6): Betfair's Betting API shapes under
 * `/api/exchange/betting/rest/v1.0/{operation}` (docs/api/exchange-orders.md, from
 * ../shared/betfair-api.md). Amounts are currency units with at most 2 decimals, prices decimal
 * odds on the tick ladder; the server converts to minor units and hundredths at the boundary.
 * `selectionId` is Backlay's runner id (a string of digits; a number is accepted).
 */

const SelectionId = Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Integer({ minimum: 0 })]);
const Side = Type.Union([Type.Literal('BACK'), Type.Literal('LAY')]);
const Persistence = Type.Union([Type.Literal('LAPSE'), Type.Literal('PERSIST')]);
const Ref = Type.String({ minLength: 1, maxLength: 32 });
const MarketId = Type.String({ minLength: 1, maxLength: 40 });

export const OrderSide = Side;
export type OrderSide = Static<typeof Side>;
export const PersistenceType = Persistence;
export type PersistenceType = Static<typeof Persistence>;

/** One LIMIT order to place. */
export const PlaceInstruction = Type.Object({
  orderType: Type.Literal('LIMIT'),
  selectionId: SelectionId,
  handicap: Type.Optional(Type.Number()),
  side: Side,
  limitOrder: Type.Object({
    size: Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 }),
    price: Type.Number({ minimum: 1.01, maximum: 1000 }),
    persistenceType: Type.Optional(Persistence),
  }),
  customerOrderRef: Type.Optional(Ref),
});
export type PlaceInstruction = Static<typeof PlaceInstruction>;

/** `placeOrders` body: at most 200 instructions; `customerRef` de-duplicates for 60 s. */
export const PlaceOrdersRequest = Type.Object({
  marketId: MarketId,
  instructions: Type.Array(PlaceInstruction, { minItems: 1, maxItems: 200 }),
  customerRef: Type.Optional(Ref),
});
export type PlaceOrdersRequest = Static<typeof PlaceOrdersRequest>;

const ReportStatus = Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAILURE'), Type.Literal('TIMEOUT')]);
const ExecutionStatus = Type.Union([
  Type.Literal('SUCCESS'),
  Type.Literal('FAILURE'),
  Type.Literal('PROCESSED_WITH_ERRORS'),
]);
const CurrentStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('EXECUTABLE'),
  Type.Literal('EXECUTION_COMPLETE'),
]);

export const PlaceInstructionReport = Type.Object({
  status: ReportStatus,
  errorCode: Type.Optional(Type.String()),
  orderStatus: Type.Optional(CurrentStatus),
  instruction: PlaceInstruction,
  betId: Type.Optional(Type.String()),
  placedDate: Type.Optional(Type.String()),
  averagePriceMatched: Type.Optional(Type.Number()),
  sizeMatched: Type.Optional(Type.Number()),
});
export type PlaceInstructionReport = Static<typeof PlaceInstructionReport>;

export const PlaceExecutionReport = Type.Object({
  customerRef: Type.Optional(Type.String()),
  status: ExecutionStatus,
  errorCode: Type.Optional(Type.String()),
  marketId: Type.String(),
  instructionReports: Type.Array(PlaceInstructionReport),
});
export type PlaceExecutionReport = Static<typeof PlaceExecutionReport>;

export const CancelInstruction = Type.Object({
  betId: Type.String({ minLength: 1, maxLength: 64 }),
  sizeReduction: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
});
export type CancelInstruction = Static<typeof CancelInstruction>;

/** `cancelOrders` body: no instructions cancels every unmatched order of the market (or of the account). */
export const CancelOrdersRequest = Type.Object({
  marketId: Type.Optional(MarketId),
  instructions: Type.Optional(Type.Array(CancelInstruction, { maxItems: 60 })),
  customerRef: Type.Optional(Ref),
});
export type CancelOrdersRequest = Static<typeof CancelOrdersRequest>;

export const CancelInstructionReport = Type.Object({
  status: ReportStatus,
  errorCode: Type.Optional(Type.String()),
  instruction: CancelInstruction,
  sizeCancelled: Type.Number(),
  cancelledDate: Type.Optional(Type.String()),
});
export type CancelInstructionReport = Static<typeof CancelInstructionReport>;

export const CancelExecutionReport = Type.Object({
  customerRef: Type.Optional(Type.String()),
  status: ExecutionStatus,
  errorCode: Type.Optional(Type.String()),
  marketId: Type.Optional(Type.String()),
  instructionReports: Type.Array(CancelInstructionReport),
});
export type CancelExecutionReport = Static<typeof CancelExecutionReport>;

export const ReplaceInstruction = Type.Object({
  betId: Type.String({ minLength: 1, maxLength: 64 }),
  newPrice: Type.Number({ minimum: 1.01, maximum: 1000 }),
});
export type ReplaceInstruction = Static<typeof ReplaceInstruction>;

/** `replaceOrders` body: each instruction cancels the unmatched part and places it at the new price. */
export const ReplaceOrdersRequest = Type.Object({
  marketId: MarketId,
  instructions: Type.Array(ReplaceInstruction, { minItems: 1, maxItems: 60 }),
  customerRef: Type.Optional(Ref),
});
export type ReplaceOrdersRequest = Static<typeof ReplaceOrdersRequest>;

export const ReplaceExecutionReport = Type.Object({
  customerRef: Type.Optional(Type.String()),
  status: ExecutionStatus,
  errorCode: Type.Optional(Type.String()),
  marketId: Type.String(),
  instructionReports: Type.Array(
    Type.Object({
      status: ReportStatus,
      errorCode: Type.Optional(Type.String()),
      cancelInstructionReport: Type.Optional(CancelInstructionReport),
      placeInstructionReport: Type.Optional(PlaceInstructionReport),
    }),
  ),
});
export type ReplaceExecutionReport = Static<typeof ReplaceExecutionReport>;

/** `listCurrentOrders` body. */
export const ListCurrentOrdersRequest = Type.Object({
  betIds: Type.Optional(Type.Array(Type.String(), { maxItems: 250 })),
  marketIds: Type.Optional(Type.Array(Type.String(), { maxItems: 250 })),
  orderProjection: Type.Optional(
    Type.Union([Type.Literal('ALL'), Type.Literal('EXECUTABLE'), Type.Literal('EXECUTION_COMPLETE')]),
  ),
  fromRecord: Type.Optional(Type.Integer({ minimum: 0 })),
  recordCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type ListCurrentOrdersRequest = Static<typeof ListCurrentOrdersRequest>;

/** One order; always sizeMatched + sizeRemaining + sizeLapsed + sizeCancelled + sizeVoided = priceSize.size. */
export const CurrentOrderSummary = Type.Object({
  betId: Type.String(),
  marketId: Type.String(),
  selectionId: Type.String(),
  handicap: Type.Number(),
  priceSize: Type.Object({ price: Type.Number(), size: Type.Number() }),
  bspLiability: Type.Number(),
  side: Side,
  status: CurrentStatus,
  persistenceType: Persistence,
  orderType: Type.Literal('LIMIT'),
  placedDate: Type.String(),
  averagePriceMatched: Type.Number(),
  sizeMatched: Type.Number(),
  sizeRemaining: Type.Number(),
  sizeLapsed: Type.Number(),
  sizeCancelled: Type.Number(),
  sizeVoided: Type.Number(),
  customerOrderRef: Type.Optional(Type.String()),
  /** Backlay's addition: the match the market belongs to, and the runner's name. */
  matchId: Type.String(),
  selectionName: Type.String(),
});
export type CurrentOrderSummary = Static<typeof CurrentOrderSummary>;

export const CurrentOrderSummaryReport = Type.Object({
  currentOrders: Type.Array(CurrentOrderSummary),
  moreAvailable: Type.Boolean(),
});
export type CurrentOrderSummaryReport = Static<typeof CurrentOrderSummaryReport>;

/** `listMarketBook` body. */
export const ListMarketBookRequest = Type.Object({
  marketIds: Type.Array(MarketId, { minItems: 1, maxItems: 40 }),
  priceProjection: Type.Optional(Type.Object({ priceData: Type.Optional(Type.Array(Type.String())) })),
  orderProjection: Type.Optional(Type.String()),
});
export type ListMarketBookRequest = Static<typeof ListMarketBookRequest>;

const PriceSize = Type.Object({ price: Type.Number(), size: Type.Number() });

export const ExchangeMarketBook = Type.Object({
  marketId: Type.String(),
  isMarketDataDelayed: Type.Boolean(),
  status: Type.Union([
    Type.Literal('INACTIVE'),
    Type.Literal('OPEN'),
    Type.Literal('SUSPENDED'),
    Type.Literal('CLOSED'),
  ]),
  betDelay: Type.Number(),
  inplay: Type.Boolean(),
  version: Type.Number(),
  totalMatched: Type.Number(),
  totalAvailable: Type.Number(),
  numberOfRunners: Type.Number(),
  runners: Type.Array(
    Type.Object({
      selectionId: Type.String(),
      handicap: Type.Number(),
      status: Type.String(),
      ex: Type.Object({ availableToBack: Type.Array(PriceSize), availableToLay: Type.Array(PriceSize) }),
      orders: Type.Optional(Type.Array(CurrentOrderSummary)),
    }),
  ),
});
export type ExchangeMarketBook = Static<typeof ExchangeMarketBook>;

/** A refused call as a whole (Betfair's APINGException shape, simplified): HTTP 400/401/404. */
export const ExchangeApiError = Type.Object({
  errorCode: Type.String(),
  message: Type.String(),
});
export type ExchangeApiError = Static<typeof ExchangeApiError>;
