import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { DateRangeField } from '@/components/ui/date-range-field';
import type { DateRange } from '@/lib/date-range';
import { fleetDirectoryQueryOptions } from '@/lib/resources/vehicles';
import { PLAYBACK_MAX_DAYS, QUICK_PERIODS, periodProblem, quickPeriod } from '../utils/period';

export interface TrackChoice {
  vehicleId: number;
  days: DateRange;
}

export interface TrackFormProps {
  /** What the address holds now (the fields start from it). */
  initial: { vehicleId: number | null; days: DateRange };
  /** Today on the company clock (`YYYY-MM-DD`), the last day that can be picked. */
  today: string;
  busy: boolean;
  onSubmit: (choice: TrackChoice) => void;
}

/** At this many vehicles the list draws only the rows in view. */
const VIRTUAL_FROM = 50;

/**
 * PLAY-2: the vehicle (searched by plate or driver) and the days to play. Nothing is asked of the
 * server until both are right: a period over seven days, reversed, or still to come is named
 * under the days and the form goes no further.
 */
export function TrackForm({ initial, today, busy, onSubmit }: TrackFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [vehicleId, setVehicleId] = useState<number | null>(initial.vehicleId);
  const [days, setDays] = useState<DateRange>(initial.days);
  const [submitted, setSubmitted] = useState(false);
  const directory = useQuery(fleetDirectoryQueryOptions());
  const options = useMemo(
    () =>
      (directory.data?.vehicles ?? [])
        .map((vehicle) => ({
          value: vehicle.id,
          label: vehicle.license_plate,
          driver: vehicle.driver_name,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [directory.data],
  );
  const problem = periodProblem(days, today);
  const problemText =
    problem === null ? null : t(`playback.form.problems.${problem}`, { max: PLAYBACK_MAX_DAYS });
  const vehicleMissing = submitted && vehicleId === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (vehicleId === null || problem !== null) return;
    onSubmit({ vehicleId, days });
  };

  return (
    <form className="pb-form" noValidate onSubmit={submit} data-testid="pb-form">
      <div className="pb-form__field pb-form__vehicle">
        <label htmlFor={`${id}-vehicle`}>{t('playback.form.vehicle')}</label>
        <Dropdown
          inputId={`${id}-vehicle`}
          value={vehicleId}
          options={options}
          optionLabel="label"
          optionValue="value"
          filter
          filterBy="label,driver"
          filterPlaceholder={t('playback.form.vehicleSearch')}
          placeholder={
            directory.isPending
              ? t('playback.form.vehiclesLoading')
              : t('playback.form.vehiclePlaceholder')
          }
          emptyMessage={
            directory.isError ? t('playback.form.vehiclesError') : t('playback.form.vehiclesEmpty')
          }
          emptyFilterMessage={t('playback.form.vehiclesNoMatch')}
          virtualScrollerOptions={options.length >= VIRTUAL_FROM ? { itemSize: 40 } : undefined}
          itemTemplate={(option: { label: string; driver: string | null }) => (
            <span className="pb-form__option">
              <strong>{option.label}</strong>
              {option.driver && <span className="pb-muted">{option.driver}</span>}
            </span>
          )}
          invalid={vehicleMissing}
          aria-describedby={vehicleMissing ? `${id}-vehicle-problem` : undefined}
          data-testid="pb-vehicle"
          className="pb-form__dropdown"
          onChange={(event) => setVehicleId(typeof event.value === 'number' ? event.value : null)}
        />
        {vehicleMissing && (
          <p id={`${id}-vehicle-problem`} className="pb-form__problem" role="alert">
            {t('playback.form.vehicleRequired')}
          </p>
        )}
      </div>
      <DateRangeField
        layout="group"
        id={`${id}-days`}
        className="pb-form__days"
        legend={t('playback.form.period', { max: PLAYBACK_MAX_DAYS })}
        fromLabel={t('playback.form.from')}
        toLabel={t('playback.form.to')}
        value={days}
        max={today}
        problem={problemText}
        onChange={setDays}
      >
        <div className="pb-form__quick" role="group" aria-label={t('playback.form.quick')}>
          {QUICK_PERIODS.map((which) => (
            <button
              key={which}
              type="button"
              className="pb-chip"
              data-testid={`pb-quick-${which}`}
              onClick={() => setDays(quickPeriod(which, today))}
            >
              {t(`playback.form.quickPeriods.${which}`)}
            </button>
          ))}
        </div>
      </DateRangeField>
      <div className="pb-form__actions">
        <button
          type="submit"
          className="pb-button pb-button--primary"
          data-testid="pb-load"
          disabled={busy}
        >
          <i className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-search'}`} aria-hidden="true" />{' '}
          {t('playback.form.load')}
        </button>
      </div>
    </form>
  );
}
