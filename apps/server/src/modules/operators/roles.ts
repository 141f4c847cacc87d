import { forbidden } from '../../domain-errors';

/**
 * The roles of a brand, highest first (docs/backoffice.md "Roles"; the specification's §3 User
 * details names the chain Creater (Agent), WhiteLabel, Watcher and SuperWatcher above the
 * customer, role User). Admin runs the brand: brands, markets and risk, casino, reports and the
 * audit log. Every other operator manages their own chain (the users they created, and those
 * their users created, down to the customers).
 */
export const OPERATOR_ROLES = ['Admin', 'WhiteLabel', 'SuperWatcher', 'Watcher', 'Agent'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const ROLES = [...OPERATOR_ROLES, 'User'] as const;
export type Role = (typeof ROLES)[number];

/** A role's rank: Admin 5 down to User 0; -1 for a name that is not a role. */
export function roleRank(role: string): number {
  const i = (ROLES as readonly string[]).indexOf(role);
  return i < 0 ? -1 : ROLES.length - 1 - i;
}

/** Whether `creatorRole` may create (and manage) an account of role `role`: strictly below its own. */
export function canCreateRole(creatorRole: string, role: string): boolean {
  return roleRank(role) >= 0 && roleRank(role) < roleRank(creatorRole);
}

/**
 * Refuses an operator below `least` (HTTP 403 "This action needs the {least} role"). Source:
 * issue 16 item 1 (an Agent cannot call an Admin action: 403).
 */
export function assertRole(operator: { role: string }, least: OperatorRole): void {
  if (roleRank(operator.role) < roleRank(least))
    throw forbidden(`This action needs the ${least} role`, 'role_required');
}
