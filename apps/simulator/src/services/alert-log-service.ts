import {
  ALERT_LOG_LIMITS,
  type AlertUserLogEntry,
  type AlertUserLogsFilter,
} from '@armada/contracts/alerts';
import { PERMISSIONS } from '@armada/contracts/auth';
import type { AlertStore } from '../store/alert-store';
import type { AuthContext } from './auth-service';
import { requireAny } from './permissions';
import { ServiceError } from './service-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Notification Log (ALERTLOG-1..3, issue 11): the company's user actions on alerts for
 * holders of `e1j-log-notification:read`, read in SQL from the stored alert logs.
 */
export class AlertLogService {
  constructor(private readonly deps: { alerts: AlertStore | undefined }) {}

  /**
   * ALERTLOG-1: one page of actions with their time in [startDate, endDate), newest first.
   * ALERTLOG-2: without the log scope the call is refused (403).
   * ALERTLOG-3: a range that ends before it starts, or is longer than 31 days, is refused.
   */
  async list(
    auth: AuthContext,
    filter: AlertUserLogsFilter,
  ): Promise<{
    list: AlertUserLogEntry[];
    pagination: { page: number; show: number; total: number };
  }> {
    requireAny(auth, [PERMISSIONS.logNotificationRead], 'read the notification log');
    const from = Date.parse(filter.startDate);
    const to = Date.parse(filter.endDate);
    if (!(to > from)) throw invalidRange('filter.endDate must be after filter.startDate');
    if (to - from > ALERT_LOG_LIMITS.maxRangeDays * DAY_MS) {
      throw invalidRange(
        `filter.endDate may be at most ${ALERT_LOG_LIMITS.maxRangeDays} days after filter.startDate`,
      );
    }
    if (!this.deps.alerts) {
      throw new ServiceError(503, 'SERVICE_UNAVAILABLE', 'Alerts are not stored on this server.');
    }
    const page = filter.pagination?.page ?? 1;
    const show = filter.pagination?.show ?? ALERT_LOG_LIMITS.pageSize;
    const result = await this.deps.alerts.listUserLogs({
      companyId: auth.company.id,
      from,
      to,
      ...(filter.types ? { types: filter.types } : {}),
      limit: show,
      offset: (page - 1) * show,
    });
    return {
      list: result.entries.map((entry) => ({
        logId: String(entry.logId),
        rawAlertId: String(entry.alertId),
        alertCode: entry.alertCode,
        alert: entry.description,
        vehicle: { id: entry.vehicle.id, licensePlate: entry.vehicle.licensePlate },
        alertCreatedOn: new Date(entry.alertCreatedAt).toISOString(),
        typeField: entry.type,
        data: entry.data,
        createdOn: new Date(entry.createdAt).toISOString(),
        userId: entry.userId,
        user: { fullname: entry.userName },
      })),
      pagination: { page, show, total: result.total },
    };
  }
}

function invalidRange(message: string): ServiceError {
  return ServiceError.invalidField('filter.endDate', message);
}
