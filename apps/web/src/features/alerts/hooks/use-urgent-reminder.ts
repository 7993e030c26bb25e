import { useCallback, useEffect, useRef, useState } from 'react';
import { clock } from '@/lib/clock';
import {
  isReminderDue,
  msUntilDue,
  readReminderSetting,
  readRepeatInterval,
  saveReminderSetting,
  writeRepeatInterval,
  type ReminderMinutes,
  type RepeatInterval,
} from '../utils/reminder-interval';

function currentInterval(setting: ReminderMinutes): RepeatInterval {
  const stored = readRepeatInterval(setting);
  if (stored) return stored;
  const started = { startTime: clock.now(), intervalMinutes: setting };
  writeRepeatInterval(started);
  return started;
}

/**
 * The reminder about unresolved urgent alerts (docs/rules/alert-center.md §3 and §9): every chosen
 * interval (remembered across visits, counted from when it started) `onRemind` runs if there are
 * unresolved urgent alerts; then the interval starts again. None (0) never reminds.
 */
export function useUrgentReminder({
  hasUrgentUnresolved,
  onRemind,
}: {
  hasUrgentUnresolved: boolean;
  onRemind: () => void;
}) {
  const [setting, setSetting] = useState<ReminderMinutes>(readReminderSetting);
  const [interval, setRepeat] = useState<RepeatInterval>(() => currentInterval(setting));
  const latest = useRef({ hasUrgentUnresolved, onRemind });
  latest.current = { hasUrgentUnresolved, onRemind };

  useEffect(() => {
    const delay = msUntilDue(interval, clock.now());
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => {
      const now = clock.now();
      try {
        if (
          isReminderDue({ interval, hasUrgentUnresolved: latest.current.hasUrgentUnresolved, now })
        )
          latest.current.onRemind();
      } catch (error) {
        // docs/rules/alert-center.md §8: errors of the reminder check are only logged.
        console.error('Alert center reminder failed', error);
      }
      const next = { startTime: now, intervalMinutes: interval.intervalMinutes };
      writeRepeatInterval(next);
      setRepeat(next);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [interval]);

  const change = useCallback((minutes: ReminderMinutes) => {
    setSetting(minutes);
    setRepeat(saveReminderSetting(minutes, clock.now()));
  }, []);

  return { setting, change };
}
