import {
  ALERT_CONSTANTS,
  type AlertActionResult,
  type RawAlert,
  type RawAlertsFilter,
} from '@armada/contracts/alerts';
import { applyAlertAction } from '@/lib/alerts/alerts-api';

const createdMs = (alert: RawAlert) => new Date(alert.createdOn).getTime();

/** Newest first; ties keep a stable order by id so the list does not flicker. */
function newestFirst(a: RawAlert, b: RawAlert): number {
  return createdMs(b) - createdMs(a) || (a.rawAlertId < b.rawAlertId ? 1 : -1);
}

/**
 * Adds alerts to a list (docs/rules/alert-center.md §9: the 20 newest are kept; a live addition
 * pushes the oldest out). An alert already in the list (the same rawAlertId, e.g. a live message
 * sent twice, or one a refetch after a reconnect already brought) is not added again: the
 * listed copy knows this user's reads and logs, a live message does not. The list stays
 * newest first.
 */
export function mergeAlerts(
  list: readonly RawAlert[],
  incoming: readonly RawAlert[],
  max: number = ALERT_CONSTANTS.list.keptNewest,
): RawAlert[] {
  const byId = new Map<string, RawAlert>();
  for (const alert of list) byId.set(alert.rawAlertId, alert);
  for (const alert of incoming) {
    if (!byId.has(alert.rawAlertId)) byId.set(alert.rawAlertId, alert);
  }
  return [...byId.values()].sort(newestFirst).slice(0, max);
}

/**
 * Applies a recorded action once: our own action comes back on the live channel too, and must
 * not log twice.
 */
export function applyAlertActionOnce(alert: RawAlert, action: AlertActionResult): RawAlert {
  if (!action.rawAlertId.includes(alert.rawAlertId)) return alert;
  const known = alert.userLogs.some(
    (log) =>
      log.typeField === action.type &&
      log.userId === action.userId &&
      new Date(log.createdOn).getTime() === new Date(action.createdOn).getTime(),
  );
  return known ? alert : applyAlertAction(alert, action);
}

/** Applies a recorded action to every alert of a list it names (the same array if none). */
export function applyActionToList(list: RawAlert[], action: AlertActionResult): RawAlert[] {
  if (!list.some((alert) => action.rawAlertId.includes(alert.rawAlertId))) return list;
  return list.map((alert) => applyAlertActionOnce(alert, action));
}

/** Whether the alert is still open (neither resolved nor a false alert). */
export function isUnresolved(alert: Pick<RawAlert, 'isResolved' | 'isFalseAlert'>): boolean {
  return !alert.isResolved && !alert.isFalseAlert;
}

/** The top bar carousel: the newest `count` alerts of the given lists, each once. */
export function topAlerts(
  lists: readonly (readonly RawAlert[])[],
  count: number = ALERT_CONSTANTS.carousel.topCount,
): RawAlert[] {
  return mergeAlerts([], lists.flat(), count);
}

/**
 * Whether an alert belongs in a list with this filter (the live additions and resolutions).
 * The date window is not checked: the server sends an alert when it is raised, so it is new
 * whatever the browser's clock says (a clock some days off must not hide the live stream).
 */
export function matchesListFilter(alert: RawAlert, filter: RawAlertsFilter): boolean {
  if (filter.isUrgent && !alert.isUrgent) return false;
  if (filter.isImportant && !alert.isImportant) return false;
  if (filter.isResolved === false && alert.isResolved) return false;
  if (filter.isFalseAlert === false && alert.isFalseAlert) return false;
  return true;
}
