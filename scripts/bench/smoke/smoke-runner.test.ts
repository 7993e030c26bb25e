// The smoke step's judgement of one bench (smoke-runner.ts): sane figures pass whatever their
// values; a bench that throws, prints a figure that is not a number, or prints none fails.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BenchFigures, FigureRow } from '../figures';
import { benchSource, bundledCommand } from './bench-bundles';
import {
  BenchHost,
  childCpuMs,
  figureProblems,
  runBench,
  runProblems,
  type SmokeCase,
} from './smoke-runner';

describe('the figure check', () => {
  const check: SmokeCase = {
    script: 'bench:example',
    rows: ['a', 'b'],
    numbers: { a: ['x', 'count'], b: ['x'] },
    positive: { a: ['count'] },
    optional: { b: ['heap'] },
  };
  const figures = (rows: FigureRow[]): BenchFigures => ({ bench: 'example', smoke: true, rows });

  it('passes numbers in the promised rows, whatever their values', () => {
    expect(
      figureProblems(
        check,
        figures([
          { name: 'a', x: 0, count: 3 },
          { name: 'b', x: -1e9, heap: null },
        ]),
      ),
    ).toEqual([]);
  });

  it('names a missing row, a figure that is not a number, NaN, a zero count and a bad optional', () => {
    expect(figureProblems(check, figures([{ name: 'a', x: Number.NaN, count: 0 }]))).toEqual([
      'no row "b" (rows: a)',
      'a: x is null, not a number',
      'a: count is 0: nothing was measured',
    ]);
    expect(
      figureProblems(
        check,
        figures([
          { name: 'a', x: '12', count: 1 },
          { name: 'b', x: 1, heap: 'n/a' },
        ]),
      ),
    ).toEqual(['a: x is "12", not a number', 'b: heap is "n/a", neither null nor a number']);
  });
});

describe('a smoke run of a bench', () => {
  const exampleCase: SmokeCase = {
    script: 'bench:example',
    rows: ['run'],
    numbers: { run: ['requests', 'rate'] },
    positive: { run: ['requests'] },
  };
  const bench = fileURLToPath(new URL('fixtures/example-bench.ts', import.meta.url));
  const run = (mode: string) => runBench(`tsx ${bench}`, { EXAMPLE_BENCH: mode });

  it('passes a bench that prints sane figures', async () => {
    expect(runProblems(exampleCase, await run('ok'))).toEqual([]);
  });

  it('fails a bench whose figure throws, with the error in its output', async () => {
    const [first, output] = runProblems(exampleCase, await run('throw'));
    expect(first).toBe('bench:example exited 1');
    expect(output).toContain('no time measured');
  });

  it('fails a bench that prints NaN for a figure', async () => {
    expect(runProblems(exampleCase, await run('nan'))).toEqual(['run: rate is null, not a number']);
  });

  it('fails a bench that exits 0 without figures', async () => {
    expect(runProblems(exampleCase, await run('silent'))[0]).toBe(
      'bench:example printed no figures',
    );
  });

  it('fails figures of a full run or of another bench', () => {
    const line = (figures: BenchFigures) => `BENCH_FIGURES ${JSON.stringify(figures)}\n`;
    const rows = [{ name: 'run', requests: 1, rate: 1 }];
    const stdout =
      line({ bench: 'example', smoke: false, rows }) + line({ bench: 'other', smoke: true, rows });
    expect(
      runProblems(exampleCase, {
        code: 0,
        output: stdout,
        stdout: line({ bench: 'other', smoke: false, rows }),
        wallMs: 1,
        cpuMs: null,
      }),
    ).toEqual([
      `the figures are not a smoke run's (smoke: false)`,
      `the figures are bench "other"'s`,
    ]);
  });
});

describe('the CPU time of a smoke run', () => {
  it("reads the children's user and system time from the shell's `times`", () => {
    expect(childCpuMs('0m0.010000s 0m0.020000s\n1m2.500000s 0m0.250000s\n')).toBe(62_750);
  });

  it('is unknown when the shell printed nothing readable', () => {
    expect(childCpuMs('')).toBeNull();
    expect(childCpuMs('0m0.01s 0m0.02s\nsoon\n')).toBeNull();
  });
});

describe('the bench bundles', () => {
  it('stand in for a `tsx <file>.ts` script only', () => {
    const bundles = new Map([['scripts/bench/live.ts', '/repo/.tmp/bench-smoke/live.mjs']]);
    expect(benchSource('tsx scripts/bench/live.ts')).toBe('scripts/bench/live.ts');
    expect(bundledCommand('tsx scripts/bench/live.ts', bundles)).toBe(
      'node "/repo/.tmp/bench-smoke/live.mjs"',
    );
    expect(benchSource('tsx scripts/bench/live.ts --fast')).toBeUndefined();
    expect(bundledCommand('node scripts/start.mjs', bundles)).toBe('node scripts/start.mjs');
    expect(bundledCommand('tsx scripts/bench/web.ts', bundles)).toBe('tsx scripts/bench/web.ts');
  });
});

describe('the bench host', () => {
  const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));
  const exampleCase: SmokeCase = {
    script: 'bench:example',
    rows: ['run'],
    numbers: { run: ['requests', 'rate'] },
    positive: { run: ['requests'] },
  };

  it('runs benches one after another in one process, each judged on its own output', async () => {
    // From the sources through tsx: the smoke step runs the bundle of host.ts with node.
    const host = new BenchHost(`tsx ${fixture('../host.ts')}`, { EXAMPLE_BENCH: 'ok' });
    const throwing = await host.run('throwing', fixture('throwing-bench.ts'));
    const exiting = await host.run('exiting', fixture('exiting-bench.ts'));
    const lateError = await host.run('late-error', fixture('late-error-bench.ts'));
    const example = await host.run('example', fixture('example-bench.ts'));
    await host.close();

    expect(throwing.code).toBe(1);
    expect(throwing.output).toContain('throwing bench: started');
    expect(throwing.output).toContain('the throwing bench broke');
    // process.exit fails the bench that called it, not the host.
    expect(exiting.code).toBe(3);
    expect(exiting.output).toContain('process.exit(3)');
    // A promise the bench left behind fails it, though its module ended with figures.
    expect(lateError.code).toBe(1);
    expect(lateError.output).toContain('a promise nobody awaited failed');
    expect(runProblems(exampleCase, example)).toEqual([]);
    expect(example.output).not.toContain('throwing bench');
    expect(example.cpuMs).toBeGreaterThanOrEqual(0);
  });

  it('fails the benches it was handed when it dies', async () => {
    const host = new BenchHost('node -e "process.exit(5)"');
    const run = await host.run('example', fixture('example-bench.ts'));
    await host.close();
    expect(run.code).toBe(5);
    expect(run.output).toContain('the bench host ended (exit 5) before example ended');
  });
});
