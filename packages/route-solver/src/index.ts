export * from './types';
export { solve, validateProblem } from './solve';
export { parseSolomon } from './solomon';
export { evaluatePlan, planOf } from './evaluate';
export type { FixedPlan, PlanEvaluation, PlanViolation, PlanViolationCode } from './evaluate';
export { legTravel, travelBetween } from './model';
export type { Travel } from './model';
