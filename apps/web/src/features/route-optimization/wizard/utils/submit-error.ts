import {
  routeOptimizationErrorOutcome,
  type RouteOptimizationErrorOutcome,
} from '@armada/contracts';
import { isApiError } from '@/lib/api-client';

/**
 * What a failed create or re-optimize means for the page (spec 03 section 8). The service's
 * code arrives as the error's `code` (its `errors_v2` issues carry the same codes); the limit
 * may come as the message alone. Anything else, a network failure included, is the
 * input-format-error toast.
 */
export function submitErrorOutcome(error: unknown): RouteOptimizationErrorOutcome {
  if (!isApiError(error)) return 'input-format-error';
  return routeOptimizationErrorOutcome([error.code], error.message);
}
