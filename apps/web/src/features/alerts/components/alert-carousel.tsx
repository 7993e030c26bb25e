import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_CONSTANTS, type AlertColour, type RawAlert } from '@armada/contracts/alerts';
import { alertDescription } from './alert-description';

export interface AlertCarouselProps {
  alerts: readonly RawAlert[];
  onOpen: (alert: RawAlert) => void;
  colourOf: (alert: RawAlert) => AlertColour;
}

/**
 * The top bar's carousel of the newest 3 alerts (docs/rules/alert-center.md §2 and §9), one at a
 * time, rotating every 3 s; it holds still while hovered or focused so it can be read and clicked.
 */
export function AlertCarousel({ alerts, onOpen, colourOf }: AlertCarouselProps) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = alerts.length;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      ALERT_CONSTANTS.carousel.intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const shown = alerts[index % count] as RawAlert;
  return (
    <div
      className="alert-carousel"
      role="group"
      aria-roledescription={t('alerts.carousel.roleDescription')}
      aria-label={t('alerts.carousel.label')}
      data-testid="alert-carousel"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <button
        key={shown.rawAlertId}
        type="button"
        className="alert-carousel__item"
        aria-live={paused ? 'polite' : 'off'}
        onClick={() => onOpen(shown)}
      >
        <span
          className={`alert-carousel__dot alert-colour--${colourOf(shown)}`}
          aria-hidden="true"
        />
        <span className="alert-carousel__plate">{shown.vehicle.licensePlate}</span>
        <span className="alert-carousel__text">{alertDescription(shown, i18n.language)}</span>
      </button>
      {count > 1 && (
        <span className="alert-carousel__pager" aria-hidden="true">
          {(index % count) + 1}/{count}
        </span>
      )}
    </div>
  );
}
