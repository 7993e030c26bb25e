import { useState } from 'react';
import type {
  RouteOptimizationErrorOutcome,
  RouteOptimizationRunFormValues,
} from '@armada/contracts/route-optimization';
import { submitErrorOutcome } from '../utils/submit-error';

/**
 * The submit flags of docs/rules/route-optimization.md §4: pressing sets `submitting` and
 * `pressed`, which block further presses; a failure clears both (a success leaves the page).
 */
export function useWizardSubmit(
  send: (values: RouteOptimizationRunFormValues) => Promise<number>,
  {
    onSuccess,
    onError,
  }: {
    onSuccess: (newRunId: number) => void;
    onError: (outcome: RouteOptimizationErrorOutcome) => void;
  },
) {
  const [submitting, setSubmitting] = useState(false);
  const [pressed, setPressed] = useState(false);

  const submit = async (values: RouteOptimizationRunFormValues) => {
    if (submitting || pressed) return;
    setSubmitting(true);
    setPressed(true);
    try {
      const id = await send(values);
      onSuccess(id);
    } catch (error) {
      setSubmitting(false);
      setPressed(false);
      onError(submitErrorOutcome(error));
    }
  };

  return { submit, submitting, blocked: submitting || pressed };
}
