export * from './types';
export { solve, validateProblem } from './solve';
export { parseSolomon } from './solomon';
