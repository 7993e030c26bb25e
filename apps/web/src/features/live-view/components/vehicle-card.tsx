import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FleetDirectoryVehicle,
  LivePosition,
  VehicleLiveDetail,
} from '@armada/contracts/live';
import { TRAIL_MINUTES } from '../api/get-vehicle-trail';
import { useNow } from '../hooks/use-now';
import { reportAge, secondsSinceReport } from '../utils/report-age';
import { formatCoordinates, formatNumber } from '@/lib/format-number';
import { VehicleCardTask } from './vehicle-card-task';

export interface VehicleCardProps {
  vehicleId: number;
  vehicle: FleetDirectoryVehicle | undefined;
  /** The live position from the channel (fresher than the REST detail). */
  position: LivePosition | undefined;
  /** The tick time and arrival of the last positions message. */
  lastTick: { t: number; receivedAt: number } | null;
  detail: VehicleLiveDetail | undefined;
  /** When the detail was fetched (client clock). */
  detailFetchedAt: number;
  detailState: 'loading' | 'error' | 'ready';
  trailPoints: number | null;
  follow: boolean;
  onFollow: () => void;
  onClose: () => void;
  /** How much of the map the card covers: on the right (desktop) or at the bottom (phone). */
  onCoverChange?: (cover: { right: number; bottom: number }) => void;
}

/**
 * The open vehicle: plate, driver, type, status, speed, address (the REST detail, asked again
 * every few seconds), the time since its last report (ticking each second) and its trail's
 * state. Escape closes it.
 */
export function VehicleCard({
  vehicleId,
  vehicle,
  position,
  lastTick,
  detail,
  detailFetchedAt,
  detailState,
  trailPoints,
  follow,
  onFollow,
  onClose,
  onCoverChange,
}: VehicleCardProps) {
  const { t, i18n } = useTranslation();
  const now = useNow(1000);
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    const parent = element?.offsetParent;
    if (!element || !(parent instanceof HTMLElement) || !onCoverChange) return undefined;
    const measure = () => {
      const sheet = element.offsetWidth >= parent.clientWidth - 1;
      onCoverChange(
        sheet
          ? { right: 0, bottom: Math.max(0, parent.clientHeight - element.offsetTop) }
          : { right: Math.max(0, parent.clientWidth - element.offsetLeft), bottom: 0 },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(parent);
    return () => {
      observer.disconnect();
      onCoverChange({ right: 0, bottom: 0 });
    };
  }, [onCoverChange]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const plate = vehicle?.license_plate ?? detail?.license_plate ?? `#${vehicleId}`;
  const driver = vehicle?.driver_name ?? detail?.driver_name ?? null;
  const status = position?.status ?? detail?.status;
  const speed = position?.speedKmh ?? detail?.speed;
  const latitude = position?.latitude ?? detail?.latitude;
  const longitude = position?.longitude ?? detail?.longitude;

  let seconds: number | null = null;
  if (position && lastTick) {
    seconds = secondsSinceReport(
      (lastTick.t - position.reportedAt) / 1000,
      lastTick.receivedAt,
      now,
    );
  } else if (detail) {
    seconds = secondsSinceReport(detail.seconds_since_report, detailFetchedAt, now);
  }
  const age = seconds === null ? null : reportAge(seconds);
  const ageText =
    age === null
      ? '–'
      : age.unit === 'seconds'
        ? t('liveView.card.secondsAgo', { count: age.count })
        : age.unit === 'minutes'
          ? t('liveView.card.minutesAgo', { count: age.count })
          : t('liveView.card.hoursAgo', { count: age.count });

  return (
    <section
      ref={ref}
      className="live-card"
      aria-label={t('liveView.card.label', { plate })}
      data-testid="vehicle-card"
      data-vehicle-id={vehicleId}
    >
      <header className="live-card__header">
        <div>
          <h2 className="live-card__plate" data-testid="vehicle-card-plate">
            {plate}
          </h2>
          {status && (
            <span
              className={`live-card__status live-card__status--${status}`}
              data-testid="vehicle-card-status"
            >
              <span className={`live-status-dot live-status-dot--${status}`} aria-hidden="true" />
              {t(`liveView.status.${status}`)}
            </span>
          )}
        </div>
        <button
          type="button"
          className="p-button p-button-text p-button-rounded p-button-icon-only live-card__close"
          aria-label={t('liveView.card.close')}
          onClick={onClose}
          data-testid="vehicle-card-close"
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </header>

      {detailState === 'loading' && !position && (
        <p className="live-card__note" role="status">
          {t('liveView.card.loading')}
        </p>
      )}
      {detailState === 'error' && (
        <p className="live-card__note live-card__note--error" role="alert">
          {t('liveView.card.error')}
        </p>
      )}

      <dl className="live-card__facts">
        <div>
          <dt>{t('liveView.card.driver')}</dt>
          <dd>{driver ?? t('liveView.panel.noDriver')}</dd>
        </div>
        <div>
          <dt>{t('liveView.card.type')}</dt>
          <dd>{vehicle?.vehicle_type ?? detail?.vehicle_type ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('liveView.card.speed')}</dt>
          <dd data-testid="vehicle-card-speed">
            {speed === undefined
              ? '–'
              : t('liveView.panel.speed', { speed: formatNumber(speed, i18n.language) })}
          </dd>
        </div>
        <div>
          <dt>{t('liveView.card.lastReport')}</dt>
          <dd data-testid="vehicle-card-last-report">{ageText}</dd>
        </div>
        <div className="live-card__wide">
          <dt>{t('liveView.card.address')}</dt>
          <dd data-testid="vehicle-card-address">
            {detail?.address?.address ?? t('liveView.card.addressUnknown')}
          </dd>
        </div>
        {detail?.task && (
          <div className="live-card__wide">
            <dt>{t('liveView.card.task')}</dt>
            <dd>
              <VehicleCardTask task={detail.task} />
            </dd>
          </div>
        )}
        <div className="live-card__wide">
          <dt>{t('liveView.card.coordinates')}</dt>
          <dd data-testid="vehicle-card-coordinates">
            {latitude === undefined || longitude === undefined
              ? t('liveView.card.noPosition')
              : formatCoordinates(latitude, longitude)}
          </dd>
        </div>
      </dl>

      <footer className="live-card__footer">
        <span className="live-card__trail">
          <span className="live-card__trail-swatch" aria-hidden="true" />
          {trailPoints === 0
            ? t('liveView.card.trailEmpty', { minutes: TRAIL_MINUTES })
            : t('liveView.card.trail', { minutes: TRAIL_MINUTES })}
        </span>
        <button
          type="button"
          className={`p-button p-button-sm ${follow ? '' : 'p-button-outlined'}`}
          aria-pressed={follow}
          onClick={onFollow}
          data-testid="vehicle-card-follow"
        >
          <i className="pi pi-compass" aria-hidden="true" />
          <span>{follow ? t('liveView.card.following') : t('liveView.card.follow')}</span>
        </button>
      </footer>
    </section>
  );
}
