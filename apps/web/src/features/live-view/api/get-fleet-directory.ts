import { useQuery } from '@tanstack/react-query';
import { fleetDirectoryQueryOptions } from '@/lib/resources/vehicles';

/** Every query key of the live view's own calls starts here. */
export const liveViewQueryRoot = ['live-view'] as const;

/**
 * The company's vehicles and groups as the live view lists them (the shared vehicles resource,
 * `GET /api/live/fleet`), refreshed every five minutes while the page is open. Not asked for
 * while `enabled` is false (a copy already cached is still answered).
 */
export function useFleetDirectory(enabled = true) {
  return useQuery({ ...fleetDirectoryQueryOptions(), refetchInterval: 5 * 60_000, enabled });
}
