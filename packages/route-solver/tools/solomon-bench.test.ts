import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, findSolomonDir } from './bench-data';
import { readSintefSolution } from './sintef-solution';
import {
  runSolomonBench,
  summariseDistance,
  summariseVehicles,
  type SolomonRow,
  type SolomonRunner,
} from './solomon-bench';

const solomonDir = findSolomonDir();

function bksRoutes(name: string): number[][] {
  return readSintefSolution(
    readFileSync(join(FIXTURES_DIR, 'sintef-solutions', `${name}.sol.txt`), 'utf8'),
  );
}

function euclideanLength(name: string, routes: readonly (readonly number[])[]): number {
  const text = readFileSync(join(solomonDir, 'instances', `${name}.txt`), 'utf8');
  const xy = new Map<number, [number, number]>();
  for (const line of text.split(/\r?\n/)) {
    const cells = line.trim().split(/\s+/).map(Number);
    if (cells.length === 7 && cells.every(Number.isFinite))
      xy.set(cells[0] ?? -1, [cells[1] ?? 0, cells[2] ?? 0]);
  }
  let total = 0;
  for (const route of routes) {
    const path = [0, ...route, 0];
    for (let i = 1; i < path.length; i += 1) {
      const [ax, ay] = xy.get(path[i - 1] ?? 0) ?? [0, 0];
      const [bx, by] = xy.get(path[i] ?? 0) ?? [0, 0];
      total += Math.hypot(ax - bx, ay - by);
    }
  }
  return total;
}

/** A stand-in solver that answers with the published solutions, broken where told. */
function publishedSolver(broken: Record<string, 'drop' | 'throw' | 'lie'> = {}): SolomonRunner {
  return ({ name }) => {
    const routes = bksRoutes(name);
    const distance = euclideanLength(name, routes);
    switch (broken[name]) {
      case 'drop':
        return { routes: routes.map((route, i) => (i === 0 ? route.slice(1) : route)), distance };
      case 'throw':
        throw new Error('no plan');
      case 'lie':
        return { routes, distance: distance - 1 };
      default:
        return { routes, distance };
    }
  };
}

const base = {
  solomonDir,
  seeds: [1],
  timeLimitMs: { distance: 10, vehicles: 10 },
} as const;

describe('Solomon bench', () => {
  it('reports the published solutions at a zero gap on both tables', () => {
    const rows = runSolomonBench({
      ...base,
      instances: ['C101', 'R201'],
      objectives: ['distance', 'vehicles'],
      runner: publishedSolver(),
    });
    expect(rows.map((row) => [row.instance, row.objective, row.failure])).toEqual([
      ['C101', 'distance', null],
      ['R201', 'distance', null],
      ['C101', 'vehicles', null],
      ['R201', 'vehicles', null],
    ]);
    const distance = summariseDistance(rows);
    // R201's hierarchical best (4 vehicles, 1252.37) is 9.09% over its distance-only best (1147.98).
    expect(distance).toMatchObject({ runs: 2, failures: 0, atBks: 1, belowBks: 0 });
    // C101's published plan is 0.0004% under the table's rounded 828.94: clipped to 0.
    expect(distance.meanGapClipped).toBeCloseTo(distance.meanGap ?? Number.NaN, 3);
    expect(distance.meanGapClipped).toBeGreaterThan(distance.meanGap ?? Number.NaN);
    expect(distance.worstGap?.instance).toBe('R201');
    expect(distance.worstGap?.gap).toBeCloseTo(9.09, 2);
    const vehicles = summariseVehicles(rows);
    expect(vehicles).toMatchObject({
      runs: 2,
      failures: 0,
      totalVehicles: 14,
      bksVehicles: 14,
      atBksVehicles: 2,
      belowBksVehicles: 0,
    });
    expect(Math.abs(vehicles.meanGapAtBksVehicles ?? 1)).toBeLessThan(1e-3);
  });

  it('counts an infeasible plan, a throw and a false distance as failures, not numbers', () => {
    const rows = runSolomonBench({
      ...base,
      instances: ['C101', 'C102', 'C103', 'C201'],
      objectives: ['vehicles'],
      runner: publishedSolver({ C101: 'drop', C102: 'throw', C103: 'lie' }),
    });
    const failures = rows.map((row) => row.failure);
    expect(failures[0]).toMatch(/^infeasible \(1\): customer \d+ is not served by any route$/);
    expect(failures[1]).toBe('solver threw: no plan');
    expect(failures[2]).toMatch(/^claims distance [\d.]+, its routes drive [\d.]+$/);
    expect(failures[3]).toBeNull();
    expect(rows.slice(0, 3).every((row) => row.gap === null && row.vehicles === null)).toBe(true);
    const summary = summariseVehicles(rows);
    expect(summary).toMatchObject({ runs: 4, failures: 3, totalVehicles: null, atBksVehicles: 1 });
    const distance = summariseDistance(
      rows.map((row) => ({ ...row, objective: 'distance' as const })),
    );
    expect(distance).toMatchObject({ failures: 3, atBks: 1 });
    expect(distance.meanGap).toBeCloseTo(0, 2);
  });

  it('passes the objective, seed and time limit to the solver', () => {
    const seen: string[] = [];
    runSolomonBench({
      ...base,
      seeds: [1, 2],
      timeLimitMs: { distance: 111, vehicles: 222 },
      instances: ['C201'],
      objectives: ['distance', 'vehicles'],
      runner: (input) => {
        seen.push(`${input.name} ${input.objective} ${input.seed} ${input.timeLimitMs}`);
        return publishedSolver()(input);
      },
    });
    expect(seen).toEqual([
      'C201 distance 1 111',
      'C201 distance 2 111',
      'C201 vehicles 1 222',
      'C201 vehicles 2 222',
    ]);
  });
});

describe('distance summary', () => {
  it('counts plans better than the table apart and clips them in the cautious mean', () => {
    const row = (instance: string, gap: number): SolomonRow => ({
      instance,
      objective: 'distance',
      seed: 1,
      vehicles: 10,
      distance: 1000 * (1 + gap / 100),
      bks: { vehicles: 10, distance: 1000 },
      gap,
      timeMs: 2000,
      failure: null,
    });
    const summary = summariseDistance([row('A', -1), row('B', 0.005), row('C', 2)]);
    expect(summary).toMatchObject({ atBks: 2, belowBks: 1 });
    expect(summary.meanGap).toBeCloseTo(1.005 / 3, 9);
    expect(summary.meanGapClipped).toBeCloseTo(2.005 / 3, 9);
    expect(summary.medianGap).toBeCloseTo(0.005, 9);
    expect(summary.worstGap).toEqual({ instance: 'C', seed: 1, gap: 2 });
  });
});
