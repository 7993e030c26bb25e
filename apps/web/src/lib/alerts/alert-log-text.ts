import { falseAlertReasonLabel, type AlertUserLog } from '@armada/contracts/alerts';

export type FalseAlertReasonLabel = 'notValid' | 'wrongDetection';

/**
 * What a log entry's data shows, wherever a log is listed (the preview popup, the notifications
 * page, the notification log): a false-alert reason recorded in either language shows as its
 * label ('not valid', 'wrong detection', docs/rules/alert-center.md §5); other text as written.
 */
export function logDataText(
  log: Pick<AlertUserLog, 'typeField' | 'data'>,
  reasonLabel: (key: FalseAlertReasonLabel) => string,
): string | null {
  if (log.data === null || log.data.trim() === '') return null;
  if (log.typeField === 'FalseAlert') {
    const key = falseAlertReasonLabel(log.data);
    if (key) return reasonLabel(key);
  }
  return log.data;
}
