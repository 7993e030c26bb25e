import type { ReportLanguage } from '@armada/contracts/reports';

/** The report words' language of an interface language: English, else Indonesian. */
export function languageOf(language: string | undefined): ReportLanguage {
  return language === 'en' || language?.startsWith('en-') ? 'en' : 'id';
}
