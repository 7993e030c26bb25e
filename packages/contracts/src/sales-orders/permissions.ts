import { PERMISSION_SETS } from '../auth/permissions';

/**
 * SO-11: who may do what with sales orders. The menu entry needs all four actions of the
 * `sales_order` set (docs/rules/shell.md §6); each route needs its own action.
 */
const [read, create, update, remove] = PERMISSION_SETS.salesOrder;

export const SALES_ORDER_PERMISSIONS = {
  read: [read],
  create: [create],
  update: [update],
  cancel: [update, remove],
} as const satisfies Record<string, readonly string[]>;
export type SalesOrderPermission = keyof typeof SALES_ORDER_PERMISSIONS;

/** Every sales-order permission, for the demo accounts that sell. */
export const SALES_ORDER_MANAGER_PERMISSIONS: readonly string[] = [read, create, update, remove];
