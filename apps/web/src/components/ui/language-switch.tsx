import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/config/env';
import { LANGUAGE_LABELS, useLanguage } from '@/lib/i18n';
import './language-switch.css';

export interface LanguageSwitchProps {
  /** `light` sits on the page background, `dark` on the brand colour. */
  tone?: 'light' | 'dark';
}

/** ID / EN toggle; the choice is remembered in the browser under `language`. */
export function LanguageSwitch({ tone = 'light' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`language-switch language-switch--${tone}`}
    >
      {LANGUAGES.map((option) => {
        const label = LANGUAGE_LABELS[option];
        const active = option === language;
        return (
          <button
            key={option}
            type="button"
            lang={option}
            className="language-switch__option"
            aria-pressed={active}
            aria-label={label.name}
            title={active ? label.name : t('language.switchTo', { language: label.name })}
            data-language={option}
            onClick={() => {
              if (!active) setLanguage(option);
            }}
          >
            {label.code}
          </button>
        );
      })}
    </div>
  );
}
