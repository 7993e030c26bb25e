import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import {
  TRACK_VISION,
  TV_CHANNELS,
  TV_GRID_SIZES,
  type TvCamera,
  type TvChannel,
  type TvGridSize,
  type TvStream,
} from '@armada/contracts/track-vision';
import { ListState } from '@/components/ui/list-state';
import { formatCompanyDateTime } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { camerasQueryOptions, startStream, stopStream } from '../api/track-vision';
import { cameraLabel, firstChannel } from '../utils/labels';
import { VideoView } from './video-view';
import './track-vision.css';

/** What a view of the grid is doing (TV-4 ... TV-6). */
type ViewStatus = 'idle' | 'starting' | 'playing' | 'sessionEnded' | 'paused' | 'failed';

interface View {
  vehicleId: number | null;
  channel: TvChannel;
  status: ViewStatus;
  stream: TvStream | null;
  problem: string | null;
}

const emptyView = (): View => ({
  vehicleId: null,
  channel: 'road',
  status: 'idle',
  stream: null,
  problem: null,
});

/** TV-3 ... TV-6: the grid of live views. */
export function LiveStreamingPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const cameras = useQuery(camerasQueryOptions());
  const [size, setSize] = useState<TvGridSize>(4);
  const [views, setViews] = useState<View[]>(() => Array.from({ length: 9 }, emptyView));
  const viewsRef = useRef(views);
  viewsRef.current = views;
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const byId = useMemo(
    () => new Map((cameras.data ?? []).map((camera) => [camera.id, camera])),
    [cameras.data],
  );

  const update = useCallback((index: number, change: Partial<View>) => {
    setViews((current) => current.map((view, i) => (i === index ? { ...view, ...change } : view)));
  }, []);

  const clearTimer = (index: number) => {
    const timer = timers.current.get(index);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(index);
  };

  /** TV-6: stops a view; `status` says why. */
  const stop = useCallback(
    (index: number, status: ViewStatus = 'idle') => {
      clearTimer(index);
      const stream = viewsRef.current[index]?.stream;
      if (stream) void stopStream(stream.id);
      update(index, { stream: null, status, problem: null });
    },
    [update],
  );

  const start = useCallback(
    async (index: number) => {
      const view = viewsRef.current[index];
      if (!view || view.vehicleId === null) return;
      clearTimer(index);
      update(index, { status: 'starting', problem: null });
      try {
        const stream = await startStream(view.vehicleId, view.channel);
        if (viewsRef.current[index]?.status !== 'starting') {
          void stopStream(stream.id);
          return;
        }
        update(index, { stream, status: 'playing' });
        // TV-5: after the session, the view stops and asks whether to continue.
        timers.current.set(
          index,
          setTimeout(() => stop(index, 'sessionEnded'), TRACK_VISION.live.sessionMs),
        );
      } catch (error) {
        update(index, { status: 'failed', stream: null, problem: serverErrorText(error, t) });
      }
    },
    [stop, t, update],
  );

  // TV-6: every view stops when the page is hidden, and when it is left.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      viewsRef.current.forEach((view, index) => {
        if (view.stream || view.status === 'starting') stop(index, 'paused');
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timersNow = timers.current;
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      for (const timer of timersNow.values()) clearTimeout(timer);
      for (const view of viewsRef.current) if (view.stream) void stopStream(view.stream.id);
    };
  }, [stop]);

  const resize = (next: TvGridSize) => {
    viewsRef.current.forEach((view, index) => {
      if (index >= next && (view.stream || view.status === 'starting')) stop(index);
    });
    setSize(next);
  };

  const playing = views.slice(0, size).filter((view) => view.status === 'playing').length;

  return (
    <div className="tv">
      <header className="tv__header">
        <div>
          <h1 className="tv__title">{t('trackVision.live.title')}</h1>
          <p className="tv__intro">{t('trackVision.live.intro')}</p>
        </div>
        <div className="tv__toolbar" role="group" aria-label={t('trackVision.live.gridLabel')}>
          {TV_GRID_SIZES.map((n) => (
            <Button
              key={n}
              type="button"
              label={t('trackVision.live.grid', { count: n })}
              outlined={size !== n}
              aria-pressed={size === n}
              data-testid={`tv-grid-${n}`}
              onClick={() => resize(n)}
            />
          ))}
        </div>
      </header>
      <p className="tv__muted" aria-live="polite">
        {t('trackVision.live.playing', { count: playing, max: size })}
      </p>
      <ListState
        block="tv"
        loading={cameras.isPending}
        error={cameras.error}
        empty={cameras.data?.length === 0}
        emptyText={t('trackVision.cameras.empty')}
        noAccessText={t('trackVision.noAccess')}
        onRetry={() => void cameras.refetch()}
      />
      {cameras.data && cameras.data.length > 0 ? (
        <ol className={`tv-grid tv-grid--${size}`} data-testid="tv-grid">
          {views.slice(0, size).map((view, index) => (
            <LiveTile
              // The grid's places are fixed: a place keeps its view while others change.
              key={`view-${index}`}
              index={index}
              view={view}
              cameras={cameras.data}
              camera={view.vehicleId === null ? undefined : byId.get(view.vehicleId)}
              language={language}
              onPick={(vehicleId) => {
                stop(index);
                update(index, {
                  vehicleId,
                  channel: firstChannel(byId.get(vehicleId)),
                  status: 'idle',
                });
              }}
              onChannel={(channel) => {
                stop(index);
                update(index, { channel, status: 'idle' });
              }}
              onStart={() => void start(index)}
              onStop={() => stop(index)}
              onFailed={() => stop(index, 'failed')}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

interface LiveTileProps {
  index: number;
  view: View;
  cameras: TvCamera[];
  camera: TvCamera | undefined;
  language: string;
  onPick: (vehicleId: number) => void;
  onChannel: (channel: TvChannel) => void;
  onStart: () => void;
  onStop: () => void;
  onFailed: () => void;
}

function LiveTile({
  index,
  view,
  cameras,
  camera,
  language,
  onPick,
  onChannel,
  onStart,
  onStop,
  onFailed,
}: LiveTileProps) {
  const { t } = useTranslation();
  const idBase = `tv-view-${index}`;
  const source = useMemo(
    () => (view.stream ? { url: view.stream.playlist_url, format: 'hls' as const } : null),
    [view.stream],
  );
  const blocked = camera && camera.state !== 'ready' ? camera.state : null;
  const title = camera
    ? `${camera.license_plate} · ${t(`trackVision.channel.${view.channel}`)}`
    : t('trackVision.live.viewNumber', { number: index + 1 });

  return (
    <li className="tv-tile" data-testid={idBase} data-status={view.status}>
      <div className="tv-tile__bar">
        <span className="tv-tile__title">{title}</span>
        {view.status === 'playing' ? (
          <span className="tv-tile__live">{t('trackVision.live.badge')}</span>
        ) : null}
      </div>
      <div className="tv-tile__screen">
        {source && view.status === 'playing' ? (
          <VideoView
            source={source}
            live
            label={t('trackVision.live.videoLabel', { title })}
            testId={`${idBase}-video`}
            onFailed={onFailed}
          />
        ) : (
          <div className="tv-tile__message" role="status">
            {view.status === 'starting' ? (
              <>
                <i className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
                {t('trackVision.live.starting')}
              </>
            ) : view.status === 'sessionEnded' ? (
              <>
                <p>
                  {t('trackVision.live.sessionEnded', {
                    minutes: TRACK_VISION.live.sessionMs / 60_000,
                  })}
                </p>
                <Button
                  type="button"
                  label={t('trackVision.live.continue')}
                  icon="pi pi-play"
                  data-testid={`${idBase}-continue`}
                  onClick={onStart}
                />
              </>
            ) : view.status === 'paused' ? (
              <p>{t('trackVision.live.paused')}</p>
            ) : view.status === 'failed' ? (
              <p className="tv__problem">{view.problem ?? t('trackVision.player.failed')}</p>
            ) : blocked === 'offline' ? (
              <p className="tv__problem">
                {t('trackVision.cameras.offline', {
                  time: camera?.last_report_on
                    ? formatCompanyDateTime(camera.last_report_on, { language })
                    : '-',
                })}
              </p>
            ) : blocked === 'noCamera' ? (
              <p className="tv__problem">{t('trackVision.cameras.noCamera')}</p>
            ) : (
              <p>{camera ? t('trackVision.live.ready') : t('trackVision.live.pick')}</p>
            )}
          </div>
        )}
      </div>
      <div className="tv-tile__controls">
        <label className="sr-only" htmlFor={`${idBase}-vehicle`}>
          {t('trackVision.fields.vehicle')}
        </label>
        <Dropdown
          inputId={`${idBase}-vehicle`}
          className="tv-tile__vehicle"
          value={view.vehicleId}
          options={cameras.map((c) => ({
            value: c.id,
            label: `${cameraLabel(c)}${c.state === 'ready' ? '' : ` (${t(`trackVision.cameras.state.${c.state}`)})`}`,
          }))}
          placeholder={t('trackVision.fields.vehiclePlaceholder')}
          filter
          filterInputAutoFocus
          onChange={(event) => onPick(Number(event.value))}
        />
        <label className="sr-only" htmlFor={`${idBase}-channel`}>
          {t('trackVision.fields.channel')}
        </label>
        <Dropdown
          inputId={`${idBase}-channel`}
          className="tv-tile__channel"
          value={view.channel}
          options={TV_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`trackVision.channel.${channel}`),
            disabled: camera ? !camera.channels.includes(channel) : false,
          }))}
          onChange={(event) => onChannel(event.value as TvChannel)}
        />
        {view.status === 'playing' || view.status === 'starting' ? (
          <Button
            type="button"
            icon="pi pi-stop"
            label={t('trackVision.live.stop')}
            severity="secondary"
            data-testid={`${idBase}-stop`}
            onClick={onStop}
          />
        ) : (
          <Button
            type="button"
            icon="pi pi-play"
            label={t('trackVision.live.start')}
            disabled={!camera || blocked !== null || !camera.channels.includes(view.channel)}
            data-testid={`${idBase}-start`}
            onClick={onStart}
          />
        )}
      </div>
    </li>
  );
}
