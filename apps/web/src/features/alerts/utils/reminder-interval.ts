import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import { readStorage, writeStorage } from '@/lib/local-storage';

/**
 * The reminder setting (docs/rules/alert-center.md §3, §4 and §9): how often the alert center
 * reminds about unresolved urgent alerts, none (0) or 5, 10, 15, 30 or 60 minutes, 5 by default.
 * The choice is `reminderSetting`; the running interval is `alertCenterRepeatInterval` (startTime,
 * intervalMinutes), so a reload keeps counting from when the interval last started.
 */
export const REMINDER_SETTING_KEY = 'reminderSetting';
export const REPEAT_INTERVAL_KEY = 'alertCenterRepeatInterval';

export type ReminderMinutes = (typeof ALERT_CONSTANTS.reminder.optionsMinutes)[number];
export const REMINDER_OPTIONS: readonly ReminderMinutes[] = ALERT_CONSTANTS.reminder.optionsMinutes;

const MINUTE_MS = 60_000;

export function isReminderMinutes(value: unknown): value is ReminderMinutes {
  return typeof value === 'number' && (REMINDER_OPTIONS as readonly number[]).includes(value);
}

/** The chosen interval; the default (5) when none is stored or it is not an option. */
export function readReminderSetting(): ReminderMinutes {
  const stored = Number(readStorage(REMINDER_SETTING_KEY) ?? Number.NaN);
  return isReminderMinutes(stored) ? stored : ALERT_CONSTANTS.reminder.defaultMinutes;
}

export interface RepeatInterval {
  /** When the interval last started (ms since the epoch). */
  startTime: number;
  intervalMinutes: ReminderMinutes;
}

/** The running interval if stored, readable and of the current setting; else null. */
export function readRepeatInterval(setting: ReminderMinutes): RepeatInterval | null {
  try {
    const value: unknown = JSON.parse(readStorage(REPEAT_INTERVAL_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { startTime, intervalMinutes } = value as Record<string, unknown>;
    if (typeof startTime !== 'number' || !Number.isFinite(startTime)) return null;
    if (intervalMinutes !== setting) return null;
    return { startTime, intervalMinutes: setting };
  } catch {
    return null;
  }
}

export function writeRepeatInterval(interval: RepeatInterval): void {
  writeStorage(REPEAT_INTERVAL_KEY, JSON.stringify(interval));
}

/** A new choice: remembered, and the interval starts again from now. */
export function saveReminderSetting(minutes: ReminderMinutes, now: number): RepeatInterval {
  writeStorage(REMINDER_SETTING_KEY, String(minutes));
  const interval = { startTime: now, intervalMinutes: minutes };
  writeRepeatInterval(interval);
  return interval;
}

/**
 * Whether the alert center reminds now: an interval is set (not none), there are unresolved
 * urgent alerts (false when the check failed, docs/rules/alert-center.md §8), and a whole interval
 * passed since it started. A start in the future (the clock went back) counts from now.
 */
export function isReminderDue({
  interval,
  hasUrgentUnresolved,
  now,
}: {
  interval: RepeatInterval;
  hasUrgentUnresolved: boolean;
  now: number;
}): boolean {
  if (interval.intervalMinutes === 0 || !hasUrgentUnresolved) return false;
  const elapsed = now - interval.startTime;
  return elapsed >= interval.intervalMinutes * MINUTE_MS;
}

/** How long until the next check can be due (ms), or null when the setting is none. */
export function msUntilDue(interval: RepeatInterval, now: number): number | null {
  if (interval.intervalMinutes === 0) return null;
  return Math.max(0, interval.startTime + interval.intervalMinutes * MINUTE_MS - now);
}
