import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreparedTrack } from '../utils/track-data';
import type { PlaybackFormat } from '../utils/format';
import type { TimelineKind } from '../utils/timeline';

export interface TripsListProps {
  track: PreparedTrack;
  format: PlaybackFormat;
  /** The trip the moment shown is in (-1: none). */
  current: number;
  selected: number | null;
  onTrip: (index: number) => void;
}

/** PLAY-13: the trips of the period, oldest first; a click plays from its start, zoomed to it. */
export function TripsList({ track, format, current, selected, onTrip }: TripsListProps) {
  const { t } = useTranslation();
  if (track.trips.length === 0) {
    return <p className="pb-muted pb-list__empty">{t('playback.trips.empty')}</p>;
  }
  return (
    <ol className="pb-list" data-testid="pb-trips">
      {track.trips.map(({ record, startS, endS }, index) => (
        <li key={record.id}>
          <button
            type="button"
            className={`pb-list__row${index === current ? ' is-current' : ''}${index === selected ? ' is-selected' : ''}`}
            data-testid="pb-trip"
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onTrip(index)}
          >
            <span className="pb-list__when">
              {format.range(startS, endS)}
              {record.ongoing && <span className="pb-badge">{t('playback.trips.ongoing')}</span>}
            </span>
            <span className="pb-list__figures">
              {format.km(record.distance_km)} · {format.duration(record.duration_s)} ·{' '}
              {t('playback.trips.max', { speed: format.speed(record.max_speed_kmh) })}
            </span>
            <span className="pb-list__route">
              <span>{record.start.address ?? t('playback.detail.noAddress')}</span>
              <i className="pi pi-arrow-right" aria-hidden="true" />
              <span>{record.end.address ?? t('playback.detail.noAddress')}</span>
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

export interface EventsListProps {
  track: PreparedTrack;
  format: PlaybackFormat;
  selected: { kind: TimelineKind; index: number } | null;
  onItem: (kind: TimelineKind, index: number) => void;
  alertName: (index: number) => string;
}

/** PLAY-12: the stops, alerts and fuel events of the period in time order, each to its detail. */
export function EventsList({ track, format, selected, onItem, alertName }: EventsListProps) {
  const { t } = useTranslation();
  const rows = useMemo(
    () =>
      [
        ...track.stops.map((s, index) => ({ kind: 'stop' as const, index, at: s.startS })),
        ...track.alerts.map((a, index) => ({ kind: 'alert' as const, index, at: a.atS })),
        ...track.fuelEvents.map((f, index) => ({ kind: 'fuel' as const, index, at: f.atS })),
      ].sort((a, b) => a.at - b.at),
    [track],
  );
  if (rows.length === 0) {
    return <p className="pb-muted pb-list__empty">{t('playback.events.empty')}</p>;
  }
  return (
    <ol className="pb-list" data-testid="pb-events">
      {rows.map((row) => {
        const isSelected = selected?.kind === row.kind && selected.index === row.index;
        let icon = 'pi-stop-circle';
        let title = '';
        let detail = '';
        if (row.kind === 'stop') {
          const stop = track.stops[row.index];
          if (!stop) return null;
          icon = stop.record.kind === 'IDLE' ? 'pi-clock' : 'pi-stop-circle';
          title = t(`playback.stopKinds.${stop.record.kind}`);
          detail = `${format.duration(stop.record.duration_s)} · ${stop.record.place.address ?? t('playback.detail.noAddress')}`;
        } else if (row.kind === 'alert') {
          icon = 'pi-exclamation-triangle';
          title = alertName(row.index);
          detail = t('playback.events.openAlert');
        } else {
          const fuel = track.fuelEvents[row.index];
          if (!fuel) return null;
          icon = fuel.record.kind === 'REFILL' ? 'pi-arrow-circle-up' : 'pi-arrow-circle-down';
          title = t(`playback.fuelKinds.${fuel.record.kind}`);
          detail = t('playback.detail.litres', { value: format.number(fuel.record.litres, 1) });
        }
        return (
          <li key={`${row.kind}-${row.index}`}>
            <button
              type="button"
              className={`pb-list__row pb-list__row--${row.kind}${isSelected ? ' is-selected' : ''}`}
              data-testid={`pb-event-${row.kind}`}
              onClick={() => onItem(row.kind, row.index)}
            >
              <span className="pb-list__when">
                <i className={`pi ${icon}`} aria-hidden="true" /> {format.time(row.at)} · {title}
              </span>
              <span className="pb-list__figures">{detail}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
