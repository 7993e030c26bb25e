// Where the benchmark data lives and how its tables read. The Solomon instances and both
// best-known tables are kept in the repository (fixtures/solomon, copied from the shared anchor
// folder), so the tests and the benchmark run from any clone; ARMADA_VRP_BENCH_DIR points them at
// another folder of the same layout (instances/, bks.csv, bks_distance_only.csv).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function findSolomonDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.ARMADA_VRP_BENCH_DIR;
  if (override !== undefined && override !== '') return resolve(override);
  return join(FIXTURES_DIR, 'solomon');
}

/**
 * The Gehring-Homberger 1,000-customer set (fixtures/gh1000, same layout as the Solomon folder);
 * ARMADA_VRP_GH1000_DIR points at another copy.
 */
export function findGh1000Dir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.ARMADA_VRP_GH1000_DIR;
  if (override !== undefined && override !== '') return resolve(override);
  return join(FIXTURES_DIR, 'gh1000');
}

/** Instance names (C101 ..., C1_10_1 ...) in the folder, sorted (C1_10_2 before C1_10_10). */
export function listInstances(solomonDir: string): string[] {
  return readdirSync(join(solomonDir, 'instances'))
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.slice(0, -'.txt'.length))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export function instancePath(solomonDir: string, name: string): string {
  return join(solomonDir, 'instances', `${name}.txt`);
}

export interface BestKnown {
  readonly vehicles: number;
  readonly distance: number;
}

/** `instance,vehicles,distance,source` rows (the source may be quoted and hold commas). */
export function readBksCsv(path: string): Map<string, BestKnown> {
  const rows = new Map<string, BestKnown>();
  const lines = readFileSync(path, 'utf8').split(/\r?\n/).slice(1);
  for (const line of lines) {
    if (line.trim() === '') continue;
    const [name, vehicles, distance] = line.split(',', 3);
    const row = { vehicles: Number(vehicles), distance: Number(distance) };
    if (name === undefined || !Number.isFinite(row.vehicles) || !Number.isFinite(row.distance)) {
      throw new Error(`${path}: bad row "${line}"`);
    }
    rows.set(name, row);
  }
  return rows;
}
