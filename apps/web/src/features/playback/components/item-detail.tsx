import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreparedTrack } from '../utils/track-data';
import type { PlaybackFormat } from '../utils/format';

export interface ItemDetailProps {
  track: PreparedTrack;
  format: PlaybackFormat;
  item: { kind: 'trip' | 'stop' | 'fuel'; index: number };
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** PLAY-12: what a trip, a stop or a fuel event of the timeline was, over a corner of the map. */
export function ItemDetail({ track, format, item, onClose }: ItemDetailProps) {
  const { t } = useTranslation();
  const noAddress = t('playback.detail.noAddress');
  let title = '';
  let facts: ReactNode = null;
  if (item.kind === 'trip') {
    const trip = track.trips[item.index]?.record;
    if (!trip) return null;
    title = t('playback.detail.trip');
    facts = (
      <>
        <Fact label={t('playback.detail.from')}>
          {format.instant(trip.started_on)} · {trip.start.address ?? noAddress}
        </Fact>
        <Fact label={t('playback.detail.to')}>
          {format.instant(trip.ended_on)} · {trip.end.address ?? noAddress}
        </Fact>
        <Fact label={t('playback.detail.distance')}>{format.km(trip.distance_km)}</Fact>
        <Fact label={t('playback.detail.duration')}>{format.duration(trip.duration_s)}</Fact>
        <Fact label={t('playback.detail.idle')}>{format.duration(trip.idle_s)}</Fact>
        <Fact label={t('playback.detail.speeds')}>
          {t('playback.detail.speedsValue', {
            max: format.speed(trip.max_speed_kmh),
            avg: format.speed(trip.avg_speed_kmh),
          })}
        </Fact>
        <Fact label={t('playback.detail.driver')}>{trip.driver?.name ?? '-'}</Fact>
      </>
    );
  } else if (item.kind === 'stop') {
    const stop = track.stops[item.index]?.record;
    if (!stop) return null;
    title = t(`playback.stopKinds.${stop.kind}`);
    facts = (
      <>
        <Fact label={t('playback.detail.when')}>
          {format.range(
            (Date.parse(stop.started_on) - track.fromMs) / 1000,
            (Date.parse(stop.ended_on) - track.fromMs) / 1000,
          )}
        </Fact>
        <Fact label={t('playback.detail.duration')}>
          {format.duration(stop.duration_s)}
          {stop.ongoing ? ` (${t('playback.detail.ongoing')})` : ''}
        </Fact>
        <Fact label={t('playback.detail.place')}>{stop.place.address ?? noAddress}</Fact>
        <Fact label={t('playback.detail.driver')}>{stop.driver?.name ?? '-'}</Fact>
      </>
    );
  } else {
    const fuel = track.fuelEvents[item.index]?.record;
    if (!fuel) return null;
    title = t(`playback.fuelKinds.${fuel.kind}`);
    facts = (
      <>
        <Fact label={t('playback.detail.when')}>{format.instant(fuel.at)}</Fact>
        <Fact label={t('playback.detail.amount')}>
          {t('playback.detail.litres', { value: format.number(fuel.litres, 1) })}
        </Fact>
        <Fact label={t('playback.detail.level')}>
          {t('playback.detail.levelValue', {
            before: format.number(fuel.level_before_pct),
            after: format.number(fuel.level_after_pct),
          })}
        </Fact>
        <Fact label={t('playback.detail.place')}>{fuel.place.address ?? noAddress}</Fact>
      </>
    );
  }
  return (
    <section className="pb-detail" aria-label={title} data-testid="pb-detail" data-kind={item.kind}>
      <header className="pb-detail__header">
        <h3>{title}</h3>
        <button
          type="button"
          className="pb-button pb-button--icon"
          aria-label={t('playback.detail.close')}
          onClick={onClose}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </header>
      <dl className="pb-detail__facts">{facts}</dl>
    </section>
  );
}
