import { describe, expect, it } from 'vitest';
import type { CompanyVariant } from '@armada/contracts/auth';
import {
  daysInMonth,
  decideSurvey,
  dismissalExpiry,
  isInLastDaysOfMonth,
  shouldScheduleSurvey,
  type SurveyScheduleInput,
} from './survey-schedule';

/** Local time, so the rules read the same whatever time zone the tests run in. */
const at = (year: number, month: number, day: number, hour = 9, minute = 0, second = 0) =>
  new Date(year, month - 1, day, hour, minute, second).getTime();

const base = (overrides: Partial<SurveyScheduleInput> = {}): SurveyScheduleInput => ({
  now: at(2026, 11, 27),
  storedExpiry: null,
  status: false,
  statusFailed: false,
  companyVariant: 'standard',
  ...overrides,
});

describe('the month-end window (last 5 days by default)', () => {
  it.each([
    ['February 2026 (28 days)', 2026, 2, 28, 24],
    ['February 2028 (29 days, leap year)', 2028, 2, 29, 25],
    ['November 2026 (30 days)', 2026, 11, 30, 26],
    ['December 2026 (31 days)', 2026, 12, 31, 27],
  ])('%s: from day %i - 4 to the last day', (_name, year, month, length, firstDay) => {
    expect(daysInMonth(new Date(at(year, month, 1)))).toBe(length);
    expect(isInLastDaysOfMonth(at(year, month, firstDay - 1, 23, 59, 59))).toBe(false);
    expect(isInLastDaysOfMonth(at(year, month, firstDay, 0, 0, 0))).toBe(true);
    expect(isInLastDaysOfMonth(at(year, month, length, 23, 59, 59))).toBe(true);
    // The first day of the next month is outside again.
    expect(isInLastDaysOfMonth(at(year, month + 1, 1, 0, 0, 0))).toBe(false);
  });

  it('is configurable', () => {
    expect(isInLastDaysOfMonth(at(2026, 11, 28), 3)).toBe(true);
    expect(isInLastDaysOfMonth(at(2026, 11, 27), 3)).toBe(false);
    expect(isInLastDaysOfMonth(at(2026, 11, 20), 11)).toBe(true);
    expect(shouldScheduleSurvey(base({ now: at(2026, 11, 27), lastDays: 3 }))).toBe(false);
    expect(shouldScheduleSurvey(base({ now: at(2026, 11, 20), lastDays: 11 }))).toBe(true);
  });

  it('keeps the survey away mid-month', () => {
    expect(decideSurvey(base({ now: at(2026, 11, 20) }))).toBe('outside-month-end');
    expect(decideSurvey(base({ now: at(2026, 12, 1) }))).toBe('outside-month-end');
  });
});

describe('the hide expiry (23:59 the same day)', () => {
  it('is 23:59:00 local time of the day it was hidden', () => {
    expect(dismissalExpiry(at(2026, 11, 27, 9, 15))).toBe(at(2026, 11, 27, 23, 59));
    expect(dismissalExpiry(at(2026, 11, 27, 0, 0))).toBe(at(2026, 11, 27, 23, 59));
  });

  it('keeps the survey hidden until then and lets it back afterwards', () => {
    const storedExpiry = dismissalExpiry(at(2026, 11, 27, 9, 15));
    expect(decideSurvey(base({ now: at(2026, 11, 27, 18), storedExpiry }))).toBe(
      'hidden-until-expiry',
    );
    expect(decideSurvey(base({ now: at(2026, 11, 27, 23, 59), storedExpiry }))).toBe(
      'hidden-until-expiry',
    );
    expect(decideSurvey(base({ now: at(2026, 11, 27, 23, 59, 1), storedExpiry }))).toBe('show');
    expect(decideSurvey(base({ now: at(2026, 11, 28, 9), storedExpiry }))).toBe('show');
  });

  it('shows when no expiry is stored or the stored one has long passed', () => {
    expect(decideSurvey(base({ storedExpiry: null }))).toBe('show');
    expect(decideSurvey(base({ storedExpiry: at(2026, 10, 30, 23, 59) }))).toBe('show');
  });
});

describe('the status flag (GET /api/feedback-status)', () => {
  it('never shows once answered', () => {
    expect(decideSurvey(base({ status: true }))).toBe('already-answered');
  });

  it('treats a failed status check as answered', () => {
    expect(decideSurvey(base({ status: undefined, statusFailed: true }))).toBe('status-failed');
    expect(shouldScheduleSurvey(base({ status: undefined, statusFailed: true }))).toBe(false);
  });

  it('waits while the status is not known yet', () => {
    expect(decideSurvey(base({ status: undefined }))).toBe('pending');
    expect(shouldScheduleSurvey(base({ status: undefined }))).toBe(false);
  });
});

describe('company variants', () => {
  it.each<[CompanyVariant, boolean]>([
    ['standard', true],
    ['white-label', false],
    ['branded-tracker', false],
  ])('%s: shown %s', (companyVariant, shown) => {
    expect(shouldScheduleSurvey(base({ companyVariant }))).toBe(shown);
  });

  it('checks the variant before anything else', () => {
    expect(decideSurvey(base({ companyVariant: 'white-label', statusFailed: true }))).toBe(
      'excluded-variant',
    );
  });
});
