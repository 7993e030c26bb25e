import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { driverList, type Driver } from '@armada/contracts/fleet';
import { sortableFields } from '@armada/contracts/shared';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { formatPhone } from '@/lib/format-phone';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
} from '@/components/ui/list-table';
import {
  driverKeys,
  driverListQueryOptions,
  photoUrl,
  setDriverActive,
  useDriverWrite,
  type DriverListKey,
  type DriverRow,
} from '../api/drivers';
import { masterExportUrl } from '../api/master-export';
import { DriverFormDialog } from './driver-form-dialog';
import { RowActions } from './row-actions';
import { ExportLinks } from './export-links';
import { MasterImportButton } from './master-import';
import './master-fleet.css';

const dataSource: ListDataSource<DriverRow, DriverListKey> = {
  queryOptions: driverListQueryOptions,
  queryKeyRoot: [...driverKeys.all, 'list'],
};
const SORT_FIELDS = sortableFields(driverList);
const FILTER_KEYS = ['inactive'] as const;
const ACTIVE_ONLY = 'isActive eq true';

/** "2029-06-30" as the company reads a day (30/06/2029). */
const day = (text: string | null | undefined) => (text ? text.split('-').reverse().join('/') : '-');

type FormTarget = { driver: Driver | null };

/** Master data: the company's drivers (docs/rules/master-fleet.md MDF-11 ... MDF-16). */
export function DriversPage({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  // Rebuilt each render: the cells' words follow a language switch.
  const toast = useToast();
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const showInactive = filters.inactive === '1';
  const [target, setTarget] = useState<FormTarget | null>(null);
  const activate = useDriverWrite(setDriverActive);

  const columns: ListTableColumn<DriverRow>[] = [
    {
      key: 'fullname',
      header: t('masterFleet.drivers.columns.name'),
      sortField: 'fullname',
      minWidth: '10rem',
      body: (row) => {
        const src = photoUrl(row);
        return (
          <span className="master-fleet__person">
            {src ? (
              <img className="master-fleet__avatar" src={src} alt="" />
            ) : (
              <span className="master-fleet__avatar" aria-hidden="true">
                {row.fullname.slice(0, 1)}
              </span>
            )}
            <strong>{row.fullname}</strong>
          </span>
        );
      },
    },
    {
      key: 'phoneNo',
      header: t('masterFleet.drivers.columns.phone'),
      sortField: 'phoneNo',
      minWidth: '9rem',
      body: (row) => formatPhone(row.phoneNo),
    },
    {
      key: 'licenseType',
      header: t('masterFleet.drivers.columns.sim'),
      sortField: 'licenseType',
      minWidth: '10rem',
      body: (row) => (
        <span>
          {row.licenseType}
          {row.licenseExpiry && (
            <small className="master-fleet__muted">
              {' '}
              {t('masterFleet.drivers.until', { day: day(row.licenseExpiry) })}
            </small>
          )}
        </span>
      ),
    },
    {
      key: 'vehicle',
      header: t('masterFleet.drivers.columns.vehicle'),
      minWidth: '8rem',
      body: (row) => row.vehicle?.license_plate ?? '-',
    },
    {
      key: 'isActive',
      header: t('masterFleet.vehicles.columns.status'),
      sortField: 'isActive',
      minWidth: '6rem',
      body: (row) => (
        <span
          className={`master-fleet__status master-fleet__status--${row.isActive ? 'on' : 'off'}`}
        >
          {row.isActive ? t('masterFleet.status.active') : t('masterFleet.status.inactive')}
        </span>
      ),
    },
  ];

  const toggle = (row: DriverRow) =>
    activate.mutate(
      { id: row.driverId, active: !row.isActive },
      {
        onSuccess: (saved) =>
          toast.success(
            t(
              saved.isActive ? 'masterFleet.drivers.activated' : 'masterFleet.drivers.deactivated',
              {
                name: saved.fullname,
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
        <h1 className="master-fleet__title">{t('masterFleet.drivers.title')}</h1>
        <p className="master-fleet__intro">{t('masterFleet.drivers.intro')}</p>
      </header>
      <ListTable<DriverRow, DriverListKey>
        label={t('masterFleet.drivers.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={showInactive ? [] : [ACTIVE_ONLY]}
        rememberColumnsFor={{ userId, tableId: 'master-drivers' }}
        rowLabel={(row) => row.fullname}
        itemName={(count) => t('masterFleet.drivers.item', { count })}
        searchPlaceholder={t('masterFleet.drivers.search')}
        emptyState={
          <ListEmptyState
            icon="id-card"
            title={t('masterFleet.drivers.empty.title')}
            text={t('masterFleet.drivers.empty.text')}
          />
        }
        rowActions={
          canEdit
            ? (row) => (
                <RowActions
                  active={row.isActive}
                  busy={activate.isPending}
                  editLabel={t('masterFleet.drivers.editRow', { name: row.fullname })}
                  toggleLabel={t(
                    row.isActive
                      ? 'masterFleet.drivers.deactivateRow'
                      : 'masterFleet.drivers.activateRow',
                    { name: row.fullname },
                  )}
                  onEdit={() => setTarget({ driver: row })}
                  onToggle={() => toggle(row)}
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
                data-testid="master-drivers-inactive"
              />
              <span>{t('masterFleet.showInactive')}</span>
            </label>
            <ExportLinks
              href={(format) => masterExportUrl('drivers', format, showInactive)}
              testId="master-drivers"
            />
            {canEdit && <MasterImportButton resource="drivers" />}
            {canEdit && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('masterFleet.drivers.create')}
                onClick={() => setTarget({ driver: null })}
                data-testid="master-drivers-create"
              />
            )}
          </>
        }
      />
      {target && (
        <DriverFormDialog
          driver={target.driver}
          onHide={() => setTarget(null)}
          onSaved={(saved, created) => {
            setTarget(null);
            toast.success(
              t(created ? 'masterFleet.drivers.created' : 'masterFleet.drivers.updated', {
                name: saved.fullname,
              }),
            );
          }}
        />
      )}
    </div>
  );
}
