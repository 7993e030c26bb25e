import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DRIVER_GRADES, type DriverGrade } from '@armada/contracts/driver-score';
import { DateRangeField, useDateRangeDraft } from '@/components/ui/date-range-field';
import { FilterBar, FilterMultiSelect } from '@/components/ui/filter-bar';
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
    <FilterBar
      label={t('driverScore.filters.label')}
      onReset={onReset}
      resetLabel={t('driverScore.filters.reset')}
    >
      <DateRangeField
        layout="group"
        id={id}
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

      <FilterMultiSelect
        inputId={`${id}-groups`}
        label={t('driverScore.filters.groups')}
        value={filters.groupIds}
        options={groupOptions}
        onChange={(groupIds) => onChange({ ...filters, groupIds })}
        allLabel={t('driverScore.filters.allGroups')}
        searchPlaceholder={t('driverScore.filters.searchGroup')}
        noneLabel={t('driverScore.filters.noGroup')}
        selectedLabel={t('driverScore.filters.groupsSelected', { n: '{0}' })}
        loading={{ pending: groups.isPending, label: t('driverScore.filters.loading') }}
        failed={{ failed: groups.isError, label: t('driverScore.filters.groupsFailed') }}
        testId="filter-groups"
      />

      <FilterMultiSelect
        inputId={`${id}-drivers`}
        label={t('driverScore.filters.drivers')}
        value={filters.driverIds}
        options={driverOptions}
        onChange={(driverIds) => onChange({ ...filters, driverIds })}
        allLabel={t('driverScore.filters.allDrivers')}
        searchPlaceholder={t('driverScore.filters.searchDriver')}
        noneLabel={t('driverScore.filters.noDriver')}
        selectedLabel={t('driverScore.filters.driversSelected', { n: '{0}' })}
        loading={{ pending: drivers.isPending, label: t('driverScore.filters.loading') }}
        failed={{ failed: drivers.isError, label: t('driverScore.filters.driversFailed') }}
        testId="filter-drivers"
      />

      <fieldset className="ds-filters__grades">
        <legend className="filter-bar__label">{t('driverScore.filters.grades')}</legend>
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
    </FilterBar>
  );
}
