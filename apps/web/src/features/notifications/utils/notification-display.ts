import { formatAlertValue, type RawAlert } from '@armada/contracts/alerts';
import { formatCompany } from '@/lib/company-time';

export type DisplayLanguage = 'id' | 'en';

export function displayLanguage(resolved: string | undefined): DisplayLanguage {
  return resolved === 'en' ? 'en' : 'id';
}

/**
 * `14 Nov 2026 09:58:03 WIB` on the company's clock (docs/rules/shell.md SHELL-75); the date
 * part alone carries no label, the time part does.
 */
export function formatAlertTime(
  iso: string,
  language: DisplayLanguage,
  part: 'dateTime' | 'date' | 'time' = 'dateTime',
): string {
  const format =
    part === 'date' ? 'DD MMM YYYY' : part === 'time' ? 'HH:mm:ss' : 'DD MMM YYYY HH:mm:ss';
  return formatCompany(iso, format, { language, label: part !== 'date' });
}

/** The alert's text in the interface language. */
export function alertDescription(alert: RawAlert, language: DisplayLanguage): string {
  return language === 'en' ? alert.alert.descriptionEng : alert.alert.descriptionIdn;
}

export type UrgencyLevel = 'urgent' | 'important' | 'other';

export function urgencyOf(alert: Pick<RawAlert, 'isUrgent' | 'isImportant'>): UrgencyLevel {
  if (alert.isUrgent) return 'urgent';
  return alert.isImportant ? 'important' : 'other';
}

export type NotificationStatus = 'falseAlert' | 'resolved' | 'unresolved';

/**
 * A false alert is also resolved (docs/rules/alert-center.md §4); it is shown as the false alert it
 * is.
 */
export function statusOf(alert: Pick<RawAlert, 'isResolved' | 'isFalseAlert'>): NotificationStatus {
  if (alert.isFalseAlert) return 'falseAlert';
  return alert.isResolved ? 'resolved' : 'unresolved';
}

/**
 * The alert value (or trigger) as AC-38 and AC-67 write it: '-' when empty or 0.00 for the
 * value-type codes, otherwise the number in the language's marks with the unit in its words.
 */
export function displayAlertValue(
  alertCode: number,
  value: string | number | null,
  language: DisplayLanguage,
): string {
  return formatAlertValue(alertCode, value, language);
}

/** Where the alert happened, for the live view to show it (undefined without a position). */
export function alertPlace(
  alert: Pick<RawAlert, 'latitude' | 'longitude'>,
): { latitude: number; longitude: number } | undefined {
  return alert.latitude !== null && alert.longitude !== null
    ? { latitude: alert.latitude, longitude: alert.longitude }
    : undefined;
}
