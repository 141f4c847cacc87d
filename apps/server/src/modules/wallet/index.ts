export {
  auditAccounts,
  auditLedger,
  type LedgerCauseType,
  openAccount,
  postTransfer,
  postTransfers,
  statementRows,
  type TransferInput,
} from './ledger';
export { operatorAmountMinor, operatorTransfer } from './service';
