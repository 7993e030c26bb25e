import type { DriverScore } from '@armada/contracts/driver-score';
import { WEEKLY_DRIVER_SCORE_SETTINGS } from '@armada/contracts/testing';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_SCORE_ALERT_CODES,
  aggregateDriverScores,
  categoryOfCode,
  intervalBonus,
  scoreDriver,
  scoringPeriods,
  stretchBonus,
  type DriverScoreSettings,
  type ScoredEvent,
} from './driver-score';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Epoch ms of a WIB wall time in November 2026 (UTC+7). */
const wib = (day: number, hour = 0) => Date.UTC(2026, 10, day, hour) - 7 * HOUR;

/** Monday 2 November 00:00 WIB to Monday 16 November 00:00 WIB: two whole weeks. */
const SPAN = { from: wib(2), to: wib(16) };

/** The hand-worked weekly example (shared with the service test). */
const SETTINGS: DriverScoreSettings = WEEKLY_DRIVER_SCORE_SETTINGS;

/** Codes: 5 harsh accel, 6 harsh brake, 7 sharp turn, 8 overspeed, 50 yawn, 53 distraction. */
const ev = (code: number, day: number, hour: number): ScoredEvent => ({ code, at: wib(day, hour) });

/** Driver "Adi": a normal fortnight. */
const ADI: ScoredEvent[] = [
  ev(6, 3, 10), // harsh brake, Tue 3 Nov 10:00
  ev(6, 3, 11), // harsh brake, Tue 3 Nov 11:00
  ev(13, 5, 9), // fuel gain: not scored
  ev(8, 6, 8), // overspeed, Fri 6 Nov 08:00
  ev(50, 11, 12), // yawn, Wed 11 Nov 12:00
  ev(53, 12, 12), // distraction, Thu 12 Nov 12:00
  ev(8, 16, 0), // overspeed at the span's end: outside (the end is excluded)
  ev(8, 1, 23), // overspeed before the span: outside
];

/** Driver "Budi": ten overspeeds, five sharp turns, four harsh accelerations on Monday 2 Nov. */
const BUDI: ScoredEvent[] = [
  ...Array.from({ length: 10 }, () => ev(8, 2, 8)),
  ...Array.from({ length: 5 }, () => ev(7, 2, 9)),
  ...Array.from({ length: 4 }, () => ev(5, 2, 9)),
];

describe('driver scoring (DRIVER-1..7)', () => {
  it('DRIVER-1: maps the twelve categories to their alert codes and nothing else', () => {
    expect(DRIVER_SCORE_ALERT_CODES).toEqual([5, 6, 7, 8, 15, 16, 49, 50, 51, 52, 53, 54]);
    expect(categoryOfCode(6)).toBe('harshBrake');
    expect(categoryOfCode(16)).toBe('exceededParkingTime');
    expect(categoryOfCode(15)).toBe('exceededIdleTime');
    expect(categoryOfCode(49)).toBe('eyeClosed');
    expect(categoryOfCode(51)).toBe('phoneCalling');
    expect(categoryOfCode(13)).toBeNull();
    expect(categoryOfCode(110)).toBeNull();
  });

  it('DRIVER-4: cuts the span into WIB days, Monday weeks or calendar months', () => {
    expect(scoringPeriods(SPAN, 'WEEKLY')).toEqual([
      { from: wib(2), to: wib(9) },
      { from: wib(9), to: wib(16) },
    ]);
    expect(scoringPeriods({ from: wib(4, 12), to: wib(10) }, 'WEEKLY')).toEqual([
      { from: wib(4, 12), to: wib(9) },
      { from: wib(9), to: wib(10) },
    ]);
    expect(scoringPeriods({ from: wib(2, 6), to: wib(4) }, 'DAILY')).toEqual([
      { from: wib(2, 6), to: wib(3) },
      { from: wib(3), to: wib(4) },
    ]);
    // 28 October to 3 December: the end of October, November, the start of December.
    const months = scoringPeriods({ from: wib(-3), to: wib(33) }, 'MONTHLY');
    expect(months).toEqual([
      { from: wib(-3), to: wib(1) },
      { from: wib(1), to: wib(31) },
      { from: wib(31), to: wib(33) },
    ]);
  });

  it('DRIVER-3: a clean stretch earns the initial bonus, then a bonus per further interval', () => {
    // Initial 3 days (2 points), then 1 point per further 2 days; whole days only.
    expect(stretchBonus(2 * DAY + 23 * HOUR, SETTINGS)).toBe(0);
    expect(stretchBonus(3 * DAY, SETTINGS)).toBe(2);
    expect(stretchBonus(4 * DAY + 23 * HOUR, SETTINGS)).toBe(2); // 4 days: 1 further day
    expect(stretchBonus(5 * DAY, SETTINGS)).toBe(3); // 2 + 1
    expect(stretchBonus(7 * DAY, SETTINGS)).toBe(4); // 2 + floor(4 / 2) = 2 + 2
    // An interval of 0 days turns its bonus off.
    expect(stretchBonus(7 * DAY, { ...SETTINGS, dsInterval: 0 })).toBe(2);
    expect(stretchBonus(7 * DAY, { ...SETTINGS, dsInitialInterval: 0 })).toBe(0);
  });

  it('DRIVER-3, DRIVER-4: costed events and period starts cut the clean stretches', () => {
    // Two clean weeks: 4 + 4.
    expect(intervalBonus(SPAN, [], SETTINGS)).toBe(8);
    // Monthly: the fortnight is one period of 14 days: 2 + floor(11 / 2) = 7.
    expect(intervalBonus(SPAN, [], { ...SETTINGS, dsIntervalType: 'MONTHLY' })).toBe(7);
    // Daily: no day reaches 3 days.
    expect(intervalBonus(SPAN, [], { ...SETTINGS, dsIntervalType: 'DAILY' })).toBe(0);
    // An event on Thursday 5 Nov 00:00 cuts week 1 into 3 days (2) and 4 days (2); week 2: 4.
    expect(intervalBonus(SPAN, [wib(5)], SETTINGS)).toBe(8);
    // One on Wednesday 4 Nov 12:00: 2 days 12 h (0) and 4 days 12 h (2); week 2: 4.
    expect(intervalBonus(SPAN, [wib(4, 12)], SETTINGS)).toBe(6);
  });

  it('DRIVER-5, DRIVER-6: Adi scores 92, grade A (worked by hand)', () => {
    // Totals: harsh brake 2, overspeed 1, yawn 1, distraction 1 (fuel gain and the two
    // overspeeds outside the span do not count): totalAlert 5.
    // Costs: brake 2 x 2 = 4, overspeed 1 x 3 = 3, yawn 1 x 1 = 1, distraction 1 x 2 = 2: 10.
    // Bonus, week 1 (Mon 2 - Mon 9): stretches 1 d 10 h, 1 h, 2 d 21 h, 2 d 16 h: none reach
    // 3 days: 0. Week 2 (Mon 9 - Mon 16): 2 d 12 h (0), 1 d (0), Thu 12 12:00 to Mon 16 00:00
    // = 3 d 12 h: 2 + floor((3 - 3) / 2) x 1 = 2. Bonus 2.
    // Score: 100 - 10 + 2 = 92 >= 90: A.
    const adi = scoreDriver({ span: SPAN, events: ADI, drivenKm: 812.345 }, SETTINGS);
    expect(adi).toMatchObject({
      totalHarshBrake: 2,
      scoreHarshBrake: 4,
      totalOverspeed: 1,
      scoreOverspeed: 3,
      totalYawn: 1,
      scoreYawn: 1,
      totalDistraction: 1,
      scoreDistraction: 2,
      totalHarshAccel: 0,
      scoreHarshAccel: 0,
      totalEyeClosed: 0,
      totalAlert: 5,
      bonus: 2,
      score: 92,
      finalGrade: 'A',
      totalDriven: 812.35,
    });
  });

  it('DRIVER-5: a clean driver is capped at 100; a heavy one falls to E', () => {
    // Clean: 100 + 8 (two clean weeks) = 108, kept at 100.
    const clean = scoreDriver({ span: SPAN, events: [], drivenKm: 0 }, SETTINGS);
    expect(clean).toMatchObject({ totalAlert: 0, bonus: 8, score: 100, finalGrade: 'A' });
    // Budi: overspeed 10 x 3 = 30, sharp turn 5 x 1.5 = 7.5, harsh accel 4 x 2.5 = 10: 47.5.
    // Bonus: week 1 from the last event (Mon 2 09:00) to Mon 9 00:00 = 6 d 15 h:
    // 2 + floor(3 / 2) = 3; week 2 clean: 4. Bonus 7. Score 100 - 47.5 + 7 = 59.5 < 60: E.
    const budi = scoreDriver({ span: SPAN, events: BUDI, drivenKm: 100 }, SETTINGS);
    expect(budi).toMatchObject({
      totalOverspeed: 10,
      scoreOverspeed: 30,
      totalSharpturn: 5,
      scoreSharpturn: 7.5,
      totalHarshAccel: 4,
      scoreHarshAccel: 10,
      totalAlert: 19,
      bonus: 7,
      score: 59.5,
      finalGrade: 'E',
    });
    // Never below 0.
    expect(
      scoreDriver({ span: SPAN, events: BUDI, drivenKm: 0 }, { ...SETTINGS, dsBase: 10 }),
    ).toMatchObject({ score: 0, finalGrade: 'E' });
  });

  it('DRIVER-2: the company costs and grade minimums change the score', () => {
    // Overspeed at 2: 20 + 7.5 + 10 = 37.5; 100 - 37.5 + 7 = 69.5: D (60 <= 69.5 < 70).
    const cheaper = scoreDriver(
      { span: SPAN, events: BUDI, drivenKm: 0 },
      { ...SETTINGS, dsCostOverspeed: 2 },
    );
    expect(cheaper).toMatchObject({ scoreOverspeed: 20, score: 69.5, finalGrade: 'D' });
    // A zero cost: the event is counted, costs nothing and does not cut the clean stretch.
    const free = scoreDriver(
      { span: SPAN, events: [ev(6, 5, 0)], drivenKm: 0 },
      { ...SETTINGS, dsCostBrake: 0, dsBase: 80 },
    );
    expect(free).toMatchObject({ totalHarshBrake: 1, scoreHarshBrake: 0, bonus: 8, score: 88 });
    expect(free.finalGrade).toBe('B');
  });

  it('DRIVER-7: averages, grades and ranks the drivers', () => {
    const row = (driverId: number, fullname: string, score: number): DriverScore => ({
      ...scoreDriver({ span: SPAN, events: [], drivenKm: 0 }, SETTINGS),
      driverId,
      driver: { fullname, userId: null, isActive: true, photograph: null, phoneNo: null },
      score,
      lastSync: null,
    });
    const three = [row(1, 'Adi', 92), row(2, 'Citra', 100), row(3, 'Budi', 59.5)];
    // (92 + 100 + 59.5) / 3 = 83.833...: 83.83, grade B.
    const aggregation = aggregateDriverScores(three, SETTINGS);
    expect(aggregation).toMatchObject({
      averageScore: 83.83,
      averageFinalGrade: 'B',
      totalDriver: 3,
    });
    expect(aggregation?.lowest10Drivers.map((r) => r.driverId)).toEqual([3, 1, 2]);
    expect(aggregation?.top10Drivers.map((r) => r.driverId)).toEqual([2, 1, 3]);
    expect(aggregateDriverScores([], SETTINGS)).toBeNull();
    // Twelve drivers: ten each way, ties by name.
    const twelve = Array.from({ length: 12 }, (_, i) =>
      row(i + 1, `Driver ${String(i + 1).padStart(2, '0')}`, i < 6 ? 50 : 90),
    );
    const ranked = aggregateDriverScores(twelve, SETTINGS);
    expect(ranked?.lowest10Drivers).toHaveLength(10);
    expect(ranked?.lowest10Drivers[0]?.driverId).toBe(1);
    expect(ranked?.top10Drivers[0]?.driverId).toBe(7);
    expect(ranked?.averageScore).toBe(70);
    expect(ranked?.averageFinalGrade).toBe('C');
  });
});
