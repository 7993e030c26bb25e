import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ServicePlan } from '@armada/contracts/maintenance';
import { formatNumber } from '@/lib/format-number';
import { usePlans } from '../api/maintenance';
import { formatDay } from '../utils/format';
import { PlanDialog } from './plan-dialog';
import { ListState, Pager } from '@/components/ui/list-state';

/** MNT-1: the service plans, each with what it applies to and how often it falls due. */
export function PlansPanel({ canCreate, canUpdate }: { canCreate: boolean; canUpdate: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ServicePlan | 'new' | null>(null);
  const plans = usePlans({ page, limit: 20 });
  const data = plans.data;
  const every = (plan: ServicePlan) =>
    [
      plan.every_km !== null &&
        t('maintenance.plans.everyKm', { value: formatNumber(plan.every_km, language) }),
      plan.every_engine_hours !== null &&
        t('maintenance.plans.everyHours', {
          value: formatNumber(plan.every_engine_hours, language),
        }),
      plan.every_months !== null &&
        t('maintenance.plans.everyMonths', { count: plan.every_months }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <section className="maintenance__panel" aria-label={t('maintenance.tabs.plans')}>
      <div className="maintenance__toolbar">
        <p className="maintenance__hint">{t('maintenance.plans.whicheverFirst')}</p>
        <div className="maintenance__toolbar-end">
          {canCreate && (
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('maintenance.plans.create')}
              onClick={() => setEditing('new')}
            />
          )}
        </div>
      </div>
      <ListState
        block="maintenance"
        noAccessText={t('maintenance.noAccess')}
        loading={plans.isPending}
        error={plans.isError ? plans.error : null}
        empty={(data?.items.length ?? 0) === 0}
        emptyText={t('maintenance.plans.empty')}
        onRetry={() => void plans.refetch()}
      />
      {data && data.items.length > 0 && (
        <table className="maintenance__table">
          <thead>
            <tr>
              <th scope="col">{t('maintenance.plans.columns.name')}</th>
              <th scope="col">{t('maintenance.plans.columns.target')}</th>
              <th scope="col">{t('maintenance.plans.columns.every')}</th>
              <th scope="col">{t('maintenance.plans.columns.start')}</th>
              <th scope="col">{t('maintenance.plans.columns.active')}</th>
              <th scope="col">
                <span className="sr-only">{t('maintenance.orders.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((plan) => (
              <tr key={plan.id}>
                <td data-label={t('maintenance.plans.columns.name')}>
                  <strong>{plan.name}</strong>
                </td>
                <td data-label={t('maintenance.plans.columns.target')}>
                  {plan.vehicle
                    ? plan.vehicle.license_plate
                    : t('maintenance.plans.typeTarget', {
                        type: plan.vehicle_type?.type ?? '',
                        count: plan.vehicle_count,
                      })}
                </td>
                <td data-label={t('maintenance.plans.columns.every')}>{every(plan)}</td>
                <td data-label={t('maintenance.plans.columns.start')}>
                  {formatDay(plan.start_on, language)}
                </td>
                <td data-label={t('maintenance.plans.columns.active')}>
                  {plan.active ? t('maintenance.plans.yes') : t('maintenance.plans.no')}
                </td>
                <td className="maintenance__row-action">
                  {canUpdate && (
                    <Button
                      type="button"
                      icon="pi pi-pencil"
                      text
                      rounded
                      aria-label={t('maintenance.plans.edit', { name: plan.name })}
                      onClick={() => setEditing(plan)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <Pager block="maintenance" page={data.page} totalPage={data.total_page} onPage={setPage} />
      )}
      {editing && (
        <PlanDialog plan={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />
      )}
    </section>
  );
}
