import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTROL_TOWER_QUEUE_STATES,
  type ControlTowerBoard,
  type ControlTowerException,
} from '@armada/contracts/control-tower';
import {
  liveChannel,
  liveChannels,
  subscribePositions,
  useLiveResume,
  useLiveSubscription,
  type PositionsFeed,
} from '@/lib/live-channel';
import { controlTowerKeys } from '../api/control-tower-api';
import { applyBoardMessage, applyQueueChanges } from '../utils/board-state';

/**
 * CT-14: the company's `control-tower-{companyId}` messages merged into the cached board and
 * queues as they come (no refetch, no timer); after the connection was away, everything is read
 * again, since what was sent meanwhile is lost.
 */
export function useControlTowerLive(
  companyId: number | null,
): (exceptions: readonly ControlTowerException[]) => void {
  const queryClient = useQueryClient();
  const mergeExceptions = useCallback(
    (exceptions: readonly ControlTowerException[]) => {
      for (const state of CONTROL_TOWER_QUEUE_STATES)
        queryClient.setQueryData<ControlTowerException[]>(controlTowerKeys.queue(state), (queue) =>
          queue ? applyQueueChanges(queue, exceptions, state) : queue,
        );
    },
    [queryClient],
  );
  useLiveSubscription(companyId ? liveChannels.controlTower(companyId) : null, (message) => {
    const live = message.payload;
    queryClient.setQueryData<ControlTowerBoard>(controlTowerKeys.board(), (board) =>
      board ? applyBoardMessage(board, live) : board,
    );
    mergeExceptions(live.exceptions);
  });
  useLiveResume(() => void queryClient.invalidateQueries({ queryKey: controlTowerKeys.all }));
  return mergeExceptions;
}

/**
 * CT-17: the positions of the vehicles on task (the live channel's positions subscription,
 * limited to them); subscribed again when the set of vehicles changes. Readers listen to the
 * feed themselves, so a batch re-renders only what shows positions.
 */
export function useOnTaskPositions(vehicleIds: readonly number[]): PositionsFeed | null {
  const key = [...vehicleIds].sort((a, b) => a - b).join(',');
  const [feed, setFeed] = useState<PositionsFeed | null>(null);
  useEffect(() => {
    if (key === '') {
      setFeed(null);
      return undefined;
    }
    const next = subscribePositions(liveChannel, { vehicleIds: key.split(',').map(Number) });
    setFeed(next);
    return () => next.stop();
  }, [key]);
  return feed;
}
