import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { isStopSettled } from '@armada/contracts/fleet-tasks';
import {
  TRACKING_LINK_LIMITS,
  TRACKING_LINK_SHOWS,
  type CreatedTrackingLink,
  type TrackingLinkShow,
  type TrackingLinkTarget,
} from '@armada/contracts/tracking-links';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { serverErrorText } from '@/lib/server-error-text';
import { vehicleListQueryOptions } from '@/lib/resources/vehicles';
import { useChangeTrackingLink, useOpenTasks, useTaskStops } from '../api/tracking-links';
import { EXPIRY_CHOICES } from '../utils/expiry';

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };

/** TRK-1 ... TRK-4: a link to a vehicle or one stop ahead of a fleet task. */
export function CreateLinkDialog({
  onHide,
  onCreated,
}: {
  onHide: () => void;
  onCreated: (created: CreatedTrackingLink) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState<TrackingLinkTarget>('STOP');
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [stopId, setStopId] = useState<number | null>(null);
  const [hours, setHours] = useState<number>(8);
  const [shows, setShows] = useState<TrackingLinkShow[]>([...TRACKING_LINK_SHOWS]);
  const [label, setLabel] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const vehicles = useQuery({
    ...vehicleListQueryOptions(PICKER_QUERY),
    enabled: target === 'VEHICLE',
  });
  const tasks = useOpenTasks(target === 'STOP');
  const task = useTaskStops(target === 'STOP' ? taskId : null);
  const change = useChangeTrackingLink();
  const ready = shows.length > 0 && (target === 'VEHICLE' ? vehicleId !== null : stopId !== null);

  const submit = () => {
    if (!ready) return;
    setServerError(null);
    change.mutate(
      {
        kind: 'create',
        body: {
          ...(target === 'VEHICLE' ? { vehicle_id: vehicleId ?? 0 } : { stop_id: stopId ?? 0 }),
          expires_in_hours: hours,
          shows,
          ...(label.trim() ? { label: label.trim() } : {}),
        },
      },
      {
        onSuccess: (created) => {
          if ('token' in created) onCreated(created);
        },
        onError: (error) => setServerError(serverErrorText(error, t)),
      },
    );
  };

  const toggle = (what: TrackingLinkShow, on: boolean) =>
    setShows((current) =>
      on
        ? TRACKING_LINK_SHOWS.filter((s) => s === what || current.includes(s))
        : current.filter((s) => s !== what),
    );

  const taskOptions = (tasks.data ?? []).map((row) => ({
    label: `${row.number} · ${row.vehicle.license_plate}`,
    value: row.id,
  }));
  const stopOptions = (task.data?.stops ?? [])
    .filter((stop) => !isStopSettled(stop.status))
    .map((stop) => ({
      label: `${stop.sequence}. ${stop.address.name}`,
      value: stop.id,
    }));

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t('trackingLinks.form.title')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '34rem' }}
    >
      <form
        className="tracking-links-form"
        noValidate
        data-testid="tracking-link-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {serverError && (
          <div className="tracking-links-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{serverError}</span>
          </div>
        )}
        <div className="tracking-links-form__field">
          <span id={`${id}-target`}>{t('trackingLinks.form.target')}</span>
          <SelectButton
            aria-labelledby={`${id}-target`}
            value={target}
            allowEmpty={false}
            options={[
              { label: t('trackingLinks.form.targetStop'), value: 'STOP' },
              { label: t('trackingLinks.form.targetVehicle'), value: 'VEHICLE' },
            ]}
            onChange={(event) => setTarget(event.value as TrackingLinkTarget)}
            data-testid="tracking-link-target"
          />
        </div>
        {target === 'VEHICLE' ? (
          <div className="tracking-links-form__field">
            <label htmlFor={`${id}-vehicle`}>{t('trackingLinks.form.vehicle')}</label>
            <Dropdown
              inputId={`${id}-vehicle`}
              value={vehicleId}
              options={(vehicles.data?.data.paginated_result ?? []).map((vehicle) => ({
                label: vehicle.license_plate,
                value: vehicle.id,
              }))}
              filter
              placeholder={vehicles.isPending ? '…' : t('trackingLinks.form.choose')}
              onChange={(event) => setVehicleId((event.value as number | null) ?? null)}
              appendTo="self"
              data-testid="tracking-link-vehicle"
            />
          </div>
        ) : (
          <>
            <div className="tracking-links-form__field">
              <label htmlFor={`${id}-task`}>{t('trackingLinks.form.task')}</label>
              <Dropdown
                inputId={`${id}-task`}
                value={taskId}
                options={taskOptions}
                filter
                emptyMessage={t('trackingLinks.form.noTasks')}
                placeholder={tasks.isPending ? '…' : t('trackingLinks.form.choose')}
                onChange={(event) => {
                  setTaskId((event.value as number | null) ?? null);
                  setStopId(null);
                }}
                appendTo="self"
                data-testid="tracking-link-task"
              />
            </div>
            <div className="tracking-links-form__field">
              <label htmlFor={`${id}-stop`}>{t('trackingLinks.form.stop')}</label>
              <Dropdown
                inputId={`${id}-stop`}
                value={stopId}
                options={stopOptions}
                disabled={taskId === null}
                placeholder={task.isFetching ? '…' : t('trackingLinks.form.choose')}
                onChange={(event) => setStopId((event.value as number | null) ?? null)}
                appendTo="self"
                data-testid="tracking-link-stop"
              />
            </div>
          </>
        )}
        <div className="tracking-links-form__field">
          <label htmlFor={`${id}-hours`}>{t('trackingLinks.form.expiry')}</label>
          <Dropdown
            inputId={`${id}-hours`}
            value={hours}
            options={EXPIRY_CHOICES.map((value) => ({
              label: t(`trackingLinks.hours.${value}`),
              value,
            }))}
            onChange={(event) => setHours(event.value as number)}
            appendTo="self"
            data-testid="tracking-link-hours"
          />
        </div>
        <fieldset className="tracking-links-form__field tracking-links-form__shows">
          <legend>{t('trackingLinks.form.shows')}</legend>
          {TRACKING_LINK_SHOWS.map((what) => (
            <div key={what} className="tracking-links-form__check">
              <Checkbox
                inputId={`${id}-show-${what}`}
                checked={shows.includes(what)}
                onChange={(event) => toggle(what, event.checked === true)}
              />
              <label htmlFor={`${id}-show-${what}`}>{t(`trackingLinks.shows.${what}`)}</label>
            </div>
          ))}
          {target === 'STOP' && <small>{t('trackingLinks.form.showsHint')}</small>}
        </fieldset>
        <div className="tracking-links-form__field">
          <label htmlFor={`${id}-label`}>{t('trackingLinks.form.label')}</label>
          <InputText
            id={`${id}-label`}
            value={label}
            maxLength={TRACKING_LINK_LIMITS.labelMax}
            aria-describedby={`${id}-label-hint`}
            onChange={(event) => setLabel(event.target.value)}
          />
          <small id={`${id}-label-hint`}>{t('trackingLinks.form.labelHint')}</small>
        </div>
        <div className="tracking-links-form__actions">
          <Button type="button" text label={t('trackingLinks.actions.cancel')} onClick={onHide} />
          <Button
            type="submit"
            label={t('trackingLinks.form.submit')}
            disabled={!ready}
            loading={change.isPending}
            data-testid="tracking-link-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
