import { useEffect, useState } from 'react';
import type { PlaybackEngine } from '../engine/playback-engine';

/**
 * The index of the span (a trip, PLAY-13) holding the moment shown, or -1: found in the engine's
 * frames, it re-renders only when the vehicle enters or leaves one, not per frame.
 */
export function useCurrentSpan(
  engine: PlaybackEngine,
  spans: readonly { startS: number; endS: number }[],
): number {
  const [current, setCurrent] = useState(-1);
  useEffect(() => {
    let last = -2;
    return engine.addFrameSink((time) => {
      let found = -1;
      // Spans are oldest first: the last one started at or before `time`, if it still runs.
      let low = 0;
      let high = spans.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if ((spans[mid]?.startS ?? 0) <= time) {
          found = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      if (found >= 0 && (spans[found]?.endS ?? 0) < time) found = -1;
      if (found !== last) {
        last = found;
        setCurrent(found);
      }
    });
  }, [engine, spans]);
  return current;
}
