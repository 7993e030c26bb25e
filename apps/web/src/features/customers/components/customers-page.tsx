import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { Customer } from '@armada/contracts/customers';
import { customerList, sortableFields, type CustomerListField } from '@armada/contracts/shared';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { useToast } from '@/components/ui/toast';
import {
  ListTable,
  type ListDataSource,
  type ListTableColumn,
  ListEmptyState,
} from '@/components/ui/list-table';
import {
  FilterDialog,
  emptyFilterValues,
  FilterOpenButton,
  problemTexts,
  useFilteredList,
} from '@/components/ui/filter-dialog';
import {
  customerKeys,
  customerListQueryOptions,
  type CustomerListQueryKey,
} from '@/lib/resources/customers';
import { deleteCustomer } from '../api/delete-customer';
import { bulkDeleteCustomers } from '../api/bulk-delete-customers';
import {
  CUSTOMER_FILTER_KEYS,
  CUSTOMER_TABLE_KEY,
  customerFilterExpressions,
  validateCustomerFilters,
} from '../utils/customer-filters';
import { formatDateTime } from '../utils/format-date';
import { formatPhone, phoneHref } from '@/lib/format-phone';
import { useCustomerPermissions } from '../hooks/use-customer-permissions';
import { CustomerFilterFields } from './customer-filter-fields';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomersNoAccess } from './customers-no-access';
import { ActiveFilterChips } from './active-filter-chips';
import './customers.css';

const customersDataSource: ListDataSource<Customer, CustomerListQueryKey> = {
  queryOptions: customerListQueryOptions,
  queryKeyRoot: customerKeys.lists(),
  remove: deleteCustomer,
  bulkRemove: bulkDeleteCustomers,
};

/**
 * Columns that start hidden on narrower screens until the user picks columns, so that with the
 * side menu open the list fits its box without a sideways scroll at 1024, 1280, 1366 and 1440 px
 * (tests/e2e/customers.spec.ts measures it).
 */
const EXTRA_WIDE_SCREEN = 1600;
const WIDE_SCREEN = 1440;
const LAPTOP_SCREEN = 1366;
const SMALL_LAPTOP_SCREEN = 1280;

/** Fields the server sorts customers by (contracts' `customerList`); the URL may name these. */
const SORT_FIELDS: readonly CustomerListField[] = sortableFields(customerList);

/** A column's sort field, checked against the customer list's declaration. */
const sortBy = (field: CustomerListField): CustomerListField => field;

type FormTarget = { mode: 'create' } | { mode: 'edit'; customer: Customer };

export interface CustomersPageProps {
  /** The signed-in user's permissions, to offer only what the server would allow. */
  accessRight: readonly string[];
  /** The signed-in user, whose choice of columns this browser remembers. */
  userId: number;
}

/** Master data: customers of the order service (list, search, sort, filter, create, edit, delete). */
export function CustomersPage({ accessRight, userId }: CustomersPageProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const can = useCustomerPermissions(accessRight);
  const { state, setState, filters, setFilters, expressions, openButton, dialog } = useFilteredList(
    {
      sortFields: SORT_FIELDS,
      filterKeys: CUSTOMER_FILTER_KEYS,
      toExpressions: customerFilterExpressions,
    },
  );
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const language = i18n.resolvedLanguage ?? 'id';

  const columns = useMemo<ListTableColumn<Customer>[]>(
    () => [
      {
        key: 'code',
        header: t('customers.columns.code'),
        sortField: sortBy('code'),
        minWidth: '6rem',
        body: (row) => <span className="customers-page__code">{row.code}</span>,
      },
      {
        key: 'name',
        header: t('customers.columns.name'),
        sortField: sortBy('name'),
        minWidth: '11rem',
        body: (row) => (
          <span className="customers-page__name">
            {row.name}
            {row.source === 'EXTERNAL' && (
              <span className="customers-page__source">{t('customers.source.external')}</span>
            )}
          </span>
        ),
      },
      {
        key: 'type',
        header: t('customers.columns.type'),
        sortField: sortBy('type'),
        minWidth: '6rem',
        defaultHiddenBelow: SMALL_LAPTOP_SCREEN,
        body: (row) => t(`customers.type.${row.type}`),
      },
      {
        key: 'city',
        header: t('customers.columns.city'),
        sortField: sortBy('city'),
        minWidth: '7rem',
      },
      {
        key: 'phone',
        header: t('customers.columns.phone'),
        sortField: sortBy('phone'),
        minWidth: '9rem',
        body: (row) =>
          row.phone ? (
            <a className="customers-page__link" href={phoneHref(row.phone)}>
              {formatPhone(row.phone)}
            </a>
          ) : (
            <span className="customers-page__none">-</span>
          ),
      },
      {
        key: 'email',
        header: t('customers.columns.email'),
        sortField: sortBy('email'),
        minWidth: '9rem',
        defaultHiddenBelow: LAPTOP_SCREEN,
        hideOnCard: true,
        body: (row) =>
          row.email ? (
            <span className="customers-page__email" title={row.email}>
              {row.email}
            </span>
          ) : (
            <span className="customers-page__none">-</span>
          ),
      },
      {
        key: 'is_active',
        header: t('customers.columns.active'),
        sortField: sortBy('is_active'),
        minWidth: '6rem',
        defaultHiddenBelow: WIDE_SCREEN,
        body: (row) => (
          <span
            className={
              row.is_active
                ? 'customers-page__status customers-page__status--active'
                : 'customers-page__status customers-page__status--inactive'
            }
          >
            {row.is_active ? t('customers.status.active') : t('customers.status.inactive')}
          </span>
        ),
      },
      {
        key: 'created_on',
        header: t('customers.columns.created'),
        sortField: sortBy('created_on'),
        minWidth: '7rem',
        defaultHiddenBelow: EXTRA_WIDE_SCREEN,
        hideOnCard: true,
        body: (row) => (
          <time
            dateTime={row.created_on}
            className="customers-page__date"
            title={formatDateTime(row.created_on, language)}
          >
            {formatDateTime(row.created_on, language, 'date')}
            <span className="customers-page__time">
              {formatDateTime(row.created_on, language, 'time')}
            </span>
          </time>
        ),
      },
    ],
    [t, language],
  );

  const onDeleteError = (error: unknown) => {
    if (isApiError(error) && error.statusCode === 409) {
      // Customers with open delivery orders: the server says which, and how many orders.
      toast.error(serverErrorText(error, t), {
        summary: t('customers.delete.blocked'),
        life: 12_000,
      });
    } else if (isApiError(error) && error.statusCode === 403) {
      toast.error(t('customers.delete.forbidden'));
    } else if (isApiError(error) && error.statusCode === 404) {
      toast.error(t('customers.delete.gone'));
    } else {
      toast.error(t('table.delete.failed'));
    }
  };

  return (
    <div className="customers-page">
      <header className="customers-page__header">
        <div>
          <h1 className="customers-page__title">{t('customers.title')}</h1>
          <p className="customers-page__intro">{t('customers.intro')}</p>
        </div>
      </header>

      <ListTable<Customer, CustomerListQueryKey>
        label={t('customers.tableLabel')}
        dataSource={customersDataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        rememberColumnsFor={{ userId, tableId: CUSTOMER_TABLE_KEY }}
        rowLabel={(row) => row.name}
        itemName={(count) => t('customers.item', { count })}
        canDelete={can.delete}
        onDeleteError={onDeleteError}
        searchPlaceholder={t('customers.searchPlaceholder')}
        renderError={(error, retry) =>
          isApiError(error) && error.statusCode === 403 ? (
            <CustomersNoAccess onRetry={retry} />
          ) : null
        }
        emptyState={
          <ListEmptyState
            icon="users"
            title={t('customers.empty.title')}
            text={t('customers.empty.description')}
          />
        }
        rowActions={
          can.update
            ? (row) => (
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  rounded
                  text
                  size="small"
                  aria-label={t('customers.actions.editRow', { name: row.name })}
                  tooltip={t('customers.actions.edit')}
                  tooltipOptions={{ position: 'left', showDelay: 400 }}
                  onClick={() => setFormTarget({ mode: 'edit', customer: row })}
                />
              )
            : undefined
        }
        belowToolbar={
          openButton.activeCount > 0 ? (
            <ActiveFilterChips
              values={filters}
              language={language}
              onRemove={(key) => setFilters({ ...filters, [key]: null })}
              onClear={() => setFilters(emptyFilterValues(CUSTOMER_FILTER_KEYS))}
            />
          ) : null
        }
        toolbarEnd={
          <>
            <FilterOpenButton {...openButton} testId="customers-filter-open" />
            {can.create && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('customers.actions.create')}
                onClick={() => setFormTarget({ mode: 'create' })}
                data-testid="customers-create"
              />
            )}
          </>
        }
      />

      <FilterDialog
        {...dialog}
        tableKey={CUSTOMER_TABLE_KEY}
        title={t('customers.filters.title')}
        validate={(values) =>
          problemTexts(validateCustomerFilters(values), (problem) =>
            t(`customers.filters.problems.${problem}`),
          )
        }
        renderFields={(form) => <CustomerFilterFields form={form} />}
      />

      {formTarget && (
        <CustomerFormDialog
          target={formTarget}
          onHide={() => setFormTarget(null)}
          onSaved={(customer, mode) => {
            setFormTarget(null);
            toast.success(
              t(mode === 'create' ? 'customers.form.created' : 'customers.form.updated', {
                name: customer.name,
              }),
            );
          }}
        />
      )}
    </div>
  );
}
