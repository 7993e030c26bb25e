import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { Skeleton } from 'primereact/skeleton';
import { FLEET_CATEGORIES, type Vehicle } from '@armada/contracts/fleet';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { saveVehicle, useVehicleWrite, vehicleChoicesQueryOptions } from '../api/vehicles';
import {
  CAMERA_DEVICE_TYPES,
  DEVICE_TYPES,
  emptyVehicleForm,
  firstInvalidField,
  toVehicleInput,
  validateVehicleForm,
  vehicleToForm,
  type VehicleFormErrors,
  type VehicleFormField,
  type VehicleFormValues,
} from '../utils/vehicle-form';

export interface VehicleFormDialogProps {
  /** Null: a new vehicle. */
  vehicle: Vehicle | null;
  onHide: () => void;
  onSaved: (vehicle: Vehicle, created: boolean) => void;
}

const CHANNELS = [1, 2, 3, 4, 5, 6, 7, 8];
/** A new vehicle's year: the form proposes one; the user changes it. */
const THIS_YEAR = new Date().getFullYear();

/**
 * Add or change a vehicle (MDF-1 ... MDF-4) in a dialog, full screen on a phone. Problems show at
 * their field and the first gets the focus; a refusal from the server shows above the form and
 * every value stays as typed.
 */
export function VehicleFormDialog({ vehicle, onHide, onSaved }: VehicleFormDialogProps) {
  const { t } = useTranslation();
  const choices = useQuery(vehicleChoicesQueryOptions());
  const save = useVehicleWrite(saveVehicle);
  const [values, setValues] = useState<VehicleFormValues>(() =>
    vehicle ? vehicleToForm(vehicle) : emptyVehicleForm(THIS_YEAR),
  );
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<VehicleFormField, HTMLElement | null>>>({});
  const idPrefix = useId();
  const fieldId = (field: VehicleFormField) => `${idPrefix}-${field}`;
  const errors: VehicleFormErrors = submitted ? validateVehicleForm(values) : {};

  const set = <F extends VehicleFormField>(field: F, value: VehicleFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    setSubmitted(true);
    setServer(null);
    const first = firstInvalidField(validateVehicleForm(values));
    if (first) {
      const element = inputs.current[first];
      (element?.querySelector?.('input') ?? element)?.focus();
      return;
    }
    save.mutate(
      { id: vehicle?.id ?? null, body: toVehicleInput(values) },
      {
        onSuccess: (saved) => onSaved(saved, vehicle === null),
        onError: (error) =>
          setServer(
            (isApiError(error) && serverErrorText(error, t)) || t('masterFleet.form.failed'),
          ),
      },
    );
  };

  const field = (name: VehicleFormField, control: ReactNode, required = false, wide = false) => {
    const problem = errors[name];
    return (
      <div className={wide ? 'master-form__field master-form__field--wide' : 'master-form__field'}>
        <label htmlFor={fieldId(name)} className="master-form__label">
          {t(`masterFleet.vehicles.fields.${name}`)}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        {control}
        {problem && (
          <small
            id={`${fieldId(name)}-error`}
            className="master-form__error"
            data-testid={`error-${name}`}
          >
            {t(`masterFleet.validation.${problem}`)}
          </small>
        )}
      </div>
    );
  };
  const a11y = (name: VehicleFormField) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });
  const text = (
    name:
      | 'license_plate'
      | 'brand'
      | 'model'
      | 'year'
      | 'fuel_tank_l'
      | 'odometer_km'
      | 'imei'
      | 'gps_phone_no',
    inputMode: 'text' | 'numeric' | 'decimal' | 'tel' = 'text',
  ) => (
    <InputText
      {...a11y(name)}
      name={name}
      ref={(element) => {
        inputs.current[name] = element;
      }}
      value={values[name]}
      inputMode={inputMode}
      autoComplete="off"
      className={errors[name] ? 'p-invalid' : undefined}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  let body: ReactNode;
  if (choices.isPending) {
    body = (
      <div className="master-form__loading" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="2.5rem" />
        ))}
      </div>
    );
  } else if (choices.isError) {
    body = (
      <div role="alert" className="master-form__server">
        <p>{t('masterFleet.form.choicesFailed')}</p>
        <Button
          type="button"
          label={t('masterFleet.retry')}
          onClick={() => void choices.refetch()}
        />
      </div>
    );
  } else {
    const c = choices.data;
    const cameraCapable = CAMERA_DEVICE_TYPES.includes(values.device_type);
    body = (
      <form
        className="master-form"
        noValidate
        data-testid="vehicle-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {server && (
          <div className="master-form__server" role="alert" data-testid="vehicle-form-server-error">
            {server}
          </div>
        )}
        <fieldset className="master-form__group">
          <legend>{t('masterFleet.vehicles.sections.vehicle')}</legend>
          {field('license_plate', text('license_plate'), true)}
          {field(
            'fleet_category',
            <Dropdown
              inputId={fieldId('fleet_category')}
              data-testid="vehicle-fleet_category"
              appendTo="self"
              value={values.fleet_category}
              options={FLEET_CATEGORIES.map((value) => ({
                value,
                label: t(`masterFleet.category.${value}`),
              }))}
              onChange={(event) =>
                set('fleet_category', event.value as VehicleFormValues['fleet_category'])
              }
            />,
            true,
          )}
          {field('brand', text('brand'), true)}
          {field('model', text('model'))}
          {field('year', text('year', 'numeric'), true)}
          {field(
            'vehicle_type_id',
            <Dropdown
              inputId={fieldId('vehicle_type_id')}
              data-testid="vehicle-vehicle_type_id"
              appendTo="self"
              ref={(element) => {
                inputs.current.vehicle_type_id = element?.getElement() ?? null;
              }}
              value={values.vehicle_type_id}
              options={c.vehicleTypes.map((v) => ({ value: v.vehicleTypeId, label: v.type }))}
              placeholder={t('masterFleet.form.choose')}
              filter
              className={errors.vehicle_type_id ? 'p-invalid' : undefined}
              onChange={(event) => set('vehicle_type_id', event.value as number)}
            />,
            true,
          )}
          {field(
            'box_type_id',
            <Dropdown
              inputId={fieldId('box_type_id')}
              data-testid="vehicle-box_type_id"
              appendTo="self"
              value={values.box_type_id}
              options={c.boxTypes.map((b) => ({
                value: b.id,
                label: `${b.name} (${b.weight_capacity.toLocaleString('id-ID')} kg, ${b.volume_capacity.toLocaleString('id-ID')} m³)`,
              }))}
              placeholder={t('masterFleet.form.none')}
              showClear
              onChange={(event) => set('box_type_id', (event.value as number | undefined) ?? null)}
            />,
          )}
          {field(
            'group_ids',
            <MultiSelect
              inputId={fieldId('group_ids')}
              data-testid="vehicle-group_ids"
              appendTo="self"
              value={values.group_ids}
              options={c.groups.map((g) => ({ value: g.id, label: g.name }))}
              placeholder={t('masterFleet.form.none')}
              display="chip"
              filter
              onChange={(event) => set('group_ids', event.value as number[])}
            />,
          )}
          {field(
            'depot_id',
            <Dropdown
              inputId={fieldId('depot_id')}
              data-testid="vehicle-depot_id"
              appendTo="self"
              ref={(element) => {
                inputs.current.depot_id = element?.getElement() ?? null;
              }}
              value={values.depot_id}
              options={c.depots.map((d) => ({ value: d.id, label: d.name }))}
              placeholder={t('masterFleet.form.choose')}
              filter
              className={errors.depot_id ? 'p-invalid' : undefined}
              onChange={(event) => set('depot_id', event.value as number)}
            />,
            true,
          )}
          {field(
            'driver_id',
            <Dropdown
              inputId={fieldId('driver_id')}
              data-testid="vehicle-driver_id"
              appendTo="self"
              value={values.driver_id}
              options={c.drivers.map((d) => ({ value: d.driverId, label: d.fullname }))}
              placeholder={t('masterFleet.form.none')}
              showClear
              filter
              onChange={(event) => set('driver_id', (event.value as number | undefined) ?? null)}
            />,
          )}
          {field('fuel_tank_l', text('fuel_tank_l', 'decimal'), true)}
          {field('odometer_km', text('odometer_km', 'decimal'))}
        </fieldset>
        <fieldset className="master-form__group">
          <legend>{t('masterFleet.vehicles.sections.device')}</legend>
          <label className="master-fleet__switch master-form__field--wide">
            <InputSwitch
              checked={values.has_device}
              onChange={(event) => set('has_device', event.value)}
              inputId={fieldId('has_device')}
            />
            <span>{t('masterFleet.vehicles.fields.has_device')}</span>
          </label>
          {values.has_device && (
            <>
              {field('imei', text('imei', 'numeric'), true)}
              {field(
                'device_type',
                <Dropdown
                  inputId={fieldId('device_type')}
                  data-testid="vehicle-device_type"
                  appendTo="self"
                  value={values.device_type}
                  options={DEVICE_TYPES.map((value) => ({ value, label: value }))}
                  onChange={(event) =>
                    set('device_type', event.value as VehicleFormValues['device_type'])
                  }
                />,
                true,
              )}
              {field('gps_phone_no', text('gps_phone_no', 'tel'), true)}
              {field(
                'camera_channels',
                <div
                  className="master-form__channels"
                  id={fieldId('camera_channels')}
                  role="group"
                  aria-describedby={
                    errors.camera_channels ? `${fieldId('camera_channels')}-error` : undefined
                  }
                >
                  {cameraCapable ? (
                    CHANNELS.map((channel) => (
                      <label key={channel} className="master-form__channel">
                        <Checkbox
                          inputId={`${fieldId('camera_channels')}-${channel}`}
                          checked={values.camera_channels.includes(channel)}
                          onChange={(event) =>
                            set(
                              'camera_channels',
                              event.checked
                                ? [...values.camera_channels, channel]
                                : values.camera_channels.filter((c2) => c2 !== channel),
                            )
                          }
                        />
                        {channel}
                      </label>
                    ))
                  ) : (
                    <small className="master-fleet__muted">
                      {t('masterFleet.vehicles.noCamera')}
                    </small>
                  )}
                </div>,
                false,
                true,
              )}
            </>
          )}
        </fieldset>
        <div className="master-form__actions">
          <Button type="button" label={t('masterFleet.form.cancel')} text onClick={onHide} />
          <Button
            type="submit"
            label={t('masterFleet.form.save')}
            loading={save.isPending}
            data-testid="vehicle-form-save"
          />
        </div>
      </form>
    );
  }

  return (
    <Dialog
      visible
      onHide={onHide}
      header={
        vehicle
          ? t('masterFleet.vehicles.editTitle', { plate: vehicle.license_plate })
          : t('masterFleet.vehicles.createTitle')
      }
      className="master-dialog"
      breakpoints={{ '640px': '100vw' }}
      blockScroll
    >
      {body}
    </Dialog>
  );
}
