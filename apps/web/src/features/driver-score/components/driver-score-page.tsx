import { Suspense, lazy, useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { companyDayStart, companyToday } from '@/lib/company-time';
import { FilterPanel } from '@/components/ui/filter-bar';
import {
  ListTable,
  useListUrlState,
  type ListTableColumn,
  ListEmptyState,
} from '@/components/ui/list-table';
import {
  driverScoresDataSource,
  type DriverScoreRow,
  type DriverScoresQueryKey,
} from '../api/get-driver-scores';
import {
  DEFAULT_FILTER_PARAMS,
  DRIVER_DETAIL_PARAM,
  DRIVER_SCORE_FILTER_KEYS,
  countChangedFilters,
  readDetailDriverId,
  readScoreFilters,
  writeScoreFilters,
  type DriverScoreFilters,
} from '../utils/score-filters';
import {
  displayLanguage,
  formatCount,
  formatDateTime,
  formatKm,
  formatRange,
} from '../utils/score-display';
import { GradeBadge } from './grade-badge';
import { ScoreBar } from './score-bar';
import { ScoreFilterBar } from './score-filter-bar';
import { ScoreSummary } from './score-summary';
import './driver-score.css';

// The detail (its chart library included) loads on the first open, not with the page.
const DriverDetail = lazy(() => import('./driver-detail'));
/** The detail's title id (driver-detail.tsx), written here so the page chunk does not load it. */
const DRIVER_DETAIL_TITLE_ID = 'driver-detail-title';

/** The table's sortable columns: the contract's sort fields. */
const SORT_FIELDS = ['score', 'totalAlert', 'totalDriven', 'fullname'] as const;
export const DRIVER_SCORE_TABLE_KEY = 'driver-score.drivers';

export interface DriverScorePageProps {
  /** The signed-in user, whose choice of columns this browser remembers. */
  userId: number;
}

/**
 * /driverscore: the week's review of how the company's drivers drove (issue 11, docs/rules/shell.md
 * §3): filters, the summary and rankings, every driver in the list table, and a driver's
 * detail (score over time, the alerts behind it) in a drawer kept in the URL (`?driver=`).
 */
export function DriverScorePage({ userId }: DriverScorePageProps) {
  const { t, i18n } = useTranslation();
  const language = displayLanguage(i18n.resolvedLanguage);
  const {
    state,
    setState,
    filters: params,
    setFilters,
  } = useListUrlState({ sortFields: SORT_FIELDS, filterKeys: DRIVER_SCORE_FILTER_KEYS });
  const [searchParams, setSearchParams] = useSearchParams();

  // The default period is the last 30 days: it moves on when the day does.
  const today = companyToday();
  const filters = useMemo(
    () => readScoreFilters(params, new Date(companyDayStart(today))),
    [params, today],
  );
  const dataSource = useMemo(() => driverScoresDataSource(filters), [filters]);
  const applyFilters = (next: DriverScoreFilters) =>
    setFilters(writeScoreFilters(next, new Date(companyDayStart(today))));
  const changed = countChangedFilters(filters, new Date(companyDayStart(today)));
  const tableId = useId();

  const detailId = readDetailDriverId(searchParams.get(DRIVER_DETAIL_PARAM));
  // The table may keep a row's button from an earlier render, whose `setSearchParams` would
  // write back that render's query (dropping a search typed since): start from the latest one.
  const latestParams = useRef(searchParams);
  latestParams.current = searchParams;
  const setDetail = useCallback(
    (driverId: number | null) => {
      const next = new URLSearchParams(latestParams.current);
      if (driverId === null) next.delete(DRIVER_DETAIL_PARAM);
      else next.set(DRIVER_DETAIL_PARAM, String(driverId));
      // Opening adds a history entry (Back closes the detail); closing replaces it.
      setSearchParams(next, { replace: driverId === null });
    },
    [setSearchParams],
  );
  const openDriver = useCallback((driverId: number) => setDetail(driverId), [setDetail]);
  const closeDriver = useCallback(() => setDetail(null), [setDetail]);

  const columns = useMemo<ListTableColumn<DriverScoreRow>[]>(
    () => [
      {
        key: 'fullname',
        header: t('driverScore.columns.driver'),
        sortField: 'fullname',
        minWidth: '12rem',
        body: ({ score }) => (
          <span className="ds-driver">
            <span className="ds-driver__name">{score.driver.fullname}</span>
            {!score.driver.isActive && <span className="ds-tag">{t('driverScore.inactive')}</span>}
          </span>
        ),
      },
      {
        key: 'grade',
        header: t('driverScore.columns.grade'),
        minWidth: '5rem',
        align: 'center',
        body: ({ score }) => <GradeBadge grade={score.finalGrade} />,
      },
      {
        key: 'score',
        header: t('driverScore.columns.score'),
        sortField: 'score',
        minWidth: '9rem',
        body: ({ score }) => (
          <ScoreBar score={score.score} grade={score.finalGrade} language={language} />
        ),
      },
      {
        key: 'totalAlert',
        header: t('driverScore.columns.totalAlert'),
        sortField: 'totalAlert',
        minWidth: '7rem',
        align: 'right',
        body: ({ score }) => (
          <span className="ds-number">{formatCount(score.totalAlert, language)}</span>
        ),
      },
      {
        key: 'totalDriven',
        header: t('driverScore.columns.totalDriven'),
        sortField: 'totalDriven',
        minWidth: '8rem',
        align: 'right',
        body: ({ score }) => (
          <span className="ds-number">{formatKm(score.totalDriven, language)}</span>
        ),
      },
      {
        key: 'lastSync',
        header: t('driverScore.columns.lastSync'),
        minWidth: '10rem',
        defaultHiddenBelow: 1280,
        hideOnCard: true,
        body: ({ score }) => (
          <span className="ds-muted">{formatDateTime(score.lastSync, language)}</span>
        ),
      },
    ],
    [t, language],
  );

  return (
    <div className="ds-page">
      <header className="ds-page__header">
        <div>
          <h1 className="ds-page__title">{t('driverScore.title')}</h1>
          <p className="ds-page__intro">{t('driverScore.intro')}</p>
        </div>
        <p className="ds-page__period" data-testid="score-period">
          <i className="pi pi-calendar" aria-hidden="true" />
          {t('driverScore.period', { range: formatRange(filters.from, filters.to, language) })}
        </p>
      </header>

      <FilterPanel
        toggleLabel={
          changed > 0
            ? t('driverScore.filters.toggleCount', { count: changed })
            : t('driverScore.filters.toggle')
        }
      >
        <ScoreFilterBar
          filters={filters}
          today={today}
          onChange={applyFilters}
          {...(changed > 0 && { onReset: () => setFilters(DEFAULT_FILTER_PARAMS) })}
        />
      </FilterPanel>

      <ScoreSummary filters={filters} language={language} onOpenDriver={openDriver} />

      <section className="ds-table-section" aria-labelledby={`${tableId}-table`}>
        <h2 id={`${tableId}-table`} className="ds-section-title">
          {t('driverScore.table.title')}
        </h2>
        <ListTable<DriverScoreRow, DriverScoresQueryKey>
          label={t('driverScore.table.label')}
          dataSource={dataSource}
          columns={columns}
          state={state}
          onStateChange={setState}
          canDelete={false}
          searchPlaceholder={t('driverScore.table.searchPlaceholder')}
          rememberColumnsFor={{ userId, tableId: DRIVER_SCORE_TABLE_KEY }}
          rowLabel={({ score }) => score.driver.fullname}
          onRowClick={({ score }) => openDriver(score.driverId)}
          rowActions={({ score }) => (
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-chart-line"
              label={t('driverScore.actions.open')}
              aria-label={t('driverScore.actions.openRow', { name: score.driver.fullname })}
              onClick={(event) => {
                // The row's own click would open it a second time.
                event.stopPropagation();
                openDriver(score.driverId);
              }}
            />
          )}
          emptyState={
            <ListEmptyState
              icon="star"
              title={t('driverScore.empty.title')}
              text={t('driverScore.empty.description')}
            />
          }
        />
      </section>

      <Sidebar
        visible={detailId !== null}
        position="right"
        onHide={closeDriver}
        className="ds-drawer"
        blockScroll
        closeIcon="pi pi-times"
        ariaCloseLabel={t('driverScore.detail.close')}
        pt={{
          root: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': DRIVER_DETAIL_TITLE_ID,
            'data-testid': 'driver-detail',
          },
        }}
      >
        {detailId !== null && (
          <Suspense
            fallback={
              <p className="ds-muted" role="status">
                {t('driverScore.detail.loading')}
              </p>
            }
          >
            <DriverDetail
              key={detailId}
              driverId={detailId}
              range={{ from: filters.from, to: filters.to }}
              language={language}
            />
          </Suspense>
        )}
      </Sidebar>
    </div>
  );
}
