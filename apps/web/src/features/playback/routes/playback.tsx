import { PlaybackRoute } from './playback-route';

/** /trackvideo-2: playback, the new layout (PLAY-1). */
export function Component() {
  return <PlaybackRoute layout="new" />;
}
