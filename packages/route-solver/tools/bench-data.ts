// Where the benchmark data lives and how its tables read. The issue names the folder relative to
// the main checkout (`../shared/bench/vrp/solomon`); worktrees sit deeper, so the folder is looked
// for in every ancestor, and ARMADA_VRP_BENCH_DIR overrides it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function findSolomonDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.ARMADA_VRP_BENCH_DIR;
  if (override !== undefined && override !== '') return resolve(override);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'bench', 'vrp', 'solomon');
    if (existsSync(join(candidate, 'instances'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(
        'Solomon benchmark data not found: no shared/bench/vrp/solomon/instances in any parent ' +
          'folder; set ARMADA_VRP_BENCH_DIR to the folder holding instances/ and bks.csv',
      );
    }
    dir = parent;
  }
}

/** Instance names (C101 ...) in the folder, sorted. */
export function listInstances(solomonDir: string): string[] {
  return readdirSync(join(solomonDir, 'instances'))
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.slice(0, -'.txt'.length))
    .sort();
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
