export { recordAudit, searchAudit, type AuditEntry, type AuditFilters, type AuditRecord } from './audit';
export { idempotent, requestHash, type StoredAnswer } from './idempotency';
export {
  assertRole,
  canCreateRole,
  OPERATOR_ROLES,
  type OperatorRole,
  type Role,
  ROLES,
  roleRank,
} from './roles';
export { childCounts, scopedUserIds, userInScope, userNameInScope } from './scope';
