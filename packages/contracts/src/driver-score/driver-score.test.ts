import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  DRIVER_SCORE_CATEGORIES,
  driverGrade,
  driverScoreFieldNames,
  DriverScoreSchema,
  rankDrivers,
  type DriverScore,
} from './driver-score';
import { makeCompany } from '../testing';

/** The seeded company's grade minimums: A 90, B 80, C 70, D 60. */
const thresholds = makeCompany();

function makeDriverScore(overrides: Partial<DriverScore> = {}): DriverScore {
  const categories: Record<string, number> = Object.fromEntries(
    DRIVER_SCORE_CATEGORIES.flatMap((c) => {
      const { total, score } = driverScoreFieldNames(c);
      return [
        [total, 0],
        [score, 0],
      ];
    }),
  );
  return {
    ...(categories as Pick<DriverScore, `total${string}` & keyof DriverScore>),
    ...(categories as Pick<DriverScore, `score${string}` & keyof DriverScore>),
    driverId: 1,
    driver: { fullname: 'Budi', userId: null, isActive: true, photograph: null, phoneNo: null },
    totalAlert: 0,
    finalGrade: 'A',
    totalDriven: 120.5,
    score: 95,
    lastSync: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

describe('driver score', () => {
  it('has a total and a score per category', () => {
    expect(driverScoreFieldNames('harshAccel')).toEqual({
      total: 'totalHarshAccel',
      score: 'scoreHarshAccel',
    });
    expect(Value.Check(DriverScoreSchema, makeDriverScore())).toBe(true);
    const { totalMissingFace: _drop, ...missing } = makeDriverScore();
    expect(Value.Check(DriverScoreSchema, missing)).toBe(false);
  });

  it('grades by the company minimums', () => {
    expect(driverGrade(95, thresholds)).toBe('A');
    expect(driverGrade(90, thresholds)).toBe('A');
    expect(driverGrade(85, thresholds)).toBe('B');
    expect(driverGrade(70, thresholds)).toBe('C');
    expect(driverGrade(60, thresholds)).toBe('D');
    expect(driverGrade(59.9, thresholds)).toBe('E');
  });

  it('ranks the lowest and top 10', () => {
    const rows = Array.from({ length: 15 }, (_, i) =>
      makeDriverScore({
        driverId: i + 1,
        score: i * 5,
        driver: { ...makeDriverScore().driver, fullname: `D${i}` },
      }),
    );
    const { lowest, top } = rankDrivers(rows);
    expect(lowest).toHaveLength(10);
    expect(top).toHaveLength(10);
    expect(lowest[0]?.score).toBe(0);
    expect(top[0]?.score).toBe(70);
  });
});
