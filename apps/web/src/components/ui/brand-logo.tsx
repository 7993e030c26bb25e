import { useTranslation } from 'react-i18next';
import './brand-logo.css';

export interface BrandLogoProps {
  /** `light` for use on the brand colour, `dark` on a white surface. */
  tone?: 'light' | 'dark';
  size?: 'md' | 'lg';
}

/** The Armada mark and word mark. The mark is decorative; the name is the accessible text. */
export function BrandLogo({ tone = 'dark', size = 'md' }: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <span className={`brand-logo brand-logo--${tone} brand-logo--${size}`}>
      <svg className="brand-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="brand-logo__tile" />
        <path
          d="M16 6 6.5 25h4.2l1.9-4h6.8l1.9 4h4.2L16 6Zm-2 11.6L16 13l2 4.6h-4Z"
          className="brand-logo__glyph"
        />
        <circle cx="16" cy="24.5" r="1.6" className="brand-logo__dot" />
      </svg>
      <span className="brand-logo__name">{t('common.appName')}</span>
    </span>
  );
}
