import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  FLEET_TASK_STATUSES,
  type FleetTask,
  type FleetTaskStatus,
} from '@armada/contracts/fleet-tasks';
import { formatFilterExpression, type ListQuery } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import {
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
  ListEmptyState,
  StatusFilter,
  readStatusList,
} from '@/components/ui/list-table';
import {
  fleetTaskKeys,
  fleetTasksQueryOptions,
  type FleetTaskListQueryKey,
} from '../api/fleet-task-api';
import { formatDay, formatTime } from '../utils/format';
import { progressOf } from '../utils/fleet-task-status';
import { CreateTaskDialog } from './create-task-dialog';
import { TaskStatusTag } from './status-tags';
import './fleet-tasks.css';

const FILTER_KEYS = ['status'] as const;
const SORT_FIELDS = [
  'number',
  'status',
  'day',
  'vehicle.license_plate',
  'driver.fullname',
  'total_stops',
  'planned_start_on',
] as const;

/** The `status` URL value ("PLANNED,STARTED") as statuses, unknown ones dropped. */
export function readStatusFilter(value: string | null): FleetTaskStatus[] {
  return readStatusList(value, FLEET_TASK_STATUSES);
}

const dataSource: ListDataSource<FleetTask, FleetTaskListQueryKey> = {
  queryKeyRoot: fleetTaskKeys.lists(),
  queryOptions: (query: ListQuery) => fleetTasksQueryOptions(query),
};

/** FT-10: `/fleet-task/`, the company's fleet tasks with their progress. */
export function FleetTasksPage({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'id';
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const statuses = useMemo(() => readStatusFilter(filters.status), [filters.status]);
  const [creating, setCreating] = useState(false);
  const expressions = useMemo(
    () =>
      statuses.length > 0
        ? [formatFilterExpression({ field: 'status', operator: 'in', values: [...statuses] })]
        : [],
    [statuses],
  );

  const columns = useMemo<ListTableColumn<FleetTask>[]>(
    () => [
      {
        key: 'number',
        header: t('fleetTasks.columns.number'),
        sortField: 'number',
        minWidth: '9rem',
        body: (task) => (
          <Link
            className="ft-list__number"
            to={paths.fleetTaskInstantDetail.getHref(task.id)}
            onClick={(event) => event.stopPropagation()}
          >
            {task.number}
          </Link>
        ),
      },
      {
        key: 'status',
        header: t('fleetTasks.columns.status'),
        sortField: 'status',
        minWidth: '7rem',
        body: (task) => <TaskStatusTag status={task.status} />,
      },
      {
        key: 'day',
        header: t('fleetTasks.columns.day'),
        sortField: 'day',
        minWidth: '8rem',
        body: (task) => formatDay(task.day, language),
      },
      {
        key: 'vehicle',
        header: t('fleetTasks.columns.vehicle'),
        sortField: 'vehicle.license_plate',
        minWidth: '7rem',
        body: (task) => task.vehicle.license_plate,
      },
      {
        key: 'driver',
        header: t('fleetTasks.columns.driver'),
        sortField: 'driver.fullname',
        minWidth: '8rem',
        body: (task) => task.driver?.fullname ?? t('fleetTasks.noDriver'),
      },
      {
        key: 'progress',
        header: t('fleetTasks.columns.progress'),
        sortField: 'total_stops',
        align: 'right',
        body: (task) => t('fleetTasks.progress', progressOf(task)),
      },
      {
        key: 'plannedStart',
        header: t('fleetTasks.columns.plannedStart'),
        sortField: 'planned_start_on',
        hideOnCard: true,
        body: (task) => formatTime(task.planned_start_on),
      },
      {
        key: 'source',
        header: t('fleetTasks.columns.source'),
        hideOnCard: true,
        body: (task) =>
          task.route_optimization
            ? task.route_optimization.number
            : t(`fleetTasks.source.${task.source}`),
      },
    ],
    [t, language],
  );

  return (
    <div className="ft-list">
      <header className="ft-page-header">
        <h1 className="ft-page-header__title">{t('fleetTasks.title')}</h1>
        <p className="ft-page-header__intro">{t('fleetTasks.intro')}</p>
      </header>
      <ListTable<FleetTask, FleetTaskListQueryKey>
        label={t('fleetTasks.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        rememberColumnsFor={{ userId, tableId: 'fleet-tasks' }}
        rowLabel={(task) => task.number}
        canDelete={false}
        searchPlaceholder={t('fleetTasks.searchPlaceholder')}
        onRowClick={(task) => void navigate(paths.fleetTaskInstantDetail.getHref(task.id))}
        emptyState={
          <ListEmptyState
            icon="truck"
            title={t('fleetTasks.empty.title')}
            text={t('fleetTasks.empty.text')}
          />
        }
        toolbarEnd={
          <>
            <StatusFilter
              statuses={FLEET_TASK_STATUSES}
              value={statuses}
              labelOf={(status) => t(`fleetTasks.status.${status}`)}
              onChange={(status) => setFilters({ status })}
              placeholder={t('fleetTasks.statusFilter.placeholder')}
              ariaLabel={t('fleetTasks.statusFilter.label')}
              className="ft-list__status-filter"
              testId="ft-status-filter"
            />
            <Button
              label={t('fleetTasks.create.open')}
              icon="pi pi-plus"
              onClick={() => setCreating(true)}
              data-testid="ft-create"
            />
          </>
        }
      />
      {creating && (
        <CreateTaskDialog
          visible
          onHide={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(paths.fleetTaskInstantDetail.getHref(id));
          }}
        />
      )}
    </div>
  );
}
