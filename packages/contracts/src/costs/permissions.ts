import { PERMISSION_SETS } from '../auth/permissions';

/**
 * Who may do what with costs (COST-10). The menu entry `/cost-management/` needs all four
 * `financial-record` actions (docs/rules/shell.md §6); the routes ask for the one they do.
 */
const [read, create, update, remove] = PERMISSION_SETS.financialRecord;

export const COST_PERMISSIONS = {
  read: [read],
  create: [create],
  update: [update],
  delete: [remove],
} as const satisfies Record<string, readonly string[]>;
export type CostPermission = keyof typeof COST_PERMISSIONS;

/** Every cost permission, for the demo accounts that keep the books. */
export const COST_MANAGER_PERMISSIONS: readonly string[] = [read, create, update, remove];

export function canUseCosts(accessRight: readonly string[], what: CostPermission): boolean {
  return COST_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}
