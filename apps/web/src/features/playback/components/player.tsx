import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alertCodeName } from '@armada/contracts/alerts';
import type { DateRange } from '@/lib/date-range';
import { PlaybackEngine } from '../engine/playback-engine';
import { useCurrentSpan } from '../hooks/use-current-span';
import { useMediaQuery } from '../hooks/use-media-query';
import { usePlaybackKeys } from '../hooks/use-playback-keys';
import { downloadText } from '../utils/download';
import { playbackFormat } from '../utils/format';
import type { TimelineItem, TimelineKind } from '../utils/timeline';
import {
  EXPORT_MIME,
  exportFileName,
  trackToGpx,
  trackToKml,
  type ExportFormat,
} from '../utils/track-export';
import type { PreparedTrack } from '../utils/track-data';
import { ItemDetail } from './item-detail';
import { TrackMap, type TrackMapController } from './map/track-map';
import { PlayerControls } from './player-controls';
import { EventsList, TripsList } from './side-lists';
import { Timeline } from './timeline';
import { TrackChart } from './track-chart';

/** Phones and narrow tablets: the map on top, the controls under it, the lists in tabs. */
export const NARROW_QUERY = '(max-width: 991.98px)';

export type PlayerLayout = 'new' | 'classic';

export interface PlayerProps {
  track: PreparedTrack;
  /** The days picked (for the files' names). */
  days: DateRange;
  layout: PlayerLayout;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  /** The alert center's preview of an alert (composed by the route: PLAY-12). */
  renderAlertPreview: (rawAlertId: string, onClose: () => void) => ReactNode;
}

type SideTab = 'chart' | 'trips' | 'events';
type Selected = { kind: TimelineKind; index: number } | null;

/**
 * A loaded track played (PLAY-6 ... PLAY-14): the map, the controls, the timeline, the chart and
 * the lists of trips and events; the alert preview over it when an alert is opened.
 */
export function Player({
  track,
  days,
  layout,
  tileUrl,
  tileAttribution,
  renderAlertPreview,
}: PlayerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // PLAY-6: the player opens where the vehicle first drove, not at a night parked before it.
  const [engine] = useState(() => new PlaybackEngine(track, { startAt: track.trips[0]?.startS }));
  useEffect(() => () => engine.destroy(), [engine]);
  usePlaybackKeys(engine);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [tab, setTab] = useState<SideTab>(narrow ? 'chart' : 'trips');
  const shownTab: SideTab = !narrow && tab === 'chart' ? 'trips' : tab;
  const [selected, setSelected] = useState<Selected>(null);
  const [alertId, setAlertId] = useState<string | null>(null);
  const map = useRef<TrackMapController>(null);
  const currentTrip = useCurrentSpan(engine, track.trips);

  const format = useMemo(
    () =>
      playbackFormat(t, language, {
        fromMs: track.fromMs,
        durationS: track.durationS,
        zone: track.timeZone,
      }),
    [t, language, track],
  );
  const alertName = useCallback(
    (index: number) => {
      const record = track.alerts[index]?.record;
      if (!record) return '';
      return (
        alertCodeName(record.code, language === 'en' ? 'en' : 'id') ??
        record.name ??
        t('playback.events.alertCode', { code: record.code })
      );
    },
    [track, language, t],
  );

  const onItem = useCallback(
    (kind: TimelineKind, index: number) => {
      if (kind === 'trip') {
        const trip = track.trips[index];
        if (!trip) return;
        engine.seek(trip.startS);
        map.current?.fitRange(trip.startS, trip.endS);
      } else if (kind === 'stop') {
        const stop = track.stops[index];
        if (stop) engine.seek(stop.startS);
      } else if (kind === 'fuel') {
        const fuel = track.fuelEvents[index];
        if (fuel) engine.seek(fuel.atS);
      } else {
        const alert = track.alerts[index];
        if (!alert) return;
        engine.seek(alert.atS);
        setAlertId(alert.record.id);
      }
      setSelected({ kind, index });
    },
    [engine, track],
  );

  const labelOf = useCallback(
    (item: Pick<TimelineItem, 'kind' | 'index'>): string => {
      if (item.kind === 'trip') {
        const trip = track.trips[item.index];
        return trip
          ? t('playback.timeline.tripLabel', {
              when: format.range(trip.startS, trip.endS),
              distance: format.km(trip.record.distance_km),
            })
          : '';
      }
      if (item.kind === 'stop') {
        const stop = track.stops[item.index];
        return stop
          ? t('playback.timeline.stopLabel', {
              kind: t(`playback.stopKinds.${stop.record.kind}`),
              when: format.range(stop.startS, stop.endS),
              duration: format.duration(stop.record.duration_s),
            })
          : '';
      }
      if (item.kind === 'alert') {
        const alert = track.alerts[item.index];
        return alert
          ? t('playback.timeline.alertLabel', {
              name: alertName(item.index),
              at: format.time(alert.atS),
            })
          : '';
      }
      const fuel = track.fuelEvents[item.index];
      return fuel
        ? t('playback.timeline.fuelLabel', {
            kind: t(`playback.fuelKinds.${fuel.record.kind}`),
            at: format.time(fuel.atS),
            litres: format.number(fuel.record.litres, 1),
          })
        : '';
    },
    [track, t, format, alertName],
  );

  const onExport = (kind: ExportFormat) => {
    const labels = {
      title: `${track.vehicle.license_plate} · ${format.time(0)} – ${format.time(track.durationS)}`,
      stop: (i: number) => labelOf({ kind: 'stop', index: i }),
      alert: (i: number) => labelOf({ kind: 'alert', index: i }),
    };
    const text = kind === 'gpx' ? trackToGpx(track, labels) : trackToKml(track, labels);
    downloadText(text, exportFileName(track.vehicle.license_plate, days, kind), EXPORT_MIME[kind]);
  };

  const detail =
    selected && selected.kind !== 'alert' ? (
      <ItemDetail
        track={track}
        format={format}
        item={{ kind: selected.kind, index: selected.index }}
        onClose={() => setSelected(null)}
      />
    ) : null;

  const chart = (
    <TrackChart engine={engine} format={format} onHover={(time) => map.current?.showHover(time)} />
  );
  const tabs: SideTab[] = narrow ? ['chart', 'trips', 'events'] : ['trips', 'events'];

  return (
    <div className="pb-player" data-layout={layout} data-testid="pb-player">
      <div className="pb-player__stage">
        <div className="pb-player__map">
          <TrackMap
            engine={engine}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            onItem={onItem}
            labelOf={(kind, index) => labelOf({ kind, index })}
            controller={map}
          />
          {detail}
        </div>
        <PlayerControls
          engine={engine}
          format={format}
          onExport={onExport}
          onFitAll={() => map.current?.fitRange(0, track.durationS)}
        />
        <Timeline
          engine={engine}
          format={format}
          selected={selected}
          onItem={onItem}
          labelOf={labelOf}
        />
        {!narrow && chart}
      </div>
      <aside className="pb-player__side" aria-label={t('playback.side.label')}>
        <div className="pb-tabs" role="tablist" aria-label={t('playback.side.label')}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`pb-tab-${name}`}
              aria-controls="pb-tabpanel"
              aria-selected={shownTab === name}
              tabIndex={shownTab === name ? 0 : -1}
              className="pb-tabs__tab"
              data-testid={`pb-tab-${name}`}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                event.preventDefault();
                const next =
                  tabs[
                    (tabs.indexOf(name) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) %
                      tabs.length
                  ];
                if (next) {
                  setTab(next);
                  document.getElementById(`pb-tab-${next}`)?.focus();
                }
              }}
            >
              {t(`playback.side.${name}`, {
                count:
                  name === 'trips'
                    ? track.trips.length
                    : track.stops.length + track.alerts.length + track.fuelEvents.length,
              })}
            </button>
          ))}
        </div>
        <div
          id="pb-tabpanel"
          role="tabpanel"
          aria-labelledby={`pb-tab-${shownTab}`}
          className="pb-tabs__panel"
        >
          {shownTab === 'chart' && chart}
          {shownTab === 'trips' && (
            <TripsList
              track={track}
              format={format}
              current={currentTrip}
              selected={selected?.kind === 'trip' ? selected.index : null}
              onTrip={(index) => onItem('trip', index)}
            />
          )}
          {shownTab === 'events' && (
            <EventsList
              track={track}
              format={format}
              selected={selected}
              onItem={onItem}
              alertName={alertName}
            />
          )}
        </div>
      </aside>
      {alertId !== null &&
        renderAlertPreview(alertId, () => {
          setAlertId(null);
          setSelected((current) => (current?.kind === 'alert' ? null : current));
        })}
    </div>
  );
}
