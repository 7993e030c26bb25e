import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { ROUTE_OPTIMIZATION_CONSTANTS } from '@armada/contracts/route-optimization';
import { addTag, removeTag } from '../utils/tags';

export interface TagInputProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  testId?: string;
}

/**
 * Free-text tags (docs/rules/route-optimization.md §2.1, §5): Enter adds the trimmed text, an empty
 * text is ignored, chips have a remove button, and a duplicate shows 'duplicate input' for 5000 ms.
 */
export function TagInput({ label, value, onChange, testId }: TagInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const showDuplicate = () => {
    if (timer.current) clearTimeout(timer.current);
    setDuplicate(true);
    timer.current = setTimeout(() => {
      setDuplicate(false);
      timer.current = null;
    }, ROUTE_OPTIMIZATION_CONSTANTS.duplicateTagErrorMs);
  };

  const commit = () => {
    const result = addTag(value, text);
    if (result.error === 'duplicate') {
      showDuplicate();
      return;
    }
    if (result.tags.length !== value.length) onChange(result.tags);
    setText('');
  };

  return (
    <div className="ro-wizard__field" data-testid={testId}>
      <label htmlFor={id} className="ro-wizard__label">
        {label}
      </label>
      <InputText
        id={id}
        value={text}
        placeholder={t('routeOptimizationWizard.filter.tagPlaceholder')}
        autoComplete="off"
        aria-invalid={duplicate || undefined}
        aria-describedby={duplicate ? `${id}-error` : undefined}
        className={duplicate ? 'p-invalid' : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      {duplicate && (
        <small id={`${id}-error`} className="ro-wizard__error" role="alert">
          {t('routeOptimizationWizard.filter.duplicateInput')}
        </small>
      )}
      {value.length > 0 && (
        <ul className="ro-wizard__chips">
          {value.map((tag) => (
            <li key={tag} className="ro-wizard__chip">
              <span>{tag}</span>
              <button
                type="button"
                className="ro-wizard__chip-remove"
                aria-label={t('routeOptimizationWizard.filter.removeTag', { tag })}
                onClick={() => onChange(removeTag(value, tag))}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
