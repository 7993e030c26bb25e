import { PERMISSIONS, PERMISSION_SETS } from '../auth/permissions';

/**
 * Who may do what with tracking links (TRK-8). The menu entry `/trackingtemp/` needs
 * `temporary_live_views:read` (docs/rules/shell.md §6), which also lets a user see the links;
 * making, extending and revoking one need the create and update actions of the same module
 * (our strings, in upstream's four-action style).
 */
const [read, create, update] = PERMISSION_SETS.temporaryLiveViews;

export const TRACKING_LINK_PERMISSIONS = {
  read: [PERMISSIONS.temporaryLiveViewsRead],
  create: [create],
  update: [update],
} as const satisfies Record<string, readonly string[]>;
export type TrackingLinkPermission = keyof typeof TRACKING_LINK_PERMISSIONS;

/** Every permission of the module, for the demo accounts that manage links. */
export const TRACKING_LINK_MANAGER_PERMISSIONS: readonly string[] = [read, create, update];

/** Whether a user holding `accessRight` may do `what` (any one permission of the set). */
export function canUseTrackingLinks(
  accessRight: readonly string[],
  what: TrackingLinkPermission,
): boolean {
  return TRACKING_LINK_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}
