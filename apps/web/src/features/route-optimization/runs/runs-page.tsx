import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  ROUTE_OPTIMIZATION_RUN_STATUSES,
  type RouteOptimizationRun,
  type RouteOptimizationRunStatus,
} from '@armada/contracts/route-optimization';
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
import { getRouteOptimizationsQueryOptions } from '../api/get-runs';
import { routeOptimizationKeys, type RouteOptimizationListQueryKey } from '../api/query-keys';
import { QuotaMeter } from '../quota/quota-meter';
import { useRouteOptimizationUsage } from '../quota/get-usage';
import { RunStatusTag } from '../components/run-status-tag';
import { RunActionButtons } from '../components/run-action-buttons';
import { useRunActionFlow } from '../hooks/use-run-action-flow';
import { FALLBACK_POLL_MS, useRunLiveUpdates } from '../hooks/use-run-live-updates';
import { DurationText } from '../components/duration-text';
import { formatKm, formatNumber, planDate, planDateTime, planTime } from '../utils/format';
import { isRunActive, listRunActions } from '../utils/run-status';
import '../components/route-optimization.css';

const FILTER_KEYS = ['status'] as const;
const SORT_FIELDS = [
  'number',
  'status',
  'expected_departure_on',
  'total_delivery_orders',
  'total_vehicles',
  'total_distance_m',
  'total_duration_s',
  'created_by',
  'created_on',
] as const;
/** Columns that start hidden below a wide monitor, so a 1366 px laptop fits the table. */
const WIDE_SCREEN = 1440;

/** The `status` URL value ("SOLVED,FAILED") as statuses, unknown ones dropped. */
export function readStatusFilter(value: string | null): RouteOptimizationRunStatus[] {
  return readStatusList(value, ROUTE_OPTIMIZATION_RUN_STATUSES);
}

export function statusFilterExpressions(statuses: readonly RouteOptimizationRunStatus[]): string[] {
  return statuses.length > 0
    ? [formatFilterExpression({ field: 'status', operator: 'in', values: [...statuses] })]
    : [];
}

function runsDataSource(
  poll: boolean,
): ListDataSource<RouteOptimizationRun, RouteOptimizationListQueryKey> {
  return {
    queryKeyRoot: routeOptimizationKeys.lists(),
    queryOptions: (query: ListQuery) => ({
      ...getRouteOptimizationsQueryOptions(query),
      // Without the live channel, a page showing a queued or solving run follows it by polling.
      refetchInterval: (q) =>
        poll && q.state.data?.data.paginated_result.some((run) => isRunActive(run.status))
          ? FALLBACK_POLL_MS
          : false,
    }),
  };
}

export interface RunsPageProps {
  companyId: number;
  userId: number;
}

/** /route-optimization: the company's runs with their status, totals, actions and the quota. */
export function RunsPage({ companyId, userId }: RunsPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'id';
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const statuses = useMemo(() => readStatusFilter(filters.status), [filters.status]);
  const expressions = useMemo(() => statusFilterExpressions(statuses), [statuses]);
  const { liveOpen, liveDown } = useRunLiveUpdates(companyId);
  const dataSource = useMemo(() => runsDataSource(!liveOpen), [liveOpen]);
  const flow = useRunActionFlow();
  const usage = useRouteOptimizationUsage();

  const columns = useMemo<ListTableColumn<RouteOptimizationRun>[]>(
    () => [
      {
        key: 'number',
        header: t('routeOptimization.columns.number'),
        sortField: 'number',
        // Narrow enough that every column fits beside the sticky actions at 1440 px.
        minWidth: '8rem',
        body: (run) => (
          <Link
            className="ro-runs__number"
            to={paths.routeOptimizationDetail.getHref(run.id)}
            onClick={(event) => event.stopPropagation()}
          >
            {run.number}
          </Link>
        ),
      },
      {
        key: 'status',
        header: t('routeOptimization.columns.status'),
        sortField: 'status',
        minWidth: '7.5rem',
        body: (run) => <RunStatusTag status={run.status} />,
      },
      {
        key: 'departure',
        header: t('routeOptimization.columns.departure'),
        sortField: 'expected_departure_on',
        minWidth: '8rem',
        body: (run) => (
          <span className="ro-two-lines" title={planDateTime(run.expected_departure_on, language)}>
            <span>{planDate(run.expected_departure_on, language)}</span>
            <span>{planTime(run.expected_departure_on, true)}</span>
          </span>
        ),
      },
      {
        key: 'orders',
        header: t('routeOptimization.columns.orders'),
        sortField: 'total_delivery_orders',
        align: 'right',
        body: (run) => formatNumber(run.total_delivery_orders, language),
      },
      {
        key: 'vehicles',
        header: t('routeOptimization.columns.vehicles'),
        sortField: 'total_vehicles',
        align: 'right',
        body: (run) =>
          run.used_vehicles === null
            ? formatNumber(run.total_vehicles, language)
            : t('routeOptimization.vehiclesUsed', {
                used: formatNumber(run.used_vehicles, language),
                total: formatNumber(run.total_vehicles, language),
              }),
      },
      {
        key: 'distance',
        header: t('routeOptimization.columns.distance'),
        sortField: 'total_distance_m',
        align: 'right',
        body: (run) =>
          run.total_distance_m === null ? (
            '-'
          ) : (
            <span className="ro-nowrap">{formatKm(run.total_distance_m, language)} km</span>
          ),
      },
      {
        key: 'duration',
        header: t('routeOptimization.columns.duration'),
        sortField: 'total_duration_s',
        align: 'right',
        body: (run) =>
          run.total_duration_s === null ? (
            '-'
          ) : (
            <span className="ro-nowrap">
              <DurationText seconds={run.total_duration_s} />
            </span>
          ),
      },
      {
        key: 'createdBy',
        header: t('routeOptimization.columns.createdBy'),
        sortField: 'created_by',
        minWidth: '7rem',
        hideOnCard: true,
        body: (run) => run.created_by,
      },
      {
        key: 'createdOn',
        header: t('routeOptimization.columns.createdOn'),
        sortField: 'created_on',
        minWidth: '8rem',
        defaultHiddenBelow: WIDE_SCREEN,
        hideOnCard: true,
        body: (run) => (
          <span className="ro-two-lines" title={planDateTime(run.created_on, language)}>
            <span>{planDate(run.created_on, language)}</span>
            <span>{planTime(run.created_on, true)}</span>
          </span>
        ),
      },
    ],
    [t, language],
  );

  return (
    <div className="ro-runs">
      <header className="ro-page-header">
        <div>
          <h1 className="ro-page-header__title">{t('routeOptimization.title')}</h1>
          <p className="ro-page-header__intro">{t('routeOptimization.intro')}</p>
        </div>
        <QuotaMeter className="ro-runs__quota" />
      </header>
      {liveDown && <p className="ro-live-note">{t('routeOptimization.live.offline')}</p>}

      <ListTable<RouteOptimizationRun, RouteOptimizationListQueryKey>
        label={t('routeOptimization.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        filters={expressions}
        rememberColumnsFor={{ userId, tableId: 'route-optimization-runs' }}
        rowLabel={(run) => run.number}
        canDelete={false}
        searchPlaceholder={t('routeOptimization.searchPlaceholder')}
        onRowClick={(run) => void navigate(paths.routeOptimizationDetail.getHref(run.id))}
        rowActions={(run) => (
          <RunActionButtons
            compact
            target={run}
            actions={listRunActions(run)}
            onAction={flow.request}
            busy={flow.busy}
          />
        )}
        emptyState={
          <ListEmptyState
            icon="map"
            title={t('routeOptimization.empty.title')}
            text={t('routeOptimization.empty.text')}
          />
        }
        toolbarEnd={
          <>
            <StatusFilter
              statuses={ROUTE_OPTIMIZATION_RUN_STATUSES}
              value={statuses}
              labelOf={(status) => t(`routeOptimization.status.${status}`)}
              onChange={(status) => setFilters({ status })}
              placeholder={t('routeOptimization.statusFilter.placeholder')}
              ariaLabel={t('routeOptimization.statusFilter.label')}
              className="ro-runs__status-filter"
              testId="ro-status-filter"
            />
            <Link
              className={`action-link ro-runs__create${usage.canCreate ? '' : ' is-disabled'}`}
              to={paths.routeOptimizationCreate.getHref()}
              aria-disabled={!usage.canCreate}
              onClick={(event) => {
                if (!usage.canCreate) event.preventDefault();
              }}
            >
              <i className="pi pi-plus" aria-hidden="true" /> {t('routeOptimization.create')}
            </Link>
          </>
        }
      />
      {flow.dialog}
    </div>
  );
}
