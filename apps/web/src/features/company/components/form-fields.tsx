import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { usePhoneDisplay } from '@/lib/use-phone-display';
import { useLanguage } from '@/lib/i18n';
import {
  maxLengthOf,
  numberBounds,
  type FieldError,
  type NumberField,
  type TextField,
} from '../utils/company-form';
import { useCompanyFormContext } from './company-form-context';

export const fieldId = (field: string) => `company-${field}`;

/** A broken company rule (contracts company-rules.ts) in the user's language. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: FieldError): string => {
    switch (error.rule) {
      case 'required':
        return t('company.validation.required');
      case 'tooLong':
        return t('company.validation.tooLong', { max: error.params.max });
      case 'range':
        return t('company.validation.range', { min: error.params.min, max: error.params.max });
      case 'integer':
        return t('company.validation.integer');
      case 'email':
        return t('company.validation.email');
      case 'phone':
        return t('company.validation.phone');
      case 'url':
        return t('company.validation.url');
      case 'gradeOrder':
        return t('company.validation.gradeOrder', {
          grade: t(`company.fields.${error.params.above}`),
        });
    }
  };
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: FieldError | undefined;
  children: (aria: { describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error of one field, wired for screen readers. */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  const errorText = useFieldErrorText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="company-field" data-invalid={Boolean(error)}>
      <label className="company-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ describedBy, invalid: Boolean(error) })}
      {error && (
        <small id={errorId} className="company-field__error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {errorText(error)}
        </small>
      )}
      {hint && (
        <small id={hintId} className="company-field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}

export function CompanyTextField({
  field,
  type = 'text',
  hint,
  autoComplete,
  inputMode,
}: {
  field: TextField;
  type?: 'text' | 'email' | 'tel' | 'url';
  hint?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
}) {
  const { t } = useTranslation();
  const { values, setValue, errorOf, disabled } = useCompanyFormContext();
  const id = fieldId(field);
  const error = errorOf(field);
  // A phone number reads grouped (+62 21 460-0123) while the field is not being edited.
  const phone = usePhoneDisplay(values[field]);
  return (
    <FieldShell id={id} label={t(`company.fields.${field}`)} hint={hint} error={error}>
      {({ describedBy, invalid }) => (
        <InputText
          id={id}
          name={field}
          type={type}
          {...(type === 'tel' ? phone : { value: values[field] })}
          onChange={(event) => setValue(field, event.target.value)}
          maxLength={maxLengthOf(field)}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          disabled={disabled}
          invalid={invalid}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export type Unit = 'minutes' | 'litres' | 'days' | 'points';

export function CompanyNumberField({
  field,
  unit,
  hint,
  fractionDigits = 0,
}: {
  field: NumberField;
  unit?: Unit;
  hint?: string | undefined;
  fractionDigits?: number;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { values, setValue, errorOf, disabled } = useCompanyFormContext();
  const id = fieldId(field);
  const error = errorOf(field);
  // No min/max on the input: it would clamp silently; the validation message explains instead.
  const { integer } = numberBounds(field);
  const digits = integer ? 0 : fractionDigits;
  return (
    <FieldShell id={id} label={t(`company.fields.${field}`)} hint={hint} error={error}>
      {({ describedBy, invalid }) => (
        <div className="p-inputgroup company-field__group">
          <InputNumber
            inputId={id}
            name={field}
            value={values[field]}
            onValueChange={(event) => setValue(field, event.value ?? null)}
            locale={language === 'id' ? 'id-ID' : 'en-US'}
            useGrouping={false}
            minFractionDigits={0}
            maxFractionDigits={digits}
            allowEmpty
            disabled={disabled}
            invalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {unit && (
            <span className="p-inputgroup-addon company-field__unit">
              {t(`company.units.${unit}`)}
            </span>
          )}
        </div>
      )}
    </FieldShell>
  );
}
