import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FleetShift } from '@armada/contracts/fleet-availability';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { fleetAvailabilityKeys } from '@/lib/resources/fleet-availability';

/** `PUT .../fleet-availability/shift` (FA-5): the company's working week. */
export async function updateFleetShift(shift: FleetShift): Promise<FleetShift> {
  const response = await apiClient.put(ROUTE_URLS.updateFleetShift, {
    validate: validators.updateFleetShift,
    body: shift,
  });
  return response.data;
}

/** Saves the week; every range is read again (its off-shift days changed). */
export function useUpdateFleetShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFleetShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetAvailabilityKeys.all }),
  });
}
