import { defineAddressedLiveKind } from '../shared/live-message-kind';
import { RouteOptimizationLiveSchema } from './route-optimization';

/** A run of the company changed status or found a better plan while solving. */
export const routeOptimizationLiveKind = defineAddressedLiveKind({
  kind: 'route-optimization',
  addressedTo: 'company',
  payload: RouteOptimizationLiveSchema,
  messageId: 'RouteOptimizationMessage',
});
