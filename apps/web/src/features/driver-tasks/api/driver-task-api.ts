import { queryOptions } from '@tanstack/react-query';
import type { DriverTask, MyFleetTasks } from '@armada/contracts/fleet-tasks';
import { apiClient, isApiError } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import type { QueuedItem, SendOutcome } from '../utils/action-queue';
import { blobToBase64 } from '../utils/blob-base64';

export const driverTaskKeys = {
  all: ['driver-tasks'] as const,
  mine: () => [...driverTaskKeys.all, 'mine'] as const,
};

/** `GET .../fleet-task/mine` (FT-14): today's tasks of the signed-in driver. */
export async function getMyTasks({ signal }: { signal?: AbortSignal } = {}): Promise<MyFleetTasks> {
  const response = await apiClient.get(ROUTE_URLS.getMyFleetTasks, {
    validate: validators.MyFleetTasksItem,
    signal,
  });
  return response.data;
}

/** The day follows the fleet: refreshed every half minute while the page is open. */
export const MY_TASKS_REFRESH_MS = 30_000;

export const myTasksQueryOptions = () =>
  queryOptions({
    queryKey: driverTaskKeys.mine(),
    queryFn: ({ signal }) => getMyTasks({ signal }),
    refetchInterval: MY_TASKS_REFRESH_MS,
    // Offline, the page keeps what it last had (and the waiting actions over it).
    networkMode: 'offlineFirst',
  });

const URLS = {
  arrived: ROUTE_URLS.arriveMyStop,
  delivered: ROUTE_URLS.deliverMyStop,
  failed: ROUTE_URLS.failMyStop,
} as const;

async function bodyOf(item: QueuedItem): Promise<object> {
  switch (item.kind) {
    case 'arrived':
      return { idempotency_key: item.key };
    case 'delivered':
      return {
        idempotency_key: item.key,
        recipient_name: item.recipientName,
        photo: await blobToBase64(item.photo),
        signature: await blobToBase64(item.signature),
      };
    case 'failed':
      return {
        idempotency_key: item.key,
        reason: item.reason,
        photo: await blobToBase64(item.photo),
      };
  }
}

/** `POST .../fleet-task/mine/stop/:stopId/{arrived,delivered,failed}` (FT-15 ... FT-17). */
export async function postStopAction(item: QueuedItem): Promise<DriverTask> {
  const response = await apiClient.post(URLS[item.kind].replace(':stopId', String(item.stopId)), {
    validate: validators.DriverTaskItem,
    body: await bodyOf(item),
  });
  return response.data;
}

/**
 * One queued action sent: no answer, a timeout or a server error leave it waiting (the same key
 * goes again later); a 4xx is the server's refusal, kept to be shown.
 */
export async function sendQueuedAction(item: QueuedItem): Promise<SendOutcome> {
  try {
    await postStopAction(item);
    return 'sent';
  } catch (error) {
    if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      // 401: signed out meanwhile; the action waits for the next session.
      return error.statusCode === 401 || error.statusCode === 408 || error.statusCode === 429
        ? 'offline'
        : { refused: error.statusCode };
    }
    return 'offline';
  }
}
