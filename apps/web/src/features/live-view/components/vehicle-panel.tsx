import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VEHICLE_LIVE_STATUSES,
  type FleetDirectory,
  type FleetDirectoryVehicle,
  type LivePosition,
  type VehicleLiveStatus,
} from '@armada/contracts/live';
import type { FilteredFleet, FleetFilter } from '../utils/fleet-filter';
import { formatNumber } from '@/lib/format-number';
import { useRowWindow } from '@/hooks/use-row-window';

const ROW_HEIGHT = 60;

export interface VehiclePanelProps {
  state: 'loading' | 'error' | 'ready';
  groups: FleetDirectory['groups'];
  fleetSize: number;
  filtered: FilteredFleet;
  filter: FleetFilter;
  onFilterChange: (filter: FleetFilter) => void;
  positionOf: (id: number) => LivePosition | undefined;
  selectedId: number | null;
  onOpen: (id: number) => void;
  onRetry: () => void;
}

/**
 * The side panel: search by plate or driver, status chips with live counts, a group filter and
 * the vehicle list, virtualised (only the rows in view are in the page, so 5,000 vehicles cost
 * what 15 do). Rows are buttons: Tab reaches them, Enter opens the vehicle.
 */
export function VehiclePanel({
  state,
  groups,
  fleetSize,
  filtered,
  filter,
  onFilterChange,
  positionOf,
  selectedId,
  onOpen,
  onRetry,
}: VehiclePanelProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = filtered.vehicles;
  const rowWindow = useRowWindow(scrollRef, rows.length, ROW_HEIGHT);
  const shown = rows.slice(rowWindow.first, rowWindow.last);
  const filtered_ = filter.search !== '' || filter.status !== null || filter.groupId !== null;

  const setStatus = (status: VehicleLiveStatus | null) => onFilterChange({ ...filter, status });

  return (
    <div className="live-panel" data-testid="vehicle-panel">
      <div className="live-panel__controls">
        <div className="live-panel__heading">
          <h1 className="live-panel__title">{t('liveView.panel.heading')}</h1>
          {state === 'ready' && (
            <span className="live-panel__count" data-testid="vehicle-count">
              {filtered_
                ? t('liveView.panel.shown', { count: rows.length, total: fleetSize })
                : t('liveView.panel.total', { count: fleetSize })}
            </span>
          )}
        </div>
        <label className="live-panel__search">
          <span className="sr-only">{t('liveView.panel.searchLabel')}</span>
          <i className="pi pi-search" aria-hidden="true" />
          <input
            type="search"
            className="p-inputtext p-component"
            placeholder={t('liveView.panel.searchPlaceholder')}
            value={filter.search}
            onChange={(event) => onFilterChange({ ...filter, search: event.target.value })}
            data-testid="vehicle-search"
          />
        </label>
        <div
          className="live-panel__chips"
          role="group"
          aria-label={t('liveView.panel.statusFilter')}
        >
          <button
            type="button"
            className="live-chip"
            aria-pressed={filter.status === null}
            onClick={() => setStatus(null)}
            data-testid="status-chip-all"
          >
            {t('liveView.panel.allStatuses')}
            <span className="live-chip__count">{filtered.total}</span>
          </button>
          {VEHICLE_LIVE_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className="live-chip"
              aria-pressed={filter.status === status}
              onClick={() => setStatus(filter.status === status ? null : status)}
              data-testid={`status-chip-${status}`}
            >
              <span className={`live-status-dot live-status-dot--${status}`} aria-hidden="true" />
              {t(`liveView.status.${status}`)}
              <span className="live-chip__count" data-testid={`status-count-${status}`}>
                {filtered.counts[status]}
              </span>
            </button>
          ))}
        </div>
        {groups.length > 0 && (
          <label className="live-panel__group">
            <span className="sr-only">{t('liveView.panel.groupLabel')}</span>
            <select
              className="p-inputtext p-component"
              value={filter.groupId ?? ''}
              onChange={(event) =>
                onFilterChange({
                  ...filter,
                  groupId: event.target.value === '' ? null : Number(event.target.value),
                })
              }
              data-testid="group-filter"
            >
              <option value="">{t('liveView.panel.allGroups')}</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {state === 'loading' && (
        <p className="live-panel__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('liveView.panel.loading')}
        </p>
      )}
      {state === 'error' && (
        <div className="live-panel__state" role="alert">
          <p>{t('liveView.panel.error')}</p>
          <button
            type="button"
            className="p-button p-button-sm p-button-outlined"
            onClick={onRetry}
          >
            {t('liveView.panel.retry')}
          </button>
        </div>
      )}
      {state === 'ready' && fleetSize === 0 && (
        <p className="live-panel__state">{t('liveView.panel.empty')}</p>
      )}
      {state === 'ready' && fleetSize > 0 && rows.length === 0 && (
        <div className="live-panel__state">
          <p>{t('liveView.panel.noMatch')}</p>
          <button
            type="button"
            className="p-button p-button-sm p-button-text"
            onClick={() => onFilterChange({ search: '', status: null, groupId: null })}
          >
            {t('liveView.panel.clearFilters')}
          </button>
        </div>
      )}

      <div
        ref={scrollRef}
        className="live-panel__list"
        data-testid="vehicle-list"
        data-rows={rows.length}
      >
        <div
          role="list"
          aria-label={t('liveView.panel.listLabel')}
          style={{ height: rowWindow.height, position: 'relative' }}
        >
          {shown.map((vehicle, k) => {
            const top = (rowWindow.first + k) * ROW_HEIGHT;
            const position = positionOf(vehicle.id);
            return (
              <div
                key={vehicle.id}
                role="listitem"
                className="live-panel__item"
                style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT }}
              >
                <VehicleRow
                  vehicle={vehicle}
                  status={position?.status ?? 'offline'}
                  speedKmh={position?.speedKmh ?? 0}
                  selected={vehicle.id === selectedId}
                  onOpen={onOpen}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/**
 * One row, from plain values: each batch re-renders the panel (its counts), and only the rows
 * whose status or speed changed render again (at 50,000 vehicles the rows' renders and the
 * layout after them were a long task every second or two, ADR 0058).
 */
const VehicleRow = memo(function VehicleRow({
  vehicle,
  status,
  speedKmh,
  selected,
  onOpen,
}: {
  vehicle: FleetDirectoryVehicle;
  status: VehicleLiveStatus;
  speedKmh: number;
  selected: boolean;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      className="live-row"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(vehicle.id)}
      data-testid="vehicle-row"
      data-vehicle-id={vehicle.id}
      data-status={status}
    >
      <span className={`live-status-dot live-status-dot--${status}`} aria-hidden="true" />
      <span className="live-row__main">
        <span className="live-row__plate">{vehicle.license_plate}</span>
        <span className="live-row__driver">
          {vehicle.driver_name ?? t('liveView.panel.noDriver')}
        </span>
      </span>
      <span className="live-row__side">
        <span className="live-row__status">{t(`liveView.status.${status}`)}</span>
        {status === 'moving' && (
          <span className="live-row__speed">
            {t('liveView.panel.speed', { speed: formatNumber(speedKmh, i18n.language) })}
          </span>
        )}
      </span>
    </button>
  );
});
