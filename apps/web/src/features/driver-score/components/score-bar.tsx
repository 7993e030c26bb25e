import type { DriverGrade } from '@armada/contracts/driver-score';
import { formatScore, gradeTone, type DisplayLanguage } from '../utils/score-display';

/** A score with a short bar of its 0-100 value, coloured by its grade. */
export function ScoreBar({
  score,
  grade,
  language,
}: {
  score: number;
  grade: DriverGrade;
  language: DisplayLanguage;
}) {
  const width = Math.max(0, Math.min(100, score));
  return (
    <span className="ds-score">
      <span className="ds-score__value">{formatScore(score, language)}</span>
      <span className="ds-score__track" aria-hidden="true">
        <span
          className={`ds-score__fill ds-score__fill--${gradeTone(grade)}`}
          style={{ width: `${width}%` }}
        />
      </span>
    </span>
  );
}
