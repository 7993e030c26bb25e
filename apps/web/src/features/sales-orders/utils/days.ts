import { companyDay, companyDayStart, companyToday, formatCompany } from '@/lib/company-time';

/** A calendar day (`YYYY-MM-DD`) as `24 Nov 2026` in the user's language. */
export function dayText(day: string, language: string): string {
  return formatCompany(`${day}T12:00:00+07:00`, 'DD MMM YYYY', { language });
}

/** Tomorrow on the company clock, the day a new line proposes. */
export function tomorrow(): string {
  return companyDay(companyDayStart(companyToday(), 1)) || companyToday();
}
