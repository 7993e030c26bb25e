import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import {
  LAND_MEASUREMENT_ERROR_REASONS as R,
  LAND_TRACK_LIMITS,
  type LandTrackRequest,
} from '@armada/contracts/land-measurement';
import {
  companyDayStart,
  companyToday,
  fromPickerDate,
  toCompanyIso,
  toPickerDate,
  useCompanyTimeZone,
  zoneLabel,
} from '@/lib/company-time';
import { fleetDirectoryQueryOptions } from '@/lib/resources/vehicles';
import { problemText } from '../utils/problem-text';

const HOUR_MS = 3_600_000;

export interface TrackPanelProps {
  busy: boolean;
  /** The refusal of the last try, in the user's words. */
  error: string | null;
  onMeasure: (request: LandTrackRequest) => void;
  onClose: () => void;
}

/** LAND-12: a vehicle and a period (yesterday's working day by default) to take a boundary from. */
export function TrackPanel({ busy, error, onMeasure, onClose }: TrackPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const id = useId();
  const zone = useCompanyTimeZone();
  const directory = useQuery(fleetDirectoryQueryOptions());
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  // Yesterday's working day (06:00 to 18:00 on the company clock): a whole day of driving.
  const [from, setFrom] = useState<number>(
    () => companyDayStart(companyToday(zone), -1, zone) + 6 * HOUR_MS,
  );
  const [to, setTo] = useState<number>(() => from + 12 * HOUR_MS);
  const tooLong = to - from > LAND_TRACK_LIMITS.maxDays * 24 * HOUR_MS;
  const reversed = !(to > from);
  const periodProblem = reversed
    ? problemText({ reason: R.landTrackPeriodReversed, params: {} }, t, language)
    : tooLong
      ? problemText(
          { reason: R.landTrackPeriodTooLong, params: { max: LAND_TRACK_LIMITS.maxDays } },
          t,
          language,
        )
      : null;
  const options = (directory.data?.vehicles ?? []).map((v) => ({
    label: v.license_plate,
    value: v.id,
  }));
  return (
    <form
      className="land-panel land-track"
      data-testid="land-track-panel"
      onSubmit={(event) => {
        event.preventDefault();
        if (vehicleId === null || periodProblem) return;
        onMeasure({
          vehicle_id: vehicleId,
          from: toCompanyIso(from, zone),
          to: toCompanyIso(to, zone),
        });
      }}
    >
      <h2 className="land-panel__title">{t('landMeasurement.track.title')}</h2>
      <p className="land-panel__intro">{t('landMeasurement.track.intro')}</p>
      <div className="land-field">
        <label htmlFor={`${id}-vehicle`}>{t('landMeasurement.track.vehicle')}</label>
        <Dropdown
          inputId={`${id}-vehicle`}
          value={vehicleId}
          options={options}
          onChange={(event) => setVehicleId(event.value as number)}
          filter
          placeholder={
            directory.isError
              ? t('landMeasurement.track.vehiclesFailed')
              : t('landMeasurement.track.vehiclePlaceholder')
          }
          emptyFilterMessage={t('landMeasurement.track.noVehicle')}
          loading={directory.isPending}
          data-testid="land-track-vehicle"
        />
      </div>
      <div className="land-field">
        <label htmlFor={`${id}-from`}>
          {t('landMeasurement.track.from')} ({zoneLabel(zone)})
        </label>
        <Calendar
          inputId={`${id}-from`}
          value={toPickerDate(from, zone)}
          onChange={(event) => {
            const next = fromPickerDate(event.value ?? null, zone);
            if (Number.isFinite(next)) setFrom(next);
          }}
          showTime
          hourFormat="24"
          dateFormat="dd M yy"
          showIcon
        />
      </div>
      <div className="land-field">
        <label htmlFor={`${id}-to`}>
          {t('landMeasurement.track.to')} ({zoneLabel(zone)})
        </label>
        <Calendar
          inputId={`${id}-to`}
          value={toPickerDate(to, zone)}
          onChange={(event) => {
            const next = fromPickerDate(event.value ?? null, zone);
            if (Number.isFinite(next)) setTo(next);
          }}
          showTime
          hourFormat="24"
          dateFormat="dd M yy"
          showIcon
          invalid={periodProblem !== null}
          aria-describedby={periodProblem ? `${id}-period` : undefined}
        />
        {periodProblem && (
          <small id={`${id}-period`} className="land-field__problem">
            {periodProblem}
          </small>
        )}
      </div>
      {error && (
        <p className="land-field__problem" role="alert" data-testid="land-track-error">
          {error}
        </p>
      )}
      <div className="land-panel__actions">
        <Button
          type="button"
          label={t('landMeasurement.actions.cancel')}
          className="p-button-text"
          onClick={onClose}
        />
        <Button
          type="submit"
          label={t('landMeasurement.track.measure')}
          icon="pi pi-map"
          loading={busy}
          disabled={vehicleId === null || periodProblem !== null}
          data-testid="land-track-measure"
        />
      </div>
    </form>
  );
}
