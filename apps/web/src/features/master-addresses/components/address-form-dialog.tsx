import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputSwitch } from 'primereact/inputswitch';
import type { Address } from '@armada/contracts/customers';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { reverseGeocode, useAddress, useSaveAddress } from '../api/addresses';
import {
  ADDRESS_FORM_MAX,
  addressToForm,
  emptyAddressForm,
  firstInvalidField,
  toCreateRequest,
  toUpdateRequest,
  validateAddressForm,
  type AddressFormProblem,
  type AddressFormValues,
  type AddressTextField,
} from '../utils/address-form';
import { PinMap } from './pin-map';

export type AddressFormTarget = { mode: 'create' } | { mode: 'edit'; address: Address };

export interface AddressFormDialogProps {
  target: AddressFormTarget;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  onHide: () => void;
  onSaved: (address: Address, mode: 'create' | 'edit') => void;
}

/** Create or edit one address in a dialog (full screen on a phone). */
export function AddressFormDialog({
  target,
  tileUrl,
  tileAttribution,
  onHide,
  onSaved,
}: AddressFormDialogProps) {
  const { t } = useTranslation();
  const fresh = useAddress(target.mode === 'edit' ? target.address.id : null);

  const formProps = { tileUrl, tileAttribution, onHide, onSaved };
  return (
    <RecordFormDialog
      record={target.mode === 'edit' ? fresh : null}
      labels={{
        header:
          target.mode === 'create'
            ? t('masterAddresses.form.createTitle')
            : t('masterAddresses.form.editTitle', { name: target.address.name }),
        loading: t('masterAddresses.form.loading'),
        gone: t('masterAddresses.form.gone'),
        loadFailed: t('masterAddresses.form.loadFailed'),
        retry: t('masterAddresses.form.retry'),
      }}
      className="address-form-dialog"
      width="60rem"
      onHide={onHide}
    >
      {(address) => {
        if (address === null)
          return <AddressForm id={null} initial={emptyAddressForm} legacy={[]} {...formProps} />;
        const initial = addressToForm(address);
        // ADDR-8: fields an older record never had stay optional while empty.
        const legacy = (['village', 'street'] as const).filter((field) => initial[field] === '');
        return <AddressForm id={address.id} initial={initial} legacy={legacy} {...formProps} />;
      }}
    </RecordFormDialog>
  );
}

interface FormProps {
  id: number | null;
  initial: AddressFormValues;
  legacy: readonly AddressTextField[];
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  onHide: () => void;
  onSaved: AddressFormDialogProps['onSaved'];
}

type Lookup =
  { state: 'idle' } | { state: 'busy' } | { state: 'found'; text: string } | { state: 'none' };

function AddressForm({
  id,
  initial,
  legacy,
  tileUrl,
  tileAttribution,
  onHide,
  onSaved,
}: FormProps) {
  const { t } = useTranslation();
  const base = useId();
  const fieldId = (field: string) => `${base}-${field}`;
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [coords, setCoords] = useState({
    latitude: initial.pin ? String(initial.pin.latitude) : '',
    longitude: initial.pin ? String(initial.pin.longitude) : '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ title: string; detail: string | null } | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const lookupSeq = useRef(0);
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const save = useSaveAddress();
  const mode = id === null ? 'create' : 'edit';

  const errors = submitted ? validateAddressForm(values, legacy) : {};

  const set = <F extends keyof AddressFormValues>(field: F, value: AddressFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const message = (field: AddressTextField | 'pin', problem: AddressFormProblem) =>
    problem === 'tooLong'
      ? t('masterAddresses.validation.tooLong', {
          max: field === 'pin' ? 0 : (ADDRESS_FORM_MAX[field] ?? 0),
        })
      : t(`masterAddresses.validation.${problem}`);

  /** ADDR-13: the pin's kecamatan, city, province and postcode fill the fields left empty. */
  const place = (latitude: number, longitude: number) => {
    set('pin', { latitude, longitude });
    setCoords({ latitude: String(latitude), longitude: String(longitude) });
    const seq = ++lookupSeq.current;
    setLookup({ state: 'busy' });
    reverseGeocode(latitude, longitude).then(
      (found) => {
        if (seq !== lookupSeq.current) return;
        if (!found.found) {
          setLookup({ state: 'none' });
          return;
        }
        setValues((current) => ({
          ...current,
          street: current.street || found.street || '',
          district: current.district || found.district || '',
          city: current.city || found.city || '',
          province: current.province || found.province || '',
          postal_code: current.postal_code || found.postal_code || '',
        }));
        setLookup({
          state: 'found',
          text: [found.district, found.city, found.province, found.postal_code]
            .filter(Boolean)
            .join(', '),
        });
      },
      () => seq === lookupSeq.current && setLookup({ state: 'none' }),
    );
  };

  /** The coordinates typed as text: a pin once both are numbers. */
  const typeCoordinate = (which: 'latitude' | 'longitude', text: string) => {
    const next = { ...coords, [which]: text };
    setCoords(next);
    const latitude = Number(next.latitude.replace(',', '.'));
    const longitude = Number(next.longitude.replace(',', '.'));
    if (
      next.latitude.trim() !== '' &&
      next.longitude.trim() !== '' &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude)
    ) {
      set('pin', { latitude, longitude });
    } else {
      set('pin', null);
    }
  };

  const onServerError = (error: unknown) => {
    if (!isApiError(error)) setServer({ title: t('masterAddresses.form.failed'), detail: null });
    else if (error.statusCode === 400)
      setServer({
        title: t('masterAddresses.form.serverInvalid'),
        detail: serverErrorText(error, t),
      });
    else if (error.statusCode === 403)
      setServer({ title: t('masterAddresses.form.forbidden'), detail: null });
    else if (error.statusCode === 404)
      setServer({ title: t('masterAddresses.form.gone'), detail: null });
    else setServer({ title: t('masterAddresses.form.failed'), detail: null });
  };

  const submit = () => {
    setSubmitted(true);
    setServer(null);
    const first = firstInvalidField(validateAddressForm(values, legacy));
    if (first) {
      inputs.current[first === 'pin' ? 'latitude' : first]?.focus();
      return;
    }
    const body = id === null ? toCreateRequest(values) : toUpdateRequest(initial, values);
    if (!body) {
      onHide();
      return;
    }
    save.mutate(
      { id, body },
      { onSuccess: (address) => onSaved(address, mode), onError: onServerError },
    );
  };

  const text = (
    field: AddressTextField,
    options: {
      required?: boolean;
      wide?: boolean;
      multiline?: boolean;
      inputMode?: 'numeric';
      placeholder?: string;
      hint?: string;
    } = {},
  ) => {
    const problem = errors[field];
    const describedBy = problem
      ? `${fieldId(field)}-error`
      : options.hint
        ? `${fieldId(field)}-hint`
        : undefined;
    const common = {
      id: fieldId(field),
      name: field,
      value: values[field],
      placeholder: options.placeholder,
      'aria-invalid': problem ? true : undefined,
      'aria-required': options.required && !legacy.includes(field) ? true : undefined,
      'aria-describedby': describedBy,
      className: problem ? 'address-form__input p-invalid' : 'address-form__input',
      autoComplete: 'off',
    };
    return (
      <div
        className={
          options.wide ? 'address-form__field address-form__field--wide' : 'address-form__field'
        }
      >
        <label htmlFor={fieldId(field)} className="address-form__label">
          {t(`masterAddresses.form.fields.${field}`)}
          {options.required && !legacy.includes(field) && (
            <span className="address-form__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {options.multiline ? (
          <InputTextarea
            {...common}
            ref={(element) => {
              inputs.current[field] = element;
            }}
            rows={2}
            autoResize
            onChange={(event) => set(field, event.target.value)}
          />
        ) : (
          <InputText
            {...common}
            ref={(element) => {
              inputs.current[field] = element;
            }}
            inputMode={options.inputMode}
            onChange={(event) => set(field, event.target.value)}
          />
        )}
        {problem ? (
          <small
            id={`${fieldId(field)}-error`}
            className="address-form__error"
            data-testid={`error-${field}`}
          >
            {message(field, problem)}
          </small>
        ) : options.hint ? (
          <small id={`${fieldId(field)}-hint`} className="address-form__hint">
            {options.hint}
          </small>
        ) : null}
      </div>
    );
  };

  const pinProblem = errors.pin;

  return (
    <form
      className="address-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="address-form"
    >
      {server && (
        <div className="address-form__server" role="alert" data-testid="address-form-server-error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <div>
            <p className="address-form__server-title">{server.title}</p>
            {server.detail && <p className="address-form__server-detail">{server.detail}</p>}
          </div>
        </div>
      )}
      <div className="address-form__layout">
        <div className="address-form__grid">
          {text('name', {
            required: true,
            wide: true,
            placeholder: t('masterAddresses.form.namePlaceholder'),
          })}
          {text('street', { required: true, wide: true, placeholder: 'Jl. Raya Bekasi No. 12' })}
          {text('rt', { inputMode: 'numeric', placeholder: '003' })}
          {text('rw', { inputMode: 'numeric', placeholder: '005' })}
          {text('village', { required: true })}
          {text('district', { required: true })}
          {text('city', { required: true, hint: t('masterAddresses.form.cityHint') })}
          {text('province', { required: true })}
          {text('postal_code', { required: true, inputMode: 'numeric', placeholder: '13910' })}
          {text('landmark', {
            wide: true,
            multiline: true,
            hint: t('masterAddresses.form.landmarkHint'),
          })}
          <div className="address-form__field address-form__field--wide address-form__switch">
            <InputSwitch
              inputId={fieldId('is_depot')}
              checked={values.is_depot}
              onChange={(event) => set('is_depot', Boolean(event.value))}
            />
            <label htmlFor={fieldId('is_depot')}>{t('masterAddresses.form.fields.is_depot')}</label>
          </div>
        </div>
        <fieldset className="address-form__pin">
          <legend className="address-form__label">
            {t('masterAddresses.form.fields.pin')}
            <span className="address-form__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <PinMap
            pin={values.pin}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            onPlace={place}
            invalid={pinProblem !== undefined}
            describedBy={pinProblem ? `${fieldId('pin')}-error` : undefined}
          />
          <div className="address-form__coords">
            {(['latitude', 'longitude'] as const).map((which) => (
              <div className="address-form__field" key={which}>
                <label htmlFor={fieldId(which)} className="address-form__label">
                  {t(`masterAddresses.form.fields.${which}`)}
                </label>
                <InputText
                  id={fieldId(which)}
                  ref={(element) => {
                    inputs.current[which] = element;
                  }}
                  value={coords[which]}
                  inputMode="decimal"
                  aria-invalid={pinProblem ? true : undefined}
                  aria-describedby={pinProblem ? `${fieldId('pin')}-error` : undefined}
                  className={pinProblem ? 'address-form__input p-invalid' : 'address-form__input'}
                  onChange={(event) => typeCoordinate(which, event.target.value)}
                  onBlur={() => values.pin && place(values.pin.latitude, values.pin.longitude)}
                />
              </div>
            ))}
          </div>
          {pinProblem && (
            <small
              id={`${fieldId('pin')}-error`}
              className="address-form__error"
              data-testid="error-pin"
            >
              {message('pin', pinProblem)}
            </small>
          )}
          <p className="address-form__lookup" role="status" data-testid="address-lookup">
            {lookup.state === 'busy' && t('masterAddresses.map.lookingUp')}
            {lookup.state === 'found' && t('masterAddresses.map.found', { place: lookup.text })}
            {lookup.state === 'none' && t('masterAddresses.map.notFound')}
          </p>
        </fieldset>
      </div>
      <div className="address-form__footer">
        <small className="address-form__hint">{t('masterAddresses.form.requiredNote')}</small>
        <div className="address-form__actions">
          <Button type="button" label={t('masterAddresses.form.cancel')} text onClick={onHide} />
          <Button
            type="submit"
            label={
              mode === 'create'
                ? t('masterAddresses.form.submitCreate')
                : t('masterAddresses.form.submitEdit')
            }
            icon="pi pi-check"
            loading={save.isPending}
            data-testid="address-form-submit"
          />
        </div>
      </div>
    </form>
  );
}
