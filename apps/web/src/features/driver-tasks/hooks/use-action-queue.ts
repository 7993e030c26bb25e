import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { driverTaskKeys, sendQueuedAction } from '../api/driver-task-api';
import { ActionQueue, browserQueueStorage } from '../utils/action-queue';

let shared: ActionQueue | null = null;

/** The page's one queue (FT-17): kept across visits of the page, one per tab. */
function queueFor(queryClient: QueryClient): ActionQueue {
  shared ??= new ActionQueue(browserQueueStorage(), async (item) => {
    const outcome = await sendQueuedAction(item);
    if (outcome !== 'offline') void queryClient.invalidateQueries({ queryKey: driverTaskKeys.all });
    return outcome;
  });
  return shared;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The waiting actions and a way to add one. Actions are sent at once when the phone is online,
 * and when the `online` event says the network is back; each flush sends in order, one at a time.
 */
export function useActionQueue() {
  const queryClient = useQueryClient();
  const queue = queueFor(queryClient);
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);

  useEffect(() => {
    const flush = () => void queue.flush();
    void queue.load().then(() => {
      if (online()) flush();
    });
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queue]);

  return {
    items,
    add: async (item: Parameters<ActionQueue['add']>[0]) => {
      await queue.add(item);
      if (online()) await queue.flush();
    },
    dismiss: (key: string) => queue.dismiss(key),
  };
}
