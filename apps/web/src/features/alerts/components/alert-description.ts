import type { RawAlert } from '@armada/contracts/alerts';

/** The alert's description in the interface language (docs/rules/alert-center.md §1). */
export function alertDescription(alert: Pick<RawAlert, 'alert'>, language: string): string {
  return language === 'en' ? alert.alert.descriptionEng : alert.alert.descriptionIdn;
}
