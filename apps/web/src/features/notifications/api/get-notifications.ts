import { queryOptions } from '@tanstack/react-query';
import type { RawAlert, RawAlertsFilter } from '@armada/contracts/alerts';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { alertQueryKeys, getRawAlerts } from '@/lib/alerts/alerts-api';
import type { ListDataSource } from '@/components/ui/list-table';

/**
 * One row of the notifications table. The shared list table keys rows by a number; raw alert
 * ids are strings, so a row is numbered by its place in the whole list (page and position).
 */
export interface NotificationRow {
  id: number;
  alert: RawAlert;
}

/** A `rawAlerts` page in the list table's shape (`paginated_result`, `metadata`). */
export function toListResponse(
  page: Awaited<ReturnType<typeof getRawAlerts>>,
): ListResponse<NotificationRow> {
  const { page: number, show, total } = page.pagination;
  const offset = (number - 1) * show;
  const rows = page.list.map((alert, index) => ({ id: offset + index + 1, alert }));
  return {
    data: { paginated_result: rows, ids: rows.map((row) => row.id) },
    metadata: { page: number, total_count: total, total_page: Math.ceil(total / show) },
  };
}

/**
 * The company's alert history for the table: `rawAlerts` with the page's filters and the
 * table's page and size. Keys sit under `alertQueryKeys.all`, so an alert action (ours, or the
 * alert center's) refreshes the list.
 */
export function getNotificationsQueryOptions(
  toFilter: (page: number, show: number) => RawAlertsFilter,
  query: ListQuery,
) {
  const filter = toFilter(query.page ?? 1, query.limit ?? 10);
  return queryOptions({
    queryKey: alertQueryKeys.list(filter),
    queryFn: async ({ signal }) => toListResponse(await getRawAlerts(filter, { signal })),
  });
}

export type NotificationListQueryKey = ReturnType<typeof alertQueryKeys.list>;

/** The table's data source for the filters in force. */
export function notificationsDataSource(
  toFilter: (page: number, show: number) => RawAlertsFilter,
): ListDataSource<NotificationRow, NotificationListQueryKey> {
  return {
    queryOptions: (query) => getNotificationsQueryOptions(toFilter, query),
    queryKeyRoot: alertQueryKeys.all,
  };
}
