import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { MAINTENANCE_LIMITS, type ServicePlan } from '@armada/contracts/maintenance';
import { companyToday, dayToPickerDate, pickerDateToDay } from '@/lib/company-time';
import { getVehicles, vehicleListQueryOptions } from '@/lib/resources/vehicles';
import { serverErrorText } from '@/lib/server-error-text';
import { useToast } from '@/components/ui/toast';
import { useChangePlan } from '../api/maintenance';

interface VehicleOption {
  id: number;
  license_plate: string;
}

/** MNT-1, MNT-2: making or changing a service plan. */
export function PlanDialog({ plan, onHide }: { plan: ServicePlan | null; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const change = useChangePlan();
  const [name, setName] = useState(plan?.name ?? '');
  const [target, setTarget] = useState<'vehicle' | 'type'>(plan?.vehicle ? 'vehicle' : 'type');
  const [vehicle, setVehicle] = useState<VehicleOption | null>(plan?.vehicle ?? null);
  const [typeId, setTypeId] = useState<number | null>(plan?.vehicle_type?.id ?? null);
  const [everyKm, setEveryKm] = useState<number | null>(plan ? plan.every_km : 10_000);
  const [everyHours, setEveryHours] = useState<number | null>(plan?.every_engine_hours ?? null);
  const [everyMonths, setEveryMonths] = useState<number | null>(plan ? plan.every_months : 6);
  const [start, setStart] = useState<string | null>(plan?.start_on ?? companyToday());
  const [active, setActive] = useState(plan?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<VehicleOption[]>([]);
  const vehicles = useQuery(vehicleListQueryOptions({ limit: 100 }));
  const types = useMemo(() => {
    const seen = new Map<number, string>();
    for (const v of vehicles.data?.data.paginated_result ?? [])
      seen.set(v.vehicle_type.id, v.vehicle_type.type);
    return [...seen.entries()].map(([value, label]) => ({ value, label }));
  }, [vehicles.data]);
  const field = (key: string) => `${id}-${key}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !name.trim() ||
      (!plan && target === 'vehicle' && !vehicle) ||
      (!plan && target === 'type' && typeId === null)
    ) {
      setError(t('maintenance.form.missing'));
      return;
    }
    const intervals = {
      every_km: everyKm,
      every_engine_hours: everyHours,
      every_months: everyMonths,
      ...(start ? { start_on: start } : {}),
      active,
    };
    change.mutate(
      plan
        ? { kind: 'update', id: plan.id, body: { name: name.trim(), ...intervals } }
        : {
            kind: 'create',
            body: {
              name: name.trim(),
              ...(target === 'vehicle' && vehicle ? { vehicle_id: vehicle.id } : {}),
              ...(target === 'type' && typeId !== null ? { vehicle_type_id: typeId } : {}),
              ...intervals,
            },
          },
      {
        onSuccess: () => {
          toast.success(t('maintenance.plans.saved'));
          onHide();
        },
        onError: (failure) => setError(serverErrorText(failure, t) || t('maintenance.failed')),
      },
    );
  };

  return (
    <Dialog
      visible
      onHide={onHide}
      header={plan ? t('maintenance.plans.editTitle') : t('maintenance.plans.createTitle')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '40rem' }}
      modal
    >
      <form className="maintenance-form" noValidate onSubmit={onSubmit}>
        <div className="maintenance-form__grid">
          <div className="maintenance-form__field maintenance-form__field--wide">
            <label htmlFor={field('name')}>{t('maintenance.plans.name')}</label>
            <InputText
              id={field('name')}
              value={name}
              maxLength={MAINTENANCE_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          {!plan && (
            <fieldset className="maintenance-form__field maintenance-form__field--wide maintenance-form__radios">
              <legend>{t('maintenance.plans.appliesTo')}</legend>
              {(['type', 'vehicle'] as const).map((value) => (
                <span key={value}>
                  <RadioButton
                    inputId={field(`target-${value}`)}
                    value={value}
                    checked={target === value}
                    onChange={() => setTarget(value)}
                  />
                  <label htmlFor={field(`target-${value}`)}>
                    {t(`maintenance.plans.target.${value}`)}
                  </label>
                </span>
              ))}
            </fieldset>
          )}
          {!plan && target === 'vehicle' && (
            <div className="maintenance-form__field maintenance-form__field--wide">
              <label htmlFor={field('vehicle')}>{t('maintenance.form.vehicle')}</label>
              <AutoComplete
                inputId={field('vehicle')}
                value={vehicle}
                field="license_plate"
                suggestions={suggestions}
                completeMethod={async (event) => {
                  const answer = await getVehicles({ search: event.query, limit: 20 });
                  setSuggestions(
                    answer.data.paginated_result.map((v) => ({
                      id: v.id,
                      license_plate: v.license_plate,
                    })),
                  );
                }}
                onChange={(event) =>
                  setVehicle(
                    typeof event.value === 'object' ? (event.value as VehicleOption) : null,
                  )
                }
                dropdown
                forceSelection
                appendTo="self"
              />
            </div>
          )}
          {!plan && target === 'type' && (
            <div className="maintenance-form__field maintenance-form__field--wide">
              <label htmlFor={field('type')}>{t('maintenance.plans.vehicleType')}</label>
              <Dropdown
                inputId={field('type')}
                value={typeId}
                options={types}
                onChange={(event) => setTypeId(event.value as number)}
                appendTo="self"
              />
            </div>
          )}
          <div className="maintenance-form__field">
            <label htmlFor={field('km')}>{t('maintenance.plans.everyKmLabel')}</label>
            <InputNumber
              inputId={field('km')}
              value={everyKm}
              min={MAINTENANCE_LIMITS.minEveryKm}
              max={MAINTENANCE_LIMITS.maxEveryKm}
              locale="id-ID"
              suffix=" km"
              onValueChange={(event) => setEveryKm(event.value ?? null)}
            />
          </div>
          <div className="maintenance-form__field">
            <label htmlFor={field('hours')}>{t('maintenance.plans.everyHoursLabel')}</label>
            <InputNumber
              inputId={field('hours')}
              value={everyHours}
              min={1}
              max={MAINTENANCE_LIMITS.maxEveryEngineHours}
              locale="id-ID"
              onValueChange={(event) => setEveryHours(event.value ?? null)}
            />
          </div>
          <div className="maintenance-form__field">
            <label htmlFor={field('months')}>{t('maintenance.plans.everyMonthsLabel')}</label>
            <InputNumber
              inputId={field('months')}
              value={everyMonths}
              min={1}
              max={MAINTENANCE_LIMITS.maxEveryMonths}
              onValueChange={(event) => setEveryMonths(event.value ?? null)}
            />
          </div>
          <div className="maintenance-form__field">
            <label htmlFor={field('start')}>{t('maintenance.plans.startOn')}</label>
            <Calendar
              inputId={field('start')}
              value={dayToPickerDate(start)}
              onChange={(event) => setStart(pickerDateToDay(event.value))}
              dateFormat="dd/mm/yy"
              showIcon
              appendTo="self"
            />
          </div>
          <div className="maintenance-form__field maintenance-form__check">
            <Checkbox
              inputId={field('active')}
              checked={active}
              onChange={(event) => setActive(event.checked === true)}
            />
            <label htmlFor={field('active')}>{t('maintenance.plans.active')}</label>
          </div>
        </div>
        {error && (
          <p className="maintenance-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="maintenance-form__actions">
          <span className="maintenance-form__spacer" />
          <Button type="button" text label={t('maintenance.form.cancel')} onClick={onHide} />
          <Button type="submit" label={t('maintenance.form.save')} loading={change.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
