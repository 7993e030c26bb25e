// How the smoke step runs one bench and judges what it printed (scripts/bench/smoke): the bench
// runs as `pnpm bench:<name> --smoke` would, in its own process, and passes when it exits 0 and
// its machine-readable line of figures (figures.ts) holds the rows its smoke case promises with
// a number in every figure. The values are never judged. Kept apart from the step's test file so
// that the unit tests (smoke-runner.test.ts) can show a broken bench failing it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../lib/setup.mjs';
import { readFigures, type BenchFigures, type FigureRow } from '../figures';

export interface SmokeCase {
  /** The package.json script, `bench:<name>`. */
  script: string;
  /** The row names the figures must hold, in any order. */
  rows: string[];
  /** Figures that must be finite numbers, per row name. */
  numbers: Record<string, string[]>;
  /** Of those, the ones that must be above zero (a count of what was measured). */
  positive?: Record<string, string[]>;
  /** Figures that may be null (not measurable everywhere) but otherwise numbers. */
  optional?: Record<string, string[]>;
}

export interface BenchRun {
  code: number | null;
  /** Standard output and error, interleaved as they came. */
  output: string;
  stdout: string;
  wallMs: number;
}

/** Variables that would size a bench beyond its smoke configuration. */
const SIZE_VARIABLES = /^(BENCH_|ARMADA_SIM_|ARMADA_SOLVE_BUDGET_MS$|RELIABILITY_)/;

/** The command of a package.json script. */
export function scriptCommand(script: string): string {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = manifest.scripts[script];
  if (!command) throw new Error(`package.json has no script ${script}`);
  return command;
}

/**
 * Runs `<command> --smoke` from the repository root as `pnpm <script> --smoke` would, collecting
 * its output. The caller's sizing variables are dropped; `env` (the shared servers' addresses)
 * is added after.
 */
export function runBench(command: string, env: Record<string, string> = {}): Promise<BenchRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SIZE_VARIABLES.test(name)),
  );
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `exec ${command} --smoke`], {
      cwd: repoRoot,
      env: {
        ...inherited,
        BENCH_SMOKE: '1',
        PATH: `${join(repoRoot, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({ code, output, stdout, wallMs: performance.now() - started }),
    );
  });
}

/** What is wrong with a bench's figures, one line each; empty when they are sane. */
export function figureProblems(smokeCase: SmokeCase, figures: BenchFigures): string[] {
  const problems: string[] = [];
  const byName = new Map<string, FigureRow>(figures.rows.map((row) => [row.name, row]));
  const names = figures.rows.map((row) => row.name);
  for (const row of smokeCase.rows)
    if (!byName.has(row)) problems.push(`no row "${row}" (rows: ${names.join(', ')})`);
  for (const [rowName, keys] of Object.entries(smokeCase.numbers)) {
    const row = byName.get(rowName);
    if (!row) continue;
    for (const key of keys) {
      const value = row[key];
      if (typeof value !== 'number' || !Number.isFinite(value))
        problems.push(`${rowName}: ${key} is ${JSON.stringify(value)}, not a number`);
      else if (smokeCase.positive?.[rowName]?.includes(key) && value <= 0)
        problems.push(`${rowName}: ${key} is ${value}: nothing was measured`);
    }
  }
  for (const [rowName, keys] of Object.entries(smokeCase.optional ?? {})) {
    const row = byName.get(rowName);
    if (!row) continue;
    for (const key of keys) {
      const value = row[key];
      if (value !== null && (typeof value !== 'number' || !Number.isFinite(value)))
        problems.push(`${rowName}: ${key} is ${JSON.stringify(value)}, neither null nor a number`);
    }
  }
  return problems;
}

const tail = (text: string) => text.trimEnd().split('\n').slice(-40).join('\n');

/**
 * Everything wrong with a smoke run, one line each (the bench's last output lines after the
 * first when it could not measure); empty when the bench produced sane figures.
 */
export function runProblems(smokeCase: SmokeCase, run: BenchRun): string[] {
  if (run.code !== 0) return [`${smokeCase.script} exited ${run.code}`, tail(run.output)];
  let figures: BenchFigures | undefined;
  try {
    figures = readFigures(run.stdout);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [`${smokeCase.script} printed unreadable figures: ${reason}`, tail(run.output)];
  }
  if (!figures) return [`${smokeCase.script} printed no figures`, tail(run.output)];
  const name = smokeCase.script.slice('bench:'.length);
  const problems: string[] = [];
  if (figures.smoke !== true) problems.push(`the figures are not a smoke run's (smoke: false)`);
  if (figures.bench !== name) problems.push(`the figures are bench "${figures.bench}"'s`);
  return [...problems, ...figureProblems(smokeCase, figures)];
}
