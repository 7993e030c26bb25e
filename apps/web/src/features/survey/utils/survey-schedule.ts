import type { CompanyVariant } from '@armada/contracts/auth';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';

/**
 * The feedback survey's schedule (docs/rules/shell.md §4, §6, §8 and §9), as pure functions of the
 * time and what is known about the user, so every rule can be checked with fixed times.
 * Calendar rules use the browser's local time: the month end and the 23:59 of the user's day.
 */

/** White-label and branded-tracker companies never get the survey (docs/rules/shell.md §6). */
const SURVEY_EXCLUDED_VARIANTS: readonly CompanyVariant[] = ['white-label', 'branded-tracker'];

export function isSurveyVariant(variant: CompanyVariant): boolean {
  return !SURVEY_EXCLUDED_VARIANTS.includes(variant);
}

/** Days in the month of `date` (28 to 31), in local time. */
export function daysInMonth(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
}

/** True during the last `lastDays` calendar days of the month (the 27th to the 31st for 5). */
export function isInLastDaysOfMonth(
  now: number,
  lastDays: number = SHELL_CONSTANTS.feedback.lastDaysOfMonth,
): boolean {
  const date = new Date(now);
  return date.getDate() > daysInMonth(date) - lastDays;
}

const [DISMISS_HOUR, DISMISS_MINUTE] = SHELL_CONSTANTS.feedback.dismissUntil
  .split(':')
  .map(Number) as [number, number];

/** The expiry stored when the survey is hidden: 23:59 (local) of the same day. */
export function dismissalExpiry(now: number): number {
  const date = new Date(now);
  date.setHours(DISMISS_HOUR, DISMISS_MINUTE, 0, 0);
  return date.getTime();
}

export interface SurveyScheduleInput {
  /** Milliseconds since the epoch, from `clock.now()`. */
  now: number;
  /** The stored hide expiry (ms), or null when none is stored or it cannot be read. */
  storedExpiry: number | null;
  /** `GET /api/feedback-status` → data.status: true once answered; undefined while loading. */
  status: boolean | undefined;
  /** The status call failed: treated as already answered (docs/rules/shell.md §8). */
  statusFailed: boolean;
  companyVariant: CompanyVariant;
  /** Length of the month-end window; configurable, 5 by default. */
  lastDays?: number;
}

/** Why the survey shows or not, first rule that applies wins. `pending`: status not known yet. */
export type SurveyDecision =
  | 'show'
  | 'excluded-variant'
  | 'status-failed'
  | 'already-answered'
  | 'pending'
  | 'outside-month-end'
  | 'hidden-until-expiry';

export function decideSurvey({
  now,
  storedExpiry,
  status,
  statusFailed,
  companyVariant,
  lastDays = SHELL_CONSTANTS.feedback.lastDaysOfMonth,
}: SurveyScheduleInput): SurveyDecision {
  if (!isSurveyVariant(companyVariant)) return 'excluded-variant';
  if (statusFailed) return 'status-failed';
  if (status === true) return 'already-answered';
  if (status === undefined) return 'pending';
  if (!isInLastDaysOfMonth(now, lastDays)) return 'outside-month-end';
  if (storedExpiry !== null && now <= storedExpiry) return 'hidden-until-expiry';
  return 'show';
}

/** Whether the survey opens once its delay after load (60 s) has passed. */
export function shouldScheduleSurvey(input: SurveyScheduleInput): boolean {
  return decideSurvey(input) === 'show';
}
