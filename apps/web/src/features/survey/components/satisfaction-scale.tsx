import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS } from '@armada/contracts/feedback';

export const SATISFACTION_POINTS = [1, 2, 3, 4, 5] as const;
export type SatisfactionPoint = (typeof SATISFACTION_POINTS)[number];

const LABEL_KEYS = {
  1: 'survey.scale.veryDissatisfied',
  2: 'survey.scale.dissatisfied',
  3: 'survey.scale.neutral',
  4: 'survey.scale.satisfied',
  5: 'survey.scale.verySatisfied',
} as const satisfies Record<SatisfactionPoint, string>;

export function isSatisfactionPoint(value: number): value is SatisfactionPoint {
  return (
    Number.isInteger(value) &&
    value >= FEEDBACK_LIMITS.minPoint &&
    value <= FEEDBACK_LIMITS.maxPoint
  );
}

export interface SatisfactionScaleProps {
  value: SatisfactionPoint;
  onChange: (point: SatisfactionPoint) => void;
  disabled?: boolean;
}

/**
 * The 1 to 5 scale as native radio buttons in a fieldset: arrow keys move the choice, screen
 * readers read "3 Biasa saja" with the question as the group name. Numbers, words and colour
 * carry the meaning; no emoji.
 */
export function SatisfactionScale({ value, onChange, disabled = false }: SatisfactionScaleProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="satisfaction-scale" disabled={disabled}>
      <legend className="satisfaction-scale__legend">{t('survey.dialog.question')}</legend>
      <div className="satisfaction-scale__options">
        {SATISFACTION_POINTS.map((point) => (
          <label
            key={point}
            className="satisfaction-scale__option"
            data-point={point}
            data-checked={point === value}
          >
            <input
              type="radio"
              className="satisfaction-scale__input"
              name={name}
              value={point}
              checked={point === value}
              // The dialog (PrimeReact's focus trap) opens on the chosen point, so arrow keys
              // change it at once.
              data-pc-autofocus={point === value ? 'true' : undefined}
              onChange={() => onChange(point)}
            />
            <span className="satisfaction-scale__number">{point}</span>
            <span className="satisfaction-scale__label">{t(LABEL_KEYS[point])}</span>
          </label>
        ))}
      </div>
      <div className="satisfaction-scale__ends" aria-hidden="true">
        <span>{t(LABEL_KEYS[1])}</span>
        <span>{t(LABEL_KEYS[5])}</span>
      </div>
    </fieldset>
  );
}
