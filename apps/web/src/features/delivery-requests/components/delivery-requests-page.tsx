import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  canUseDeliveryRequests,
  deliveryRequestList,
  type DeliveryRequestListItem,
} from '@armada/contracts/delivery-requests';
import { sortableFields } from '@armada/contracts/shared';
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
  deliveryRequestKeys,
  deliveryRequestListQueryOptions,
  type DeliveryRequestListQueryKey,
} from '../api/delivery-requests';
import { deliveryRequestDetailPath } from '../paths';
import {
  REQUEST_FILTER_KEYS,
  REQUEST_TABLE_KEY,
  requestFilterExpressions,
  validateRequestFilters,
} from '../utils/request-filters';
import { RequestFilterFields } from './request-filter-fields';
import { RequestFormDialog } from './request-form-dialog';
import { RequestStatusBadge } from './status-badge';
import './delivery-requests.css';

const dataSource: ListDataSource<DeliveryRequestListItem, DeliveryRequestListQueryKey> = {
  queryOptions: deliveryRequestListQueryOptions,
  queryKeyRoot: deliveryRequestKeys.lists(),
};

const SORT_FIELDS: readonly string[] = sortableFields(deliveryRequestList);
const LAPTOP_SCREEN = 1366;
const WIDE_SCREEN = 1440;

export interface DeliveryRequestsPageProps {
  accessRight: readonly string[];
  userId: number;
}

/** `/delivery-request/`: the company's delivery requests (DREQ-18). */
export function DeliveryRequestsPage({ accessRight, userId }: DeliveryRequestsPageProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'id';
  const canCreate = canUseDeliveryRequests(accessRight, 'create');
  const { state, setState, expressions, openButton, dialog } = useFilteredList({
    sortFields: SORT_FIELDS,
    filterKeys: REQUEST_FILTER_KEYS,
    toExpressions: requestFilterExpressions,
  });
  const [creating, setCreating] = useState(false);

  const columns = useMemo<ListTableColumn<DeliveryRequestListItem>[]>(
    () => [
      {
        key: 'number',
        header: t('deliveryRequests.columns.number'),
        sortField: 'number',
        minWidth: '10rem',
        body: (row) => (
          <Link
            className="delivery-requests__link"
            to={deliveryRequestDetailPath.getHref(row.id)}
            aria-label={t('deliveryRequests.actions.open', { number: row.number })}
          >
            {row.number}
          </Link>
        ),
      },
      {
        key: 'status',
        header: t('deliveryRequests.columns.status'),
        sortField: 'status.name',
        minWidth: '8rem',
        body: (row) => <RequestStatusBadge status={row.status.name} />,
      },
      {
        key: 'customer',
        header: t('deliveryRequests.columns.customer'),
        sortField: 'customer.name',
        minWidth: '10rem',
        body: (row) => row.customer.name,
      },
      {
        key: 'requester',
        header: t('deliveryRequests.columns.requester'),
        sortField: 'requester.name',
        minWidth: '9rem',
        defaultHiddenBelow: LAPTOP_SCREEN,
        body: (row) =>
          `${row.requester.name} (${t(`deliveryRequests.requesterType.${row.requester.type}`)})`,
      },
      {
        key: 'destination',
        header: t('deliveryRequests.columns.destination'),
        sortField: 'destination_address.name',
        minWidth: '11rem',
        body: (row) =>
          row.destination_address
            ? `${row.destination_address.name} · ${row.destination_address.city}`
            : t('deliveryRequests.unresolved', { text: row.destination_text ?? '' }),
      },
      {
        key: 'wanted_date',
        header: t('deliveryRequests.columns.wantedDate'),
        sortField: 'wanted_date',
        minWidth: '7rem',
        body: (row) =>
          formatCompany(`${row.wanted_date}T12:00:00+07:00`, 'DD MMM YYYY', { language }),
      },
      {
        key: 'load_weight',
        header: t('deliveryRequests.columns.weight'),
        sortField: 'load_weight',
        minWidth: '6rem',
        align: 'right',
        defaultHiddenBelow: WIDE_SCREEN,
        hideOnCard: true,
        body: (row) =>
          t('deliveryRequests.units.kg', {
            value: formatNumber(row.load_weight, language, { maximumFractionDigits: 1 }),
          }),
      },
      {
        key: 'created_on',
        header: t('deliveryRequests.columns.created'),
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
    <div className="delivery-requests">
      <header className="delivery-requests__header">
        <h1 className="delivery-requests__title">{t('deliveryRequests.title')}</h1>
        <p className="delivery-requests__intro">{t('deliveryRequests.intro')}</p>
      </header>

      <ListTable<DeliveryRequestListItem, DeliveryRequestListQueryKey>
        label={t('deliveryRequests.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        rememberColumnsFor={{ userId, tableId: REQUEST_TABLE_KEY }}
        rowLabel={(row) => row.number}
        itemName={(count) => t('deliveryRequests.item', { count })}
        searchPlaceholder={t('deliveryRequests.searchPlaceholder')}
        onRowClick={(row) => void navigate(deliveryRequestDetailPath.getHref(row.id))}
        renderError={noAccessError(t('deliveryRequests.noAccess'))}
        emptyState={
          <ListEmptyState
            icon="inbox"
            title={t('deliveryRequests.empty.title')}
            text={t('deliveryRequests.empty.description')}
          />
        }
        toolbarEnd={
          <>
            <FilterOpenButton {...openButton} testId="delivery-requests-filter-open" />
            {canCreate && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('deliveryRequests.actions.create')}
                onClick={() => setCreating(true)}
                data-testid="delivery-requests-create"
              />
            )}
          </>
        }
      />

      <FilterDialog
        {...dialog}
        tableKey={REQUEST_TABLE_KEY}
        title={t('deliveryRequests.filters.title')}
        validate={(values) =>
          problemTexts(validateRequestFilters(values), (problem) =>
            t(`deliveryRequests.filters.problems.${problem}`),
          )
        }
        renderFields={(form) => <RequestFilterFields form={form} />}
      />

      {creating && (
        <RequestFormDialog
          onHide={() => setCreating(false)}
          onSaved={(request) => {
            setCreating(false);
            toast.success(t('deliveryRequests.form.created', { number: request.number }));
            void navigate(deliveryRequestDetailPath.getHref(request.id));
          }}
        />
      )}
    </div>
  );
}
