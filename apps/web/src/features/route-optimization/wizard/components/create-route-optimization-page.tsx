import { useState } from 'react';
import { clock } from '@/lib/clock';
import { createRouteOptimization } from '../api/create-route-optimization';
import { emptyRunForm, withBreakRule, type RunFormState } from '../utils/run-form';
import { loadParameters } from '../utils/saved-parameters';
import { RouteOptimizationWizard } from './route-optimization-wizard';

export interface CreateRouteOptimizationPageProps {
  companyId: number;
  userId: number;
}

/** The start of a new form: the defaults, or this user's last parameters (spec 03 section 4). */
function newForm(companyId: number, userId: number): RunFormState {
  const saved = loadParameters(companyId, userId, clock.now());
  return saved ? withBreakRule({ ...emptyRunForm(), ...saved }) : emptyRunForm();
}

/** /route-optimization/create: the creation wizard (spec 03 section 2.1). */
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
