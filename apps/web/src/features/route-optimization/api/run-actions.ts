import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateFleetTaskResponse,
  MovePointRequest,
  RouteOptimizationResult,
  RouteOptimizationRunActionResponse,
} from '@armada/contracts/route-optimization';
import { apiClient } from '@/lib/api-client';
import * as validators from '@/lib/contract/checks.generated.js';
import { routeOptimizationKeys } from './query-keys';
import { routeOptimizationUrls } from './urls';

/** The job actions that are one call on the run (re-optimize is a screen of its own). */
export type RunCallAction = 'cancel' | 'rerun' | 'rollback' | 'create-fleet-task';

/** `PATCH .../cancel`, `PUT .../rerun`, `POST .../rollback`, `POST .../fleet-task`. */
export async function runAction(
  action: RunCallAction,
  id: number,
): Promise<RouteOptimizationRunActionResponse | CreateFleetTaskResponse> {
  switch (action) {
    case 'cancel':
      return apiClient.patch(routeOptimizationUrls.cancel(id), {
        validate: validators.RouteOptimizationRunAction,
      });
    case 'rerun':
      return apiClient.put(routeOptimizationUrls.rerun(id), {
        validate: validators.RouteOptimizationRunAction,
      });
    case 'rollback':
      return apiClient.post(routeOptimizationUrls.rollback(id), {
        validate: validators.RouteOptimizationRunAction,
      });
    case 'create-fleet-task':
      return apiClient.post(routeOptimizationUrls.fleetTask(id), {
        validate: validators.RouteOptimizationFleetTask,
      });
  }
}

/**
 * Runs a job action and refreshes everything route optimization shows (lists, the run, its
 * result, the quota a rerun uses, the driver's day a fleet task makes), also after a failure:
 * a 409 means the run changed meanwhile.
 */
export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: RunCallAction; id: number }) => runAction(action, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.all }),
  });
}

export interface MovePointInput extends MovePointRequest {
  id: number;
  /** The vehicle the stop is on now. */
  vehicleId: number;
  pointId: number;
}

/** `POST .../{id}/vehicle/{vehicleId}/point/{pointId}/movement`: answers the updated result. */
export async function movePoint({
  id,
  vehicleId,
  pointId,
  target_vehicle_id,
  target_sequence,
}: MovePointInput): Promise<RouteOptimizationResult> {
  const response = await apiClient.post(routeOptimizationUrls.movePoint(id, vehicleId, pointId), {
    validate: validators.RouteOptimizationResultItem,
    body: { target_vehicle_id, target_sequence } satisfies MovePointRequest,
  });
  return response.data;
}

/** Moves a stop; the answer becomes the shown result at once, then the run is refetched. */
export function useMovePoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePoint,
    onSuccess: (result, input) => {
      queryClient.setQueryData(routeOptimizationKeys.result(input.id), result);
    },
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.run(input.id) }),
        queryClient.invalidateQueries({ queryKey: routeOptimizationKeys.lists() }),
      ]),
  });
}
