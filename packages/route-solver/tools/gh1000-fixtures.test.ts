// The Gehring-Homberger 1,000-customer fixtures (fixtures/gh1000): every file the manifest names,
// with its checksum; both readings of each instance agree; the distance-only table is the
// recomputed distance of the published routes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolomon } from '../src/index';
import { findGh1000Dir, instancePath, listInstances, readBksCsv } from './bench-data';
import { checkSolomonSolution } from './checker';
import { readSolomonInstance } from './solomon-instance';

const dir = findGh1000Dir();
const CLASSES = ['C1', 'C2', 'R1', 'R2', 'RC1', 'RC2'];

/** VRPLIB solution routes: `Route #k: 12 7 ...` (customer numbers, the depot not written). */
function readVrplibRoutes(text: string): number[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith('Route'))
    .map((line) => (line.split(':')[1] ?? '').trim().split(/\s+/).map(Number));
}

describe('Gehring-Homberger 1,000-customer fixtures', () => {
  it('has the 60 instances, in numeric order, each in both tables', () => {
    const names = listInstances(dir);
    expect(names).toEqual(
      CLASSES.flatMap((cls) => Array.from({ length: 10 }, (_, i) => `${cls}_10_${i + 1}`)),
    );
    const distance = readBksCsv(join(dir, 'bks_distance_only.csv'));
    const vehicles = readBksCsv(join(dir, 'bks.csv'));
    for (const name of names) {
      expect(distance.has(name), name).toBe(true);
      expect(vehicles.has(name), name).toBe(true);
    }
  });

  it('matches the manifest checksums', () => {
    const lines = readFileSync(join(dir, 'MANIFEST.csv'), 'utf8').trim().split('\n').slice(1);
    expect(lines).toHaveLength(120);
    for (const line of lines) {
      const [file = '', sha] = line.split(',');
      const digest = createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex');
      expect(digest, file).toBe(sha);
    }
  });

  it('reads C1_10_1 alike in the solver and the checker', () => {
    const text = readFileSync(instancePath(dir, 'C1_10_1'), 'utf8');
    const { problem } = parseSolomon(text);
    const instance = readSolomonInstance(text);
    expect(problem.orders).toHaveLength(1000);
    expect(instance.customers.size).toBe(1000);
    expect(instance.vehicles).toBe(250);
    expect(problem.vehicles).toHaveLength(250);
    expect(instance.capacity).toBe(200);
  });

  it('gives the distance of each published distance-only solution as its table row', () => {
    const table = readBksCsv(join(dir, 'bks_distance_only.csv'));
    for (const name of listInstances(dir)) {
      const instance = readSolomonInstance(readFileSync(instancePath(dir, name), 'utf8'));
      const routes = readVrplibRoutes(
        readFileSync(join(dir, 'distance-only-solutions', `${name}.sol`), 'utf8'),
      );
      const check = checkSolomonSolution(instance, routes);
      // Every customer once (lateness aside: the DIMACS rounding makes some routes late by
      // fractions of a unit in double precision; see the folder's README).
      expect(
        check.violations.filter((v) => v.kind !== 'late' && v.kind !== 'depot_late'),
        name,
      ).toEqual([]);
      expect(check.vehicles, name).toBe(table.get(name)?.vehicles);
      expect(check.distance, name).toBeCloseTo(table.get(name)?.distance ?? 0, 1);
    }
  });
});
