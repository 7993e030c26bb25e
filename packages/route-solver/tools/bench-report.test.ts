import { describe, expect, it } from 'vitest';
import {
  convergence,
  convergenceMarks,
  formatSolomonSummaries,
  formatSolverComparison,
  formatTable,
  iterationsPerSecond,
} from './bench-report';
import type { SolomonRow } from './solomon-bench';

function row(seed: number, objective: SolomonRow['objective'], gap: number | null): SolomonRow {
  return {
    instance: 'C101',
    objective,
    seed,
    vehicles: gap === null ? null : 10,
    distance: gap === null ? null : 828.94 * (1 + gap / 100),
    bks: { vehicles: 10, distance: 828.94 },
    gap,
    timeMs: 2000,
    failure: gap === null ? 'infeasible (1): customer 5 is not served by any route' : null,
  };
}

describe('bench report', () => {
  it('aligns text left and numbers right', () => {
    expect(
      formatTable(
        ['name', 'gap'],
        [
          ['C101', '0.50%'],
          ['RC208', '12.00%'],
        ],
      ),
    ).toBe(['name   gap', '-----  ------', 'C101    0.50%', 'RC208  12.00%'].join('\n'));
  });

  it('prints a figure per seed when there are several, and failures as n/a', () => {
    const text = formatSolomonSummaries(
      [
        row(1, 'distance', 1),
        row(2, 'distance', 0),
        row(1, 'vehicles', 0),
        row(2, 'vehicles', null),
      ],
      false,
    );
    expect(text).toContain('per seed: seed 1 1.00%, seed 2 0.00%');
    expect(text).toContain('total vehicles n/a (1 runs failed)');
    expect(text).toContain('per seed: seed 1 10 vehicles, seed 2 n/a');
    expect(text).not.toContain('target <= 410');
  });
});

describe('solver comparison', () => {
  const run = (
    solver: string,
    instance: string,
    gap: number,
    progress: { ms: number; gap: number }[],
  ): SolomonRow => ({
    instance,
    objective: 'distance',
    seed: 1,
    vehicles: 10,
    distance: 1000 * (1 + gap / 100),
    bks: { vehicles: 10, distance: 1000 },
    gap,
    timeMs: 1000,
    failure: null,
    solver,
    iterations: 500,
    solverMs: 1000,
    progress: progress.map((point) => ({ ms: point.ms, distance: 1000 * (1 + point.gap / 100) })),
  });

  it('gives each solver its gap by class, iterations per second and gap over time', () => {
    const rows = [
      run('new', 'R101', 1, [
        { ms: 101, gap: 3 },
        { ms: 480, gap: 2 },
      ]),
      run('new', 'C201', 0, [{ ms: 300, gap: 1 }]),
      run('old', 'R101', 2, [{ ms: 100, gap: 5 }]),
      run('old', 'C201', 1, [{ ms: 100, gap: 4 }]),
    ];
    expect(iterationsPerSecond(rows.slice(0, 2))).toBe(500);
    // At 0.1 s: R101 3% (101 ms counts), C201 not yet reported, so its first report (1%).
    // At 0.5 s: R101 2%, C201 1%. The last mark is the checked final plan.
    expect(convergence(rows, [100, 500, 1000])).toEqual([
      { solver: 'new', gaps: [2, 1.5, 0.5] },
      { solver: 'old', gaps: [4.5, 4.5, 1.5] },
    ]);
    const text = formatSolverComparison(rows, 1000);
    expect(text).toMatch(/new\s+0\.50%\s+n\/a\s+0\.00%\s+1\.00%/);
    expect(text).toContain('convergence');
  });

  it('uses fixed marks up to the limit, and a shorter-limited run its final plan past its limit', () => {
    expect(convergenceMarks(1000)).toEqual([100, 200, 300, 500, 700, 1000]);
    expect(convergenceMarks(10_000, [1000, 5000, 10_000, 20_000])).toEqual([1000, 5000, 10_000]);
    const rows = [
      { ...run('new', 'R1_10_1', 1, [{ ms: 500, gap: 4 }]), limitMs: 3000 },
      { ...run('old', 'R1_10_1', 3, [{ ms: 500, gap: 6 }]), limitMs: 1000 },
    ];
    // At 2 s the previous solver (1 s limit) counts its checked final plan.
    expect(convergence(rows, [1000, 2000, 3000])).toEqual([
      { solver: 'new', gaps: [4, 4, 1] },
      { solver: 'old', gaps: [3, 3, 3] },
    ]);
    const text = formatSolverComparison(rows, 3000, {
      fixedMarksMs: [1000, 2000],
      reference: 'gh1000/bks_distance_only.csv',
    });
    expect(text).toContain('gap to gh1000/bks_distance_only.csv');
    expect(text).toMatch(/\n\s*2\.00\s+4\.00%\s+3\.00%/);
  });
});
