import { PERMISSION_SETS } from '../auth/permissions';

/**
 * Who may do what with land measurements (LAND-10). The menu entry needs all four actions of
 * `i1a-landmeasurement` (docs/rules/shell.md §6); each route needs its own action.
 */
const [read, create, update, remove] = PERMISSION_SETS.landMeasurement;

export const LAND_MEASUREMENT_PERMISSIONS = {
  read: [read],
  create: [create],
  update: [update],
  delete: [remove],
} as const satisfies Record<string, readonly string[]>;
export type LandMeasurementPermission = keyof typeof LAND_MEASUREMENT_PERMISSIONS;

/** Every land measurement permission, for the demo accounts that measure land. */
export const LAND_MEASUREMENT_MANAGER_PERMISSIONS: readonly string[] = [
  read,
  create,
  update,
  remove,
];
