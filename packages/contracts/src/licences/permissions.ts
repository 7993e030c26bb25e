import { PERMISSIONS, PERMISSION_SETS } from '../auth/permissions';
import type { LicenceHolderType } from './constants';

/**
 * Who may do what with documents (LIC-9). The menu entry's rule (docs/rules/shell.md §6) is
 * `user_docs:read` or `vehicle_docs:read`; reading vehicle documents needs the second, driver
 * documents the first. Adding, changing and removing them, and their scans, are the create,
 * update and delete actions of the same module (our strings, in upstream's four-action style,
 * declared with the others in auth/permissions.ts so that every-permission users hold them).
 */
const [vehicleRead, vehicleCreate, vehicleUpdate, vehicleDelete] = PERMISSION_SETS.vehicleDocs;
const [userRead, userCreate, userUpdate, userDelete] = PERMISSION_SETS.userDocs;

export const LICENCE_PERMISSIONS = {
  VEHICLE: {
    read: [vehicleRead],
    create: [vehicleCreate],
    update: [vehicleUpdate],
    delete: [vehicleDelete],
  },
  DRIVER: {
    read: [userRead],
    create: [userCreate],
    update: [userUpdate],
    delete: [userDelete],
  },
} as const satisfies Record<LicenceHolderType, Record<string, readonly string[]>>;
export type LicenceAction = keyof (typeof LICENCE_PERMISSIONS)['VEHICLE'];

/** Every document permission, for the demo accounts that keep documents. */
export const LICENCE_MANAGER_PERMISSIONS: readonly string[] = [
  ...PERMISSION_SETS.vehicleDocs,
  ...PERMISSION_SETS.userDocs,
];

/** Reading either holder type: the menu entry (and the route planning flags). */
export const LICENCE_READ_ANY: readonly string[] = [
  PERMISSIONS.vehicleDocsRead,
  PERMISSIONS.userDocsRead,
];

/**
 * LIC-11: the route planning flags are read by whoever plans routes as well as by whoever keeps
 * documents (a dispatcher choosing vehicles should see an expired KIR without the Licence menu).
 */
export const LICENCE_FLAG_READ: readonly string[] = [
  ...LICENCE_READ_ANY,
  PERMISSION_SETS.routeOptimization[0],
];

export function canUseLicences(
  accessRight: readonly string[],
  holder: LicenceHolderType,
  action: LicenceAction,
): boolean {
  return LICENCE_PERMISSIONS[holder][action].some((p) => accessRight.includes(p));
}
