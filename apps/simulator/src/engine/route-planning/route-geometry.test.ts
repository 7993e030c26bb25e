import { describe, expect, it } from 'vitest';
import { buildPlanningProblem } from './build-problem';
import { roadLegPath, roadNetworks } from './route-geometry';
import { makePlanningInput, makePlanningOrder } from './test-factories';
import { toPlanResult, type LatLngPair } from './to-result';
import { solve } from '@armada/route-solver';

const networks = roadNetworks();
const key = (a: readonly number[], b: readonly number[]) =>
  [a.join(','), b.join(',')].sort().join('|');
/** Node pairs of the whole network's toll edges. */
const tollPairs = new Set(
  networks.all.edges
    .filter((e) => e.roadClass === 'toll')
    .map((e) =>
      key(networks.all.nodes[e.from]?.point ?? [], networks.all.nodes[e.to]?.point ?? []),
    ),
);
const tollLegs = (path: readonly LatLngPair[]) =>
  path.slice(1).filter((p, i) => tollPairs.has(key(path[i] ?? [], p))).length;

// Kapuk (north-west Jakarta) to Bekasi: the fastest way is the toll ring.
const from: LatLngPair = [-6.13, 106.72];
const to: LatLngPair = [-6.3, 106.98];

describe('roadLegPath', () => {
  it('follows the roads from one point to the other, over toll roads when they are faster', () => {
    const path = roadLegPath({ avoidTolls: false }, networks)(from, to);
    expect(path?.[0]).toEqual(from);
    expect(path?.at(-1)).toEqual(to);
    expect(path?.length).toBeGreaterThan(10);
    expect(tollLegs(path ?? [])).toBeGreaterThan(0);
  });

  it('keeps off toll roads with avoid tolls', () => {
    const path = roadLegPath({ avoidTolls: true }, networks)(from, to);
    expect(path?.length).toBeGreaterThan(10);
    expect(tollLegs(path ?? [])).toBe(0);
  });

  it('leaves a leg between unconnected networks to a straight line', () => {
    const surabaya: LatLngPair = [-7.25, 112.75];
    expect(roadLegPath({ avoidTolls: false }, networks)(from, surabaya)).toBeNull();
  });

  it('draws a result along the roads when given to toPlanResult', () => {
    const input = makePlanningInput({ orders: [makePlanningOrder(1), makePlanningOrder(2)] });
    const planning = buildPlanningProblem(input);
    const solution = solve(planning.problem, { maxIterations: 20 });
    const straight = toPlanResult(input, planning, solution);
    const roads = toPlanResult(input, planning, solution, {
      legPath: roadLegPath({ avoidTolls: input.options.avoid_tolls }, networks),
    });
    expect(roads.routes[0]?.geometry.length).toBeGreaterThan(
      straight.routes[0]?.geometry.length ?? 0,
    );
    expect(roads.summary).toEqual(straight.summary);
  });
});
