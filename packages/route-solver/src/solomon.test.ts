import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPlan } from './dev/check';
import { parseSolomon } from './solomon';
import { solve } from './solve';

const c101 = readFileSync(new URL('./fixtures/c101.txt', import.meta.url), 'utf8');

describe('parseSolomon', () => {
  it('reads a real instance (CRLF) into orders, fleet and depot', () => {
    const { name, problem } = parseSolomon(c101);
    expect(name).toBe('C101');
    expect(problem.orders).toHaveLength(100);
    expect(problem.vehicles).toHaveLength(25);
    expect(problem.vehicles[0]).toEqual({
      id: '1',
      capacityWeight: 200,
      shiftStart: 0,
      shiftEnd: 1236,
    });
    expect(problem.depot).toEqual({ x: 40, y: 50 });
    expect(problem.orders[0]).toEqual({
      id: '1',
      point: { x: 45, y: 68 },
      timeWindow: { start: 912, end: 967 },
      serviceTime: 90,
      weight: 10,
      volume: 0,
      priority: 'high',
    });
    expect(problem.objective).toBe('distance');
    expect(parseSolomon(c101.replace(/\r\n/g, '\n'), { objective: 'vehicles' }).problem).toEqual({
      ...problem,
      objective: 'vehicles',
    });
  });

  it('solves C101 to a feasible plan near its optimum (828.94, 10 vehicles)', () => {
    const { problem } = parseSolomon(c101);
    const sol = solve(problem, { maxIterations: 1500, seed: 1 });
    expect(checkPlan(problem, sol)).toEqual([]);
    expect(sol.unassigned).toEqual([]);
    expect(sol.vehicles).toBe(10);
    expect(sol.distance).toBeLessThan(828.94 * 1.02);
  });

  it('rejects malformed files with a clear error', () => {
    expect(() => parseSolomon('')).toThrow(/empty/);
    expect(() => parseSolomon('X\nCUSTOMER\n0 1 2 3 4 5 6\n')).toThrow(/VEHICLE/);
    expect(() => parseSolomon(c101.replace('CUSTOMER', 'CUSTOMERS'))).toThrow(/CUSTOMER/);
    expect(() => parseSolomon(c101.replace('912        967', '912  abc'))).toThrow(/line \d+/);
  });
});
