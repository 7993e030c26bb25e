import { formatCompanyDateTime } from '@/lib/company-time';

/**
 * An alert's time as the lists and popups show it, on the company's clock with its zone label
 * (`03 Des 2026 17:55:03 WIB`, docs/rules/shell.md SHELL-75), like the notification pages.
 */
export function formatAlertTime(createdOn: string, language: string): string {
  return formatCompanyDateTime(createdOn, { language, seconds: true });
}
