import { useCallback, useEffect, useState } from 'react';
import type { Identity } from '@armada/contracts/auth';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { clock } from '@/lib/clock';
import { useFeedbackStatus } from '../api/get-feedback-status';
import { decideSurvey, dismissalExpiry, isSurveyVariant } from '../utils/survey-schedule';
import { readSurveyExpiry, storeSurveyExpiry } from '../utils/survey-storage';

export interface SurveyScheduleOptions {
  /** Length of the month-end window (docs/rules/shell.md §4: configurable, default 5). */
  lastDays?: number;
  /** Wait after load before the schedule is checked (docs/rules/shell.md §9: 60 s). */
  delayMs?: number;
}

/**
 * Opens the survey once, 60 s after load, when the schedule rules allow it. The decision is
 * taken once per load: a status that arrives later than the delay is waited for, but the
 * survey never pops up again in the same load after it was hidden or answered.
 */
export function useSurveySchedule(
  identity: Identity,
  {
    lastDays = SHELL_CONSTANTS.feedback.lastDaysOfMonth,
    delayMs = SHELL_CONSTANTS.feedback.modalDelayMs,
  }: SurveyScheduleOptions = {},
) {
  const eligible = isSurveyVariant(identity.companyVariant);
  // Excluded companies never ask the server: nothing the answer says could show the survey.
  const status = useFeedbackStatus({ enabled: eligible });
  const [delayElapsed, setDelayElapsed] = useState(false);
  const [decided, setDecided] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!eligible) return undefined;
    const timer = window.setTimeout(() => setDelayElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [eligible, delayMs]);

  useEffect(() => {
    if (!delayElapsed || decided) return;
    const decision = decideSurvey({
      now: clock.now(),
      storedExpiry: readSurveyExpiry(identity.userId),
      status: status.data,
      statusFailed: status.isError,
      companyVariant: identity.companyVariant,
      lastDays,
    });
    if (decision === 'pending') return;
    setDecided(true);
    if (decision === 'show') setOpen(true);
  }, [
    delayElapsed,
    decided,
    identity.userId,
    identity.companyVariant,
    status.data,
    status.isError,
    lastDays,
  ]);

  /** The user hid the survey: it stays away until 23:59 today. */
  const hide = useCallback(() => {
    setOpen(false);
    storeSurveyExpiry(identity.userId, dismissalExpiry(clock.now()));
  }, [identity.userId]);

  /** Answered: closes without an expiry (the status flag keeps it away this month). */
  const close = useCallback(() => setOpen(false), []);

  return { open, hide, close };
}
