import { PERMISSIONS } from '../auth/permissions';

/**
 * Who may use track vision (TV-30): live streaming and video history need the menu's
 * `b3h-new-trackvision-menu:read`, the vehicle media gallery `b3i-menu-media:read`
 * (docs/rules/shell.md §6).
 */
export const TRACK_VISION_PERMISSIONS = {
  live: [PERMISSIONS.trackVisionMenuRead],
  footage: [PERMISSIONS.trackVisionMenuRead],
  media: [PERMISSIONS.mediaMenuRead],
} as const satisfies Record<string, readonly string[]>;
