import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { durationParts } from '../utils/format';

/** A duration in seconds as "2 j 05 mnt" / "45 mnt" ("2 h 05 min" in English). */
export function formatDurationText(seconds: number, t: TFunction): string {
  const { hours, minutes } = durationParts(seconds);
  return hours > 0
    ? t('routeOptimization.units.hoursMinutes', {
        hours,
        minutes: String(minutes).padStart(2, '0'),
      })
    : t('routeOptimization.units.minutes', { minutes });
}

export function DurationText({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return <>{formatDurationText(seconds, t)}</>;
}
