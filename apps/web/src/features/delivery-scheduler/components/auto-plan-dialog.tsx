import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { SelectButton } from 'primereact/selectbutton';
import {
  DELIVERY_SCHEDULE_LIMITS,
  type AutoPlanSettings,
  type AutoPlanThen,
  type UpdateAutoPlanSettingsRequest,
} from '@armada/contracts/delivery-scheduler';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import { formatCompany, zoneLabel } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import {
  addressListQueryOptions,
  addressOption,
  offeredAddresses,
} from '@/lib/resources/addresses';
import { vehicleListQueryOptions } from '@/lib/resources/vehicles';
import { useToast } from '@/components/ui/toast';
import { useAutoPlan, useSaveAutoPlan } from '../api/delivery-schedules';

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The form's values: the setting as saved, text as typed (SCH-26). */
function formOf(settings: AutoPlanSettings): UpdateAutoPlanSettingsRequest {
  return {
    enabled: settings.enabled,
    hour: settings.hour,
    origin_address_id: settings.origin_address?.id ?? null,
    vehicle_ids: settings.vehicle_ids,
    departure_time: settings.departure_time,
    then: settings.then,
  };
}

/** The company's daily auto-plan: its setting and the days it planned (SCH-26). */
export function AutoPlanDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const settings = useAutoPlan();
  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('deliveryScheduler.autoPlan.title')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '40rem' }}
      modal
    >
      {settings.data ? (
        <AutoPlanForm settings={settings.data} onHide={onHide} />
      ) : settings.isError ? (
        <p role="alert">{t('deliveryScheduler.autoPlan.failed')}</p>
      ) : (
        <p aria-busy="true">…</p>
      )}
    </Dialog>
  );
}

function AutoPlanForm({ settings, onHide }: { settings: AutoPlanSettings; onHide: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState<UpdateAutoPlanSettingsRequest>(() => formOf(settings));
  const [timeProblem, setTimeProblem] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveAutoPlan();
  const addresses = useQuery(addressListQueryOptions(PICKER_QUERY));
  const vehicles = useQuery(vehicleListQueryOptions(PICKER_QUERY));
  const zone = zoneLabel(settings.time_zone);

  const set = <K extends keyof UpdateAutoPlanSettingsRequest>(
    key: K,
    value: UpdateAutoPlanSettingsRequest[K],
  ) => setValues((current) => ({ ...current, [key]: value }));

  const depots = offeredAddresses(addresses.data?.data.paginated_result, [
    values.origin_address_id,
  ]).filter((a) => a.is_depot);
  const vehicleOptions = (vehicles.data?.data.paginated_result ?? []).map((v) => ({
    label: v.license_plate,
    value: v.id,
  }));

  const submit = () => {
    const badTime = !TIME.test(values.departure_time);
    setTimeProblem(badTime);
    if (badTime) return;
    setServerError(null);
    save.mutate(values, {
      onSuccess: () => toast.success(t('deliveryScheduler.toasts.autoPlanSaved')),
      onError: (error) => setServerError(serverErrorText(error, t)),
    });
  };

  return (
    <form
      className="schedule-form"
      noValidate
      data-testid="auto-plan-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="delivery-scheduler__muted">{t('deliveryScheduler.autoPlan.intro')}</p>
      {serverError && (
        <div className="schedule-form__server" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span>
            {t('deliveryScheduler.toasts.failed')} {serverError}
          </span>
        </div>
      )}
      <div className="schedule-form__check">
        <Checkbox
          inputId={fieldId('enabled')}
          checked={values.enabled}
          onChange={(event) => set('enabled', event.checked === true)}
        />
        <label htmlFor={fieldId('enabled')}>{t('deliveryScheduler.autoPlan.enabled')}</label>
      </div>
      <div className="schedule-form__grid">
        <div className="schedule-form__field">
          <label htmlFor={fieldId('hour')}>{t('deliveryScheduler.autoPlan.hour', { zone })}</label>
          <Dropdown
            inputId={fieldId('hour')}
            value={values.hour}
            options={HOURS.map((hour) => ({
              label: `${String(hour).padStart(2, '0')}:00`,
              value: hour,
            }))}
            onChange={(event) => set('hour', event.value as number)}
            appendTo="self"
          />
        </div>
        <div className="schedule-form__field">
          <label htmlFor={fieldId('departure')}>{t('deliveryScheduler.autoPlan.departure')}</label>
          <InputText
            id={fieldId('departure')}
            value={values.departure_time}
            inputMode="numeric"
            maxLength={5}
            onChange={(event) => set('departure_time', event.target.value)}
            aria-invalid={timeProblem}
          />
          {timeProblem && (
            <small className="schedule-form__error" role="alert">
              {t('deliveryScheduler.form.problems.badTime')}
            </small>
          )}
        </div>
        <div className="schedule-form__field schedule-form__field--wide">
          <label htmlFor={fieldId('origin')}>{t('deliveryScheduler.autoPlan.origin')}</label>
          <Dropdown
            inputId={fieldId('origin')}
            value={values.origin_address_id}
            options={depots.map(addressOption)}
            placeholder={t('deliveryScheduler.form.choose')}
            showClear
            filter
            onChange={(event) => set('origin_address_id', (event.value as number | null) ?? null)}
            appendTo="self"
          />
        </div>
        <div className="schedule-form__field schedule-form__field--wide">
          <label htmlFor={fieldId('vehicles')}>{t('deliveryScheduler.autoPlan.vehicles')}</label>
          <MultiSelect
            inputId={fieldId('vehicles')}
            value={values.vehicle_ids}
            options={vehicleOptions}
            display="chip"
            filter
            selectionLimit={DELIVERY_SCHEDULE_LIMITS.maxVehicles}
            placeholder={t('deliveryScheduler.autoPlan.vehiclesPlaceholder')}
            onChange={(event) => set('vehicle_ids', (event.value as number[] | null) ?? [])}
            appendTo="self"
          />
        </div>
        <div className="schedule-form__field schedule-form__field--wide">
          <span id={fieldId('then')}>{t('deliveryScheduler.autoPlan.then')}</span>
          <SelectButton
            aria-labelledby={fieldId('then')}
            value={values.then}
            options={[
              { label: t('deliveryScheduler.autoPlan.thenLeave'), value: 'LEAVE_RUN' },
              { label: t('deliveryScheduler.autoPlan.thenTasks'), value: 'CREATE_TASKS' },
            ]}
            allowEmpty={false}
            onChange={(event) => set('then', event.value as AutoPlanThen)}
          />
        </div>
      </div>
      {settings.updated_on && settings.updated_by && (
        <p className="delivery-scheduler__muted">
          {t('deliveryScheduler.autoPlan.updated', {
            when: formatCompany(settings.updated_on, 'DD MMM YYYY HH:mm', {
              language,
              label: true,
            }),
            who: settings.updated_by,
          })}
        </p>
      )}
      <section aria-labelledby={fieldId('days')}>
        <h3 id={fieldId('days')} className="delivery-scheduler__subtitle">
          {t('deliveryScheduler.autoPlan.days')}
        </h3>
        {settings.days.length === 0 ? (
          <p className="delivery-scheduler__muted">{t('deliveryScheduler.autoPlan.daysNone')}</p>
        ) : (
          <ul className="delivery-scheduler__list" data-testid="auto-plan-days">
            {settings.days.map((day) => (
              <li key={day.day}>
                <strong>
                  {formatCompany(`${day.day}T12:00:00+07:00`, 'ddd, DD MMM YYYY', { language })}
                </strong>
                <span>{t(`deliveryScheduler.autoPlan.dayStatus.${day.status}`)}</span>
                <span>{t('deliveryScheduler.autoPlan.dayOrders', { count: day.order_count })}</span>
                {day.run && (
                  <Link to={paths.routeOptimizationDetail.getHref(day.run.id)}>
                    {day.run.number}
                  </Link>
                )}
                {day.message && <span className="delivery-scheduler__muted">{day.message}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="schedule-form__actions">
        <Button type="button" text label={t('deliveryScheduler.form.cancel')} onClick={onHide} />
        <Button
          type="submit"
          icon="pi pi-save"
          label={t('deliveryScheduler.autoPlan.save')}
          loading={save.isPending}
          data-testid="auto-plan-save"
        />
      </div>
    </form>
  );
}
