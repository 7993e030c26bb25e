import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, dueOf } from './due-rules';

/** The due rules (docs/rules/maintenance.md MNT-2, MNT-3) on an odometer and a stepped day. */

const plan = { everyKm: 10_000, everyEngineHours: 250, everyMonths: 6 };
const baseline = { day: '2026-05-20', odometerKm: 120_000, engineHours: 4000 };

describe('months (MNT-2)', () => {
  it('adds calendar months and keeps a day the month has not to its last day', () => {
    expect(addMonths('2026-05-20', 6)).toBe('2026-11-20');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-20', -6)).toBe('2025-11-20');
    expect(daysBetween('2026-11-20', '2026-12-04')).toBe(14);
  });
});

describe('whichever comes first (MNT-3)', () => {
  it('is OK far from every due point', () => {
    const result = dueOf(plan, baseline, { odometerKm: 121_000, engineHours: 4050 }, '2026-06-01');
    expect(result?.state).toBe('OK');
    expect(result?.reasons.map((r) => r.measure)).toEqual(['KM', 'ENGINE_HOURS', 'MONTHS']);
  });

  it('steps the odometer: due soon within 1,000 km, overdue at the due point', () => {
    const at = (km: number) =>
      dueOf(plan, baseline, { odometerKm: km, engineHours: 4010 }, '2026-06-01');
    expect(at(128_999)?.state).toBe('OK');
    expect(at(129_000)?.state).toBe('DUE_SOON');
    expect(at(129_000)?.reason).toMatchObject({ measure: 'KM', due_at: 130_000, remaining: 1000 });
    expect(at(129_999.5)?.state).toBe('DUE_SOON');
    expect(at(130_000)?.state).toBe('OVERDUE');
    expect(at(131_250)?.reason).toMatchObject({
      measure: 'KM',
      state: 'OVERDUE',
      remaining: -1250,
    });
  });

  it('steps the clock day by day: due soon 14 days before, overdue the day after', () => {
    const on = (day: string) =>
      dueOf(plan, baseline, { odometerKm: 121_000, engineHours: 4010 }, day);
    expect(on('2026-11-05')?.state).toBe('OK');
    expect(on('2026-11-06')?.state).toBe('DUE_SOON');
    expect(on('2026-11-06')?.reason).toMatchObject({
      measure: 'MONTHS',
      due_on: '2026-11-20',
      remaining: 14,
    });
    expect(on('2026-11-20')?.state).toBe('DUE_SOON');
    expect(on('2026-11-21')?.state).toBe('OVERDUE');
    expect(on('2026-11-21')?.reason.remaining).toBe(-1);
  });

  it('names the measure that decided: the strongest state, then the furthest along', () => {
    // Engine hours overdue beats km due soon.
    const hours = dueOf(plan, baseline, { odometerKm: 129_500, engineHours: 4260 }, '2026-06-01');
    expect(hours?.state).toBe('OVERDUE');
    expect(hours?.reason.measure).toBe('ENGINE_HOURS');
    // Both due soon: 95% of the km used beats 92% of the hours.
    const both = dueOf(plan, baseline, { odometerKm: 129_500, engineHours: 4230 }, '2026-06-01');
    expect(both?.state).toBe('DUE_SOON');
    expect(both?.reason.measure).toBe('KM');
  });

  it('uses a fifth of a short interval as "soon", and skips measures it cannot read', () => {
    const short = { everyKm: 1000, everyEngineHours: null, everyMonths: null };
    const base = { day: '2026-11-01', odometerKm: 50_000, engineHours: null };
    expect(dueOf(short, base, { odometerKm: 50_700, engineHours: null }, '2026-11-20')?.state).toBe(
      'OK',
    );
    expect(dueOf(short, base, { odometerKm: 50_800, engineHours: null }, '2026-11-20')?.state).toBe(
      'DUE_SOON',
    );
    expect(dueOf(short, base, { odometerKm: null, engineHours: null }, '2026-11-20')).toBeNull();
  });
});
