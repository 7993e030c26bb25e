/**
 * The shell's part of the contact reminder (spec 02 section 4), kept tiny because it is on every
 * signed-in page: the session flag of a closed reminder, and the first check from the identity
 * the shell already has. The monthly rule and the modal load only when this check passes.
 */

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

/**
 * Only a user missing an e-mail or phone number who has not closed the reminder this session
 * needs the reminder's code and the profile call.
 */
export function mayNeedContactReminder(
  identity: { email: string | null; phoneNo: string | null },
  dismissed: boolean,
): boolean {
  return !dismissed && (!identity.email?.trim() || !identity.phoneNo?.trim());
}
