import { ProblemValidationError } from './types';
import type { Problem, Solution, SolveOptions, ValidationIssue } from './types';

/** Every bad field of the problem; empty when the solver accepts it. */
export function validateProblem(problem: Problem): ValidationIssue[] {
  void problem;
  return [];
}

/** Solves the problem; throws ProblemValidationError on bad input, never on accepted input. */
export function solve(problem: Problem, options: SolveOptions = {}): Solution {
  const issues = validateProblem(problem);
  if (issues.length > 0) throw new ProblemValidationError(issues);
  void options;
  throw new Error('not built yet: packages/route-solver (issue 9)');
}
