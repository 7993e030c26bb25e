import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { RawAlert } from '@armada/contracts/alerts';
import { companyDayStart, companyToday } from '@/lib/company-time';
import { FilterPanel } from '@/components/ui/filter-bar';
import {
  ListTable,
  useListUrlState,
  type ListTableColumn,
  ListEmptyState,
} from '@/components/ui/list-table';
import {
  notificationsDataSource,
  type NotificationListQueryKey,
  type NotificationRow,
} from '../api/get-notifications';
import {
  NOTIFICATION_FILTER_KEYS,
  countChangedFilters,
  readNotificationFilters,
  toRawAlertsFilter,
  writeNotificationFilters,
  type NotificationFilters,
} from '../utils/notification-filters';
import { alertDescription, displayLanguage, formatAlertTime } from '../utils/notification-display';
import { StatusBadge, UrgencyBadge } from './notification-badges';
import { NotificationFilterBar } from './notification-filter-bar';
import { NotificationPreview } from './notification-preview';
import './notifications.css';

export interface NotificationsPageProps {
  accessRight: readonly string[];
  /** The signed-in user, whose choice of columns this browser remembers. */
  userId: number;
}

/** Columns (and their URL sort fields): the server orders alerts newest first, nothing else. */
const NO_SORT: readonly string[] = [];
export const NOTIFICATIONS_TABLE_KEY = 'notifications.history';

/**
 * /notification: the company's alert history (issue 8) as a list table with filters kept in the
 * URL; a row opens the notification preview.
 */
export function NotificationsPage({ accessRight, userId }: NotificationsPageProps) {
  const { t, i18n } = useTranslation();
  const language = displayLanguage(i18n.resolvedLanguage);
  const {
    state,
    setState,
    filters: params,
    setFilters,
  } = useListUrlState({
    sortFields: NO_SORT,
    filterKeys: NOTIFICATION_FILTER_KEYS,
  });
  // The default range is today and yesterday: it moves on when the day does.
  const today = companyToday();
  const filters = useMemo(
    () => readNotificationFilters(params, new Date(companyDayStart(today))),
    [params, today],
  );
  const dataSource = useMemo(
    () => notificationsDataSource((page, show) => toRawAlertsFilter(filters, page, show)),
    [filters],
  );
  const [preview, setPreview] = useState<RawAlert | null>(null);

  const applyFilters = (next: NotificationFilters) =>
    setFilters(writeNotificationFilters(next, new Date(companyDayStart(today))));
  const changed = countChangedFilters(filters, new Date(companyDayStart(today)));

  const columns = useMemo<ListTableColumn<NotificationRow>[]>(
    () => [
      {
        key: 'createdOn',
        header: t('notifications.columns.time'),
        minWidth: '9rem',
        body: ({ alert }) => (
          <time dateTime={alert.createdOn} className="notif-time">
            {formatAlertTime(alert.createdOn, language, 'date')}{' '}
            <span className="notif-time__clock">
              {formatAlertTime(alert.createdOn, language, 'time')}
            </span>
          </time>
        ),
      },
      {
        key: 'alert',
        header: t('notifications.columns.alert'),
        minWidth: '14rem',
        body: ({ alert }) => (
          <span className={alert.isRead ? 'notif-title' : 'notif-title notif-title--unread'}>
            {alertDescription(alert, language)}
          </span>
        ),
      },
      {
        key: 'vehicle',
        header: t('notifications.columns.vehicle'),
        minWidth: '8rem',
        body: ({ alert }) => <span className="notif-plate">{alert.vehicle.licensePlate}</span>,
      },
      {
        key: 'driver',
        header: t('notifications.columns.driver'),
        minWidth: '9rem',
        defaultHiddenBelow: 1280,
        body: ({ alert }) => alert.driver?.fullname ?? <span className="notif-muted">-</span>,
      },
      {
        key: 'urgency',
        header: t('notifications.columns.urgency'),
        minWidth: '7rem',
        body: ({ alert }) => <UrgencyBadge alert={alert} />,
      },
      {
        key: 'status',
        header: t('notifications.columns.status'),
        minWidth: '8rem',
        body: ({ alert }) => <StatusBadge alert={alert} />,
      },
    ],
    [t, language],
  );

  return (
    <div className="notif-page">
      <header className="notif-page__header">
        <h1 className="notif-page__title">{t('notifications.title')}</h1>
        <p className="notif-page__intro">{t('notifications.intro')}</p>
      </header>

      <FilterPanel
        toggleLabel={
          changed > 0
            ? t('notifications.filters.toggleCount', { count: changed })
            : t('notifications.filters.toggle')
        }
      >
        <NotificationFilterBar
          filters={filters}
          language={language}
          onChange={applyFilters}
          {...(changed > 0 && {
            onReset: () =>
              applyFilters(readNotificationFilters(emptyParams, new Date(companyDayStart(today)))),
          })}
        />
      </FilterPanel>

      <ListTable<NotificationRow, NotificationListQueryKey>
        label={t('notifications.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        searchable={false}
        canDelete={false}
        rememberColumnsFor={{ userId, tableId: NOTIFICATIONS_TABLE_KEY }}
        rowLabel={({ alert }) =>
          `${alert.vehicle.licensePlate} ${alertDescription(alert, language)}`
        }
        onRowClick={({ alert }) => setPreview(alert)}
        rowActions={({ alert }) => (
          <Button
            type="button"
            size="small"
            text
            icon="pi pi-eye"
            label={t('notifications.actions.open')}
            aria-label={t('notifications.actions.openRow', {
              plate: alert.vehicle.licensePlate,
              title: alertDescription(alert, language),
            })}
            onClick={(event) => {
              // The row's own click would open it a second time.
              event.stopPropagation();
              setPreview(alert);
            }}
          />
        )}
        emptyState={
          <ListEmptyState
            icon="bell-slash"
            title={t('notifications.empty.title')}
            text={t('notifications.empty.description')}
          />
        }
      />

      {preview && (
        <NotificationPreview
          key={preview.rawAlertId}
          alert={preview}
          accessRight={accessRight}
          onClose={() => setPreview(null)}
        />
      )}
    </div>
  );
}

const emptyParams = Object.fromEntries(
  NOTIFICATION_FILTER_KEYS.map((key) => [key, null]),
) as Record<(typeof NOTIFICATION_FILTER_KEYS)[number], null>;
