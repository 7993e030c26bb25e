import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { BrandLogo } from '@/components/ui/brand-logo';
import './shell-logo.css';

export interface ShellLogoProps {
  companyId: number;
  companyName: string;
  href: string;
  /** `light` on a dark or coloured top bar. */
  tone: 'light' | 'dark';
}

/** The branded tracker's own short name: the company name without its legal form. */
function shortName(companyName: string): string {
  return companyName.replace(/^(PT|CV|UD)\.?\s+/i, '').replace(/,?\s+Tbk\.?$/i, '');
}

/**
 * The top bar's logo, linking home. Company 1449 (a branded tracker) gets its own mark and
 * name instead of Armada's (docs/rules/shell.md §2).
 */
export function ShellLogo({ companyId, companyName, href, tone }: ShellLogoProps) {
  const { t } = useTranslation();
  const branded = companyId === SHELL_CONSTANTS.brandedCompanyId;
  return (
    <Link
      to={href}
      className={`shell-logo shell-logo--${tone}`}
      data-testid="shell-logo"
      data-variant={branded ? 'branded' : 'armada'}
    >
      {branded ? (
        <span className="branded-logo">
          <svg
            className="branded-logo__mark"
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="16" cy="16" r="15" className="branded-logo__ring" />
            <path
              d="M16 6.5c-3.9 0-7 3-7 6.8 0 5 7 12.2 7 12.2s7-7.2 7-12.2c0-3.8-3.1-6.8-7-6.8Zm0 9.6a2.8 2.8 0 1 1 0-5.6 2.8 2.8 0 0 1 0 5.6Z"
              className="branded-logo__pin"
            />
          </svg>
          <span className="branded-logo__text">
            <span className="branded-logo__name">{shortName(companyName)}</span>
            <span className="branded-logo__caption">{t('shell.logo.brandedCaption')}</span>
          </span>
        </span>
      ) : (
        <BrandLogo tone={tone} />
      )}
    </Link>
  );
}
