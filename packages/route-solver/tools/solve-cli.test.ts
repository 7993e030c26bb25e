// `pnpm solve`: in-process for each case, and as a real process for what other tools see
// (stdout, stderr, exit code).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSolomonDir, instancePath } from './bench-data';
import { checkSolomonSolution } from './checker';
import { runSolveCommand } from './solve-command';
import { readSolomonInstance } from './solomon-instance';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..');
const solomonDir = findSolomonDir();

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command the root `solve` script runs (tsx on solve-cli.ts), from the repository root. */
function solveProcess(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(here, 'solve-cli.ts'), ...args],
      { cwd: repoRoot, timeout: 50_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A Gehring–Homberger-sized file: R201's customers twice over (the copy 0.5 east), 50 vehicles. */
function doubledR201(): string {
  const lines = readFileSync(instancePath(solomonDir, 'R201'), 'utf8').split(/\r?\n/);
  const rows = lines.filter((line) => /^\s*\d+(\s+\d+){6}\s*$/.test(line));
  const fleetAt = lines.findIndex((line) => /^\s*25\s+1000\s*$/.test(line));
  const header = lines.slice(0, fleetAt).map((line) => (line.trim() === 'R201' ? 'R2_2_X' : line));
  const copies = rows.slice(1).map((row) => {
    const [id = 0, x = 0, ...rest] = row.trim().split(/\s+/).map(Number);
    return [id + 100, x + 0.5, ...rest].join('  ');
  });
  return [
    ...header,
    '   50         1000',
    '',
    'CUSTOMER',
    lines.find((l) => l.includes('CUST NO.')) ?? '',
    '',
    ...rows,
    ...copies,
    '',
  ].join('\n');
}

/** The command in this process, its streams captured. */
function solveInProcess(args: readonly string[]): Run {
  let stdout = '';
  let stderr = '';
  const code = runSolveCommand(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

function checkOutput(file: string, stdout: string): void {
  const lines = stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  const output = JSON.parse(lines[0] ?? '') as {
    routes: number[][];
    vehicles: number;
    distance: number;
  };
  expect(Object.keys(output)).toEqual(['routes', 'vehicles', 'distance']);
  const check = checkSolomonSolution(
    readSolomonInstance(readFileSync(file, 'utf8')),
    output.routes,
  );
  expect(check.violations).toEqual([]);
  expect(output.vehicles).toBe(check.vehicles);
  expect(output.distance).toBeCloseTo(check.distance, 6);
}

describe('pnpm solve', () => {
  it('solves a larger Gehring–Homberger-format file (200 customers, 50 vehicles)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'armada-solve-'));
    const file = join(dir, 'R2_2_X.txt');
    writeFileSync(file, doubledR201());
    expect(readSolomonInstance(readFileSync(file, 'utf8')).customers.size).toBe(200);
    const run = solveInProcess([file, '--time-limit-ms', '200', '--objective', 'vehicles']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    checkOutput(file, run.stdout);
  });

  it('refuses a missing file on stderr with exit 1', () => {
    expect(solveInProcess(['/nonexistent/C101.txt'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'solve: cannot read /nonexistent/C101.txt: ENOENT\n',
    });
  });

  it('refuses a malformed instance with exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'armada-solve-'));
    const file = join(dir, 'broken.txt');
    writeFileSync(
      file,
      'BROKEN\nVEHICLE\nNUMBER CAPACITY\n 2 10\nCUSTOMER\n0 0 0 0 0 100 0\n1 5 5 x 0 50 1\n',
    );
    const run = solveInProcess([file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^solve: .*broken\.txt: .*line 7/);
  });

  it('prints the usage on --help', () => {
    expect(solveInProcess(['--help'])).toMatchObject({ code: 0, stderr: '' });
  });

  it('is what the root package.json runs as `pnpm solve`', () => {
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(root.scripts.solve).toBe('tsx packages/route-solver/tools/solve-cli.ts');
  });
});

// Starting tsx costs a second or more on a busy machine: two processes, run side by side.
describe.concurrent('pnpm solve as a process', () => {
  it(
    'prints one JSON line with a feasible plan of a real instance',
    { timeout: 60_000 },
    async () => {
      const file = instancePath(solomonDir, 'C101');
      const run = await solveProcess([file, '--time-limit-ms', '300', '--seed', '4']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      checkOutput(file, run.stdout);
    },
  );

  it('refuses a bad flag with the usage on stderr and exit 2', { timeout: 60_000 }, async () => {
    const run = await solveProcess([instancePath(solomonDir, 'C101'), '--objective', 'speed']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^solve: --objective must be one of distance, vehicles, got "speed"\nusage: pnpm solve/,
    );
  });
});
