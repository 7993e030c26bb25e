import { TRACK_VISION } from '@armada/contracts/track-vision';

/** Why a footage range cannot be asked for (TV-10), checked before it is sent. */
export type RangeProblem = 'invalid' | 'tooLong' | 'future';

/** TV-10: at least 10 s, at most 10 minutes, over by now; null when it can be asked for. */
export function rangeProblemOf(from: number, to: number, now: number): RangeProblem | null {
  const { minRangeMs, maxRangeMs } = TRACK_VISION.footage;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to - from < minRangeMs) return 'invalid';
  if (to - from > maxRangeMs) return 'tooLong';
  if (to > now) return 'future';
  return null;
}
