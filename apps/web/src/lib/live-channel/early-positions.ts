import type { LiveChannelClient } from './live-channel-client';
import { subscribePositions, type PositionsFeed } from './positions';

/**
 * How long a positions feed started before the page waits for the page to take it; then it is
 * stopped (the page never came: the identity failed, or the user went elsewhere first).
 */
export const EARLY_POSITIONS_KEEP_MS = 30_000;

/** The tick time and arrival of the last update a feed applied. */
export interface PositionsTick {
  t: number;
  receivedAt: number;
}

interface EarlyFeed {
  client: LiveChannelClient;
  binary: boolean;
  feed: PositionsFeed;
  last: PositionsTick | null;
  stopListening: () => void;
  timer: ReturnType<typeof setTimeout>;
}

let early: EarlyFeed | null = null;

/**
 * Subscribes to the company's positions before the page that shows them exists (ADR 0058, the
 * first second): the app's entry calls it on the live view's address, so `positions_subscribe`
 * goes out as the socket opens instead of after the page's first render, and the snapshot may
 * already be in the store when the map is made. The page takes the feed with
 * `takeEarlyPositions`; one not taken within `keepMs` is stopped. One at a time.
 */
export function startPositionsEarly(
  client: LiveChannelClient,
  options: { binary?: boolean } = {},
  keepMs: number = EARLY_POSITIONS_KEEP_MS,
): void {
  if (early) return;
  const feed = subscribePositions(client, { binary: options.binary ?? false });
  const entry: EarlyFeed = {
    client,
    binary: options.binary ?? false,
    feed,
    last: null,
    stopListening: () => undefined,
    timer: setTimeout(() => {
      if (early !== entry) return;
      early = null;
      entry.stopListening();
      feed.stop();
    }, keepMs),
  };
  entry.stopListening = feed.listen((update) => {
    entry.last = { t: update.t, receivedAt: update.receivedAt };
  });
  early = entry;
}

/**
 * The feed `startPositionsEarly` started on `client` with the same format, handed over once
 * (then it is the caller's to stop), with its last update; null when there is none.
 */
export function takeEarlyPositions(
  client: LiveChannelClient,
  binary: boolean,
): { feed: PositionsFeed; last: PositionsTick | null } | null {
  const entry = early;
  if (!entry || entry.client !== client || entry.binary !== binary) return null;
  early = null;
  clearTimeout(entry.timer);
  entry.stopListening();
  return { feed: entry.feed, last: entry.last };
}
