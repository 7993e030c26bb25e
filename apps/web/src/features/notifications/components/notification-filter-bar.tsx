import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { ALERT_CODE_CATALOGUE } from '@armada/contracts/alerts';
import { DateRangeField, useDateRangeDraft } from '@/components/ui/date-range-field';
import { useVehicleOptions } from '../api/get-vehicle-options';
import {
  NOTIFICATION_FILTER_LIMITS,
  RESOLVED_CHOICES,
  URGENCY_CHOICES,
  type NotificationFilters,
  type ResolvedChoice,
  type UrgencyChoice,
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
    <div className="notif-filters" role="group" aria-label={t('notifications.filters.label')}>
      <DateRangeField
        layout="group"
        id={id}
        className="notif-filters__range"
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

      <div className="notif-filters__field notif-filters__field--wide">
        <label className="notif-filters__label" htmlFor={`${id}-vehicles`}>
          {t('notifications.filters.vehicles')}
        </label>
        <MultiSelect
          inputId={`${id}-vehicles`}
          value={filters.vehicleIds}
          options={vehicleOptions}
          optionLabel="label"
          optionValue="value"
          filter
          filterPlaceholder={t('notifications.filters.searchVehicle')}
          placeholder={
            vehicles.isError
              ? t('notifications.filters.vehiclesFailed')
              : t('notifications.filters.allVehicles')
          }
          emptyFilterMessage={t('notifications.filters.noVehicle')}
          emptyMessage={
            vehicles.isPending
              ? t('notifications.filters.loading')
              : t('notifications.filters.noVehicle')
          }
          itemTemplate={(option: { label: string; driver: string | null }) => (
            <span className="notif-filters__option">
              <span className="notif-plate">{option.label}</span>
              {option.driver && <span className="notif-muted">{option.driver}</span>}
            </span>
          )}
          maxSelectedLabels={2}
          selectedItemsLabel={t('notifications.filters.vehiclesSelected', { n: '{0}' })}
          display="comma"
          showClear
          onChange={(event) =>
            onChange({ ...filters, vehicleIds: (event.value as number[] | null) ?? [] })
          }
          className="notif-filters__multi"
          panelClassName="notif-filters__panel"
          data-testid="filter-vehicles"
        />
      </div>

      <div className="notif-filters__field notif-filters__field--wide">
        <label className="notif-filters__label" htmlFor={`${id}-codes`}>
          {t('notifications.filters.alertTypes')}
        </label>
        <MultiSelect
          inputId={`${id}-codes`}
          value={filters.alertCodes}
          options={codeOptions}
          optionLabel="label"
          optionValue="value"
          filter
          filterPlaceholder={t('notifications.filters.searchType')}
          placeholder={t('notifications.filters.allTypes')}
          emptyFilterMessage={t('notifications.filters.noType')}
          maxSelectedLabels={2}
          selectedItemsLabel={t('notifications.filters.typesSelected', { n: '{0}' })}
          display="comma"
          showClear
          onChange={(event) =>
            onChange({ ...filters, alertCodes: (event.value as number[] | null) ?? [] })
          }
          className="notif-filters__multi"
          panelClassName="notif-filters__panel"
          data-testid="filter-types"
        />
      </div>

      <div className="notif-filters__field">
        <label className="notif-filters__label" htmlFor={`${id}-urgency`}>
          {t('notifications.filters.urgency')}
        </label>
        <select
          id={`${id}-urgency`}
          className="p-inputtext p-component notif-filters__select"
          value={filters.urgency}
          onChange={(event) =>
            onChange({ ...filters, urgency: event.target.value as UrgencyChoice })
          }
        >
          {URGENCY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`notifications.filters.urgencyChoices.${choice}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="notif-filters__field">
        <label className="notif-filters__label" htmlFor={`${id}-resolved`}>
          {t('notifications.filters.resolved')}
        </label>
        <select
          id={`${id}-resolved`}
          className="p-inputtext p-component notif-filters__select"
          value={filters.resolved}
          onChange={(event) =>
            onChange({ ...filters, resolved: event.target.value as ResolvedChoice })
          }
        >
          {RESOLVED_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`notifications.filters.resolvedChoices.${choice}`)}
            </option>
          ))}
        </select>
      </div>

      {onReset && (
        <Button
          type="button"
          link
          size="small"
          icon="pi pi-filter-slash"
          className="notif-filters__reset"
          label={t('notifications.filters.reset')}
          onClick={onReset}
        />
      )}
    </div>
  );
}
