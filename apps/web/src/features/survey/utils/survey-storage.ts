import { readStorage, writeStorage } from '@/lib/local-storage';

/**
 * The hide expiry, kept in localStorage per user so two people sharing a browser each get their
 * own survey. Storage may be blocked (private mode, policies): then nothing is remembered and
 * the survey can show again on the next load, which is the safe side of the rule.
 */
export const SURVEY_EXPIRY_KEY_PREFIX = 'feedbackSurveyExpiry';

export function surveyExpiryKey(userId: number): string {
  return `${SURVEY_EXPIRY_KEY_PREFIX}:${userId}`;
}

export function readSurveyExpiry(userId: number): number | null {
  const raw = readStorage(surveyExpiryKey(userId));
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function storeSurveyExpiry(userId: number, expiry: number): void {
  writeStorage(surveyExpiryKey(userId), String(expiry));
}
