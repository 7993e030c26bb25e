import { describe, expect, it } from 'vitest';
import { UsageError } from './cli-args';
import { parseSolveArgs } from './solve-args';

describe('pnpm solve arguments', () => {
  it('defaults to distance only for 2 s with seed 1', () => {
    expect(parseSolveArgs(['C101.txt'])).toEqual({
      file: 'C101.txt',
      objective: 'distance',
      timeLimitMs: 2000,
      seed: 1,
    });
  });

  it('gives fewest-vehicles runs 5 s unless told otherwise', () => {
    expect(parseSolveArgs(['R101.txt', '--objective', 'vehicles'])).toMatchObject({
      objective: 'vehicles',
      timeLimitMs: 5000,
    });
    expect(
      parseSolveArgs(['--objective=vehicles', 'R101.txt', '--time-limit-ms', '300', '--seed=7']),
    ).toEqual({ file: 'R101.txt', objective: 'vehicles', timeLimitMs: 300, seed: 7 });
  });

  it('skips the -- separator pnpm may forward', () => {
    expect(parseSolveArgs(['--', 'C101.txt', '--seed', '0'])).toMatchObject({ seed: 0 });
  });

  it('returns null for help', () => {
    expect(parseSolveArgs(['--help'])).toBeNull();
  });

  it.each([
    [[], 'no instance file given'],
    [['a.txt', 'b.txt'], 'one instance file at a time, got 2'],
    [['a.txt', '--fast'], 'unknown option --fast'],
    [['a.txt', '--time-limit-ms'], '--time-limit-ms needs a value'],
    [['a.txt', '--time-limit-ms', '--seed', '3'], '--time-limit-ms needs a value'],
    [['a.txt', '--time-limit-ms', '0'], '--time-limit-ms must be a whole number of at least 1'],
    [['a.txt', '--time-limit-ms', '1.5'], 'must be a whole number'],
    [['a.txt', '--time-limit-ms', '2s'], 'must be a whole number'],
    [['a.txt', '--seed', '-1'], '--seed must be a whole number from 0 to 4294967295'],
    [['a.txt', '--objective', 'time'], '--objective must be one of distance, vehicles'],
    [['a.txt', '--seed', '1', '--seed', '2'], '--seed given twice'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseSolveArgs(argv)).toThrow(UsageError);
    expect(() => parseSolveArgs(argv)).toThrow(message);
  });
});
