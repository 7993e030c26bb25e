import { useTranslation } from 'react-i18next';
import type { DriverGrade } from '@armada/contracts/driver-score';
import { gradeTone } from '../utils/score-display';

/** A grade as a coloured letter; the letter is always there, colour only supports it. */
export function GradeBadge({ grade, size = 'md' }: { grade: DriverGrade; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`ds-grade ds-grade--${gradeTone(grade)} ds-grade--${size}`}
      title={t('driverScore.grade', { grade })}
      data-testid="grade-badge"
    >
      <span aria-hidden="true">{grade}</span>
      <span className="sr-only">{t('driverScore.grade', { grade })}</span>
    </span>
  );
}
