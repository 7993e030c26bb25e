import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputSwitch } from 'primereact/inputswitch';
import { SelectButton } from 'primereact/selectbutton';
import { CUSTOMER_TYPES, type Customer, type CustomerType } from '@armada/contracts/customers';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { useCustomer } from '../api/get-customer';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import {
  customerToForm,
  emptyCustomerForm,
  firstInvalidField,
  toCreateRequest,
  toUpdateRequest,
  validateCustomerForm,
  type CustomerFormErrors,
  type CustomerFormValues,
  type CustomerTextField,
  type FieldProblem,
} from '../utils/customer-form';

type Target = { mode: 'create' } | { mode: 'edit'; customer: Customer };

export interface CustomerFormDialogProps {
  target: Target;
  onHide: () => void;
  onSaved: (customer: Customer, mode: 'create' | 'edit') => void;
}

/** A server refusal shown above the form; the input stays as typed. */
interface ServerProblem {
  title: string;
  detail: string | null;
}

/** Create or edit one customer in a dialog (full screen on a phone). */
export function CustomerFormDialog({ target, onHide, onSaved }: CustomerFormDialogProps) {
  const { t } = useTranslation();
  const editId = target.mode === 'edit' ? target.customer.id : null;
  const fresh = useCustomer(editId);

  return (
    <RecordFormDialog
      record={editId === null ? null : fresh}
      labels={{
        header:
          target.mode === 'create'
            ? t('customers.form.createTitle')
            : t('customers.form.editTitle', { name: target.customer.name }),
        loading: t('customers.form.loading'),
        gone: t('customers.form.gone'),
        loadFailed: t('customers.form.loadFailed'),
        retry: t('table.loadFailed.retry'),
      }}
      className="customer-form-dialog"
      width="44rem"
      onHide={onHide}
    >
      {(customer) =>
        customer === null ? (
          <CustomerForm
            mode="create"
            initial={emptyCustomerForm}
            onHide={onHide}
            onSaved={onSaved}
          />
        ) : (
          <CustomerForm
            mode="edit"
            id={customer.id}
            initial={customerToForm(customer)}
            onHide={onHide}
            onSaved={onSaved}
          />
        )
      }
    </RecordFormDialog>
  );
}

type FormProps =
  | {
      mode: 'create';
      id?: undefined;
      initial: CustomerFormValues;
      onHide: () => void;
      onSaved: CustomerFormDialogProps['onSaved'];
    }
  | {
      mode: 'edit';
      id: number;
      initial: CustomerFormValues;
      onHide: () => void;
      onSaved: CustomerFormDialogProps['onSaved'];
    };

function CustomerForm({ mode, id, initial, onHide, onSaved }: FormProps) {
  const { t } = useTranslation();
  const base = useId();
  const fieldId = (field: keyof CustomerFormValues) => `${base}-${field}`;
  const [values, setValues] = useState<CustomerFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerProblem | null>(null);
  const inputs = useRef<
    Partial<Record<CustomerTextField, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const saving = create.isPending || update.isPending;

  // Errors show after the first save attempt, then follow each keystroke.
  const errors: CustomerFormErrors = submitted ? validateCustomerForm(values, mode) : {};

  const set = <F extends keyof CustomerFormValues>(field: F, value: CustomerFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const message = (problem: FieldProblem) =>
    problem.key === 'tooLong'
      ? t('customers.validation.tooLong', { max: problem.max ?? 0 })
      : t(`customers.validation.${problem.key}`);

  const onServerError = (error: unknown) => {
    if (!isApiError(error)) {
      setServer({ title: t('customers.form.failed'), detail: null });
    } else if (error.statusCode === 400) {
      setServer({ title: t('customers.form.serverInvalid'), detail: serverErrorText(error, t) });
    } else if (error.statusCode === 409) {
      setServer({ title: t('customers.form.conflict'), detail: serverErrorText(error, t) });
    } else if (error.statusCode === 403) {
      setServer({ title: t('customers.form.forbidden'), detail: null });
    } else if (error.statusCode === 404) {
      setServer({ title: t('customers.form.gone'), detail: null });
    } else {
      setServer({ title: t('customers.form.failed'), detail: null });
    }
  };

  const submit = () => {
    setSubmitted(true);
    setServer(null);
    const found = validateCustomerForm(values, mode);
    const first = firstInvalidField(found);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (mode === 'create') {
      create.mutate(toCreateRequest(values), {
        onSuccess: (customer) => onSaved(customer, 'create'),
        onError: onServerError,
      });
      return;
    }
    const body = toUpdateRequest(initial, values);
    if (!body) {
      onHide();
      return;
    }
    update.mutate(
      { id, body },
      { onSuccess: (customer) => onSaved(customer, 'edit'), onError: onServerError },
    );
  };

  const text = (
    field: CustomerTextField,
    options: {
      required?: boolean;
      placeholder?: string;
      hint?: string;
      wide?: boolean;
      multiline?: boolean;
      inputMode?: 'tel' | 'email' | 'text';
      type?: string;
      autoComplete?: string;
      transform?: (value: string) => string;
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
      'aria-required': options.required ? true : undefined,
      'aria-describedby': describedBy,
      className: problem ? 'customer-form__input p-invalid' : 'customer-form__input',
      autoComplete: options.autoComplete ?? 'off',
    };
    const change = (value: string) =>
      set(field, options.transform ? options.transform(value) : value);
    return (
      <div
        className={
          options.wide ? 'customer-form__field customer-form__field--wide' : 'customer-form__field'
        }
      >
        <label htmlFor={fieldId(field)} className="customer-form__label">
          {t(`customers.form.fields.${field}`)}
          {options.required && (
            <span className="customer-form__required" aria-hidden="true">
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
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <InputText
            {...common}
            ref={(element) => {
              inputs.current[field] = element;
            }}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            onChange={(event) => change(event.target.value)}
          />
        )}
        {problem ? (
          <small
            id={`${fieldId(field)}-error`}
            className="customer-form__error"
            data-testid={`error-${field}`}
          >
            {message(problem)}
          </small>
        ) : options.hint ? (
          <small id={`${fieldId(field)}-hint`} className="customer-form__hint">
            {options.hint}
          </small>
        ) : null}
      </div>
    );
  };

  const typeOptions = CUSTOMER_TYPES.map((type) => ({
    label: t(`customers.type.${type}`),
    value: type,
  }));

  return (
    <form
      className="customer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="customer-form"
    >
      {server && (
        <div
          className="customer-form__server"
          role="alert"
          data-testid="customer-form-server-error"
        >
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <div>
            <p className="customer-form__server-title">{server.title}</p>
            {server.detail && <p className="customer-form__server-detail">{server.detail}</p>}
          </div>
        </div>
      )}

      <div className="customer-form__grid">
        {text('name', { required: true, wide: true, autoComplete: 'organization' })}
        {text('code', {
          required: mode === 'edit',
          placeholder: mode === 'create' ? t('customers.form.codeAuto') : undefined,
          hint: t('customers.form.codeHint'),
          transform: (value) => value.toUpperCase(),
        })}
        <div className="customer-form__field">
          <span id={fieldId('type')} className="customer-form__label">
            {t('customers.form.fields.type')}
          </span>
          <SelectButton
            value={values.type}
            options={typeOptions}
            allowEmpty={false}
            onChange={(event) => {
              if (event.value) set('type', event.value as CustomerType);
            }}
            aria-labelledby={fieldId('type')}
            className="customer-form__type"
          />
        </div>
        {text('phone', {
          placeholder: '0812-3456-7890',
          hint: t('customers.form.phoneHint'),
          inputMode: 'tel',
          type: 'tel',
        })}
        {text('email', { placeholder: 'nama@perusahaan.co.id', inputMode: 'email', type: 'email' })}
        {text('contact_person')}
        {text('npwp', { placeholder: '01.234.567.8-901.000' })}
        {text('address', { wide: true, multiline: true })}
        {text('city')}
        {text('province')}
        <div className="customer-form__field customer-form__field--wide customer-form__switch">
          <InputSwitch
            inputId={fieldId('is_active')}
            checked={values.is_active}
            onChange={(event) => set('is_active', Boolean(event.value))}
          />
          <label htmlFor={fieldId('is_active')}>
            {t('customers.form.fields.is_active')}
            <small className="customer-form__hint">{t('customers.form.activeHint')}</small>
          </label>
        </div>
      </div>

      <div className="customer-form__footer">
        <small className="customer-form__hint">{t('customers.form.requiredNote')}</small>
        <div className="customer-form__actions">
          <Button type="button" label={t('customers.form.cancel')} text onClick={onHide} />
          <Button
            type="submit"
            label={
              mode === 'create' ? t('customers.form.submitCreate') : t('customers.form.submitEdit')
            }
            icon="pi pi-check"
            loading={saving}
            data-testid="customer-form-submit"
          />
        </div>
      </div>
    </form>
  );
}
