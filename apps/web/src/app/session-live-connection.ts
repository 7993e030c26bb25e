import { liveChannel } from '@/lib/live-channel';
import { liveConnectionMirror } from '@/lib/live-channel/connection-state';

/**
 * Opens the session's live connection, its state mirrored for the shell's banner; the returned
 * function closes it.
 */
export function connectSessionLiveChannel(): () => void {
  const mirror = () => liveConnectionMirror.set(liveChannel.getStatus().state);
  const unsubscribe = liveChannel.subscribeStatus(mirror);
  liveChannel.connect();
  mirror();
  return () => {
    liveChannel.close();
    unsubscribe();
    liveConnectionMirror.set('idle');
  };
}
