import { memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  FLEET_AVAILABILITY_STATUSES,
  type FleetAvailability,
  type FleetAvailabilityBooking,
  type FleetAvailabilityStatus,
  type FleetAvailabilityVehicle,
} from '@armada/contracts/fleet-availability';
import { bookingsByDay, freeCounts, statusClass, trackPlace } from '../utils/availability-cells';
import type { AvailabilityView } from '../utils/view-range';
import { useCellText } from './use-cell-text';

/** One row per vehicle (px); the header row above them. */
export const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 56;
/** Rows PageUp and PageDown move. */
const PAGE_ROWS = 10;
const HOUR_TICKS = [0, 3, 6, 9, 12, 15, 18, 21];

export interface CellRef {
  row: number;
  col: number;
}

export interface AvailabilityGridProps {
  data: FleetAvailability;
  view: AvailabilityView;
  today: string;
  active: CellRef;
  onActiveChange: (cell: CellRef) => void;
  /** Enter on a cell: its details take the focus. */
  onOpen: () => void;
}

/** The smallest width of a day column, by view. */
const CELL_MIN: Record<AvailabilityView, string> = {
  day: '40rem',
  week: '6.75rem',
  month: '2.5rem',
};

/**
 * FA-8: the timeline. Rows are vehicles (virtualised: only the rows in view are in the page, so
 * 500 vehicles cost what 15 do), columns are days; the header row and the vehicle column stay in
 * view while the grid scrolls. One cell at a time is in the tab order; the arrow keys, Home, End,
 * PageUp and PageDown move it, Enter opens its details.
 */
export function AvailabilityGrid({
  data,
  view,
  today,
  active,
  onActiveChange,
  onOpen,
}: AvailabilityGridProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const rows = data.vehicles;
  const text = useCellText();
  const bookings = useMemo(() => bookingsByDay(data), [data]);
  const free = useMemo(() => freeCounts(data), [data]);
  // Words each cell repeats, made once per answer and language rather than once per cell.
  const words = useMemo<RowWords>(
    () => ({
      days: data.days.map((day) => text.dayName(day)),
      status: Object.fromEntries(
        FLEET_AVAILABILITY_STATUSES.map((status) => [status, text.status(status)]),
      ) as Record<FleetAvailabilityStatus, string>,
      capacity: text.capacity,
    }),
    [data, text],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollPaddingStart: HEADER_HEIGHT,
    initialRect: { width: 1024, height: 600 },
  });
  const columns = data.days.length;

  // A cell moved to by the keyboard takes the focus once its row is drawn.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const frame = requestAnimationFrame(() => {
      scrollRef.current
        ?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`)
        ?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = { row: rows.length - 1, col: columns - 1 };
    let next: CellRef | null = null;
    const { row, col } = active;
    switch (event.key) {
      case 'ArrowUp':
        next = { row: row - 1, col };
        break;
      case 'ArrowDown':
        next = { row: row + 1, col };
        break;
      case 'ArrowLeft':
        next = { row, col: col - 1 };
        break;
      case 'ArrowRight':
        next = { row, col: col + 1 };
        break;
      case 'Home':
        next = event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
        break;
      case 'End':
        next = event.ctrlKey ? last : { row, col: last.col };
        break;
      case 'PageUp':
        next = { row: row - PAGE_ROWS, col };
        break;
      case 'PageDown':
        next = { row: row + PAGE_ROWS, col };
        break;
      case 'Enter':
        event.preventDefault();
        onOpen();
        return;
      default:
        return;
    }
    event.preventDefault();
    const clamped = {
      row: Math.max(0, Math.min(last.row, next.row)),
      col: Math.max(0, Math.min(last.col, next.col)),
    };
    moved.current = true;
    virtualizer.scrollToIndex(clamped.row, { align: 'auto' });
    onActiveChange(clamped);
  };

  return (
    <div
      ref={scrollRef}
      className={`fa-grid fa-grid--${view}`}
      style={
        {
          '--fa-columns': columns,
          '--fa-cell-min': CELL_MIN[view],
        } as React.CSSProperties
      }
      data-testid="fa-grid"
    >
      <div
        role="grid"
        aria-label={t('fleetAvailability.grid.label')}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns + 1}
        aria-describedby="fa-grid-keys"
        className="fa-grid__inner"
        onKeyDown={onKeyDown}
      >
        <div role="row" aria-rowindex={1} className="fa-grid__row fa-grid__head">
          <div role="columnheader" aria-colindex={1} className="fa-grid__corner">
            {t('fleetAvailability.grid.vehicle')}
            <span className="fa-grid__corner-count">
              {t('fleetAvailability.count', { count: data.total_vehicles })}
            </span>
          </div>
          {data.days.map((day, index) => (
            <div
              key={day.day}
              role="columnheader"
              aria-colindex={index + 2}
              className={[
                'fa-grid__day',
                day.work_day ? '' : 'fa-grid__day--off',
                day.day === today ? 'fa-grid__day--today' : '',
              ].join(' ')}
            >
              <span className="fa-grid__day-name">
                <span>
                  {t(`fleetAvailability.weekdays.${day.weekday}` as 'fleetAvailability.weekdays.1')}
                </span>{' '}
                <strong>{Number(day.day.slice(8))}</strong>
              </span>
              <span className="fa-grid__day-free">
                {view === 'month'
                  ? free[index]
                  : t('fleetAvailability.grid.freeCount', { count: free[index] ?? 0 })}
              </span>
              {view === 'day' && (
                <span className="fa-grid__hours" aria-hidden="true">
                  {HOUR_TICKS.map((hour) => (
                    <span key={hour} style={{ left: `${(hour / 24) * 100}%` }}>
                      {String(hour).padStart(2, '0')}
                    </span>
                  ))}
                </span>
              )}
            </div>
          ))}
        </div>
        <div className="fa-grid__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <VehicleRow
                key={row.vehicle.id}
                index={item.index}
                top={item.start}
                row={row}
                days={data.days}
                words={words}
                bookings={bookings[item.index]}
                view={view}
                shift={data.shift}
                activeCol={active.row === item.index ? active.col : -1}
                onActivate={onActiveChange}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The words of a row's cells, shared by every row. */
interface RowWords {
  /** Each day's name, in the order of the answer's days. */
  days: string[];
  status: Record<FleetAvailabilityStatus, string>;
  capacity: (vehicle: FleetAvailabilityVehicle['vehicle']) => string;
}

interface VehicleRowProps {
  index: number;
  words: RowWords;
  top: number;
  row: FleetAvailabilityVehicle;
  days: FleetAvailability['days'];
  bookings: Map<string, FleetAvailabilityBooking> | undefined;
  view: AvailabilityView;
  shift: FleetAvailability['shift'];
  /** The column of the active cell when it is in this row, else -1. */
  activeCol: number;
  onActivate: (cell: CellRef) => void;
}

/** One vehicle's row; drawn again only when its data or its active cell change. */
const VehicleRow = memo(function VehicleRow({
  index,
  top,
  row,
  days,
  words,
  bookings,
  view,
  shift,
  activeCol,
  onActivate,
}: VehicleRowProps) {
  const { vehicle } = row;
  const shiftPlace = trackPlace(shift.start, shift.end);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="fa-grid__row"
      style={{ transform: `translateY(${top}px)` }}
      data-testid={`fa-row-${vehicle.id}`}
    >
      <div role="rowheader" aria-colindex={1} className="fa-grid__vehicle">
        <span className="fa-grid__plate">{vehicle.license_plate}</span>
        <span className="fa-grid__capacity">{words.capacity(vehicle)}</span>
      </div>
      {days.map((day, col) => {
        const status = row.statuses[col] ?? 'FREE';
        const booking = bookings?.get(day.day);
        const span = booking ? ` ${booking.from}–${booking.until}` : '';
        const label = `${vehicle.license_plate}, ${words.days[col] ?? day.day}: ${words.status[status]}${span}`;
        return (
          <div
            key={day.day}
            role="gridcell"
            aria-colindex={col + 2}
            aria-label={label}
            aria-selected={activeCol === col}
            tabIndex={activeCol === col ? 0 : -1}
            title={view === 'day' ? undefined : label}
            className={`fa-cell ${statusClass(status)}`}
            data-cell={`${index}:${col}`}
            data-status={status}
            onClick={() => onActivate({ row: index, col })}
            onFocus={() => {
              if (activeCol !== col) onActivate({ row: index, col });
            }}
          >
            {view === 'day' ? (
              <span className="fa-track" aria-hidden="true">
                {day.work_day && (
                  <span
                    className="fa-track__shift"
                    style={{ left: `${shiftPlace.left}%`, width: `${shiftPlace.width}%` }}
                  />
                )}
                {booking?.tasks.map((task) => {
                  const place = trackPlace(task.from, task.until);
                  return (
                    <span
                      key={task.id}
                      className="fa-track__task"
                      style={{ left: `${place.left}%`, width: `${place.width}%` }}
                    >
                      {task.number} · {task.from}–{task.until}
                    </span>
                  );
                })}
                {!booking && <span className="fa-track__word">{words.status[status]}</span>}
              </span>
            ) : view === 'week' ? (
              <span className="fa-cell__text" aria-hidden="true">
                {booking ? `${booking.from}–${booking.until}` : words.status[status]}
                {booking && booking.tasks.length > 1 && (
                  <span className="fa-cell__more">×{booking.tasks.length}</span>
                )}
              </span>
            ) : (
              booking && <span className="fa-cell__bar" aria-hidden="true" />
            )}
          </div>
        );
      })}
    </div>
  );
});
