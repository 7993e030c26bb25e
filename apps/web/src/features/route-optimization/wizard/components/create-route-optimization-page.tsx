import { useState } from 'react';
import { clock } from '@/lib/clock';
import { createRouteOptimization } from '../api/create-route-optimization';
import { newRunForm, withBreakRule, type RunFormState } from '../utils/run-form';
import { loadParameters } from '../utils/saved-parameters';
import { RouteOptimizationWizard } from './route-optimization-wizard';

export interface CreateRouteOptimizationPageProps {
  companyId: number;
  userId: number;
}

/**
 * The start of a new form: the defaults, or this user's last parameters
 * (docs/rules/route-optimization.md §4). The departure is the saved one while it is still ahead,
 * else the next full hour on the company's clock (RO-45).
 */
function newForm(companyId: number, userId: number): RunFormState {
  const now = clock.now();
  const fresh = newRunForm(now);
  const saved = loadParameters(companyId, userId, now);
  if (!saved) return fresh;
  return withBreakRule({
    ...fresh,
    ...saved,
    expected_departure_on: saved.expected_departure_on ?? fresh.expected_departure_on,
  });
}

/** /route-optimization/create: the creation wizard (docs/rules/route-optimization.md §2.1). */
export function CreateRouteOptimizationPage({
  companyId,
  userId,
}: CreateRouteOptimizationPageProps) {
  const [initialForm] = useState(() => newForm(companyId, userId));
  return (
    <RouteOptimizationWizard
      mode="create"
      initialForm={initialForm}
      initialOrigin={null}
      submit={createRouteOptimization}
      user={{ companyId, userId }}
    />
  );
}
