import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attachVideoSource,
  type Detachable,
  type VideoSource,
} from '@/lib/media/attach-video-source';

export interface VideoViewProps {
  source: VideoSource;
  /** A live playlist: muted, plays at once, no seeking controls. */
  live?: boolean;
  label: string;
  testId?: string;
  /** Told when the stream cannot be played (hls.js gave up, or the element failed). */
  onFailed?: () => void;
}

/**
 * A video of track vision: a live view (TV-7) or a clip (TV-14), attached with the player the
 * alert clips use (lib/media/attach-video-source.ts); hls.js loads only here.
 */
export function VideoView({ source, live = false, label, testId, onFailed }: VideoViewProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const failedRef = useRef(onFailed);
  failedRef.current = onFailed;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let cancelled = false;
    let detachable: Detachable | null = null;
    const fail = () => {
      if (cancelled) return;
      setFailed(true);
      failedRef.current?.();
    };
    setFailed(false);
    attachVideoSource(video, source, () => cancelled, { live, onFatal: fail }).then((attached) => {
      if (cancelled) attached?.destroy();
      else detachable = attached;
      if (live) void Promise.resolve(video.play()).catch(() => undefined);
    }, fail);
    return () => {
      cancelled = true;
      detachable?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [source, live]);

  return (
    <div className="tv-video">
      <video
        ref={videoRef}
        className="tv-video__element"
        data-testid={testId}
        aria-label={label}
        playsInline
        muted={live}
        autoPlay={live}
        controls={!live}
        preload="metadata"
        onError={() => {
          setFailed(true);
          failedRef.current?.();
        }}
      />
      {failed ? (
        <p className="tv-video__problem" role="status">
          {t('trackVision.player.failed')}
        </p>
      ) : null}
    </div>
  );
}
