import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RawAlert } from '@armada/contracts/alerts';
import { alertQueryKeys, getRawAlerts } from '@/lib/alerts/alerts-api';
import {
  notificationLookupFilter,
  pickNotification,
  type NotificationIdRef,
} from '../utils/notification-id';

/**
 * One notification by its detail id (docs/rules/shell.md §2): `rawAlerts` filtered by the raw alert
 * id, or by vehicle, code and the 1 s window of a four-part id. Null when nothing matches
 * (unknown id, another company's alert).
 */
export async function getNotification(
  ref: NotificationIdRef,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RawAlert | null> {
  const page = await getRawAlerts(notificationLookupFilter(ref), { signal });
  return pickNotification(ref, page.list);
}

export const getNotificationQueryOptions = (ref: NotificationIdRef) =>
  queryOptions({
    queryKey: [...alertQueryKeys.all, 'notification', ref] as const,
    queryFn: ({ signal }) => getNotification(ref, { signal }),
  });

export function useNotification(ref: NotificationIdRef | null) {
  return useQuery({
    ...getNotificationQueryOptions(
      ref ?? { kind: 'rawAlertId', rawAlertId: '' /* never fetched: disabled below */ },
    ),
    enabled: ref !== null,
  });
}
