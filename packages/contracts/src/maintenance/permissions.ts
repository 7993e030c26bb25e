import { PERMISSIONS, PERMISSION_SETS } from '../auth/permissions';

/**
 * Who may do what with maintenance (MNT-12). The menu entry `/maintenance/` opens with
 * `maintenance:read`, `maintenance-group:read` or `service_order:read` (docs/rules/shell.md §6);
 * the same three read plans, work orders and the due list. Making and changing plans and work
 * orders need the `create` and `update` actions of the `maintenance` module (our strings).
 */
const [read, create, update, remove] = PERMISSION_SETS.maintenance;

export const MAINTENANCE_PERMISSIONS = {
  read: [read, PERMISSIONS.maintenanceGroupRead, PERMISSIONS.serviceOrderRead],
  create: [create],
  update: [update],
} as const satisfies Record<string, readonly string[]>;
export type MaintenancePermission = keyof typeof MAINTENANCE_PERMISSIONS;

/** Every maintenance permission, for the demo accounts that manage the workshop. */
export const MAINTENANCE_MANAGER_PERMISSIONS: readonly string[] = [read, create, update, remove];

export function canUseMaintenance(
  accessRight: readonly string[],
  what: MaintenancePermission,
): boolean {
  return MAINTENANCE_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}
