import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_CONSTANTS, type AlertVideoData } from '@armada/contracts/alerts';
import { attachVideoSource, type Detachable } from '@/lib/media/attach-video-source';

export interface VideoPlayerProps {
  source: AlertVideoData;
  /** The file name offered by the download link. */
  downloadName: string;
}

/**
 * The video of the video modal with its own controls: play or pause, mute, fullscreen and
 * download (docs/rules/alert-center.md §2). A video that stays in 'waiting' (buffering) for 20 s is
 * paused with a message (the video waiting pause of docs/rules/alert-center.md §9).
 */
export function VideoPlayer({ source, downloadName }: VideoPlayerProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stallTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [problem, setProblem] = useState<'stalled' | 'playbackError' | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let cancelled = false;
    let detachable: Detachable | null = null;
    attachVideoSource(video, source, () => cancelled).then(
      (attached) => {
        if (cancelled) attached?.destroy();
        else detachable = attached;
      },
      () => {
        if (!cancelled) setProblem('playbackError');
      },
    );
    return () => {
      cancelled = true;
      detachable?.destroy();
    };
  }, [source]);

  const clearStall = () => {
    if (stallTimer.current !== null) clearTimeout(stallTimer.current);
    stallTimer.current = null;
  };
  useEffect(() => clearStall, []);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      setProblem(null);
      void Promise.resolve(video.play()).catch(() => setProblem('playbackError'));
    } else video.pause();
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };
  const fullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.requestFullscreen?.();
  };

  return (
    <div className="alert-media-player" ref={frameRef}>
      <video
        ref={videoRef}
        className="alert-media-player__video"
        data-testid="alert-media-video"
        data-format={source.format}
        playsInline
        preload="metadata"
        onClick={togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          clearStall();
        }}
        onEnded={() => setPlaying(false)}
        onWaiting={() => {
          clearStall();
          stallTimer.current = setTimeout(() => {
            videoRef.current?.pause();
            setProblem('stalled');
          }, ALERT_CONSTANTS.media.videoWaitingPauseMs);
        }}
        onPlaying={clearStall}
        onError={() => setProblem('playbackError')}
      />
      {problem ? (
        <p className="alert-media-player__problem" role="status" data-testid="alert-media-problem">
          {t(`alertMedia.modal.${problem}`)}
        </p>
      ) : null}
      <div className="alert-media-player__controls">
        <button
          type="button"
          className="alert-media-player__button"
          onClick={togglePlay}
          aria-label={t(playing ? 'alertMedia.action.pause' : 'alertMedia.action.play')}
          data-testid="alert-media-play-toggle"
        >
          <i className={`pi ${playing ? 'pi-pause' : 'pi-play'}`} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="alert-media-player__button"
          onClick={toggleMute}
          aria-label={t(muted ? 'alertMedia.action.unmute' : 'alertMedia.action.mute')}
          aria-pressed={muted}
          data-testid="alert-media-mute"
        >
          <i className={`pi ${muted ? 'pi-volume-off' : 'pi-volume-up'}`} aria-hidden="true" />
        </button>
        <span className="alert-media-player__spacer" />
        <a
          className="alert-media-player__button"
          href={source.url}
          download={downloadName}
          aria-label={t('alertMedia.action.download')}
          title={t('alertMedia.action.download')}
          data-testid="alert-media-download"
        >
          <i className="pi pi-download" aria-hidden="true" />
        </a>
        <button
          type="button"
          className="alert-media-player__button"
          onClick={fullscreen}
          aria-label={t('alertMedia.action.fullscreen')}
          title={t('alertMedia.action.fullscreen')}
          data-testid="alert-media-fullscreen"
        >
          <i className="pi pi-window-maximize" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
