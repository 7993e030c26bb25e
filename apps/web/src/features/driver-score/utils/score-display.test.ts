import { describe, expect, it } from 'vitest';
import { makeDriverScore } from './test-data';
import {
  busiestCategories,
  categoryRows,
  formatDeduction,
  formatKm,
  formatRange,
  formatScore,
  gradeTone,
} from './score-display';

describe('score display', () => {
  it('writes numbers in the interface language', () => {
    expect(formatScore(87.46, 'id')).toBe('87,5');
    expect(formatScore(87.46, 'en')).toBe('87.5');
    expect(formatKm(1234.4, 'id')).toBe('1.234 km');
    expect(formatKm(7.25, 'en')).toBe('7.3 km');
    expect(formatDeduction(6, 'id')).toBe('−6');
    expect(formatDeduction(1.5, 'id')).toBe('−1,5');
    expect(formatDeduction(0, 'en')).toBe('0');
  });

  it('writes a period short', () => {
    expect(formatRange('2026-11-08', '2026-11-14', 'id')).toBe('8–14 Nov 2026');
    expect(formatRange('2026-10-28', '2026-11-03', 'id')).toBe('28 Okt – 3 Nov 2026');
    expect(formatRange('2026-12-30', '2027-01-02', 'en')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatRange('2026-11-14', '2026-11-14', 'en')).toBe('14 Nov 2026');
  });

  it('tones grades from best to worst', () => {
    expect(['A', 'B', 'C', 'D', 'E'].map((g) => gradeTone(g as 'A'))).toEqual([
      'best',
      'good',
      'fair',
      'poor',
      'bad',
    ]);
  });

  it('lists every category and starts the chart with the busiest three', () => {
    const score = makeDriverScore({
      totalOverspeed: 5,
      scoreOverspeed: 10,
      totalYawn: 2,
      totalHarshBrake: 5,
      totalSmoking: 1,
    });
    expect(categoryRows(score)).toHaveLength(12);
    expect(categoryRows(score).find((row) => row.category === 'overspeed')).toEqual({
      category: 'overspeed',
      total: 5,
      score: 10,
    });
    expect(busiestCategories(score)).toEqual(['harshBrake', 'overspeed', 'yawn']);
    expect(busiestCategories(makeDriverScore())).toEqual([]);
  });
});
