import {
  routeOptimizationErrorOutcome,
  type RouteOptimizationErrorOutcome,
} from '@armada/contracts/route-optimization';
import { isApiError } from '@/lib/api-client';
import { errorCodesOf } from '@/lib/server-error-text';

/**
 * What a failed create or re-optimize means for the page (docs/rules/route-optimization.md §8),
 * from the error's `code` and every `errors_v2.issues[].code` (an upstream may put the telling code
 * only in an issue); the limit may come as the message alone. Anything else, a network failure
 * included, is the input-format-error toast.
 */
export function submitErrorOutcome(error: unknown): RouteOptimizationErrorOutcome {
  if (!isApiError(error)) return 'input-format-error';
  return routeOptimizationErrorOutcome(errorCodesOf(error), error.message);
}
