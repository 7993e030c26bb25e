import { useMemo } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { reoptimizeRouteOptimization } from '../api/reoptimize-route-optimization';
import { useReoptimizeData } from '../hooks/use-reoptimize-data';
import { emptyRunForm, formFromSetting } from '../utils/run-form';
import { RouteOptimizationWizard, type WizardSelection } from './route-optimization-wizard';

export interface ReoptimizeRouteOptimizationPageProps {
  runId: number;
  companyId: number;
  userId: number;
}

/**
 * /route-optimization/:id/re-optimize (docs/rules/route-optimization.md §2.2, §7.3, §7.4): the
 * run's parameters, then its orders and vehicles selected 500 ms after the screen mounts.
 */
export function ReoptimizeRouteOptimizationPage({
  runId,
  companyId,
  userId,
}: ReoptimizeRouteOptimizationPageProps) {
  const { data } = useReoptimizeData(runId);
  const restoreSelection = useMemo<WizardSelection | undefined>(
    () =>
      data ? { delivery_orders: data.deliveryOrders, vehicle_ids: data.vehicleIds } : undefined,
    [data],
  );
  if (!data) return <PageLoader />;
  const { setting } = data;
  return (
    <RouteOptimizationWizard
      mode="reoptimize"
      run={{ id: runId, number: setting?.number ?? String(runId) }}
      initialForm={setting ? formFromSetting(setting, [], []) : emptyRunForm()}
      initialOrigin={setting ? setting.start_address : null}
      restoreSelection={restoreSelection}
      submit={(values) => reoptimizeRouteOptimization(runId, values)}
      user={{ companyId, userId }}
    />
  );
}
