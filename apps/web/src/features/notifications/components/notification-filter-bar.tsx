import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_CODE_CATALOGUE } from '@armada/contracts/alerts';
import { DateRangeField, useDateRangeDraft } from '@/components/ui/date-range-field';
import { FilterBar, FilterMultiSelect, FilterSelect } from '@/components/ui/filter-bar';
import { useVehicleOptions } from '../api/get-vehicle-options';
import {
  NOTIFICATION_FILTER_LIMITS,
  RESOLVED_CHOICES,
  URGENCY_CHOICES,
  type NotificationFilters,
} from '../utils/notification-filters';
import type { DisplayLanguage } from '../utils/notification-display';

export interface NotificationFilterBarProps {
  filters: NotificationFilters;
  language: DisplayLanguage;
  onChange: (next: NotificationFilters) => void;
  /** Back to the defaults; shown when something differs from them. */
  onReset?: () => void;
}

/**
 * The list's filters, always in view and applied as they change: date range (whole days, at
 * most 31), vehicles, alert types, urgency and resolved state. A range that cannot be shown
 * stays in its fields with the reason under them, and the list keeps the last good range.
 */
export function NotificationFilterBar({
  filters,
  language,
  onChange,
  onReset,
}: NotificationFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const vehicles = useVehicleOptions();
  // Back, forward and reset change the range from outside: the fields follow.
  const range = useDateRangeDraft(filters, NOTIFICATION_FILTER_LIMITS.maxRangeDays, (next) =>
    onChange({ ...filters, ...next }),
  );

  const vehicleOptions = useMemo(
    () =>
      (vehicles.data ?? []).map((vehicle) => ({
        value: vehicle.id,
        label: vehicle.license_plate,
        driver: vehicle.driver_name,
      })),
    [vehicles.data],
  );
  const codeOptions = useMemo(
    () =>
      ALERT_CODE_CATALOGUE.map((item) => ({
        value: item.code,
        label: language === 'en' ? item.nameEng : item.nameIdn,
      })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  return (
    <FilterBar
      label={t('notifications.filters.label')}
      onReset={onReset}
      resetLabel={t('notifications.filters.reset')}
    >
      <DateRangeField
        layout="group"
        id={id}
        legend={t('notifications.filters.dateRange')}
        fromLabel={t('notifications.filters.from')}
        toLabel={t('notifications.filters.to')}
        value={range.draft}
        problem={
          range.problem &&
          t(`notifications.filters.rangeProblems.${range.problem}`, {
            max: NOTIFICATION_FILTER_LIMITS.maxRangeDays,
          })
        }
        onChange={range.change}
      />

      <FilterMultiSelect
        inputId={`${id}-vehicles`}
        label={t('notifications.filters.vehicles')}
        value={filters.vehicleIds}
        options={vehicleOptions}
        onChange={(vehicleIds) => onChange({ ...filters, vehicleIds })}
        allLabel={t('notifications.filters.allVehicles')}
        searchPlaceholder={t('notifications.filters.searchVehicle')}
        noneLabel={t('notifications.filters.noVehicle')}
        selectedLabel={t('notifications.filters.vehiclesSelected', { n: '{0}' })}
        loading={{ pending: vehicles.isPending, label: t('notifications.filters.loading') }}
        failed={{ failed: vehicles.isError, label: t('notifications.filters.vehiclesFailed') }}
        itemTemplate={(option) => (
          <span className="notif-filters__option">
            <span className="notif-plate">{option.label}</span>
            {option.driver && <span className="notif-muted">{option.driver}</span>}
          </span>
        )}
        testId="filter-vehicles"
      />

      <FilterMultiSelect
        inputId={`${id}-codes`}
        label={t('notifications.filters.alertTypes')}
        value={filters.alertCodes}
        options={codeOptions}
        onChange={(alertCodes) => onChange({ ...filters, alertCodes })}
        allLabel={t('notifications.filters.allTypes')}
        searchPlaceholder={t('notifications.filters.searchType')}
        noneLabel={t('notifications.filters.noType')}
        selectedLabel={t('notifications.filters.typesSelected', { n: '{0}' })}
        testId="filter-types"
      />

      <FilterSelect
        id={`${id}-urgency`}
        label={t('notifications.filters.urgency')}
        value={filters.urgency}
        choices={URGENCY_CHOICES}
        choiceLabel={(choice) => t(`notifications.filters.urgencyChoices.${choice}`)}
        onChange={(urgency) => onChange({ ...filters, urgency })}
      />

      <FilterSelect
        id={`${id}-resolved`}
        label={t('notifications.filters.resolved')}
        value={filters.resolved}
        choices={RESOLVED_CHOICES}
        choiceLabel={(choice) => t(`notifications.filters.resolvedChoices.${choice}`)}
        onChange={(resolved) => onChange({ ...filters, resolved })}
      />
    </FilterBar>
  );
}
