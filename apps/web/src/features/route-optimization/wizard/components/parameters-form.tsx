import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { RadioButton } from 'primereact/radiobutton';
import { InputSwitch } from 'primereact/inputswitch';
import {
  ROUTE_OPTIMIZATION_CONSTANTS,
  ROUTING_METHODS,
  isoDurationFromParts,
  type RouteOptimizationOptions,
  type TrafficLevel,
} from '@armada/contracts/route-optimization';
import { clock } from '@/lib/clock';
import { toPickerDate, useCompanyTimeZone, zoneLabel } from '@/lib/company-time';
import {
  durationParts,
  isBreakTimeAllowed,
  rangeChoices,
  toDateTimeValue,
  trafficLevelOrDefault,
  withBreakRule,
  type RunFormErrors,
  type RunFormState,
} from '../utils/run-form';

type BooleanOption =
  | 'minimum_vehicle'
  | 'avoid_tolls'
  | 'weight_capacity'
  | 'volume_capacity'
  | 'round_trip'
  | 'group_order'
  | 'window_time';

const BOOLEAN_OPTIONS = [
  { key: 'minimum_vehicle', label: 'minimumVehicle' },
  { key: 'avoid_tolls', label: 'avoidTolls' },
  { key: 'weight_capacity', label: 'weightCapacity' },
  { key: 'volume_capacity', label: 'volumeCapacity' },
  { key: 'round_trip', label: 'roundTrip' },
  { key: 'group_order', label: 'groupOrder' },
  { key: 'window_time', label: 'windowTime' },
] as const satisfies readonly { key: BooleanOption; label: string }[];

const HOURS = rangeChoices(ROUTE_OPTIMIZATION_CONSTANTS.hourChoices);
const MINUTES = rangeChoices(ROUTE_OPTIMIZATION_CONSTANTS.minuteChoices);

/** The calendars show the company clock's wall time (SHELL-75), not the browser's. */
const toDate = (iso: string | null) => toPickerDate(iso);
const timeToDate = (hhmm: string | null | undefined) => {
  if (!hhmm) return null;
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dayjs(clock.now()).hour(h).minute(m).second(0).millisecond(0).toDate();
};
const dateToTime = (date: Date | null | undefined) => (date ? dayjs(date).format('HH:mm') : null);

export interface ParametersFormProps {
  form: RunFormState;
  onChange: (next: RunFormState) => void;
  errors: RunFormErrors;
  /** Errors show once the user pressed the primary button, or once a field has a value. */
  showAllErrors: boolean;
}

/**
 * The run parameters (docs/rules/route-optimization.md §2.2, also the creation wizard's
 * set-parameters step): departure and end time, break time (only on the departure day), activity
 * duration per address or per order, traffic level and the options.
 */
export function ParametersForm({ form, onChange, errors, showAllErrors }: ParametersFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { options } = form;
  const breakAllowed = isBreakTimeAllowed(form.expected_departure_on, form.expected_end_on);
  const perOrder = options.is_service_time_per_activity;
  const duration = durationParts(options.service_time);

  const setOptions = (patch: Partial<RouteOptimizationOptions>) =>
    onChange({ ...form, options: { ...options, ...patch } });
  const setTimes = (
    patch: Partial<Pick<RunFormState, 'expected_departure_on' | 'expected_end_on'>>,
  ) => onChange(withBreakRule({ ...form, ...patch }));
  const setBreak = (which: 'start_break_time' | 'end_break_time', value: string | null) => {
    const current = options.fleet_shift_time ?? { start_break_time: null, end_break_time: null };
    const next = { ...current, [which]: value };
    setOptions({
      fleet_shift_time:
        next.start_break_time === null && next.end_break_time === null ? null : next,
    });
  };
  const setDuration = (hours: number, minutes: number) =>
    setOptions({ service_time: isoDurationFromParts(hours, minutes) });

  const errorText = (field: keyof RunFormErrors, hasValue: boolean) => {
    const key = errors[field];
    if (!key || !(showAllErrors || hasValue)) return null;
    return (
      <small
        id={`${id}-${field}-error`}
        className="ro-wizard__error"
        data-testid={`error-${field}`}
      >
        {t(`routeOptimizationWizard.validation.${key}`)}
      </small>
    );
  };
  const departureError = errorText('expected_departure_on', form.expected_departure_on !== null);
  const endError = errorText('expected_end_on', form.expected_end_on !== null);
  const durationError = errorText('service_time', true);

  const durationRow = (mode: 'address' | 'order') => {
    const active = (mode === 'order') === perOrder;
    const label = t(
      mode === 'order'
        ? 'routeOptimizationWizard.parameters.perDeliveryOrder'
        : 'routeOptimizationWizard.parameters.perAddress',
    );
    return (
      <div className="ro-wizard__duration-row" data-testid={`duration-${mode}`}>
        <div className="ro-wizard__radio">
          <RadioButton
            inputId={`${id}-mode-${mode}`}
            name={`${id}-mode`}
            value={mode}
            checked={active}
            onChange={() => setOptions({ is_service_time_per_activity: mode === 'order' })}
          />
          <label htmlFor={`${id}-mode-${mode}`}>{label}</label>
        </div>
        <Dropdown
          value={active ? duration.hours : null}
          options={HOURS}
          disabled={!active}
          // The unit follows the field: a dash fits where "Jam" was cut to "J…" (SHELL-79).
          placeholder="-"
          aria-label={`${label} ${t('routeOptimizationWizard.parameters.hours')}`}
          onChange={(event) => setDuration(event.value as number, duration.minutes)}
          className="ro-wizard__duration-select"
          data-testid={`duration-${mode}-hours`}
        />
        <span aria-hidden="true">{t('routeOptimizationWizard.parameters.hours')}</span>
        <Dropdown
          value={active ? duration.minutes : null}
          options={MINUTES}
          disabled={!active}
          placeholder="-"
          aria-label={`${label} ${t('routeOptimizationWizard.parameters.minutes')}`}
          onChange={(event) => setDuration(duration.hours, event.value as number)}
          className="ro-wizard__duration-select"
          data-testid={`duration-${mode}-minutes`}
        />
        <span aria-hidden="true">{t('routeOptimizationWizard.parameters.minutes')}</span>
      </div>
    );
  };

  const zone = useCompanyTimeZone();
  const now = toPickerDate(clock.now(), zone) ?? undefined;
  const zoneText = (
    <span className="ro-wizard__zone" data-testid="time-zone-label">
      {' '}
      ({zoneLabel(zone)})
    </span>
  );

  return (
    <section className="ro-wizard__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ro-wizard__card-title">
        {t('routeOptimizationWizard.parameters.title')}
      </h2>
      <div className="ro-wizard__grid">
        <div className="ro-wizard__field">
          <label htmlFor={`${id}-departure`} className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.departure')}
            {zoneText}
            <span className="ro-wizard__required" aria-hidden="true">
              *
            </span>
          </label>
          <Calendar
            inputId={`${id}-departure`}
            value={toDate(form.expected_departure_on)}
            showTime
            hourFormat="24"
            showIcon
            minDate={now}
            dateFormat="dd M yy"
            invalid={departureError !== null}
            aria-describedby={departureError ? `${id}-expected_departure_on-error` : undefined}
            onChange={(event) =>
              setTimes({ expected_departure_on: event.value ? toDateTimeValue(event.value) : null })
            }
            data-testid="departure-time"
          />
          {departureError}
        </div>
        <div className="ro-wizard__field">
          <label htmlFor={`${id}-end`} className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.end')}
            {zoneText}
          </label>
          <Calendar
            inputId={`${id}-end`}
            value={toDate(form.expected_end_on)}
            showTime
            hourFormat="24"
            showIcon
            showButtonBar
            minDate={toDate(form.expected_departure_on) ?? now}
            dateFormat="dd M yy"
            invalid={endError !== null}
            aria-describedby={endError ? `${id}-expected_end_on-error` : undefined}
            onChange={(event) =>
              setTimes({ expected_end_on: event.value ? toDateTimeValue(event.value) : null })
            }
            onClearButtonClick={() => setTimes({ expected_end_on: null })}
            data-testid="end-time"
          />
          {endError}
        </div>
        <div className="ro-wizard__field">
          <label htmlFor={`${id}-break-start`} className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.breakStart')}
            {zoneText}
          </label>
          <Calendar
            inputId={`${id}-break-start`}
            value={breakAllowed ? timeToDate(options.fleet_shift_time?.start_break_time) : null}
            timeOnly
            hourFormat="24"
            disabled={!breakAllowed}
            placeholder="HH:mm"
            aria-describedby={`${id}-break-hint`}
            onChange={(event) => setBreak('start_break_time', dateToTime(event.value))}
            data-testid="break-start"
          />
        </div>
        <div className="ro-wizard__field">
          <label htmlFor={`${id}-break-end`} className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.breakEnd')}
            {zoneText}
          </label>
          <Calendar
            inputId={`${id}-break-end`}
            value={breakAllowed ? timeToDate(options.fleet_shift_time?.end_break_time) : null}
            timeOnly
            hourFormat="24"
            disabled={!breakAllowed}
            placeholder="HH:mm"
            aria-describedby={`${id}-break-hint`}
            onChange={(event) => setBreak('end_break_time', dateToTime(event.value))}
            data-testid="break-end"
          />
        </div>
        <p id={`${id}-break-hint`} className="ro-wizard__hint ro-wizard__grid-wide">
          {t('routeOptimizationWizard.parameters.breakHint')}
        </p>

        <fieldset className="ro-wizard__field ro-wizard__grid-wide">
          <legend className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.activityDuration')}
          </legend>
          {durationRow('address')}
          {durationRow('order')}
          {durationError}
        </fieldset>

        <div className="ro-wizard__field ro-wizard__field--double">
          <label htmlFor={`${id}-traffic`} className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.trafficLevel')}
          </label>
          <Dropdown
            inputId={`${id}-traffic`}
            value={options.traffic_level}
            options={ROUTE_OPTIMIZATION_CONSTANTS.speedOptions.map((speed) => ({
              value: speed.level,
              label: t(`routeOptimizationWizard.parameters.traffic.${speed.level}`, {
                min: speed.minKmh,
                max: speed.maxKmh,
              }),
            }))}
            showClear
            onChange={(event) =>
              setOptions({
                traffic_level: trafficLevelOrDefault(event.value as TrafficLevel | null),
              })
            }
            data-testid="traffic-level"
          />
        </div>
        <div className="ro-wizard__field ro-wizard__field--double">
          <label htmlFor={`${id}-routing`} className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.routingMethod')}
          </label>
          <Dropdown
            inputId={`${id}-routing`}
            value={options.routing_method}
            options={ROUTING_METHODS.map((method) => ({
              value: method,
              label: t(`routeOptimizationWizard.parameters.routing.${method}`),
            }))}
            onChange={(event) =>
              setOptions({
                routing_method: event.value as RouteOptimizationOptions['routing_method'],
              })
            }
            data-testid="routing-method"
          />
        </div>

        <fieldset className="ro-wizard__field ro-wizard__grid-wide">
          <legend className="ro-wizard__label">
            {t('routeOptimizationWizard.parameters.options')}
          </legend>
          <div className="ro-wizard__switches">
            {BOOLEAN_OPTIONS.map(({ key, label }) => (
              <div key={key} className="ro-wizard__switch">
                <InputSwitch
                  inputId={`${id}-${key}`}
                  checked={options[key]}
                  onChange={(event) => setOptions({ [key]: event.value === true })}
                  data-testid={`option-${key}`}
                />
                <label htmlFor={`${id}-${key}`}>
                  {t(`routeOptimizationWizard.parameters.${label}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
