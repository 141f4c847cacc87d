export {
  DEFAULT_HOUSE_CAP_MINOR,
  ExchangeEngine,
  ExchangeError,
  type ExchangeDeps,
  type ListedOrder,
  type MarketError,
  type OrderReport,
  type OrderRequest,
} from './engine';
export { type OrderRecord } from './market-book';
export { domainErrorOf, exchangeBetsOf } from './save2';
export { summaryOf } from './wire';
