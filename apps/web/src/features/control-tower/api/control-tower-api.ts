import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AcknowledgeExceptionRequest,
  AssignExceptionRequest,
  ControlTowerException,
  ControlTowerQueueState,
} from '@armada/contracts/control-tower';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { fillUrl } from '@/lib/resources/record-resource';

/** Every query key of the control tower starts here. */
export const controlTowerKeys = {
  all: ['control-tower'] as const,
  board: () => [...controlTowerKeys.all, 'board'] as const,
  queue: (state: ControlTowerQueueState) => [...controlTowerKeys.all, 'queue', state] as const,
  assignees: () => [...controlTowerKeys.all, 'assignees'] as const,
};

/**
 * CT-10: the board as the page opens; the live channel keeps it current afterwards (CT-14), so
 * it is never refetched on a timer.
 */
export const boardQueryOptions = () =>
  queryOptions({
    queryKey: controlTowerKeys.board(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.getControlTowerBoard, {
          validate: validators.getControlTowerBoard,
          signal,
        })
      ).data,
    staleTime: Infinity,
  });

/** CT-9: the open queue, or the acknowledged exceptions. */
export const queueQueryOptions = (state: ControlTowerQueueState) =>
  queryOptions({
    queryKey: controlTowerKeys.queue(state),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.listControlTowerExceptions, {
          validate: validators.listControlTowerExceptions,
          query: { state },
          signal,
        })
      ).data,
    staleTime: Infinity,
  });

/** CT-13: who an exception can be assigned to. */
export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: controlTowerKeys.assignees(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.listControlTowerAssignees, {
          validate: validators.listControlTowerAssignees,
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

export type ExceptionAction =
  | { kind: 'acknowledge'; id: number; body: AcknowledgeExceptionRequest }
  | { kind: 'assign'; id: number; body: AssignExceptionRequest };

/** CT-12, CT-13: `POST .../exception/:id/acknowledge` and `.../assign`. */
export async function actOnException(action: ExceptionAction): Promise<ControlTowerException> {
  const url =
    action.kind === 'acknowledge'
      ? ROUTE_URLS.acknowledgeControlTowerException
      : ROUTE_URLS.assignControlTowerException;
  return (
    await apiClient.post(fillUrl(url, { id: action.id }), {
      validate: validators.acknowledgeControlTowerException,
      body: action.body,
    })
  ).data;
}

/** The answer goes through the same merge as a live message (the page passes `onDone`). */
export function useExceptionAction(onDone: (exception: ControlTowerException) => void) {
  return useMutation({ mutationFn: actOnException, onSuccess: onDone });
}
