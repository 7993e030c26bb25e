// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const ROUTE_OPTIMIZATION_ERROR_REASONS = {
  /** params: id. */
  routeOptimizationNotFound: 'routeOptimization.notFound',
  /** A job action the run's status does not allow; params: action, status. */
  routeOptimizationActionNotAllowed: 'routeOptimization.actionNotAllowed',
  /** A point or vehicle that is not in the run's current plan; params: id. */
  routeOptimizationPointNotFound: 'routeOptimization.pointNotFound',
} as const;
