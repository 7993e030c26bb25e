import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  DRIVER_LICENSE_TYPES,
  DRIVER_PHOTO_LIMITS,
  type Driver,
  type DriverAccount,
} from '@armada/contracts/fleet';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { fleetDirectoryQueryOptions } from '@/lib/resources/vehicles';
import {
  driverAccountsQueryOptions,
  photoUrl,
  saveDriver,
  uploadDriverPhoto,
  useDriverWrite,
} from '../api/drivers';
import {
  driverToForm,
  emptyDriverForm,
  firstInvalidDriverField,
  toDriverInput,
  validateDriverForm,
  type DriverFormField,
  type DriverFormValues,
} from '../utils/driver-form';

/**
 * MDF-14, MDF-24: the accounts the driver may sign in with: those linked to no driver or to this
 * one (another driver's account would be refused).
 */
function accountOptions(accounts: readonly DriverAccount[], driverId: number | null) {
  return accounts
    .filter((account) => account.driverId === null || account.driverId === driverId)
    .map((account) => ({ value: account.id, label: `${account.fullname} (${account.username})` }));
}

/** A record the driver may be linked to, or none: searchable, cleared with its button. */
function OptionalChoice({
  id,
  testId,
  value,
  options,
  loading,
  failed,
  onChange,
}: {
  id: string;
  testId: string;
  value: number | null;
  options: { value: number; label: string }[];
  loading: boolean;
  failed: boolean;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      inputId={id}
      data-testid={testId}
      appendTo="self"
      value={value}
      options={options}
      placeholder={failed ? t('masterFleet.form.choicesFailed') : t('masterFleet.form.none')}
      loading={loading}
      showClear
      filter
      onChange={(event) => onChange((event.value as number | undefined) ?? null)}
    />
  );
}

export interface DriverFormDialogProps {
  driver: Driver | null;
  onHide: () => void;
  onSaved: (driver: Driver, created: boolean) => void;
}

/**
 * Add or change a driver (MDF-12 ... MDF-15): problems at their field, the first focused; a
 * refusal shows above the form with every value kept. A photo chosen is sent after the driver is
 * saved; a refused photo leaves the dialog open on the saved driver.
 */
export function DriverFormDialog({ driver, onHide, onSaved }: DriverFormDialogProps) {
  const { t } = useTranslation();
  const vehicles = useQuery(fleetDirectoryQueryOptions());
  const accounts = useQuery(driverAccountsQueryOptions());
  const save = useDriverWrite(saveDriver);
  const photo = useDriverWrite(uploadDriverPhoto);
  const [saved, setSaved] = useState<Driver | null>(driver);
  const [values, setValues] = useState<DriverFormValues>(() =>
    driver ? driverToForm(driver) : emptyDriverForm,
  );
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<DriverFormField, HTMLElement | null>>>({});
  const idPrefix = useId();
  const fieldId = (name: DriverFormField) => `${idPrefix}-${name}`;
  const errors = submitted ? validateDriverForm(values) : {};
  const set = <F extends DriverFormField>(name: F, value: DriverFormValues[F]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const refusal = (error: unknown) =>
    setServer((isApiError(error) && serverErrorText(error, t)) || t('masterFleet.form.failed'));
  const tooBig = file !== null && file.size > DRIVER_PHOTO_LIMITS.maxBytes;

  const submit = () => {
    setSubmitted(true);
    setServer(null);
    const first = firstInvalidDriverField(validateDriverForm(values));
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (tooBig) return;
    save.mutate(
      { id: saved?.driverId ?? null, body: toDriverInput(values) },
      {
        onSuccess: (result) => {
          setSaved(result);
          if (!file) return onSaved(result, driver === null);
          photo.mutate(
            { id: result.driverId, file },
            { onSuccess: (withPhoto) => onSaved(withPhoto, driver === null), onError: refusal },
          );
        },
        onError: refusal,
      },
    );
  };

  const field = (name: DriverFormField, control: ReactNode, required = false) => (
    <div className="master-form__field">
      <label htmlFor={fieldId(name)} className="master-form__label">
        {t(`masterFleet.drivers.fields.${name}`)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {errors[name] && (
        <small
          id={`${fieldId(name)}-error`}
          className="master-form__error"
          data-testid={`error-${name}`}
        >
          {t(`masterFleet.validation.${errors[name]}`)}
        </small>
      )}
    </div>
  );
  const text = (name: 'fullname' | 'phoneNo' | 'licenseNo' | 'licenseExpiry', type = 'text') => (
    <InputText
      id={fieldId(name)}
      name={name}
      type={type}
      ref={(element) => {
        inputs.current[name] = element;
      }}
      value={values[name]}
      inputMode={name === 'phoneNo' ? 'tel' : name === 'licenseNo' ? 'numeric' : undefined}
      autoComplete="off"
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${fieldId(name)}-error` : undefined}
      className={errors[name] ? 'p-invalid' : undefined}
      onChange={(event) => set(name, event.target.value)}
    />
  );
  const current = saved ? photoUrl(saved) : null;

  return (
    <Dialog
      visible
      onHide={onHide}
      header={
        driver
          ? t('masterFleet.drivers.editTitle', { name: driver.fullname })
          : t('masterFleet.drivers.createTitle')
      }
      className="master-dialog"
      breakpoints={{ '640px': '100vw' }}
      blockScroll
    >
      <form
        className="master-form"
        noValidate
        data-testid="driver-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {server && (
          <div className="master-form__server" role="alert" data-testid="driver-form-server-error">
            {server}
          </div>
        )}
        <fieldset className="master-form__group">
          <legend>{t('masterFleet.drivers.sections.driver')}</legend>
          {field('fullname', text('fullname'), true)}
          {field('phoneNo', text('phoneNo', 'tel'), true)}
          {field(
            'licenseType',
            <Dropdown
              inputId={fieldId('licenseType')}
              data-testid="driver-licenseType"
              appendTo="self"
              value={values.licenseType}
              options={DRIVER_LICENSE_TYPES.map((value) => ({ value, label: value }))}
              onChange={(event) => set('licenseType', event.value as string)}
            />,
            true,
          )}
          {field('licenseNo', text('licenseNo'), true)}
          {field('licenseExpiry', text('licenseExpiry', 'date'))}
          {field(
            'vehicleId',
            <OptionalChoice
              id={fieldId('vehicleId')}
              testId="driver-vehicleId"
              value={values.vehicleId}
              options={(vehicles.data?.vehicles ?? []).map((v) => ({
                value: v.id,
                label: v.license_plate,
              }))}
              loading={vehicles.isPending}
              failed={vehicles.isError}
              onChange={(value) => set('vehicleId', value)}
            />,
          )}
          {field(
            'userId',
            <OptionalChoice
              id={fieldId('userId')}
              testId="driver-userId"
              value={values.userId}
              options={accountOptions(accounts.data ?? [], saved?.driverId ?? null)}
              loading={accounts.isPending}
              failed={accounts.isError}
              onChange={(value) => set('userId', value)}
            />,
          )}
        </fieldset>
        <fieldset className="master-form__group">
          <legend>{t('masterFleet.drivers.fields.photo')}</legend>
          <div className="master-form__field master-form__field--wide master-form__photo">
            {current && (
              <img
                src={current}
                alt={t('masterFleet.drivers.photoOf', { name: saved?.fullname })}
              />
            )}
            <input
              id={`${idPrefix}-photo`}
              type="file"
              accept="image/jpeg,image/png"
              data-testid="driver-photo-file"
              aria-label={t('masterFleet.drivers.fields.photo')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <small className={tooBig ? 'master-form__error' : 'master-fleet__muted'}>
              {t('masterFleet.drivers.photoHint', {
                mb: DRIVER_PHOTO_LIMITS.maxBytes / 1024 / 1024,
              })}
            </small>
          </div>
        </fieldset>
        <div className="master-form__actions">
          <Button type="button" label={t('masterFleet.form.cancel')} text onClick={onHide} />
          <Button
            type="submit"
            label={t('masterFleet.form.save')}
            loading={save.isPending || photo.isPending}
            data-testid="driver-form-save"
          />
        </div>
      </form>
    </Dialog>
  );
}
