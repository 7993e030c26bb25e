/**
 * Attaching a video source to a video element, shared by the alert clips' player and track
 * vision's players: MP4 natively; HLS with hls.js wherever Media Source Extensions exist (loaded
 * on demand, so it is in no page's first JavaScript), natively only where they do not (older
 * iOS Safari). Recent Chromium answers `canPlayType` for HLS with "maybe" but its own demuxer could
 * not parse the live views' playlists (DEMUXER_ERROR_COULD_NOT_PARSE), so hls.js comes first.
 */

const HLS_MIME = 'application/vnd.apple.mpegurl';

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
  if (options.onFatal) {
    const onFatal = options.onFatal;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onFatal();
    });
  }
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return hls;
}
