import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysBetween,
  expiryStatus,
  isCalendarDay,
  proposedExpiry,
  reminderStepDue,
  stepsUpTo,
  windowRange,
} from './constants';

/** The expiry rules as pure functions of the day (docs/rules/licences.md). */
describe('LIC-4 usual terms', () => {
  it('proposes a KIR six months on, a SIM five years, nothing for a permit', () => {
    expect(proposedExpiry('KIR', '2026-05-14')).toBe('2026-11-14');
    expect(proposedExpiry('SIM', '2026-05-14')).toBe('2031-05-14');
    expect(proposedExpiry('STNK_TAX', '2026-05-14')).toBe('2027-05-14');
    expect(proposedExpiry('PERMIT', '2026-05-14')).toBeNull();
  });
  it('lands on the last day of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('LIC-5 calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });
});

describe('LIC-6 status on a day', () => {
  const expiry = '2026-12-31';
  it.each([
    ['2026-11-30', 'VALID'],
    ['2026-12-01', 'DAYS_30'],
    ['2026-12-23', 'DAYS_30'],
    ['2026-12-24', 'DAYS_7'],
    ['2026-12-29', 'DAYS_7'],
    ['2026-12-30', 'DAYS_1'],
    ['2026-12-31', 'DAYS_1'],
    ['2027-01-01', 'EXPIRED'],
  ])('on %s is %s', (today, status) => {
    expect(expiryStatus(expiry, today)).toBe(status);
  });
  it('counts days left across a year end', () => {
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysBetween('2027-01-02', '2026-12-31')).toBe(-2);
  });
});

describe('LIC-7 windows hold the ones inside them', () => {
  it('gives inclusive expiry ranges', () => {
    expect(windowRange('EXPIRED', '2026-11-14')).toEqual({ from: null, to: '2026-11-13' });
    expect(windowRange('DAYS_1', '2026-11-14')).toEqual({ from: '2026-11-14', to: '2026-11-15' });
    expect(windowRange('DAYS_30', '2026-11-14')).toEqual({ from: '2026-11-14', to: '2026-12-14' });
    expect(windowRange('VALID', '2026-11-14')).toEqual({ from: '2026-12-15', to: null });
  });
});

describe('LIC-10 reminder steps', () => {
  it.each([
    [31, null],
    [30, 'DAYS_30'],
    [8, 'DAYS_30'],
    [7, 'DAYS_7'],
    [2, 'DAYS_7'],
    [1, 'DAYS_1'],
    [0, 'AT_EXPIRY'],
    [-40, 'AT_EXPIRY'],
  ])('%i days left: %s', (days, step) => {
    expect(reminderStepDue(days)).toBe(step);
  });
  it('settles the earlier steps with a later one', () => {
    expect(stepsUpTo('DAYS_7')).toEqual(['DAYS_30', 'DAYS_7']);
  });
});
