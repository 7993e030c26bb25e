import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FleetAvailability } from '@armada/contracts/fleet-availability';
import { paths } from '@/config/paths';
import { statusClass } from '../utils/availability-cells';
import type { CellRef } from './availability-grid';
import { useCellText } from './use-cell-text';

export interface AvailabilityDetailProps {
  data: FleetAvailability;
  active: CellRef;
}

/**
 * FA-8: what the active cell holds, in words: the vehicle, the day, its status and, when booked,
 * each task with a link to it. A polite live region, so moving through the grid is heard.
 */
export const AvailabilityDetail = forwardRef<HTMLElement, AvailabilityDetailProps>(
  function AvailabilityDetail({ data, active }, ref) {
    const { t } = useTranslation();
    const text = useCellText();
    const row = data.vehicles[active.row];
    const day = data.days[active.col];
    const status = row?.statuses[active.col];
    const booking = day ? row?.booked.find((b) => b.day === day.day) : undefined;
    return (
      <section
        ref={ref}
        tabIndex={-1}
        className="fa-detail"
        aria-label={t('fleetAvailability.detail.label')}
        aria-live="polite"
        data-testid="fa-detail"
      >
        {!row || !day || !status ? (
          <p className="fa-detail__hint">{t('fleetAvailability.detail.hint')}</p>
        ) : (
          <>
            <h2 className="fa-detail__title">
              <span className={`fa-chip ${statusClass(status)}`}>{text.status(status)}</span>
              {`${row.vehicle.license_plate} · ${text.dayName(day)}`}
              <span className="fa-detail__capacity">{text.capacity(row.vehicle)}</span>
            </h2>
            {booking ? (
              <>
                <p className="fa-detail__line">
                  {t('fleetAvailability.detail.booked', {
                    from: booking.from,
                    until: booking.until,
                    count: booking.tasks.length,
                  })}
                </p>
                <ul className="fa-detail__tasks">
                  {booking.tasks.map((task) => (
                    <li key={task.id}>
                      <Link to={paths.fleetTaskInstantDetail.getHref(task.id)}>{task.number}</Link>{' '}
                      {`${task.from}–${task.until} · ${t(`fleetAvailability.taskStatus.${task.status}`)}`}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="fa-detail__line">
                {status === 'OFF_SHIFT'
                  ? t('fleetAvailability.detail.offShift')
                  : status === 'MAINTENANCE'
                    ? t('fleetAvailability.detail.maintenance')
                    : t('fleetAvailability.detail.free')}
              </p>
            )}
          </>
        )}
      </section>
    );
  },
);
