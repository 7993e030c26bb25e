// The `pnpm solve` output: routes as the instance's customer numbers in visiting order.
import type { Problem, Solution } from '../src/index';

export interface SolomonOutput {
  readonly routes: number[][];
  readonly vehicles: number;
  readonly distance: number;
}

/** Orders of a Solomon problem carry the customer number as their id. */
export function toSolomonOutput(problem: Problem, solution: Solution): SolomonOutput {
  const routes = solution.routes
    .map((route) =>
      route.stops.flatMap((stop) => stop.orders.map((order) => Number(problem.orders[order]?.id))),
    )
    .filter((route) => route.length > 0);
  return { routes, vehicles: routes.length, distance: solution.distance };
}
