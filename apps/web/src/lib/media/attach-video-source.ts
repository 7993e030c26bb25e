/**
 * Attaching a video source to a video element, shared by the alert clips' player and track
 * vision's players: MP4 natively; HLS with hls.js wherever Media Source Extensions exist (loaded
 * on demand, so it is in no page's first JavaScript), natively only where they do not (older
 * iOS Safari). Recent Chromium answers `canPlayType` for HLS with "maybe" but its own demuxer could
 * not parse the live views' playlists (DEMUXER_ERROR_COULD_NOT_PARSE), so hls.js comes first.
 */

const HLS_MIME = 'application/vnd.apple.mpegurl';
const MAX_RECOVERIES = 3;

export interface VideoSource {
  url: string;
  format: 'mp4' | 'hls';
}

/** Something that can be torn down when the player goes (hls.js's instance). */
export interface Detachable {
  destroy(): void;
}

export interface AttachOptions {
  /** A live playlist: play near its live edge and keep reloading it. */
  live?: boolean;
  /** Told when hls.js gives up on the stream (a fatal error). */
  onFatal?: () => void;
}

export async function attachVideoSource(
  video: HTMLVideoElement,
  source: VideoSource,
  isCancelled: () => boolean,
  options: AttachOptions = {},
): Promise<Detachable | null> {
  const mediaSource = 'MediaSource' in window || 'ManagedMediaSource' in window;
  if (source.format === 'mp4' || (!mediaSource && video.canPlayType(HLS_MIME) !== '')) {
    video.src = source.url;
    return null;
  }
  const { default: Hls } = await import('hls.js');
  if (isCancelled()) return null;
  if (!Hls.isSupported()) throw new Error('HLS is not supported');
  const hls = new Hls(options.live ? { liveSyncDurationCount: 3 } : {});
  // A fatal network or media error is recovered from a few times (a live playlist that is
  // late on a busy server, a segment cut short) before the player says it cannot play.
  let recoveries = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (recoveries < MAX_RECOVERIES && data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      recoveries++;
      hls.startLoad();
      return;
    }
    if (recoveries < MAX_RECOVERIES && data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      recoveries++;
      hls.recoverMediaError();
      return;
    }
    options.onFatal?.();
  });
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return hls;
}
