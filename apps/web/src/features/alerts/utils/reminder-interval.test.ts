import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import {
  REMINDER_SETTING_KEY,
  REPEAT_INTERVAL_KEY,
  isReminderDue,
  msUntilDue,
  readReminderSetting,
  readRepeatInterval,
  saveReminderSetting,
} from './reminder-interval';

const NOW = Date.parse('2026-11-14T09:00:00+07:00');
const MINUTE = 60_000;

describe('reminder setting (docs/rules/alert-center.md §3, §4 and §9)', () => {
  beforeEach(() => localStorage.clear());

  it('offers none, 5, 10, 15, 30 and 60 minutes, 5 by default', () => {
    expect(ALERT_CONSTANTS.reminder.optionsMinutes).toEqual([0, 5, 10, 15, 30, 60]);
    expect(readReminderSetting()).toBe(5);
    localStorage.setItem(REMINDER_SETTING_KEY, '7');
    expect(readReminderSetting()).toBe(5);
    localStorage.setItem(REMINDER_SETTING_KEY, '0');
    expect(readReminderSetting()).toBe(0);
  });

  it('a new choice is stored and its interval starts now', () => {
    saveReminderSetting(15, NOW);
    expect(localStorage.getItem(REMINDER_SETTING_KEY)).toBe('15');
    expect(JSON.parse(localStorage.getItem(REPEAT_INTERVAL_KEY) ?? '')).toEqual({
      startTime: NOW,
      intervalMinutes: 15,
    });
    expect(readReminderSetting()).toBe(15);
    expect(readRepeatInterval(15)).toEqual({ startTime: NOW, intervalMinutes: 15 });
    // An interval of another setting (changed in another tab) is not continued.
    expect(readRepeatInterval(30)).toBeNull();
    localStorage.setItem(REPEAT_INTERVAL_KEY, '{"startTime":"x","intervalMinutes":15}');
    expect(readRepeatInterval(15)).toBeNull();
  });

  it('reminds once a whole interval passed, only with unresolved urgent alerts', () => {
    const interval = { startTime: NOW, intervalMinutes: 10 as const };
    const at = (minutes: number, hasUrgentUnresolved = true) =>
      isReminderDue({ interval, hasUrgentUnresolved, now: NOW + minutes * MINUTE });
    expect(at(9.99)).toBe(false);
    expect(at(10)).toBe(true);
    expect(at(10, false)).toBe(false);
    expect(msUntilDue(interval, NOW + 4 * MINUTE)).toBe(6 * MINUTE);
  });

  it('none never reminds', () => {
    const interval = { startTime: NOW, intervalMinutes: 0 as const };
    expect(isReminderDue({ interval, hasUrgentUnresolved: true, now: NOW + 600 * MINUTE })).toBe(
      false,
    );
    expect(msUntilDue(interval, NOW)).toBeNull();
  });
});
