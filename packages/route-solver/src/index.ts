export * from './types';
export { solve, validateProblem } from './solve';
