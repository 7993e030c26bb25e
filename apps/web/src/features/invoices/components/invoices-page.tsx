import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  INVOICE_PAYMENT_STATUSES,
  invoiceList,
  type Invoice,
  type InvoicePaymentStatus,
} from '@armada/contracts/invoices';
import { formatFilterExpression, sortableFields } from '@armada/contracts/shared';
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
  invoiceExportUrl,
  invoiceKeys,
  invoiceListQueryOptions,
  useInvoiceSettings,
  type InvoiceListQueryKey,
} from '../api/invoices';
import { invoiceDetailPath } from '../paths';
import { formatRupiah } from '../utils/money';
import { dayText } from '../utils/days';
import { InvoiceCreateDialog } from './invoice-create-dialog';
import { InvoiceStatusBadge } from './status-badge';
import { SettingsDialog } from './settings-dialog';
import './invoices.css';

const dataSource: ListDataSource<Invoice, InvoiceListQueryKey> = {
  queryOptions: invoiceListQueryOptions,
  queryKeyRoot: invoiceKeys.lists(),
};

const SORT_FIELDS: readonly string[] = sortableFields(invoiceList);
const FILTER_KEYS = ['payment'] as const;
const WIDE_SCREEN = 1440;

/** `/invoice/`: the company's invoices (INV-12), issue, settings, accounting CSV (INV-13). */
export function InvoicesPage({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const navigate = useNavigate();
  const settings = useInvoiceSettings();
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const [open, setOpen] = useState<'create' | 'settings' | null>(null);
  const payments = useMemo(
    () => readStatusList(filters.payment, INVOICE_PAYMENT_STATUSES),
    [filters.payment],
  );
  const expressions = useMemo(
    () =>
      payments.length > 0
        ? [
            formatFilterExpression({
              field: 'payment_status',
              operator: 'in',
              values: [...payments],
            }),
          ]
        : [],
    [payments],
  );

  const columns = useMemo<ListTableColumn<Invoice>[]>(
    () => [
      {
        key: 'number',
        header: t('invoices.columns.number'),
        sortField: 'number',
        minWidth: '10rem',
        body: (row) => (
          <Link
            className="invoices__link"
            to={invoiceDetailPath.getHref(row.id)}
            onClick={(event) => event.stopPropagation()}
          >
            {row.number}
          </Link>
        ),
      },
      {
        key: 'status',
        header: t('invoices.columns.status'),
        sortField: 'payment_status',
        minWidth: '9rem',
        body: (row) => <InvoiceStatusBadge invoice={row} />,
      },
      {
        key: 'customer',
        header: t('invoices.columns.customer'),
        sortField: 'customer.name',
        minWidth: '10rem',
        body: (row) => row.customer.name,
      },
      {
        key: 'issue_date',
        header: t('invoices.columns.issueDate'),
        sortField: 'issue_date',
        minWidth: '7rem',
        body: (row) => dayText(row.issue_date, language),
      },
      {
        key: 'due_date',
        header: t('invoices.columns.dueDate'),
        sortField: 'due_date',
        minWidth: '7rem',
        hideOnCard: true,
        body: (row) => dayText(row.due_date, language),
      },
      {
        key: 'total',
        header: t('invoices.columns.total'),
        sortField: 'total',
        align: 'right',
        minWidth: '8rem',
        body: (row) => formatRupiah(row.total),
      },
      {
        key: 'outstanding',
        header: t('invoices.columns.outstanding'),
        sortField: 'outstanding',
        align: 'right',
        minWidth: '8rem',
        defaultHiddenBelow: WIDE_SCREEN,
        hideOnCard: true,
        body: (row) => formatRupiah(row.outstanding),
      },
    ],
    [t, language],
  );

  return (
    <div className="invoices">
      <header className="invoices__header">
        <div>
          <h1 className="invoices__title">{t('invoices.title')}</h1>
          <p className="invoices__intro">
            {t('invoices.intro', {
              rate: ((settings.data?.ppn_rate_bp ?? 1100) / 100).toLocaleString('id-ID'),
              days: settings.data?.payment_terms_days ?? 30,
            })}
          </p>
        </div>
      </header>

      <ListTable<Invoice, InvoiceListQueryKey>
        label={t('invoices.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        canDelete={false}
        rememberColumnsFor={{ userId, tableId: 'invoices' }}
        rowLabel={(row) => row.number}
        itemName={(count) => t('invoices.item', { count })}
        searchPlaceholder={t('invoices.searchPlaceholder')}
        onRowClick={(row) => void navigate(invoiceDetailPath.getHref(row.id))}
        renderError={noAccessError(t('invoices.noAccess'))}
        emptyState={
          <ListEmptyState
            icon="inbox"
            title={t('invoices.empty.title')}
            text={t('invoices.empty.description')}
          />
        }
        toolbarEnd={
          <>
            <StatusFilter<InvoicePaymentStatus>
              statuses={INVOICE_PAYMENT_STATUSES}
              value={payments}
              labelOf={(status) => t(`invoices.status.${status}`)}
              onChange={(value) => setFilters({ payment: value })}
              placeholder={t('invoices.filters.payment')}
              ariaLabel={t('invoices.filters.payment')}
              className="invoices__status-filter"
              testId="invoices-status-filter"
            />
            <a
              className="p-button p-button-outlined invoices__export"
              href={invoiceExportUrl(state.search, expressions)}
              download="faktur.csv"
              data-testid="invoices-export"
            >
              <i className="pi pi-download" aria-hidden="true" />
              <span>{t('invoices.actions.export')}</span>
            </a>
            <Button
              type="button"
              outlined
              icon="pi pi-cog"
              label={t('invoices.actions.settings')}
              onClick={() => setOpen('settings')}
              disabled={!settings.data}
              data-testid="invoices-settings"
            />
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('invoices.actions.create')}
              onClick={() => setOpen('create')}
              data-testid="invoices-create"
            />
          </>
        }
      />

      {open === 'create' && (
        <InvoiceCreateDialog
          onHide={() => setOpen(null)}
          onSaved={(invoice) => {
            setOpen(null);
            toast.success(t('invoices.create.done', { number: invoice.number }));
            void navigate(invoiceDetailPath.getHref(invoice.id));
          }}
        />
      )}
      {open === 'settings' && settings.data && (
        <SettingsDialog
          settings={settings.data}
          onHide={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            toast.success(t('invoices.settings.saved'));
          }}
        />
      )}
    </div>
  );
}
