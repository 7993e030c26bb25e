import type { RawAlert, RawAlertsFilter } from '@armada/contracts/alerts';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';

/**
 * The Notification Detail id of docs/rules/shell.md §2, read back: the raw alert id, or alert code,
 * vehicle id, created time in milliseconds and alert flag joined by dashes (contracts
 * `notificationDetailId` writes it; an absent flag is an empty last part).
 */
export type NotificationIdRef =
  | { kind: 'rawAlertId'; rawAlertId: string }
  | {
      kind: 'parts';
      alertCode: number;
      vehicleId: number;
      createdMs: number;
      alertFlag: number | null;
    };

const PARTS = /^(\d{1,9})-(\d{1,9})-(\d{1,15})-(\d{0,9})$/;
/** The raw alert ids the server gives (numeric today); at most 40 characters (contracts). */
const RAW_ALERT_ID = /^[A-Za-z0-9_]{1,40}$/;

/** What an id names, or null when it is malformed. */
export function parseNotificationId(id: string): NotificationIdRef | null {
  const text = id.trim();
  const parts = PARTS.exec(text);
  if (parts) {
    const [, code, vehicle, ms, flag] = parts as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const vehicleId = Number(vehicle);
    if (vehicleId < 1) return null;
    return {
      kind: 'parts',
      alertCode: Number(code),
      vehicleId,
      createdMs: Number(ms),
      alertFlag: flag === '' ? null : Number(flag),
    };
  }
  return RAW_ALERT_ID.test(text) ? { kind: 'rawAlertId', rawAlertId: text } : null;
}

/**
 * The `rawAlerts` filter that finds the alert: by its id, or by vehicle and code within the
 * resolve window (created time plus or minus 1 s) around the created time.
 */
export function notificationLookupFilter(ref: NotificationIdRef): RawAlertsFilter {
  if (ref.kind === 'rawAlertId') {
    return { rawAlertIds: [ref.rawAlertId], pagination: { page: 1, show: 1 } };
  }
  const window = SHELL_CONSTANTS.resolveWindowMs;
  return {
    vehicleIds: [ref.vehicleId],
    alertCodes: [ref.alertCode],
    startDate: new Date(ref.createdMs - window).toISOString(),
    // The end is excluded: one millisecond more keeps created + 1 s inside.
    endDate: new Date(ref.createdMs + window + 1).toISOString(),
    pagination: { page: 1, show: 100 },
  };
}

/** The alert of the list the id names: same flag, created nearest the id's time. */
export function pickNotification(
  ref: NotificationIdRef,
  alerts: readonly RawAlert[],
): RawAlert | null {
  if (ref.kind === 'rawAlertId') {
    return alerts.find((alert) => alert.rawAlertId === ref.rawAlertId) ?? null;
  }
  let best: RawAlert | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const alert of alerts) {
    if (alert.vehicleId !== ref.vehicleId || alert.alertCode !== ref.alertCode) continue;
    if ((alert.alertFlag ?? null) !== ref.alertFlag) continue;
    const gap = Math.abs(new Date(alert.createdOn).getTime() - ref.createdMs);
    if (gap <= SHELL_CONSTANTS.resolveWindowMs && gap < bestGap) {
      best = alert;
      bestGap = gap;
    }
  }
  return best;
}
