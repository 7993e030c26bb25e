import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@armada/contracts/customers';
import { addressList, sortableFields } from '@armada/contracts/shared';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { useToast } from '@/components/ui/toast';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
} from '@/components/ui/list-table';
import { sortParam } from '@/components/ui/list-table/sort-cycle';
import { addressKeys, addressListQueryOptions } from '@/lib/resources/addresses';
import { exportUrl, updateAddress } from '../api/addresses';
import { ADDRESS_FILTER_KEYS, addressFilterExpressions } from '../utils/address-filters';
import { AddressFormDialog, type AddressFormTarget } from './address-form-dialog';
import { ImportDialog } from './import-dialog';
import './addresses.css';

type AddressListKey = ReturnType<typeof addressKeys.list>;

const dataSource: ListDataSource<Address, AddressListKey> = {
  queryOptions: addressListQueryOptions,
  queryKeyRoot: [...addressKeys.all, 'list'],
};

const SORT_FIELDS = sortableFields(addressList);

export interface AddressesPageProps {
  userId: number;
  canChange: boolean;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}

/** Master data: the address book (docs/rules/addresses.md). */
export function AddressesPage({ userId, canChange, tileUrl, tileAttribution }: AddressesPageProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: ADDRESS_FILTER_KEYS,
  });
  const [formTarget, setFormTarget] = useState<AddressFormTarget | null>(null);
  const [confirm, setConfirm] = useState<Address | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const expressions = useMemo(() => addressFilterExpressions(filters), [filters]);

  const activation = useMutation({
    mutationFn: (input: { address: Address; active: boolean }) =>
      updateAddress({ id: input.address.id, body: { is_active: input.active } }),
    onSuccess: (address) => {
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      toast.success(
        t(
          address.is_active
            ? 'masterAddresses.activation.activated'
            : 'masterAddresses.activation.deactivated',
          {
            name: address.name,
          },
        ),
      );
    },
    onError: (error) =>
      toast.error(
        isApiError(error) ? serverErrorText(error, t) : t('masterAddresses.activation.failed'),
      ),
  });

  const columns = useMemo<ListTableColumn<Address>[]>(
    () => [
      {
        key: 'name',
        header: t('masterAddresses.columns.name'),
        sortField: 'name',
        minWidth: '10rem',
        body: (row) => (
          <span className="addresses-page__name">
            {row.name}
            {row.is_depot && (
              <span className="addresses-page__tag">{t('masterAddresses.kind.depot')}</span>
            )}
          </span>
        ),
      },
      {
        key: 'full_name',
        header: t('masterAddresses.columns.address'),
        sortField: 'full_name',
        minWidth: '16rem',
        body: (row) => (
          <span className="addresses-page__address">
            {row.full_name}
            {row.landmark ? (
              <small className="addresses-page__landmark">
                <i className="pi pi-map-marker" aria-hidden="true" /> {row.landmark}
              </small>
            ) : null}
          </span>
        ),
      },
      {
        key: 'district',
        header: t('masterAddresses.columns.district'),
        sortField: 'district',
        minWidth: '7rem',
        defaultHiddenBelow: 1280,
      },
      {
        key: 'city',
        header: t('masterAddresses.columns.city'),
        sortField: 'city',
        minWidth: '7rem',
      },
      {
        key: 'postal_code',
        header: t('masterAddresses.columns.postalCode'),
        sortField: 'postal_code',
        minWidth: '6rem',
        defaultHiddenBelow: 1366,
      },
      {
        key: 'is_active',
        header: t('masterAddresses.columns.status'),
        sortField: 'is_active',
        minWidth: '6rem',
        body: (row) => (
          <span
            className={
              row.is_active === false
                ? 'addresses-page__status addresses-page__status--inactive'
                : 'addresses-page__status addresses-page__status--active'
            }
          >
            {row.is_active === false
              ? t('masterAddresses.status.inactive')
              : t('masterAddresses.status.active')}
          </span>
        ),
      },
    ],
    [t],
  );

  const statusOptions = [
    { label: t('masterAddresses.filters.active'), value: 'active' },
    { label: t('masterAddresses.filters.inactive'), value: 'inactive' },
    { label: t('masterAddresses.filters.allStatus'), value: 'all' },
  ];
  const kindOptions = [
    { label: t('masterAddresses.filters.allKinds'), value: 'all' },
    { label: t('masterAddresses.kind.depot'), value: 'depot' },
    { label: t('masterAddresses.kind.point'), value: 'point' },
  ];
  const sort = sortParam(state.sort)?.[0] ?? null;

  return (
    <div className="addresses-page">
      <header className="addresses-page__header">
        <div>
          <h1 className="addresses-page__title">{t('masterAddresses.title')}</h1>
          <p className="addresses-page__intro">{t('masterAddresses.intro')}</p>
        </div>
      </header>

      <ListTable<Address, AddressListKey>
        label={t('masterAddresses.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        rememberColumnsFor={{ userId, tableId: 'master.addresses' }}
        rowLabel={(row) => row.name}
        itemName={(count) => t('masterAddresses.item', { count })}
        searchPlaceholder={t('masterAddresses.searchPlaceholder')}
        emptyState={
          <ListEmptyState
            icon="map-marker"
            title={t('masterAddresses.empty.title')}
            text={t('masterAddresses.empty.description')}
          />
        }
        rowActions={
          canChange
            ? (row) => (
                <>
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    rounded
                    text
                    size="small"
                    aria-label={t('masterAddresses.actions.editRow', { name: row.name })}
                    onClick={() => setFormTarget({ mode: 'edit', address: row })}
                  />
                  {row.is_active === false ? (
                    <Button
                      type="button"
                      icon="pi pi-replay"
                      rounded
                      text
                      size="small"
                      aria-label={t('masterAddresses.actions.activateRow', { name: row.name })}
                      onClick={() => activation.mutate({ address: row, active: true })}
                    />
                  ) : (
                    <Button
                      type="button"
                      icon="pi pi-ban"
                      rounded
                      text
                      size="small"
                      severity="danger"
                      aria-label={t('masterAddresses.actions.deactivateRow', { name: row.name })}
                      onClick={() => setConfirm(row)}
                    />
                  )}
                </>
              )
            : undefined
        }
        belowToolbar={
          <div className="addresses-page__filters">
            <label className="addresses-page__filter">
              <span>{t('masterAddresses.filters.status')}</span>
              <Dropdown
                value={filters.status ?? 'active'}
                options={statusOptions}
                onChange={(event) => setFilters({ ...filters, status: String(event.value) })}
                data-testid="addresses-status-filter"
              />
            </label>
            <label className="addresses-page__filter">
              <span>{t('masterAddresses.filters.kind')}</span>
              <Dropdown
                value={filters.kind ?? 'all'}
                options={kindOptions}
                onChange={(event) => setFilters({ ...filters, kind: String(event.value) })}
              />
            </label>
          </div>
        }
        toolbarEnd={
          <>
            <a
              className="p-button p-button-outlined addresses-page__export"
              href={exportUrl('xlsx', state.search, expressions, sort)}
              download
              aria-label={t('masterAddresses.actions.exportXlsx')}
              title={t('masterAddresses.actions.exportXlsx')}
              data-testid="addresses-export-xlsx"
            >
              <i className="pi pi-download" aria-hidden="true" />
              <span className="p-button-label">{t('masterAddresses.actions.exportXlsx')}</span>
            </a>
            <a
              className="p-button p-button-outlined addresses-page__export"
              href={exportUrl('csv', state.search, expressions, sort)}
              download
              aria-label={t('masterAddresses.actions.exportCsv')}
              title={t('masterAddresses.actions.exportCsv')}
              data-testid="addresses-export-csv"
            >
              <i className="pi pi-download" aria-hidden="true" />
              <span className="p-button-label">{t('masterAddresses.actions.exportCsv')}</span>
            </a>
            {canChange && (
              <Button
                type="button"
                icon="pi pi-upload"
                outlined
                label={t('masterAddresses.actions.import')}
                onClick={() => setImportOpen(true)}
                data-testid="addresses-import"
              />
            )}
            {canChange && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('masterAddresses.actions.create')}
                onClick={() => setFormTarget({ mode: 'create' })}
                data-testid="addresses-create"
              />
            )}
          </>
        }
      />

      <ConfirmationModal
        variant="delete"
        visible={confirm !== null}
        title={t('masterAddresses.activation.confirmTitle', { name: confirm?.name ?? '' })}
        message={t('masterAddresses.activation.confirmMessage')}
        confirmLabel={t('masterAddresses.activation.confirm')}
        cancelLabel={t('masterAddresses.form.cancel')}
        onConfirm={() => {
          if (confirm) activation.mutate({ address: confirm, active: false });
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      />

      {importOpen && <ImportDialog onHide={() => setImportOpen(false)} />}

      {formTarget && (
        <AddressFormDialog
          target={formTarget}
          tileUrl={tileUrl}
          tileAttribution={tileAttribution}
          onHide={() => setFormTarget(null)}
          onSaved={(address, mode) => {
            setFormTarget(null);
            toast.success(
              t(
                mode === 'create' ? 'masterAddresses.form.created' : 'masterAddresses.form.updated',
                {
                  name: address.name,
                },
              ),
            );
          }}
        />
      )}
    </div>
  );
}
