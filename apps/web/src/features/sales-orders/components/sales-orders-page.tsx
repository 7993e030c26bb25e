import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  SALES_ORDER_STATUSES,
  salesOrderList,
  type SalesOrder,
  type SalesOrderStatus,
} from '@armada/contracts/sales-orders';
import { formatFilterExpression, sortableFields } from '@armada/contracts/shared';
import { formatCompany } from '@/lib/company-time';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  StatusFilter,
  readStatusList,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
  noAccessError,
} from '@/components/ui/list-table';
import {
  salesOrderExportUrl,
  salesOrderKeys,
  salesOrderListQueryOptions,
  type SalesOrderListQueryKey,
} from '../api/sales-orders';
import { salesOrderDetailPath } from '../paths';
import { dayText, tomorrow } from '../utils/days';
import { formatRupiah } from '../utils/money';
import { SalesOrderFormDialog } from './sales-order-form-dialog';
import { SalesOrderStatusBadge } from './status-badge';
import './sales-orders.css';

const dataSource: ListDataSource<SalesOrder, SalesOrderListQueryKey> = {
  queryOptions: salesOrderListQueryOptions,
  queryKeyRoot: salesOrderKeys.lists(),
};

const SORT_FIELDS: readonly string[] = sortableFields(salesOrderList);
const FILTER_KEYS = ['status'] as const;
const WIDE_SCREEN = 1440;

export interface SalesOrdersPageProps {
  userId: number;
}

/** `/sales-order/`: the company's sales orders (SO-9), new order, CSV export (SO-10). */
export function SalesOrdersPage({ userId }: SalesOrdersPageProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'id';
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const [creating, setCreating] = useState(false);
  const statuses = useMemo(
    () => readStatusList(filters.status, SALES_ORDER_STATUSES),
    [filters.status],
  );
  const expressions = useMemo(
    () =>
      statuses.length > 0
        ? [formatFilterExpression({ field: 'status', operator: 'in', values: [...statuses] })]
        : [],
    [statuses],
  );

  const columns = useMemo<ListTableColumn<SalesOrder>[]>(
    () => [
      {
        key: 'number',
        header: t('salesOrders.columns.number'),
        sortField: 'number',
        minWidth: '9rem',
        body: (row) => (
          <Link
            className="sales-orders__link"
            to={salesOrderDetailPath.getHref(row.id)}
            onClick={(event) => event.stopPropagation()}
          >
            {row.number}
          </Link>
        ),
      },
      {
        key: 'status',
        header: t('salesOrders.columns.status'),
        sortField: 'status',
        minWidth: '8rem',
        body: (row) => <SalesOrderStatusBadge status={row.status} />,
      },
      {
        key: 'customer',
        header: t('salesOrders.columns.customer'),
        sortField: 'customer.name',
        minWidth: '10rem',
        body: (row) => row.customer.name,
      },
      {
        key: 'reference',
        header: t('salesOrders.columns.reference'),
        sortField: 'customer_reference',
        minWidth: '7rem',
        defaultHiddenBelow: WIDE_SCREEN,
        hideOnCard: true,
        body: (row) => row.customer_reference || '–',
      },
      {
        key: 'dates',
        header: t('salesOrders.columns.dates'),
        minWidth: '9rem',
        body: (row) => row.delivery_dates.map((day) => dayText(day, language)).join(', '),
      },
      {
        key: 'subtotal',
        header: t('salesOrders.columns.subtotal'),
        sortField: 'subtotal',
        align: 'right',
        minWidth: '8rem',
        body: (row) => formatRupiah(row.subtotal),
      },
      {
        key: 'deliveries',
        header: t('salesOrders.columns.deliveries'),
        minWidth: '6rem',
        align: 'right',
        defaultHiddenBelow: WIDE_SCREEN,
        hideOnCard: true,
        body: (row) => String(row.delivery_orders.length),
      },
      {
        key: 'created_on',
        header: t('salesOrders.columns.created'),
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
    <div className="sales-orders">
      <header className="sales-orders__header">
        <div>
          <h1 className="sales-orders__title">{t('salesOrders.title')}</h1>
          <p className="sales-orders__intro">{t('salesOrders.intro')}</p>
        </div>
      </header>

      <ListTable<SalesOrder, SalesOrderListQueryKey>
        label={t('salesOrders.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        canDelete={false}
        rememberColumnsFor={{ userId, tableId: 'sales-orders' }}
        rowLabel={(row) => row.number}
        itemName={(count) => t('salesOrders.item', { count })}
        searchPlaceholder={t('salesOrders.searchPlaceholder')}
        onRowClick={(row) => void navigate(salesOrderDetailPath.getHref(row.id))}
        renderError={noAccessError(t('salesOrders.noAccess'))}
        emptyState={
          <ListEmptyState
            icon="inbox"
            title={t('salesOrders.empty.title')}
            text={t('salesOrders.empty.description')}
          />
        }
        toolbarEnd={
          <>
            <StatusFilter<SalesOrderStatus>
              statuses={SALES_ORDER_STATUSES}
              value={statuses}
              labelOf={(status) => t(`salesOrders.status.${status}`)}
              onChange={(value) => setFilters({ status: value })}
              placeholder={t('salesOrders.filters.status')}
              ariaLabel={t('salesOrders.filters.status')}
              className="sales-orders__status-filter"
              testId="sales-orders-status-filter"
            />
            <a
              className="p-button p-button-outlined sales-orders__export"
              href={salesOrderExportUrl(state.search, expressions)}
              download="sales-orders.csv"
              data-testid="sales-orders-export"
            >
              <i className="pi pi-download" aria-hidden="true" />
              <span>{t('salesOrders.actions.export')}</span>
            </a>
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('salesOrders.actions.create')}
              onClick={() => setCreating(true)}
              data-testid="sales-orders-create"
            />
          </>
        }
      />

      {creating && (
        <SalesOrderFormDialog
          defaultDate={tomorrow()}
          onHide={() => setCreating(false)}
          onSaved={(order) => {
            setCreating(false);
            toast.success(t('salesOrders.form.created', { number: order.number }));
            void navigate(salesOrderDetailPath.getHref(order.id));
          }}
        />
      )}
    </div>
  );
}
