import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { FleetDirectoryVehicle } from '@armada/contracts/live';
import type { PositionsFeed } from '@/lib/live-channel';
import { FleetFilterIndex, type FilteredFleet, type FleetFilter } from '../utils/fleet-filter';

/**
 * The list, the map's ids and the status chips for `filter`, kept up to date by each batch from
 * the vehicles whose status changed (`FleetFilterIndex`), not by a pass over the whole fleet per
 * batch (ADR 0058: at 50,000 vehicles that pass was a long task's worth each second). The answer
 * keeps its identity while nothing the list shows changed.
 */
export function useFilteredFleet(
  feed: PositionsFeed | null,
  directory: readonly FleetDirectoryVehicle[],
  keys: readonly string[],
  filter: FleetFilter,
): FilteredFleet {
  const index = useMemo(
    () => new FleetFilterIndex(directory, keys, feed?.store ?? null),
    [directory, keys, feed],
  );
  // Idempotent for the same filter object: safe to run during render.
  index.setFilter(filter);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!feed) return () => undefined;
      // A batch may have come between the render that made the index and this subscription.
      if (index.refresh(feed.store)) onChange();
      // React renders a store's change at once, in the task that reported it, with the commit's
      // effects (the map's id set). At 50,000 vehicles the batch's own work and that render
      // together made a long task (ADR 0058), so the render comes in a task of its own, once
      // for any batches that came before it.
      let pending: ReturnType<typeof setTimeout> | null = null;
      const stop = feed.listen((update) => {
        const changed =
          update.kind === 'snapshot'
            ? index.refresh(feed.store)
            : index.update(update.statusChanged);
        if (changed && pending === null)
          pending = setTimeout(() => {
            pending = null;
            onChange();
          }, 0);
      });
      return () => {
        if (pending !== null) clearTimeout(pending);
        stop();
      };
    },
    [index, feed],
  );
  const read = useCallback(() => index.result, [index]);
  return useSyncExternalStore(subscribe, read, read);
}
