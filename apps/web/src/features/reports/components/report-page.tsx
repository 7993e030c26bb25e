import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { COMPANY_TIME_ZONE_INFO } from '@armada/contracts/company';
import {
  formatReportValue,
  isNumericColumn,
  type ReportFormat,
  type ReportInfo,
  type ReportRow,
} from '@armada/contracts/reports';
import { DateRangeField, useDateRangeDraft } from '@/components/ui/date-range-field';
import { FilterBar, FilterField, FilterMultiSelect } from '@/components/ui/filter-bar';
import {
  ListEmptyState,
  ListTable,
  toListQuery,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
} from '@/components/ui/list-table';
import { companyTimeZone, companyToday } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import {
  reportKeys,
  reportPageQueryOptions,
  reportTableQueryOptions,
  useReportCatalogue,
  useReportFilterOptions,
  type ReportPageQueryKey,
} from '../api/reports';
import { paths } from '@/config/paths';
import {
  FILTER_KEYS,
  defaultPeriod,
  maxDaysOf,
  readReportFilters,
  writeReportFilters,
  type ReportFilterValues,
} from '../utils/report-filters';
import { languageOf } from '../utils/report-language';
import { ExportDialog } from './export-dialog';
import { ScheduleDialog } from './schedule-dialog';
import './reports.css';

// uPlot is loaded with the chart only (never by shared code).
const ReportChart = lazy(() => import('./report-chart'));

const FORMATS: readonly ReportFormat[] = ['csv', 'xlsx', 'pdf'];

/** `/report/<id>`: one report with its filters, chart, table and exports (RPT-3..8). */
export function ReportPage({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const catalogue = useReportCatalogue();
  if (catalogue.isPending) return <div className="reports" aria-busy="true" />;
  const info = catalogue.data?.find((r) => r.id === reportId && r.href === null);
  if (!info) {
    return (
      <div className="reports">
        <p className="reports__state" role="alert">
          {catalogue.isError
            ? t('reports.catalogue.failed')
            : t('reports.serverErrors.report.notFound', { id: reportId })}
        </p>
        <Link to={paths.reports.getHref()}>{t('reports.report.back')}</Link>
      </div>
    );
  }
  return <ReportView key={info.id} info={info} />;
}

function ReportView({ info }: { info: ReportInfo }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const zone = companyTimeZone();
  const id = useId();
  const today = companyToday(zone);
  const sortFields = useMemo(
    () => info.columns.filter((c) => c.sortable !== false).map((c) => c.key),
    [info],
  );
  const {
    state,
    setState,
    filters: params,
    setFilters,
  } = useListUrlState({
    sortFields,
    filterKeys: FILTER_KEYS,
  });
  const filters = useMemo(() => readReportFilters(params, info, today), [params, info, today]);
  const apply = (next: ReportFilterValues) => setFilters(writeReportFilters(next));
  const maxDays = maxDaysOf(info);
  const range = useDateRangeDraft(filters, maxDays, (next) => apply({ ...filters, ...next }));
  const options = useReportFilterOptions();
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const [scheduling, setScheduling] = useState(false);

  const dataSource: ListDataSource<ReportRow, ReportPageQueryKey> = useMemo(
    () => ({
      queryOptions: (query) => reportTableQueryOptions(info.id, filters, query),
      queryKeyRoot: reportKeys.pages(info.id),
    }),
    [info.id, filters],
  );
  // The same query as the table's: the chart and the row count come with the page.
  const current = useQuery(reportPageQueryOptions(info.id, filters, toListQuery(state)));
  const sort = state.sort ? `${state.sort.field} ${state.sort.order}` : undefined;

  const columns: ListTableColumn<ReportRow>[] = info.columns.map((column) => ({
    key: column.key,
    header: column.label[language],
    ...(column.sortable === false ? {} : { sortField: column.key }),
    align: isNumericColumn(column.type) ? 'right' : 'left',
    minWidth: column.type === 'text' ? '10rem' : '7rem',
    body: (row) => formatReportValue(column.type, row[column.key], language, zone),
  }));

  const optionsOf = (kind: 'vehicles' | 'groups' | 'drivers') =>
    (options.data?.[kind] ?? []).map((o) => ({ value: o.id, label: o.name }));
  const multi = (
    kind: 'vehicles' | 'groups' | 'drivers',
    allKey:
      'reports.filters.allVehicles' | 'reports.filters.allGroups' | 'reports.filters.allDrivers',
  ) => (
    <FilterMultiSelect
      key={kind}
      inputId={`${id}-${kind}`}
      label={t(`reports.filters.${kind}`)}
      value={filters[kind]}
      options={optionsOf(kind)}
      onChange={(chosen) => apply({ ...filters, [kind]: chosen })}
      allLabel={t(allKey)}
      searchPlaceholder={t('reports.filters.search')}
      noneLabel={t('reports.filters.none')}
      selectedLabel={t('reports.filters.selected', { n: '{0}' })}
      loading={{ pending: options.isPending, label: t('reports.filters.loading') }}
      failed={{ failed: options.isError, label: t('reports.filters.failed') }}
      testId={`report-filter-${kind}`}
    />
  );
  const isDefault =
    filters.vehicles.length + filters.groups.length + filters.drivers.length === 0 &&
    filters.from === defaultPeriod(info, today).from &&
    filters.to === today;

  return (
    <div className="reports">
      <header className="reports__header">
        <div>
          <Link className="reports__back" to={paths.reports.getHref()}>
            <span className="pi pi-arrow-left" aria-hidden="true" /> {t('reports.report.back')}
          </Link>
          <h1 className="reports__title">{info.title[language]}</h1>
          <p className="reports__intro">{info.description[language]}</p>
        </div>
        <div className="reports__actions" role="group" aria-label={t('reports.export.label')}>
          {FORMATS.map((format) => (
            <Button
              key={format}
              type="button"
              icon={format === 'pdf' ? 'pi pi-file-pdf' : 'pi pi-file-excel'}
              label={t(`reports.export.${format}`)}
              outlined
              size="small"
              aria-label={`${t('reports.export.label')} ${t(`reports.export.${format}`)}`}
              data-testid={`report-export-${format}`}
              onClick={() => setExporting(format)}
            />
          ))}
          <Button
            type="button"
            icon="pi pi-calendar-clock"
            label={t('reports.report.schedule')}
            size="small"
            onClick={() => setScheduling(true)}
          />
        </div>
      </header>

      <FilterBar
        label={t('reports.filters.label')}
        resetLabel={t('reports.filters.reset')}
        onReset={
          isDefault
            ? undefined
            : () => apply({ ...defaultPeriod(info, today), vehicles: [], groups: [], drivers: [] })
        }
      >
        <DateRangeField
          layout="group"
          id={`${id}-period`}
          legend={t('reports.filters.period')}
          fromLabel={t('reports.filters.from')}
          toLabel={t('reports.filters.to')}
          value={range.draft}
          max={today}
          problem={
            range.problem && t(`reports.filters.rangeProblems.${range.problem}`, { max: maxDays })
          }
          onChange={range.change}
        />
        {info.filters.includes('vehicles') &&
          (info.one_vehicle ? (
            // RPT-42: a report of one vehicle picks exactly one.
            <FilterField htmlFor={`${id}-vehicle`} label={t('reports.filters.vehicle')}>
              <Dropdown
                inputId={`${id}-vehicle`}
                value={filters.vehicles[0] ?? null}
                options={optionsOf('vehicles')}
                filter
                placeholder={t('reports.filters.chooseVehicle')}
                emptyFilterMessage={t('reports.filters.none')}
                onChange={(event) =>
                  apply({
                    ...filters,
                    vehicles: typeof event.value === 'number' ? [event.value] : [],
                  })
                }
                data-testid="report-filter-vehicle"
              />
            </FilterField>
          ) : (
            multi('vehicles', 'reports.filters.allVehicles')
          ))}
        {info.filters.includes('groups') && multi('groups', 'reports.filters.allGroups')}
        {info.filters.includes('drivers') && multi('drivers', 'reports.filters.allDrivers')}
      </FilterBar>

      <p className="reports__summary" aria-live="polite">
        {current.data && (
          <span data-testid="report-total">
            {t('reports.report.rows', { count: current.data.metadata.total_count })}
          </span>
        )}
        <span>{t('reports.report.zone', { zone: COMPANY_TIME_ZONE_INFO[zone].label })}</span>
      </p>

      {info.chart && current.data?.report.chart && current.data.report.chart.x.length > 0 && (
        <Suspense fallback={<div className="reports__chart reports__chart--loading" />}>
          <ReportChart
            chart={info.chart}
            data={current.data.report.chart}
            from={current.data.report.from}
            to={current.data.report.to}
            language={language}
            ariaLabel={t('reports.report.chartLabel', { title: info.chart.title[language] })}
          />
        </Suspense>
      )}

      <ListTable<ReportRow, ReportPageQueryKey>
        label={t('reports.report.table', { title: info.title[language] })}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        rowLabel={(row) => String(row.id)}
        searchable={false}
        emptyState={<ListEmptyState icon="chart-bar" title={t('reports.report.empty')} />}
        renderError={(error) => (
          <p className="reports__state" role="alert">
            {serverErrorText(error, t) || t('reports.report.failed')}
          </p>
        )}
      />

      {exporting && (
        <ExportDialog
          info={info}
          filters={filters}
          format={exporting}
          sort={sort}
          language={language}
          onClose={() => setExporting(null)}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          info={info}
          filters={filters}
          language={language}
          onClose={() => setScheduling(false)}
        />
      )}
    </div>
  );
}
