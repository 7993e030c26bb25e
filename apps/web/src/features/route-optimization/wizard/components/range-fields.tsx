import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputNumber } from 'primereact/inputnumber';
import type { NumberRange, RangeError, RangeFieldError } from '../utils/number-range';

export interface RangeFieldsProps {
  label: string;
  value: NumberRange;
  error: RangeError;
  onChange: (range: NumberRange) => void;
  /** Message for a minimum that is not below the maximum (vehicle capacities differ). */
  orderMessage?: string;
  testId?: string;
}

/**
 * A min and max number pair from 0. The order messages are built from the translated words
 * 'Minimum' and 'Maximum' (docs/rules/route-optimization.md §5).
 */
export function RangeFields({
  label,
  value,
  error,
  onChange,
  orderMessage,
  testId,
}: RangeFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const min = t('routeOptimizationWizard.filter.min');
  const max = t('routeOptimizationWizard.filter.max');
  const message = (field: RangeFieldError, which: 'min' | 'max'): string | null => {
    if (field === null) return null;
    if (field === 'not-negative') return t('routeOptimizationWizard.filter.notNegative');
    if (orderMessage) return orderMessage;
    return which === 'min'
      ? t('routeOptimizationWizard.filter.mustBeLessThan', { min, max })
      : t('routeOptimizationWizard.filter.mustBeGreaterThan', { min, max });
  };
  const minError = message(error.min, 'min');
  const maxError = message(error.max, 'max');
  const toValue = (n: number | null | undefined) => (typeof n === 'number' ? n : null);

  return (
    <fieldset className="ro-wizard__field ro-wizard__range" data-testid={testId}>
      <legend className="ro-wizard__label">{label}</legend>
      <div className="ro-wizard__range-inputs">
        <div className="ro-wizard__range-input">
          <label htmlFor={`${id}-min`} className="sr-only">
            {`${label} ${min}`}
          </label>
          <InputNumber
            inputId={`${id}-min`}
            value={value.min}
            placeholder={min}
            min={0}
            minFractionDigits={0}
            maxFractionDigits={3}
            invalid={minError !== null}
            aria-describedby={minError ? `${id}-min-error` : undefined}
            onValueChange={(event) => onChange({ ...value, min: toValue(event.value) })}
          />
          {minError && (
            <small id={`${id}-min-error`} className="ro-wizard__error">
              {minError}
            </small>
          )}
        </div>
        <div className="ro-wizard__range-input">
          <label htmlFor={`${id}-max`} className="sr-only">
            {`${label} ${max}`}
          </label>
          <InputNumber
            inputId={`${id}-max`}
            value={value.max}
            placeholder={max}
            min={0}
            minFractionDigits={0}
            maxFractionDigits={3}
            invalid={maxError !== null}
            aria-describedby={maxError ? `${id}-max-error` : undefined}
            onValueChange={(event) => onChange({ ...value, max: toValue(event.value) })}
          />
          {maxError && (
            <small id={`${id}-max-error`} className="ro-wizard__error">
              {maxError}
            </small>
          )}
        </div>
      </div>
    </fieldset>
  );
}
