import type { Profile } from '@armada/contracts/auth';

/**
 * The contact reminder's rule (docs/rules/alert-center.md §4): it shows only when the profile's
 * e-mail or phone number is missing, no reminder was shown this calendar month (the profile's
 * `lastReminder`, months counted in WIB, UTC+7), and the user has not closed it this session.
 * Pure functions of the profile and the time, so each rule is checked with pinned dates.
 */

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The WIB calendar month of a moment, as `YYYY-MM`. */
export function wibMonth(ms: number): string {
  return new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 7);
}

export type ContactKind = 'phone' | 'email';

/** What the profile lacks, phone first (the spec's order: Add Number, Add Email). */
export function missingContacts(profile: Pick<Profile, 'email' | 'phoneNo'>): ContactKind[] {
  const missing: ContactKind[] = [];
  if (!profile.phoneNo?.trim()) missing.push('phone');
  if (!profile.email?.trim()) missing.push('email');
  return missing;
}

export interface ContactReminderInput {
  profile: Pick<Profile, 'email' | 'phoneNo' | 'lastReminder'>;
  /** Milliseconds since the epoch, from `clock.now()`. */
  now: number;
  /** Closed by the user earlier in this session. */
  dismissed: boolean;
}

/** Why the reminder shows or not; the first rule that applies wins. */
export type ContactReminderDecision = 'show' | 'complete' | 'dismissed' | 'shown-this-month';

export function contactReminderDecision({
  profile,
  now,
  dismissed,
}: ContactReminderInput): ContactReminderDecision {
  if (missingContacts(profile).length === 0) return 'complete';
  if (dismissed) return 'dismissed';
  if (profile.lastReminder !== null) {
    const last = Date.parse(profile.lastReminder);
    // An unreadable date counts as never shown: the reminder is better shown than lost.
    if (Number.isFinite(last) && wibMonth(last) === wibMonth(now)) return 'shown-this-month';
  }
  return 'show';
}

/** The session key set when the user closes the reminder (kept for this tab only). */
export const CONTACT_REMINDER_DISMISSED_KEY = 'contactReminderDismissed';

/** Whether the reminder was closed in this tab's session; blocked storage reads as not closed. */
export function isContactReminderDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(CONTACT_REMINDER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers for this tab's session that the user closed the reminder. */
export function dismissContactReminder(): void {
  try {
    window.sessionStorage.setItem(CONTACT_REMINDER_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the reminder still closes for this page; the monthly rule still holds.
  }
}
