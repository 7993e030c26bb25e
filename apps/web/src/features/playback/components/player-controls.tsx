import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAYBACK_SPEEDS,
  type PlaybackEngine,
  type PlaybackSpeed,
} from '../engine/playback-engine';
import { useEngineState } from '../hooks/use-engine-state';
import type { ExportFormat } from '../utils/track-export';
import type { PlaybackFormat } from '../utils/format';

export interface PlayerControlsProps {
  engine: PlaybackEngine;
  format: PlaybackFormat;
  onExport: (format: ExportFormat) => void;
  /** Fits the map to the whole track (after zooming to a trip). */
  onFitAll: () => void;
}

/**
 * Play and pause, the moment shown and the speed there, the slider to seek (PLAY-8), the speed
 * (PLAY-9), following (PLAY-7) and the downloads (PLAY-11). The moment, the speed readout and the
 * slider follow the engine's frames by writing to the page directly (PLAY-14).
 */
export function PlayerControls({ engine, format, onExport, onFitAll }: PlayerControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  const state = useEngineState(engine);
  const slider = useRef<HTMLInputElement>(null);
  const clock = useRef<HTMLSpanElement>(null);
  const speedNow = useRef<HTMLSpanElement>(null);
  const dragging = useRef(false);
  const { track } = engine;
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    let shownSecond = Number.NaN;
    let shownSpeed = Number.NaN;
    return engine.addFrameSink((time, at) => {
      const second = Math.floor(time);
      if (second !== shownSecond) {
        shownSecond = second;
        if (clock.current)
          clock.current.textContent = formatRef.current.time(second, { seconds: true });
        const input = slider.current;
        if (input && !dragging.current) {
          input.value = String(second);
          input.setAttribute('aria-valuetext', clock.current?.textContent ?? '');
        }
      }
      const speed = Math.round(at.speedKmh);
      if (speed !== shownSpeed && speedNow.current) {
        shownSpeed = speed;
        speedNow.current.textContent = formatRef.current.speed(speed);
      }
    });
  }, [engine]);

  return (
    <div className="pb-controls" data-testid="pb-controls">
      <div className="pb-controls__row">
        <button
          type="button"
          className="pb-button pb-button--primary pb-play"
          data-testid="pb-play"
          aria-pressed={state.playing}
          aria-label={state.playing ? t('playback.controls.pause') : t('playback.controls.play')}
          title={`${state.playing ? t('playback.controls.pause') : t('playback.controls.play')} (${t('playback.keys.space')})`}
          onClick={() => engine.toggle()}
        >
          <i className={`pi ${state.playing ? 'pi-pause' : 'pi-play'}`} aria-hidden="true" />
        </button>
        <div className="pb-controls__now" aria-live="off">
          <span ref={clock} className="pb-controls__clock" data-testid="pb-clock" />
          <span ref={speedNow} className="pb-controls__speed-now" data-testid="pb-speed-now" />
        </div>
        <div className="pb-controls__speed" role="group" aria-labelledby={`${id}-speed`}>
          <span id={`${id}-speed`} className="sr-only">
            {t('playback.controls.speed')}
          </span>
          <button
            type="button"
            className="pb-button pb-button--icon"
            aria-label={t('playback.controls.slower')}
            title={`${t('playback.controls.slower')} (-)`}
            disabled={state.speed === PLAYBACK_SPEEDS[0]}
            onClick={() => engine.stepSpeed(-1)}
          >
            <i className="pi pi-minus" aria-hidden="true" />
          </button>
          <select
            className="pb-select"
            aria-label={t('playback.controls.speed')}
            data-testid="pb-speed"
            value={state.speed}
            onChange={(event) => engine.setSpeed(Number(event.target.value) as PlaybackSpeed)}
          >
            {PLAYBACK_SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {`${speed}x`}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="pb-button pb-button--icon"
            aria-label={t('playback.controls.faster')}
            title={`${t('playback.controls.faster')} (+)`}
            disabled={state.speed === PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.length - 1]}
            onClick={() => engine.stepSpeed(1)}
          >
            <i className="pi pi-plus" aria-hidden="true" />
          </button>
        </div>
        <label className="pb-toggle">
          <input
            type="checkbox"
            data-testid="pb-follow"
            checked={state.follow}
            onChange={(event) => engine.setFollow(event.target.checked)}
          />
          <span>{t('playback.controls.follow')}</span>
        </label>
        <button
          type="button"
          className="pb-button pb-button--icon"
          data-testid="pb-fit"
          aria-label={t('playback.controls.fitAll')}
          title={t('playback.controls.fitAll')}
          onClick={onFitAll}
        >
          <i className="pi pi-expand" aria-hidden="true" />
        </button>
        <div className="pb-controls__export" role="group" aria-label={t('playback.export.label')}>
          {(['gpx', 'kml'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="pb-button"
              data-testid={`pb-export-${kind}`}
              title={t('playback.export.title', { format: kind.toUpperCase() })}
              onClick={() => onExport(kind)}
            >
              <i className="pi pi-download" aria-hidden="true" /> {kind.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
      <input
        ref={slider}
        type="range"
        className="pb-slider"
        data-testid="pb-slider"
        min={0}
        max={Math.max(1, Math.ceil(track.durationS))}
        step={1}
        defaultValue={Math.floor(engine.time)}
        aria-label={t('playback.controls.seek')}
        onPointerDown={() => {
          dragging.current = true;
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onInput={(event) => engine.seek(Number(event.currentTarget.value))}
      />
    </div>
  );
}
