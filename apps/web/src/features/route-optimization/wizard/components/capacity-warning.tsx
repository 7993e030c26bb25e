import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import type { CapacityCheck } from '../utils/capacity-check';

/** Orders named one by one in the warning; the rest are counted. */
const NAMED_ORDERS = 5;

/**
 * RO-74 before solving: the chosen orders do not fit the chosen vehicles while the weight
 * capacity option is off. A warning, not a block: the dispatcher may still want the plan.
 */
export function CapacityWarning({ check }: { check: CapacityCheck }) {
  const { t, i18n } = useTranslation();
  const kg = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 1 });
  const named = check.tooHeavy.slice(0, NAMED_ORDERS);
  const more = check.tooHeavy.length - named.length;
  return (
    <section className="ro-wizard__capacity" role="alert" data-testid="wizard-capacity-warning">
      <h2 className="ro-wizard__capacity-title">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        {t('routeOptimizationWizard.capacity.title')}
      </h2>
      {check.overTotal && (
        <p>
          {t('routeOptimizationWizard.capacity.overTotal', {
            load: kg(check.totalWeight),
            capacity: kg(check.totalCapacity),
          })}
        </p>
      )}
      {named.length > 0 && (
        <p>
          {t('routeOptimizationWizard.capacity.tooHeavy', {
            orders: [
              named.map((order) => `${order.number} (${kg(order.weight)} kg)`).join(', '),
              more > 0 ? t('routeOptimizationWizard.capacity.more', { count: more }) : '',
            ]
              .filter(Boolean)
              .join(' '),
          })}
        </p>
      )}
      <p>{t('routeOptimizationWizard.capacity.advice')}</p>
    </section>
  );
}
