import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { FleetAvailability } from '@armada/contracts/fleet-availability';
import { paths } from '@/config/paths';
import { bookingsByDay, statusClass } from '../utils/availability-cells';
import { useCellText } from './use-cell-text';

/**
 * FA-9: on a phone, one card per vehicle with its days as a list instead of the wide grid;
 * the cards are virtualised like the grid's rows (their heights measured as they are drawn).
 */
export function AvailabilityDayList({ data, today }: { data: FleetAvailability; today: string }) {
  const { t } = useTranslation();
  const text = useCellText();
  const scrollRef = useRef<HTMLDivElement>(null);
  const bookings = useMemo(() => bookingsByDay(data), [data]);
  const virtualizer = useVirtualizer({
    count: data.vehicles.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 72 + data.days.length * 34,
    overscan: 3,
    initialRect: { width: 360, height: 640 },
  });
  return (
    <div ref={scrollRef} className="fa-list" data-testid="fa-day-list">
      <ul
        className="fa-list__inner"
        aria-label={t('fleetAvailability.grid.label')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = data.vehicles[item.index];
          if (!row) return null;
          return (
            <li
              key={row.vehicle.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="fa-card"
              style={{ transform: `translateY(${item.start}px)` }}
              data-testid={`fa-card-${row.vehicle.id}`}
            >
              <div className="fa-card__head">
                <span className="fa-grid__plate">{row.vehicle.license_plate}</span>
                <span className="fa-grid__capacity">{text.capacity(row.vehicle)}</span>
              </div>
              <ul className="fa-card__days">
                {data.days.map((day, col) => {
                  const status = row.statuses[col] ?? 'FREE';
                  const booking = bookings[item.index]?.get(day.day);
                  return (
                    <li
                      key={day.day}
                      className={`fa-card__day${day.day === today ? ' fa-card__day--today' : ''}`}
                      data-status={status}
                    >
                      <span className="fa-card__date">{text.dayName(day)}</span>
                      <span className={`fa-chip ${statusClass(status)}`}>
                        {text.status(status)}
                      </span>
                      {booking && (
                        <span className="fa-card__tasks">
                          {text.span(booking)}{' '}
                          {booking.tasks.map((task) => (
                            <Link key={task.id} to={paths.fleetTaskInstantDetail.getHref(task.id)}>
                              {task.number}
                            </Link>
                          ))}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
