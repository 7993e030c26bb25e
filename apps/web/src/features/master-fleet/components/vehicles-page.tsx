import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import type { Vehicle } from '@armada/contracts/fleet';
import { sortableFields, vehicleList } from '@armada/contracts/shared';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
} from '@/components/ui/list-table';
import {
  masterVehicleKeys,
  masterVehicleListQueryOptions,
  setVehicleActive,
  useVehicleWrite,
  vehicleExportUrl,
  type MasterVehicleListKey,
} from '../api/vehicles';
import { RowActions } from './row-actions';
import { ExportLinks } from './export-links';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { VehicleImportDialog } from './vehicle-import-dialog';
import './master-fleet.css';

const dataSource: ListDataSource<Vehicle, MasterVehicleListKey> = {
  queryOptions: masterVehicleListQueryOptions,
  queryKeyRoot: masterVehicleKeys.list({}).slice(0, 2),
};

const SORT_FIELDS = sortableFields(vehicleList);
const FILTER_KEYS = ['inactive'] as const;
/** MDF-5: the list shows active vehicles unless asked. */
const ACTIVE_ONLY = 'is_active eq true';

type FormTarget = { mode: 'create' } | { mode: 'edit'; vehicle: Vehicle };

export interface VehiclesPageProps {
  userId: number;
  /** MDF-10: the Master permission may change vehicles. */
  canEdit: boolean;
}

/** Master data: the company's vehicles (docs/rules/master-fleet.md). */
export function VehiclesPage({ userId, canEdit }: VehiclesPageProps) {
  const { t, i18n } = useTranslation();
  // The cells' words follow a language switch (t alone keeps its identity).
  const language = i18n.resolvedLanguage ?? 'id';
  const locale = language === 'en' ? 'en-GB' : 'id-ID';
  const toast = useToast();
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const showInactive = filters.inactive === '1';
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const activate = useVehicleWrite(setVehicleActive);

  const columns = useMemo<ListTableColumn<Vehicle>[]>(
    () => [
      {
        key: 'license_plate',
        header: t('masterFleet.vehicles.columns.plate'),
        sortField: 'license_plate',
        minWidth: '8rem',
        body: (row) => <span className="master-fleet__plate">{row.license_plate}</span>,
      },
      {
        key: 'vehicle_type',
        header: t('masterFleet.vehicles.columns.type'),
        sortField: 'vehicle_type.type',
        minWidth: '7rem',
        body: (row) =>
          `${row.vehicle_type.type} · ${t(`masterFleet.category.${row.fleet_category}`)}`,
      },
      {
        key: 'box_type',
        header: t('masterFleet.vehicles.columns.box'),
        sortField: 'box_type.name',
        minWidth: '9rem',
        body: (row) =>
          row.box_type ? (
            <span>
              {row.box_type.name}
              <small className="master-fleet__muted">
                {' '}
                {t('masterFleet.vehicles.capacity', {
                  kg: row.box_type.weight_capacity.toLocaleString(locale),
                  cbm: row.box_type.volume_capacity.toLocaleString(locale),
                })}
              </small>
            </span>
          ) : (
            <span className="master-fleet__muted">-</span>
          ),
      },
      {
        key: 'device',
        header: t('masterFleet.vehicles.columns.device'),
        sortField: 'device.imei',
        minWidth: '10rem',
        body: (row) =>
          row.device ? (
            <span>
              <span className="master-fleet__mono">{row.device.imei}</span>
              <small className="master-fleet__muted">
                {' '}
                {row.device.type}
                {row.device.has_camera ? ` · ${t('masterFleet.vehicles.camera')}` : ''}
              </small>
            </span>
          ) : (
            <span className="master-fleet__muted">{t('masterFleet.vehicles.noDevice')}</span>
          ),
      },
      {
        key: 'group',
        header: t('masterFleet.vehicles.columns.groups'),
        sortField: 'vehicle_group.name',
        minWidth: '8rem',
        defaultHiddenBelow: 1280,
        body: (row) => row.vehicle_group.map((g) => g.name).join(', ') || '-',
      },
      {
        key: 'driver',
        header: t('masterFleet.vehicles.columns.driver'),
        sortField: 'driver.fullname',
        minWidth: '8rem',
        defaultHiddenBelow: 1366,
        body: (row) => row.driver?.fullname ?? '-',
      },
      {
        key: 'is_active',
        header: t('masterFleet.vehicles.columns.status'),
        sortField: 'is_active',
        minWidth: '6rem',
        body: (row) => (
          <span
            className={`master-fleet__status master-fleet__status--${row.is_active ? 'on' : 'off'}`}
          >
            {row.is_active ? t('masterFleet.status.active') : t('masterFleet.status.inactive')}
          </span>
        ),
      },
    ],
    [t, locale],
  );

  const toggleActive = (row: Vehicle) =>
    activate.mutate(
      { id: row.id, active: !row.is_active },
      {
        onSuccess: (saved) =>
          toast.success(
            t(
              saved.is_active
                ? 'masterFleet.vehicles.activated'
                : 'masterFleet.vehicles.deactivated',
              {
                plate: saved.license_plate,
              },
            ),
          ),
        onError: (error) =>
          toast.error(
            (isApiError(error) && serverErrorText(error, t)) || t('masterFleet.form.failed'),
          ),
      },
    );

  return (
    <div className="master-fleet">
      <header className="master-fleet__header">
        <div>
          <h1 className="master-fleet__title">{t('masterFleet.vehicles.title')}</h1>
          <p className="master-fleet__intro">{t('masterFleet.vehicles.intro')}</p>
        </div>
      </header>
      <ListTable<Vehicle, MasterVehicleListKey>
        label={t('masterFleet.vehicles.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={showInactive ? [] : [ACTIVE_ONLY]}
        rememberColumnsFor={{ userId, tableId: 'master-vehicles' }}
        rowLabel={(row) => row.license_plate}
        itemName={(count) => t('masterFleet.vehicles.item', { count })}
        searchPlaceholder={t('masterFleet.vehicles.search')}
        emptyState={
          <ListEmptyState
            icon="truck"
            title={t('masterFleet.vehicles.empty.title')}
            text={t('masterFleet.vehicles.empty.text')}
          />
        }
        rowActions={
          canEdit
            ? (row) => (
                <RowActions
                  active={row.is_active}
                  busy={activate.isPending}
                  editLabel={t('masterFleet.vehicles.editRow', { plate: row.license_plate })}
                  toggleLabel={t(
                    row.is_active
                      ? 'masterFleet.vehicles.deactivateRow'
                      : 'masterFleet.vehicles.activateRow',
                    { plate: row.license_plate },
                  )}
                  onEdit={() => setFormTarget({ mode: 'edit', vehicle: row })}
                  onToggle={() => toggleActive(row)}
                />
              )
            : undefined
        }
        toolbarEnd={
          <>
            <label className="master-fleet__switch">
              <InputSwitch
                checked={showInactive}
                onChange={(event) => setFilters({ inactive: event.value ? '1' : null })}
                inputId="master-vehicles-inactive"
                data-testid="master-vehicles-inactive"
              />
              <span>{t('masterFleet.showInactive')}</span>
            </label>
            <ExportLinks
              href={(format) => vehicleExportUrl(format, showInactive)}
              testId="master-vehicles"
            />
            {canEdit && (
              <>
                <Button
                  type="button"
                  icon="pi pi-upload"
                  outlined
                  size="small"
                  label={t('masterFleet.import.open')}
                  onClick={() => setImporting(true)}
                  data-testid="master-vehicles-import"
                />
                <Button
                  type="button"
                  icon="pi pi-plus"
                  label={t('masterFleet.vehicles.create')}
                  onClick={() => setFormTarget({ mode: 'create' })}
                  data-testid="master-vehicles-create"
                />
              </>
            )}
          </>
        }
      />
      {formTarget && (
        <VehicleFormDialog
          vehicle={formTarget.mode === 'edit' ? formTarget.vehicle : null}
          onHide={() => setFormTarget(null)}
          onSaved={(saved, created) => {
            setFormTarget(null);
            toast.success(
              t(created ? 'masterFleet.vehicles.created' : 'masterFleet.vehicles.updated', {
                plate: saved.license_plate,
              }),
            );
          }}
        />
      )}
      {importing && <VehicleImportDialog onHide={() => setImporting(false)} />}
    </div>
  );
}
