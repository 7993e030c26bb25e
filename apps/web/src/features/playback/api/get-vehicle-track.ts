import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleTrack } from '@armada/contracts/history';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
// The answer's check under an id of this feature's own (track-check.d.ts): a check reached
// through lib/contract is bundled into the first page's shared chunk, as a dependency of it.
import { getVehicleTrack as trackAnswer } from '@/lib/contract/checks/getVehicleTrack.generated.js?playback';

/** Every playback query key starts with `playbackKeys.all`. */
export const playbackKeys = {
  all: ['playback'] as const,
  track: (vehicleId: number, from: string, to: string) =>
    [...playbackKeys.all, 'track', vehicleId, from, to] as const,
};

/** What one playback loads: a vehicle and a period `[from, to)` (ISO with the company offset). */
export interface TrackRequest {
  vehicleId: number;
  from: string;
  to: string;
}

/** `GET /api/vehicle/:id/track` (HIST-1, HIST-2, HIST-6). */
export async function getVehicleTrack(
  { vehicleId, from, to }: TrackRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleTrack> {
  const response = await apiClient.get(
    ROUTE_URLS.getVehicleTrack.replace(':id', String(vehicleId)),
    { validate: trackAnswer, query: { from, to }, signal },
  );
  return response.data;
}

export const vehicleTrackQueryOptions = (request: TrackRequest) =>
  queryOptions({
    queryKey: playbackKeys.track(request.vehicleId, request.from, request.to),
    queryFn: ({ signal }) => getVehicleTrack(request, { signal }),
    // A track once shown stays as it was (the player holds it); asking again reads it anew.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // A refusal (a period the server will not read, a vehicle it does not know) is final.
    retry: false,
  });

/** The track of the request, or nothing until there is one. */
export function useVehicleTrack(request: TrackRequest | null) {
  return useQuery({
    ...vehicleTrackQueryOptions(request ?? { vehicleId: 0, from: '', to: '' }),
    enabled: request !== null,
  });
}
