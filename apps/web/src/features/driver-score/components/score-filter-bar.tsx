import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { DRIVER_GRADES, type DriverGrade } from '@armada/contracts/driver-score';
import { DateRangeField, useDateRangeDraft } from '@/components/ui/date-range-field';
import { useQuery } from '@tanstack/react-query';
import { vehicleGroupsQueryOptions } from '@/lib/resources/vehicle-groups';
import { useDriverOptions } from '../api/get-driver-scores';
import { DRIVER_SCORE_LIMITS, type DriverScoreFilters } from '../utils/score-filters';

export interface ScoreFilterBarProps {
  filters: DriverScoreFilters;
  /** Today, `YYYY-MM-DD` (the quick periods end on it). */
  today: string;
  onChange: (next: DriverScoreFilters) => void;
  /** Back to the defaults; shown when something differs from them. */
  onReset?: () => void;
}

const PRESETS = [
  { key: 'last7', days: 7 },
  { key: 'last30', days: 30 },
  { key: 'last90', days: 90 },
] as const;

/**
 * The page's filters, applied as they change: the period (whole days, at most 92, with quick
 * 7, 30 and 90 days), vehicle groups, drivers and grades. A period that cannot be shown stays in
 * its fields with the reason under them, and the page keeps the last good one.
 */
export function ScoreFilterBar({ filters, today, onChange, onReset }: ScoreFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  // The group filter offers one page of up to 200 groups.
  const groups = useQuery({
    ...vehicleGroupsQueryOptions({ page: 1, show: 200 }),
    staleTime: 5 * 60_000,
  });
  const drivers = useDriverOptions({
    from: filters.from,
    to: filters.to,
    groupIds: filters.groupIds,
  });
  // Back, forward, a quick period and reset change the period from outside: the fields follow.
  const range = useDateRangeDraft(filters, DRIVER_SCORE_LIMITS.maxRangeDays, (next) =>
    onChange({ ...filters, ...next }),
  );

  const groupOptions = useMemo(
    () => (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    [groups.data],
  );
  const driverOptions = useMemo(() => {
    const known = (drivers.data ?? []).map((driver) => ({
      value: driver.driverId,
      label: driver.fullname,
    }));
    // A chosen driver without a score in the new period stays choosable (and removable).
    const missing = filters.driverIds
      .filter((driverId) => !known.some((option) => option.value === driverId))
      .map((driverId) => ({ value: driverId, label: `#${driverId}` }));
    return [...known, ...missing];
  }, [drivers.data, filters.driverIds]);

  const toggleGrade = (grade: DriverGrade) => {
    const chosen = filters.grades.includes(grade)
      ? filters.grades.filter((g) => g !== grade)
      : [...filters.grades, grade];
    onChange({ ...filters, grades: DRIVER_GRADES.filter((g) => chosen.includes(g)) });
  };

  return (
    <div className="ds-filters" role="group" aria-label={t('driverScore.filters.label')}>
      <DateRangeField
        layout="group"
        id={id}
        className="ds-filters__range"
        legend={t('driverScore.filters.period')}
        fromLabel={t('driverScore.filters.from')}
        toLabel={t('driverScore.filters.to')}
        value={range.draft}
        max={today}
        problem={
          range.problem &&
          t(`driverScore.filters.rangeProblems.${range.problem}`, {
            max: DRIVER_SCORE_LIMITS.maxRangeDays,
          })
        }
        onChange={range.change}
      >
        <div
          className="ds-filters__presets"
          role="group"
          aria-label={t('driverScore.filters.presets.label')}
        >
          {PRESETS.map((preset) => {
            const from = dayjs(today)
              .subtract(preset.days - 1, 'day')
              .format('YYYY-MM-DD');
            const active = filters.from === from && filters.to === today;
            return (
              <button
                key={preset.key}
                type="button"
                className={active ? 'ds-chip ds-chip--active' : 'ds-chip'}
                aria-pressed={active}
                onClick={() => range.change({ from, to: today })}
              >
                {t(`driverScore.filters.presets.${preset.key}`)}
              </button>
            );
          })}
        </div>
      </DateRangeField>

      <div className="ds-filters__field">
        <label className="ds-filters__label" htmlFor={`${id}-groups`}>
          {t('driverScore.filters.groups')}
        </label>
        <MultiSelect
          inputId={`${id}-groups`}
          value={filters.groupIds}
          options={groupOptions}
          optionLabel="label"
          optionValue="value"
          filter
          filterPlaceholder={t('driverScore.filters.searchGroup')}
          placeholder={
            groups.isError
              ? t('driverScore.filters.groupsFailed')
              : t('driverScore.filters.allGroups')
          }
          emptyFilterMessage={t('driverScore.filters.noGroup')}
          emptyMessage={
            groups.isPending ? t('driverScore.filters.loading') : t('driverScore.filters.noGroup')
          }
          maxSelectedLabels={2}
          selectedItemsLabel={t('driverScore.filters.groupsSelected', { n: '{0}' })}
          display="comma"
          showClear
          onChange={(event) =>
            onChange({ ...filters, groupIds: (event.value as number[] | null) ?? [] })
          }
          className="ds-filters__multi"
          data-testid="filter-groups"
        />
      </div>

      <div className="ds-filters__field">
        <label className="ds-filters__label" htmlFor={`${id}-drivers`}>
          {t('driverScore.filters.drivers')}
        </label>
        <MultiSelect
          inputId={`${id}-drivers`}
          value={filters.driverIds}
          options={driverOptions}
          optionLabel="label"
          optionValue="value"
          filter
          filterPlaceholder={t('driverScore.filters.searchDriver')}
          placeholder={
            drivers.isError
              ? t('driverScore.filters.driversFailed')
              : t('driverScore.filters.allDrivers')
          }
          emptyFilterMessage={t('driverScore.filters.noDriver')}
          emptyMessage={
            drivers.isPending ? t('driverScore.filters.loading') : t('driverScore.filters.noDriver')
          }
          maxSelectedLabels={2}
          selectedItemsLabel={t('driverScore.filters.driversSelected', { n: '{0}' })}
          display="comma"
          showClear
          onChange={(event) =>
            onChange({ ...filters, driverIds: (event.value as number[] | null) ?? [] })
          }
          className="ds-filters__multi"
          data-testid="filter-drivers"
        />
      </div>

      <fieldset className="ds-filters__grades">
        <legend className="ds-filters__label">{t('driverScore.filters.grades')}</legend>
        <div className="ds-filters__grade-list">
          {DRIVER_GRADES.map((grade) => {
            const active = filters.grades.includes(grade);
            return (
              <button
                key={grade}
                type="button"
                className={
                  active ? 'ds-chip ds-chip--grade ds-chip--active' : 'ds-chip ds-chip--grade'
                }
                aria-pressed={active}
                aria-label={t('driverScore.filters.gradeOption', { grade })}
                onClick={() => toggleGrade(grade)}
              >
                {grade}
              </button>
            );
          })}
        </div>
      </fieldset>

      {onReset && (
        <Button
          type="button"
          link
          size="small"
          icon="pi pi-filter-slash"
          className="ds-filters__reset"
          label={t('driverScore.filters.reset')}
          onClick={onReset}
        />
      )}
    </div>
  );
}
