import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  deliveryOrderListWithPlan,
  type DeliveryOrderListItem,
} from '@armada/contracts/delivery-orders';
import { canUseOrders } from '@armada/contracts/auth';
import { LIST_LIMITS, sortableFields } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format-number';
import { formatCompany } from '@/lib/company-time';
import { useToast } from '@/components/ui/toast';
import {
  ListTable,
  type ListDataSource,
  type ListTableColumn,
  ListEmptyState,
  noAccessError,
} from '@/components/ui/list-table';
import {
  FilterDialog,
  FilterOpenButton,
  problemTexts,
  useFilteredList,
} from '@/components/ui/filter-dialog';
import {
  deliveryOrderKeys,
  deliveryOrderListQueryOptions,
  getDeliveryOrders,
  type DeliveryOrderListQueryKey,
} from '../api/delivery-orders';
import {
  DELIVERY_FILTER_KEYS,
  DELIVERY_TABLE_KEY,
  deliveryFilterExpressions,
  validateDeliveryFilters,
} from '../utils/delivery-filters';
import { EXPORT_COLUMNS, deliveriesCsv } from '../utils/export-csv';
import { DeliveryFilterFields } from './delivery-filter-fields';
import { DeliveryFormDialog } from './delivery-form-dialog';
import { ImportDialog } from './import-dialog';
import { StatusBadge } from './status-badge';
import './deliveries.css';

const dataSource: ListDataSource<DeliveryOrderListItem, DeliveryOrderListQueryKey> = {
  queryOptions: deliveryOrderListQueryOptions,
  queryKeyRoot: deliveryOrderKeys.lists(),
};

const SORT_FIELDS: readonly string[] = sortableFields(deliveryOrderListWithPlan);
const LAPTOP_SCREEN = 1366;
const WIDE_SCREEN = 1440;

export interface DeliveriesPageProps {
  accessRight: readonly string[];
  userId: number;
}

/** `/delivery/`: the company's delivery orders (DLV-21). */
export function DeliveriesPage({ accessRight, userId }: DeliveriesPageProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'id';
  const canCreate = canUseOrders(accessRight, 'create');
  const { state, setState, expressions, openButton, dialog } = useFilteredList({
    sortFields: SORT_FIELDS,
    filterKeys: DELIVERY_FILTER_KEYS,
    toExpressions: deliveryFilterExpressions,
  });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  /** DLV-24: the rows the list shows (filters, search, sort), up to one full page, as CSV. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const answer = await getDeliveryOrders({
        limit: LIST_LIMITS.maxLimit,
        page: 1,
        filters: expressions,
        ...(state.search ? { search: state.search } : {}),
        ...(state.sort ? { sorts: [`${state.sort.field} ${state.sort.order}`] } : {}),
      });
      const rows = answer.data.paginated_result;
      const header = Object.fromEntries(
        EXPORT_COLUMNS.map((column) => [column, t(`deliveries.export.columns.${column}`)]),
      ) as Record<(typeof EXPORT_COLUMNS)[number], string>;
      const blob = new Blob([deliveriesCsv(rows, header)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = 'delivery-orders.csv';
      anchor.click();
      URL.revokeObjectURL(url);
      toast.success(t('deliveries.export.done', { count: rows.length }));
    } catch {
      toast.error(t('deliveries.export.failed'));
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<ListTableColumn<DeliveryOrderListItem>[]>(
    () => [
      {
        key: 'number',
        header: t('deliveries.columns.number'),
        sortField: 'number',
        minWidth: '10rem',
        body: (row) => (
          <Link
            className="deliveries__link"
            to={paths.deliveryDetail.getHref(row.id)}
            aria-label={t('deliveries.actions.open', { number: row.number })}
          >
            {row.number}
          </Link>
        ),
      },
      {
        key: 'status',
        header: t('deliveries.columns.status'),
        sortField: 'status.name',
        minWidth: '8rem',
        body: (row) => <StatusBadge status={row.status.name} />,
      },
      {
        key: 'customer',
        header: t('deliveries.columns.customer'),
        sortField: 'shipped_customer.name',
        minWidth: '10rem',
        body: (row) => row.shipped_customer.name,
      },
      {
        key: 'destination',
        header: t('deliveries.columns.destination'),
        sortField: 'destination_address.name',
        minWidth: '10rem',
        defaultHiddenBelow: LAPTOP_SCREEN,
        body: (row) => row.destination_address.name,
      },
      {
        key: 'city',
        header: t('deliveries.columns.city'),
        sortField: 'destination_address.city',
        minWidth: '7rem',
        body: (row) => row.destination_address.city,
      },
      {
        key: 'planned_date',
        header: t('deliveries.columns.plannedDate'),
        sortField: 'planned_date',
        minWidth: '7rem',
        body: (row) =>
          row.planned_date
            ? formatCompany(`${row.planned_date}T12:00:00+07:00`, 'DD MMM YYYY', { language })
            : '-',
      },
      {
        key: 'load_weight',
        header: t('deliveries.columns.weight'),
        sortField: 'load_weight',
        minWidth: '6rem',
        align: 'right',
        body: (row) =>
          t('deliveries.units.kg', {
            value: formatNumber(row.load_weight, language, { maximumFractionDigits: 1 }),
          }),
      },
      {
        key: 'load_volume',
        header: t('deliveries.columns.volume'),
        sortField: 'load_volume',
        minWidth: '6rem',
        align: 'right',
        defaultHiddenBelow: WIDE_SCREEN,
        hideOnCard: true,
        body: (row) =>
          t('deliveries.units.m3', {
            value: formatNumber(row.load_volume, language, { maximumFractionDigits: 2 }),
          }),
      },
      {
        key: 'created_on',
        header: t('deliveries.columns.created'),
        sortField: 'created_on',
        minWidth: '8rem',
        defaultHiddenBelow: WIDE_SCREEN,
        hideOnCard: true,
        body: (row) =>
          formatCompany(row.created_on, 'DD MMM YYYY HH:mm', { language, label: true }),
      },
    ],
    [t, language],
  );

  return (
    <div className="deliveries">
      <header className="deliveries__header">
        <h1 className="deliveries__title">{t('deliveries.title')}</h1>
        <p className="deliveries__intro">{t('deliveries.intro')}</p>
      </header>

      <ListTable<DeliveryOrderListItem, DeliveryOrderListQueryKey>
        label={t('deliveries.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        rememberColumnsFor={{ userId, tableId: DELIVERY_TABLE_KEY }}
        rowLabel={(row) => row.number}
        itemName={(count) => t('deliveries.item', { count })}
        searchPlaceholder={t('deliveries.searchPlaceholder')}
        onRowClick={(row) => void navigate(paths.deliveryDetail.getHref(row.id))}
        renderError={noAccessError(t('deliveries.noAccess'))}
        emptyState={
          <ListEmptyState
            icon="truck"
            title={t('deliveries.empty.title')}
            text={t('deliveries.empty.description')}
          />
        }
        toolbarEnd={
          <>
            <FilterOpenButton {...openButton} testId="deliveries-filter-open" />
            <Button
              type="button"
              icon="pi pi-download"
              outlined
              label={t('deliveries.export.button')}
              loading={exporting}
              onClick={() => void exportCsv()}
              data-testid="deliveries-export"
            />
            {canCreate && (
              <Button
                type="button"
                icon="pi pi-upload"
                outlined
                label={t('deliveries.import.button')}
                onClick={() => setImporting(true)}
                data-testid="deliveries-import"
              />
            )}
            {canCreate && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('deliveries.actions.create')}
                onClick={() => setCreating(true)}
                data-testid="deliveries-create"
              />
            )}
          </>
        }
      />

      <FilterDialog
        {...dialog}
        tableKey={DELIVERY_TABLE_KEY}
        title={t('deliveries.filters.title')}
        validate={(values) =>
          problemTexts(validateDeliveryFilters(values), (problem) =>
            t(`deliveries.filters.problems.${problem}`),
          )
        }
        renderFields={(form) => <DeliveryFilterFields form={form} />}
      />

      {importing && (
        <ImportDialog
          onHide={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            toast.success(
              t('deliveries.import.done', {
                count: result.created,
                first: result.first_number ?? '',
                last: result.last_number ?? '',
              }),
            );
          }}
        />
      )}

      {creating && (
        <DeliveryFormDialog
          target={{ mode: 'create' }}
          onHide={() => setCreating(false)}
          onSaved={(order) => {
            setCreating(false);
            toast.success(t('deliveries.form.created', { number: order.number }));
          }}
        />
      )}
    </div>
  );
}
