import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  DELIVERY_SCHEDULE_LIMITS,
  DELIVERY_SCHEDULE_PERMISSIONS,
  deliveryScheduleList,
  type DeliveryScheduleListItem,
} from '@armada/contracts/delivery-scheduler';
import { sortableFields } from '@armada/contracts/shared';
import { formatCompany } from '@/lib/company-time';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
  noAccessError,
} from '@/components/ui/list-table';
import {
  scheduleKeys,
  scheduleListQueryOptions,
  type ScheduleListQueryKey,
} from '../api/delivery-schedules';
import { scheduleDetailPath } from '../paths';
import { patternWords } from '../utils/pattern-words';
import { AutoPlanDialog } from './auto-plan-dialog';
import { ScheduleFormDialog } from './schedule-form-dialog';
import { ScheduleStatusBadge } from './schedule-status';
import './delivery-scheduler.css';

const dataSource: ListDataSource<DeliveryScheduleListItem, ScheduleListQueryKey> = {
  queryOptions: scheduleListQueryOptions,
  queryKeyRoot: scheduleKeys.lists(),
};

const SORT_FIELDS: readonly string[] = sortableFields(deliveryScheduleList);
const NO_FILTER_KEYS: readonly never[] = [];
const NO_FILTERS: readonly string[] = [];
const TABLE_KEY = 'delivery-scheduler.schedules';

export interface SchedulesPageProps {
  accessRight: readonly string[];
  userId: number;
}

/** `/delivery-scheduler/`: the company's recurring deliveries (SCH-23) and the auto-plan (SCH-26). */
export function SchedulesPage({ accessRight, userId }: SchedulesPageProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'id';
  const canChange = DELIVERY_SCHEDULE_PERMISSIONS.change.some((p) => accessRight.includes(p));
  const canAutoPlan = DELIVERY_SCHEDULE_PERMISSIONS.autoPlan.some((p) => accessRight.includes(p));
  const { state, setState } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: NO_FILTER_KEYS,
  });
  const [creating, setCreating] = useState(false);
  const [autoPlanOpen, setAutoPlanOpen] = useState(false);

  const columns = useMemo<ListTableColumn<DeliveryScheduleListItem>[]>(
    () => [
      {
        key: 'name',
        header: t('deliveryScheduler.columns.name'),
        sortField: 'name',
        minWidth: '11rem',
        body: (row) => (
          <span className="delivery-scheduler__name">
            <Link
              className="delivery-scheduler__link"
              to={scheduleDetailPath.getHref(row.id)}
              aria-label={t('deliveryScheduler.actions.open', { name: row.name })}
            >
              {row.name}
            </Link>
            <span className="delivery-scheduler__muted">
              {row.destination_address.name} · {row.destination_address.city}
            </span>
          </span>
        ),
      },
      {
        key: 'customer',
        header: t('deliveryScheduler.columns.customer'),
        sortField: 'customer.name',
        minWidth: '10rem',
        body: (row) => row.customer.name,
      },
      {
        key: 'pattern',
        header: t('deliveryScheduler.columns.pattern'),
        minWidth: '11rem',
        body: (row) => patternWords(row.pattern, t),
      },
      {
        key: 'window',
        header: t('deliveryScheduler.columns.window'),
        minWidth: '7rem',
        body: (row) => `${row.time_window.start}–${row.time_window.end}`,
      },
      {
        key: 'next',
        header: t('deliveryScheduler.columns.next'),
        minWidth: '12rem',
        body: (row) =>
          row.next_dates.length === 0
            ? t('deliveryScheduler.noNext')
            : row.next_dates
                .map((day) => formatCompany(`${day}T12:00:00+07:00`, 'ddd, DD MMM', { language }))
                .join(' · '),
      },
      {
        key: 'status',
        header: t('deliveryScheduler.columns.status'),
        sortField: 'status',
        minWidth: '7rem',
        body: (row) => <ScheduleStatusBadge status={row.status} />,
      },
      {
        key: 'order_count',
        header: t('deliveryScheduler.columns.orders'),
        sortField: 'order_count',
        minWidth: '6rem',
        align: 'right',
        hideOnCard: true,
        body: (row) => String(row.order_count),
      },
    ],
    [t, language],
  );

  return (
    <div className="delivery-scheduler">
      <header className="delivery-scheduler__header">
        <div>
          <h1 className="delivery-scheduler__title">{t('deliveryScheduler.title')}</h1>
          <p className="delivery-scheduler__intro">
            {t('deliveryScheduler.intro', { days: DELIVERY_SCHEDULE_LIMITS.horizonDays })}
          </p>
        </div>
      </header>

      <ListTable<DeliveryScheduleListItem, ScheduleListQueryKey>
        label={t('deliveryScheduler.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={NO_FILTERS}
        rememberColumnsFor={{ userId, tableId: TABLE_KEY }}
        rowLabel={(row) => row.name}
        itemName={(count) => t('deliveryScheduler.item', { count })}
        searchPlaceholder={t('deliveryScheduler.searchPlaceholder')}
        onRowClick={(row) => void navigate(scheduleDetailPath.getHref(row.id))}
        renderError={noAccessError(t('deliveryScheduler.noAccess'))}
        emptyState={
          <ListEmptyState
            icon="inbox"
            title={t('deliveryScheduler.empty.title')}
            text={t('deliveryScheduler.empty.description')}
          />
        }
        toolbarEnd={
          <>
            {canAutoPlan && (
              <Button
                type="button"
                icon="pi pi-clock"
                outlined
                label={t('deliveryScheduler.actions.autoPlan')}
                onClick={() => setAutoPlanOpen(true)}
                data-testid="delivery-scheduler-auto-plan"
              />
            )}
            {canChange && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('deliveryScheduler.actions.create')}
                onClick={() => setCreating(true)}
                data-testid="delivery-scheduler-create"
              />
            )}
          </>
        }
      />

      {creating && (
        <ScheduleFormDialog
          onHide={() => setCreating(false)}
          onSaved={(schedule) => {
            setCreating(false);
            toast.success(
              t('deliveryScheduler.toasts.created', {
                name: schedule.name,
                count: schedule.order_count,
              }),
            );
            void navigate(scheduleDetailPath.getHref(schedule.id));
          }}
        />
      )}
      {autoPlanOpen && <AutoPlanDialog onHide={() => setAutoPlanOpen(false)} />}
    </div>
  );
}
