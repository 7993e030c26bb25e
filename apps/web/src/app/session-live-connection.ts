import { liveChannel } from '@/lib/live-channel';

/** Opens the session's live connection; the returned function closes it. */
export function connectSessionLiveChannel(): () => void {
  liveChannel.connect();
  return () => liveChannel.close();
}
