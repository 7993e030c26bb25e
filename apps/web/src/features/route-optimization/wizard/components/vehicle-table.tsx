import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { Vehicle } from '@armada/contracts/fleet';
import type {
  FleetAvailabilityBooking,
  FleetAvailabilityStatus,
} from '@armada/contracts/fleet-availability';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { SearchBox } from '@/components/ui/list-table/search-box';
import { toListQuery } from '@/components/ui/list-table/list-state';
import '@/components/ui/list-table/list-table.css';
import { companyDay } from '@/lib/company-time';
import { fleetAvailabilityQueryOptions } from '@/lib/resources/fleet-availability';
import { licenceFlagsQueryOptions } from '@/lib/resources/licence-flags';
import { vehicleListQueryOptions } from '@/lib/resources/vehicles';
import { useLazyTable } from '../hooks/use-lazy-table';
import {
  EMPTY_VEHICLE_FILTERS,
  countActiveVehicleFilters,
  vehicleFilterExpressions,
  type VehicleFilterValues,
} from '../utils/vehicle-filters';
import { VehicleFilterPanel } from './vehicle-filter-panel';
import { formatNumber } from '../../utils/format';

type VehicleRow = Vehicle & {
  picked: boolean;
  /** Its availability on the departure day (FA-10); null until read or without a departure. */
  day: { status: FleetAvailabilityStatus; booking: FleetAvailabilityBooking | undefined } | null;
};

const AVAILABILITY_SEVERITY = {
  FREE: 'success',
  BOOKED: 'info',
  OFF_SHIFT: 'secondary',
  MAINTENANCE: 'warning',
} as const;

export interface VehicleTableProps {
  selected: readonly number[];
  /** The run's departure: the day whose availability the table shows (FA-10). */
  departureOn?: string | null;
  /** An update of the latest selection (cells may hold an older render's). */
  onSelectedChange: (update: (current: readonly number[]) => number[]) => void;
}

/** Vehicle group names joined by commas, or a dash (docs/rules/route-optimization.md §3.5). */
export function vehicleGroupText(vehicle: Pick<Vehicle, 'vehicle_group'>): string {
  return vehicle.vehicle_group.length > 0
    ? vehicle.vehicle_group.map((group) => group.name).join(', ')
    : '-';
}

/**
 * The vehicle selection table (docs/rules/route-optimization.md §2.2, §3.5, §7.4): parent vehicles
 * only, paged, searchable, the two capacities sortable, with the group, type, box type and capacity
 * filters.
 */
export function VehicleTable({
  selected,
  departureOn = null,
  onSelectedChange,
}: VehicleTableProps) {
  const { t, i18n } = useTranslation();
  const table = useLazyTable();
  const { state } = table;
  const [filters, setFilters] = useState<VehicleFilterValues>(EMPTY_VEHICLE_FILTERS);
  const [filterOpen, setFilterOpen] = useState(false);
  const query = useQuery(
    vehicleListQueryOptions(toListQuery(state, vehicleFilterExpressions(filters))),
  );
  const ids = new Set(selected);
  const page = query.data?.data.paginated_result ?? [];
  const pageIds = page.map((row) => row.id);
  // FA-10: the page's vehicles on the departure day, from the fleet availability resource.
  const departureDay = departureOn ? companyDay(departureOn) : '';
  const availability = useQuery({
    ...fleetAvailabilityQueryOptions({ from: departureDay, days: 1, vehicleIds: pageIds }),
    enabled: departureDay !== '' && pageIds.length > 0,
  });
  // LIC-11: the page's vehicles whose KIR or driver's SIM is expired on the departure day.
  const documentFlags = useQuery(licenceFlagsQueryOptions(pageIds, departureDay));
  const flagsOf = (id: number) =>
    documentFlags.data?.find((flag) => flag.vehicle_id === id)?.expired ?? [];
  const dayOf = (id: number): VehicleRow['day'] => {
    const found = availability.data?.vehicles.find((v) => v.vehicle.id === id);
    return found?.statuses[0] ? { status: found.statuses[0], booking: found.booked[0] } : null;
  };
  // A row changes when it is picked or its day is read: PrimeReact re-renders a row's cells only
  // then.
  const rows: VehicleRow[] = page.map((row) => ({
    ...row,
    picked: ids.has(row.id),
    day: dayOf(row.id),
  }));
  const total = query.data?.metadata.total_count ?? 0;
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => ids.has(id));
  const active = countActiveVehicleFilters(filters);
  const language = i18n.resolvedLanguage ?? 'id';

  const toggle = (id: number) =>
    onSelectedChange((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
    );
  const togglePage = () =>
    onSelectedChange((current) =>
      pageIds.every((id) => current.includes(id))
        ? current.filter((id) => !pageIds.includes(id))
        : [...current, ...pageIds.filter((id) => !current.includes(id))],
    );

  return (
    <section className="ro-wizard__card" aria-labelledby="ro-vehicles-title">
      <div className="ro-wizard__toolbar">
        <h2 id="ro-vehicles-title" className="ro-wizard__card-title">
          {t('routeOptimizationWizard.vehicles.title')}
        </h2>
        <div className="ro-wizard__toolbar-end">
          <span className="ro-wizard__count" data-testid="vehicle-selected-count">
            {t('routeOptimizationWizard.vehicles.selected', { count: selected.length })}
          </span>
          <SearchBox
            value={state.search}
            placeholder={t('routeOptimizationWizard.vehicles.search')}
            debounceMs={SHELL_CONSTANTS.table.searchDebounceMs}
            onSearch={table.search}
          />
          <Button
            type="button"
            outlined
            icon="pi pi-filter"
            label={t('routeOptimizationWizard.buttons.filter')}
            badge={active > 0 ? String(active) : undefined}
            data-testid="vehicle-filter-button"
            onClick={() => setFilterOpen(true)}
          />
        </div>
      </div>
      <DataTable
        value={rows}
        dataKey="id"
        {...table.dataTableProps({ total, loading: query.isFetching })}
        emptyMessage={t('routeOptimizationWizard.vehicles.empty')}
        data-testid="vehicle-table"
        aria-label={t('routeOptimizationWizard.vehicles.title')}
      >
        <Column
          header={
            <Checkbox
              checked={allOnPage}
              onChange={togglePage}
              aria-label={t('routeOptimizationWizard.vehicles.title')}
              data-testid="vehicle-select-page"
            />
          }
          body={(row: VehicleRow) => (
            <Checkbox
              checked={row.picked}
              onChange={() => toggle(row.id)}
              aria-label={row.license_plate}
              data-testid={`vehicle-select-${row.id}`}
            />
          )}
          style={{ width: '3rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.vehicles.columns.licensePlate')}
          body={(row: Vehicle) => (
            <>
              {row.license_plate}
              {flagsOf(row.id).map((flag) => (
                <Tag
                  key={flag.document_id}
                  value={t(
                    `routeOptimizationWizard.vehicles.documentFlags.${flag.kind === 'SIM' ? 'SIM' : 'KIR'}`,
                    {
                      date: new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
                        day: 'numeric',
                        month: 'short',
                        year: 'numeric',
                        timeZone: 'UTC',
                      }).format(new Date(`${flag.expires_on}T00:00:00Z`)),
                      name: flag.driver?.fullname ?? '',
                    },
                  )}
                  severity="danger"
                  icon="pi pi-exclamation-triangle"
                  style={{ display: 'flex', width: 'fit-content', marginTop: '0.25rem' }}
                  data-testid={`vehicle-document-flag-${row.id}`}
                />
              ))}
            </>
          )}
          style={{ minWidth: '8rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.vehicles.columns.vehicleGroup')}
          body={(row: Vehicle) => vehicleGroupText(row)}
          style={{ minWidth: '10rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.vehicles.columns.vehicleType')}
          body={(row: Vehicle) => row.vehicle_type.type}
          style={{ minWidth: '8rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.vehicles.columns.boxType')}
          body={(row: Vehicle) => row.box_type?.name ?? '-'}
          style={{ minWidth: '8rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.vehicles.columns.weightCapacity')}
          sortable
          sortField="box_type.weight_capacity"
          body={(row: Vehicle) =>
            row.box_type ? formatNumber(row.box_type.weight_capacity, language, 1) : '-'
          }
          align="right"
          style={{ minWidth: '9rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.vehicles.columns.volumeCapacity')}
          sortable
          sortField="box_type.volume_capacity"
          body={(row: Vehicle) =>
            row.box_type ? formatNumber(row.box_type.volume_capacity, language, 2) : '-'
          }
          align="right"
          style={{ minWidth: '9rem' }}
        />
        {departureDay && (
          <Column
            header={t('routeOptimizationWizard.vehicles.columns.availability')}
            body={(row: VehicleRow) => {
              const { day } = row;
              if (!day) return '-';
              return (
                <Tag
                  value={t(`routeOptimizationWizard.vehicles.availability.${day.status}`, {
                    from: day.booking?.from ?? '',
                    until: day.booking?.until ?? '',
                  })}
                  severity={AVAILABILITY_SEVERITY[day.status]}
                  // Narrow tables wrap "Dipesan 08:00–16:30" instead of cutting it.
                  style={{ whiteSpace: 'normal' }}
                  data-testid={`vehicle-availability-${row.id}`}
                  data-status={day.status}
                />
              );
            }}
            style={{ minWidth: '8rem' }}
          />
        )}
      </DataTable>
      <VehicleFilterPanel
        visible={filterOpen}
        value={filters}
        onHide={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilters(next);
          table.firstPage();
          setFilterOpen(false);
        }}
      />
    </section>
  );
}
