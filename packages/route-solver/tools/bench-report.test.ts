import { describe, expect, it } from 'vitest';
import { formatSolomonSummaries, formatTable } from './bench-report';
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
