import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, findSolomonDir, instancePath, readBksCsv } from './bench-data';
import { checkSolomonSolution, type CheckResult } from './checker';
import { readSintefSolution } from './sintef-solution';
import { InstanceFormatError, readSolomonInstance, type SolomonInstance } from './solomon-instance';

const solomonDir = findSolomonDir();

function loadInstance(name: string): SolomonInstance {
  return readSolomonInstance(readFileSync(instancePath(solomonDir, name), 'utf8'));
}

function solutionFiles(folder: string): { name: string; routes: number[][] }[] {
  const dir = join(FIXTURES_DIR, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sol.txt'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.sol.txt'.length),
      routes: readSintefSolution(readFileSync(join(dir, file), 'utf8')),
    }));
}

/** A small instance whose every time and distance is worked out by hand in the tests below. */
function tiny({ vehicles = 2, depotDue = 100, dueOf2 = 20 } = {}): SolomonInstance {
  return readSolomonInstance(
    [
      'TINY',
      '',
      'VEHICLE',
      'NUMBER     CAPACITY',
      `  ${vehicles}         10`,
      '',
      'CUSTOMER',
      'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME',
      '',
      `    0      0          0          0          0       ${depotDue}          0`,
      '    1      3          4          4          0        50          1',
      `    2      6          8          4         10        ${dueOf2}          1`,
      '    3      0         10          5          0        30          2',
    ].join('\r\n'),
  );
}

function kinds(result: CheckResult): string[] {
  return result.violations.map((violation) => violation.kind);
}

describe('checker on the published best-known solutions', () => {
  const bks = readBksCsv(join(solomonDir, 'bks.csv'));
  const sintef = solutionFiles('sintef-solutions');

  it('has the 49 SINTEF solution files', () => {
    expect(sintef).toHaveLength(49);
  });

  it.each(sintef)('$name is feasible with the vehicles and distance of bks.csv', (file) => {
    const result = checkSolomonSolution(loadInstance(file.name), file.routes);
    expect(result.violations).toEqual([]);
    const best = bks.get(file.name);
    expect(best).toBeDefined();
    expect(result.vehicles).toBe(best?.vehicles);
    expect(Math.abs(result.distance - (best?.distance ?? Number.NaN))).toBeLessThan(1e-2);
  });

  const distanceOnly = readBksCsv(join(solomonDir, 'bks_distance_only.csv'));
  it.each(solutionFiles('distance-only-solutions'))(
    '$name (distance only) is feasible with the vehicles and distance of bks_distance_only.csv',
    (file) => {
      const result = checkSolomonSolution(loadInstance(file.name), file.routes);
      expect(result.violations).toEqual([]);
      const best = distanceOnly.get(file.name);
      expect(result.vehicles).toBe(best?.vehicles);
      expect(Math.abs(result.distance - (best?.distance ?? Number.NaN))).toBeLessThan(1e-2);
    },
  );
});

describe('checker on hand-made plans', () => {
  it('accepts a feasible plan and recomputes its distance', () => {
    // 5 + 5 + 10 out and back for route 1, 10 + 10 for route 2.
    const result = checkSolomonSolution(tiny(), [[1, 2], [3]]);
    expect(result).toEqual({ feasible: true, vehicles: 2, distance: 40, violations: [] });
  });

  it('refuses a missing customer, naming it', () => {
    const result = checkSolomonSolution(tiny(), [[1, 2]]);
    expect(result.feasible).toBe(false);
    expect(result.violations).toEqual([
      expect.objectContaining({ kind: 'missing', customer: 3, route: null }),
    ]);
    expect(result.violations[0]?.message).toBe('customer 3 is not served by any route');
  });

  it('refuses a customer served twice, naming the route and customer', () => {
    const result = checkSolomonSolution(tiny(), [
      [1, 2],
      [3, 1],
    ]);
    expect(kinds(result)).toEqual(['duplicate']);
    expect(result.violations[0]?.message).toBe('route 2: customer 1 is already served by route 1');
  });

  it('refuses a load over the capacity at the first customer that breaks it', () => {
    const result = checkSolomonSolution(tiny(), [[1, 2, 3]]);
    expect(kinds(result)).toEqual(['capacity']);
    expect(result.violations[0]).toMatchObject({ route: 1, customer: 3 });
    expect(result.violations[0]?.message).toBe(
      'route 1: load 13 at customer 3 exceeds the capacity 10',
    );
  });

  it('refuses a service after the due date, waiting being allowed', () => {
    // Customer 3 is served at 10 and left at 12; customer 2 is 6.32 away, due at 12.
    const result = checkSolomonSolution(tiny({ dueOf2: 12 }), [[3, 2], [1]]);
    expect(kinds(result)).toEqual(['late']);
    expect(result.violations[0]).toMatchObject({ route: 1, customer: 2 });
    expect(result.violations[0]?.message).toBe(
      'route 1: customer 2 served at 18.32, after its due date 12',
    );
    // Arriving at 11 before customer 2's ready time 10 + nothing: waiting would be fine.
    expect(checkSolomonSolution(tiny({ dueOf2: 12 }), [[1, 2], [3]]).feasible).toBe(true);
  });

  it('refuses a route back at the depot after its due date', () => {
    const result = checkSolomonSolution(tiny({ depotDue: 21 }), [[1, 2], [3]]);
    expect(kinds(result)).toEqual(['depot_late', 'depot_late']);
    expect(result.violations[0]?.message).toBe(
      'route 1: back at the depot at 22 after customer 2, after its due date 21',
    );
  });

  it('refuses more routes than the fleet', () => {
    const result = checkSolomonSolution(tiny({ vehicles: 2 }), [[1], [2], [3]]);
    expect(kinds(result)).toEqual(['too_many_vehicles']);
    expect(result.violations[0]?.message).toBe('3 routes for a fleet of 2');
  });

  it('refuses a customer the instance does not have', () => {
    const result = checkSolomonSolution(tiny(), [[1, 2, 9], [3]]);
    expect(kinds(result)).toEqual(['unknown_customer']);
    expect(result.violations[0]).toMatchObject({ route: 1, customer: 9 });
  });
});

describe('checker on broken copies of a published solution (C101)', () => {
  const [c101] = solutionFiles('sintef-solutions').filter((file) => file.name === 'C101');
  const routes = c101?.routes ?? [];
  const instance = loadInstance('C101');

  it('refuses a customer dropped from its route', () => {
    const dropped = routes.map((route, i) => (i === 2 ? route.slice(1) : route));
    const result = checkSolomonSolution(instance, dropped);
    expect(result.violations).toEqual([
      expect.objectContaining({ kind: 'missing', customer: routes[2]?.[0] }),
    ]);
  });

  it('refuses a customer copied into a second route', () => {
    const copied = routes.map((route, i) => (i === 4 ? [...route, routes[0]?.[0] ?? 0] : route));
    const result = checkSolomonSolution(instance, copied);
    expect(result.violations).toContainEqual(
      expect.objectContaining({ kind: 'duplicate', route: 5, customer: routes[0]?.[0] }),
    );
  });

  it('refuses a route driven backwards (late arrivals)', () => {
    const reversed = routes.map((route, i) => (i === 0 ? [...route].reverse() : route));
    const result = checkSolomonSolution(instance, reversed);
    expect(result.feasible).toBe(false);
    expect(kinds(result)).toContain('late');
    expect(result.violations.every((v) => v.route === 1 && /late/.test(v.kind))).toBe(true);
  });

  it('refuses one route per customer (more than 25 vehicles)', () => {
    const result = checkSolomonSolution(
      instance,
      routes.flat().map((id) => [id]),
    );
    expect(kinds(result)).toEqual(['too_many_vehicles']);
  });

  it('refuses the two fullest C101 routes merged (capacity 200)', () => {
    const loadOf = (route: readonly number[]): number =>
      route.reduce((sum, id) => sum + (instance.customers.get(id)?.demand ?? 0), 0);
    const byLoad = [...routes].sort((a, b) => loadOf(b) - loadOf(a));
    const [first = [], second = [], ...others] = byLoad;
    expect(loadOf(first) + loadOf(second)).toBeGreaterThan(200);
    const result = checkSolomonSolution(instance, [[...first, ...second], ...others]);
    expect(result.violations).toContainEqual(
      expect.objectContaining({ kind: 'capacity', route: 1 }),
    );
  });
});

describe('instance reading', () => {
  it('reads the fleet and the customers of a real file', () => {
    const instance = loadInstance('RC208');
    expect(instance).toMatchObject({ name: 'RC208', vehicles: 25, capacity: 1000 });
    expect(instance.customers.size).toBe(100);
    expect(instance.depot).toEqual({
      id: 0,
      x: 40,
      y: 50,
      demand: 0,
      ready: 0,
      due: 960,
      service: 0,
    });
  });

  it('refuses malformed files, naming what is wrong', () => {
    expect(() => readSolomonInstance('')).toThrow(InstanceFormatError);
    expect(() => readSolomonInstance('X\nCUSTOMER\n0 0 0 0 0 1 0')).toThrow('no VEHICLE');
    expect(() => readSolomonInstance('X\nVEHICLE\nNUMBER CAPACITY\n2 10\n')).toThrow('no CUSTOMER');
    expect(() =>
      readSolomonInstance('X\nVEHICLE\n2 10\nCUSTOMER\n0 0 0 0 0 100 0\n1 1 1 1 0 10\n'),
    ).toThrow('line 6: expected 7 numbers');
    expect(() =>
      readSolomonInstance('X\nVEHICLE\n2 10\nCUSTOMER\n0 0 0 0 0 100 0\n1 1 1 1 20 10 0\n'),
    ).toThrow('due date before ready time');
    expect(() =>
      readSolomonInstance(
        'X\nVEHICLE\n2 10\nCUSTOMER\n0 0 0 0 0 100 0\n1 1 1 1 0 10 0\n1 2 2 1 0 10 0',
      ),
    ).toThrow('node number 1 appears twice');
  });

  it('reads SINTEF solution lines with leading zeros', () => {
    expect(readSintefSolution('Solution\nRoute 1 : 092 098\nRoute 2 : 7\n')).toEqual([
      [92, 98],
      [7],
    ]);
    expect(() => readSintefSolution('nothing here')).toThrow('no "Route N');
  });
});
