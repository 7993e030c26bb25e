import { CONTACT_REMINDER_DISMISSED_KEY } from './contact-reminder';

/** Whether the reminder was closed in this tab's session; blocked storage reads as not closed. */
export function isContactReminderDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(CONTACT_REMINDER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissContactReminder(): void {
  try {
    window.sessionStorage.setItem(CONTACT_REMINDER_DISMISSED_KEY, 'true');
  } catch {
    // Without storage the reminder still closes for this page; the monthly rule still holds.
  }
}
