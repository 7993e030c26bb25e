/**
 * Route planning (issue 10): a run's input as a route-solver problem, a plan as the run's
 * result, stored plans and point moves. Pure; the solve itself runs in
 * services/fleet-planning/solver-pool.ts.
 */
export {
  DETOUR_FACTOR,
  OPEN_END_S,
  PlanningInputError,
  breakWindowMs,
  buildPlanningProblem,
  planningInputIssues,
  planningSeed,
  resolvedEndMs,
  solveTimeBudgetMs,
  trafficSpeedMetresPerSecond,
} from './build-problem';
export type {
  PlanningAddress,
  PlanningInput,
  PlanningIssue,
  PlanningOrder,
  PlanningProblem,
  PlanningVehicle,
} from './build-problem';
export { MovePointError, movePoint } from './move-point';
export type { MovePointErrorKind, MovePointInput } from './move-point';
export { roadLegPath, roadNetworks } from './route-geometry';
export type { RoadNetworks } from './route-geometry';
export {
  STORED_PLAN_FORMAT,
  fixedPlanOf,
  planIndexOf,
  renderStoredPlan,
  storedPlanOf,
} from './stored-plan';
export type { PlanIndex, StoredPlan } from './stored-plan';
export { pointIdsOf, toPlanResult } from './to-result';
export type { LatLngPair, LegPath, PlanResult, PointIds, SolverPlan } from './to-result';
