import { PlaybackRoute } from './playback-route';

/** /trackvideo: the same player in the classic layout (PLAY-1). */
export function Component() {
  return <PlaybackRoute layout="classic" />;
}
