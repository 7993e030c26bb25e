import { describe, expect, it } from 'vitest';
import { parseBenchArgs, selectInstances } from './bench-args';

const NAMES = ['C101', 'C102', 'C201', 'R101', 'R201', 'RC101', 'RC201'];

describe('pnpm bench:vrp arguments', () => {
  it('runs everything once by default', () => {
    expect(parseBenchArgs([])).toEqual({
      set: 'solomon',
      instancePatterns: null,
      objectives: ['distance', 'vehicles'],
      seeds: [1],
      timeLimitMs: { distance: 1000, vehicles: 5000 },
      previousLimitMs: null,
      productBudgetsMs: [1000, 5000, 30000],
      solomon: true,
      product: true,
      warm: false,
      jsonFile: null,
      solvers: [
        { label: 'local search', localSearch: true },
        { label: 'previous (no LS)', localSearch: false },
      ],
      clock: 'wall',
    });
  });

  it('reads every option', () => {
    expect(
      parseBenchArgs([
        '--instances=c1*,R201',
        '--objective',
        'vehicles',
        '--seeds',
        '3',
        '--vehicles-ms',
        '800',
        '--product-ms',
        '500,1000',
        '--no-product',
        '--json',
        'out.json',
      ]),
    ).toMatchObject({
      instancePatterns: ['C1*', 'R201'],
      objectives: ['vehicles'],
      seeds: [1, 2, 3],
      timeLimitMs: { distance: 1000, vehicles: 800 },
      productBudgetsMs: [500, 1000],
      product: false,
      jsonFile: 'out.json',
    });
    expect(parseBenchArgs(['--only-product'])).toMatchObject({
      solomon: false,
      product: true,
      warm: false,
    });
    expect(parseBenchArgs(['--only-product', '--warm'])).toMatchObject({ warm: true });
    expect(parseBenchArgs(['--solvers', 'previous', '--clock', 'cpu'])).toMatchObject({
      solvers: [{ label: 'previous (no LS)', localSearch: false }],
      clock: 'cpu',
    });
  });

  it('runs the 1,000-customer set distance only, 60 s per run, without the product case', () => {
    expect(parseBenchArgs(['--set', 'gh1000'])).toMatchObject({
      set: 'gh1000',
      objectives: ['distance'],
      timeLimitMs: { distance: 60_000, vehicles: 60_000 },
      previousLimitMs: null,
      product: false,
    });
    expect(
      parseBenchArgs([
        '--set=gh1000',
        '--objective',
        'both',
        '--previous-ms',
        '10000',
        '--product',
      ]),
    ).toMatchObject({
      objectives: ['distance', 'vehicles'],
      previousLimitMs: 10_000,
      product: true,
    });
  });

  it.each([
    [['--set', 'gh200'], '--set must be one of solomon, gh1000'],
    [['--seeds', '11'], '--seeds must be a whole number from 1 to 10'],
    [['--objective', 'time'], '--objective must be one of distance, vehicles, both'],
    [['--product-ms', '1000,x'], '--product-ms takes whole milliseconds, got "x"'],
    [['--no-product', '--only-product'], '--no-product excludes --product and --only-product'],
    [['--no-product=yes'], '--no-product takes no value'],
    [['C101'], 'unexpected argument "C101"'],
    [['--fast'], 'unknown option --fast'],
    [['--solvers', 'old'], '--solvers takes new and previous, got "old"'],
    [['--clock', 'gpu'], '--clock must be one of wall, cpu'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });

  it('selects instances by name and pattern, in the folder order', () => {
    expect(selectInstances(NAMES, null)).toEqual(NAMES);
    expect(selectInstances(NAMES, ['R1*', 'C201'])).toEqual(['C201', 'R101']);
    expect(selectInstances(NAMES, ['R*01'])).toEqual(['R101', 'R201', 'RC101', 'RC201']);
    expect(selectInstances(NAMES, ['RC*'])).toEqual(['RC101', 'RC201']);
    expect(() => selectInstances(NAMES, ['X1'])).toThrow('no instance matches "X1"');
    expect(selectInstances(['C1_10_1', 'C1_10_2', 'C1_10_10', 'C2_10_1'], ['C1_10_*'])).toEqual([
      'C1_10_1',
      'C1_10_2',
      'C1_10_10',
    ]);
  });
});
