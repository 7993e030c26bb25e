import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackEngine } from '../engine/playback-engine';
import type { PlaybackFormat } from '../utils/format';
import {
  timelineItems,
  timelineTicks,
  type TimelineItem,
  type TimelineKind,
} from '../utils/timeline';

export interface TimelineProps {
  engine: PlaybackEngine;
  format: PlaybackFormat;
  /** The item chosen (outlined). */
  selected: { kind: TimelineKind; index: number } | null;
  onItem: (kind: TimelineKind, index: number) => void;
  /** Describes an item for its button (read aloud and shown on hover). */
  labelOf: (item: TimelineItem) => string;
}

const LANES = [
  { kind: 'trip', label: 'playback.timeline.trips' },
  { kind: 'stop', label: 'playback.timeline.stops' },
  { kind: 'alert', label: 'playback.timeline.alerts' },
] as const satisfies readonly { kind: TimelineKind; label: string }[];

/**
 * The period as a strip (PLAY-12): a lane of trips, one of stops (parked and idling) and one of
 * alerts and fuel events; each item a button to its detail. A click elsewhere on the strip
 * seeks there (PLAY-8). The playhead follows the engine's frames (PLAY-14).
 */
export function Timeline({ engine, format, selected, onItem, labelOf }: TimelineProps) {
  const { t } = useTranslation();
  const { track } = engine;
  const strip = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const items = useMemo(() => timelineItems(track), [track]);
  // Over several days each day's mark names it, from where it starts; the period's end is unnamed.
  const severalDays = track.durationS > 24 * 3600;
  const ticks = useMemo(
    () => timelineTicks(track.fromMs, track.durationS, track.timeZone),
    [track],
  );

  useEffect(() => {
    const element = strip.current;
    const playhead = head.current;
    if (!element || !playhead) return undefined;
    let width = element.clientWidth;
    let last = Number.NaN;
    let shown = Number.NaN;
    const place = (time: number) => {
      last = time;
      // Half pixels: a week at 300x moves the playhead a pixel in several frames.
      const x = track.durationS > 0 ? Math.round((time / track.durationS) * width * 2) / 2 : 0;
      if (x === shown) return;
      shown = x;
      playhead.style.transform = `translateX(${x}px)`;
    };
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            width = element.clientWidth;
            shown = Number.NaN;
            if (Number.isFinite(last)) place(last);
          });
    resize?.observe(element);
    const stop = engine.addFrameSink((time) => place(time));
    return () => {
      stop();
      resize?.disconnect();
    };
  }, [engine, track]);

  const seekAt = (clientX: number) => {
    const element = strip.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (box.width <= 0) return;
    engine.seek(((clientX - box.left) / box.width) * track.durationS);
  };

  return (
    <div className="pb-timeline" data-testid="pb-timeline">
      <div className="pb-timeline__labels" aria-hidden="true">
        {LANES.map((lane) => (
          <span key={lane.kind}>{t(lane.label)}</span>
        ))}
      </div>
      <div className="pb-timeline__body">
        <div
          ref={strip}
          className="pb-timeline__strip"
          role="group"
          aria-label={t('playback.timeline.label')}
          onClick={(event) => {
            if (
              event.target === event.currentTarget ||
              (event.target as Element).classList.contains('pb-timeline__lane')
            ) {
              seekAt(event.clientX);
            }
          }}
        >
          {LANES.map((lane) => (
            <div key={lane.kind} className="pb-timeline__lane" data-lane={lane.kind}>
              {items
                .filter((item) =>
                  lane.kind === 'alert'
                    ? item.kind === 'alert' || item.kind === 'fuel'
                    : item.kind === lane.kind,
                )
                .map((item) => {
                  const label = labelOf(item);
                  const isSelected = selected?.kind === item.kind && selected.index === item.index;
                  return (
                    <button
                      key={`${item.kind}-${item.index}`}
                      type="button"
                      className={`pb-timeline__item pb-timeline__item--${item.kind}${isSelected ? ' is-selected' : ''}`}
                      data-testid={`pb-timeline-${item.kind}`}
                      data-kind={
                        item.kind === 'stop' ? track.stops[item.index]?.record.kind : undefined
                      }
                      style={{
                        left: `${(item.left * 100).toFixed(3)}%`,
                        ...(item.width > 0 ? { width: `${(item.width * 100).toFixed(3)}%` } : {}),
                      }}
                      aria-label={label}
                      aria-pressed={isSelected}
                      title={label}
                      onClick={() => onItem(item.kind, item.index)}
                    />
                  );
                })}
            </div>
          ))}
          <div ref={head} className="pb-timeline__head" aria-hidden="true" />
        </div>
        <div
          className={`pb-timeline__ticks${severalDays ? ' pb-timeline__ticks--days' : ''}`}
          aria-hidden="true"
        >
          {(severalDays ? ticks.filter((tick) => tick.atS < track.durationS) : ticks).map(
            (tick) => (
              <span
                key={tick.atS}
                className={tick.midnight ? 'is-midnight' : undefined}
                style={{ left: `${((tick.atS / Math.max(1, track.durationS)) * 100).toFixed(3)}%` }}
              >
                {severalDays && tick.midnight ? format.day(tick.atS) : format.hourMinute(tick.atS)}
              </span>
            ),
          )}
        </div>
      </div>
    </div>
  );
}
