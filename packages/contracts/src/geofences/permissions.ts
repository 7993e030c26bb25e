import { PERMISSIONS, PERMISSION_MODULES, PERMISSION_SETS } from '../auth/permissions';

/**
 * Who may do what with geofences and saved routes (GEO-6, SRT-6).
 *
 * Geofences are master data under the Master menu entry (`master:read`). Making and changing
 * them is its own four-action set, in upstream's style next to the route module's
 * `d7a-default-md-route`: `d7b-default-md-geofence` (our string, declared with the others in
 * auth/permissions.ts so that every-permission users hold it). Whoever may open the live view
 * may also see the geofences it draws (GEO-16).
 *
 * Saved routes are the Route menu entry, whose rule is any of `d7a-default-md-route` read,
 * create or update (docs/rules/shell.md §6): reading needs any of them, making one create,
 * changing one update.
 */
export const GEOFENCE_PERMISSION_MODULE = PERMISSION_MODULES.geofence;
const [geofenceRead, geofenceCreate, geofenceUpdate, geofenceDelete] = PERMISSION_SETS.geofence;
const [routeRead, routeCreate, routeUpdate] = PERMISSION_SETS.route;

export const GEOFENCE_PERMISSIONS = {
  read: [
    geofenceRead,
    PERMISSIONS.masterRead,
    PERMISSIONS.liveViewV2Read,
    PERMISSIONS.liveViewDefaultRead,
  ],
  create: [geofenceCreate],
  update: [geofenceUpdate],
} as const satisfies Record<string, readonly string[]>;
export type GeofencePermission = keyof typeof GEOFENCE_PERMISSIONS;

/** Every geofence permission, for the demo accounts that manage geofences. */
export const GEOFENCE_MANAGER_PERMISSIONS: readonly string[] = [
  geofenceRead,
  geofenceCreate,
  geofenceUpdate,
  geofenceDelete,
];

export const SAVED_ROUTE_PERMISSIONS = {
  read: [routeRead, routeCreate, routeUpdate],
  create: [routeCreate],
  update: [routeUpdate],
} as const satisfies Record<string, readonly string[]>;
export type SavedRoutePermission = keyof typeof SAVED_ROUTE_PERMISSIONS;

export function canUseGeofences(accessRight: readonly string[], what: GeofencePermission): boolean {
  return GEOFENCE_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}

export function canUseSavedRoutes(
  accessRight: readonly string[],
  what: SavedRoutePermission,
): boolean {
  return SAVED_ROUTE_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}
