import type { REPORT_PERMISSIONS } from '../auth/permissions';
import { PERMISSIONS } from '../auth/permissions';

/**
 * Who may read the fleet's history (docs/rules/history.md HIST-1). Each read opens with any one
 * of its permissions: the report reads of the Reports menu (docs/rules/shell.md §6) and, for a
 * vehicle's track, the playback (video tracking) menu entries as well.
 */
const report = (name: (typeof REPORT_PERMISSIONS)[number]) => name;

export const HISTORY_PERMISSIONS = {
  /** A vehicle's track (playback): the vehicle-history report or the playback pages. */
  track: [
    report('c1a-report-vehicle-history:read'),
    PERMISSIONS.videoTrackingNewRead,
    PERMISSIONS.videoTrackingDefaultRead,
  ],
  trips: [report('c1b-report-trip:read'), report('c1a-report-vehicle-history:read')],
  stops: [
    report('c1c-report-parking:read'),
    report('c1d-report-idle:read'),
    report('c1a-report-vehicle-history:read'),
  ],
  fuel: [report('c1f-report-fuel:read')],
  rollups: [
    report('c1g-report-distance:read'),
    report('c1m-report-utilization:read'),
    report('c1l-report-engine-hours:read'),
    report('c1f-report-fuel:read'),
  ],
} as const satisfies Record<string, readonly string[]>;
export type HistoryRead = keyof typeof HISTORY_PERMISSIONS;

/** Whether a user holding `accessRight` may do the read `what` (any one of its permissions). */
export function canReadHistory(accessRight: readonly string[], what: HistoryRead): boolean {
  return HISTORY_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}
