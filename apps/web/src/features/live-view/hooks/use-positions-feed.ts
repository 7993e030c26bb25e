import { useEffect, useState } from 'react';
import {
  liveChannel,
  subscribePositions,
  takeEarlyPositions,
  type LiveChannelClient,
  type PositionsFeed,
} from '@/lib/live-channel';

export interface PositionsFeedState {
  feed: PositionsFeed | null;
  /** Bumped by every applied snapshot or batch: what React reads to re-render (once a tick). */
  version: number;
  /** The tick time and arrival of the last update, to count seconds since a report. */
  last: { t: number; receivedAt: number } | null;
}

/**
 * The company's positions while the component is mounted (subscribed on every open of the live
 * channel). The map reads the feed directly, per frame; React re-renders once per batch.
 */
export function usePositionsFeed(client: LiveChannelClient = liveChannel): PositionsFeedState {
  const [state, setState] = useState<PositionsFeedState>({ feed: null, version: 0, last: null });
  useEffect(() => {
    // The feed the app's entry subscribed before the page existed (main.tsx), with what it has
    // received; else a new one. Binary frames: at 50,000 vehicles JSON costs the browser a long
    // task a tick (ADR 0058).
    const early = takeEarlyPositions(client, true);
    const feed = early?.feed ?? subscribePositions(client, { binary: true });
    const last = early?.last ?? null;
    setState({ feed, version: last ? 1 : 0, last });
    const stop = feed.listen((update) =>
      setState((previous) => ({
        feed,
        version: previous.version + 1,
        last: { t: update.t, receivedAt: update.receivedAt },
      })),
    );
    return () => {
      stop();
      feed.stop();
    };
  }, [client]);
  return state;
}
