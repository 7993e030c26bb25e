import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RawAlert } from '@armada/contracts/alerts';
import { alertQueryKeys, getRawAlerts } from '@/lib/alerts/alerts-api';

/**
 * One alert of a track, whole, for its preview (PLAY-12): `rawAlerts` filtered by the raw alert
 * id the track carries (HIST-6). Null when the alert center does not find it (since deleted).
 */
export async function getTrackAlert(
  rawAlertId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RawAlert | null> {
  const page = await getRawAlerts(
    { rawAlertIds: [rawAlertId], pagination: { page: 1, show: 1 } },
    { signal },
  );
  return page.list.find((alert) => alert.rawAlertId === rawAlertId) ?? null;
}

export const trackAlertQueryOptions = (rawAlertId: string) =>
  queryOptions({
    // Under the alerts' keys: an action on the alert anywhere refreshes it here too.
    queryKey: [...alertQueryKeys.all, 'playback', rawAlertId] as const,
    queryFn: ({ signal }) => getTrackAlert(rawAlertId, { signal }),
  });

export function useTrackAlert(rawAlertId: string | null) {
  return useQuery({
    ...trackAlertQueryOptions(rawAlertId ?? ''),
    enabled: rawAlertId !== null,
  });
}
