import type { CompanyVariant } from '@armada/contracts/auth';
import './illustration.css';

/**
 * Whose artwork a company sees. Armada's own for its standard companies; a branded tracker
 * sells the product under its own name, so it gets its own pin and colours; a white-label
 * company gets artwork without anyone's brand in it.
 */
export type IllustrationTheme = 'armada' | 'branded' | 'neutral';

export function illustrationTheme(variant: CompanyVariant): IllustrationTheme {
  switch (variant) {
    case 'branded-tracker':
      return 'branded';
    case 'white-label':
      return 'neutral';
    default:
      return 'armada';
  }
}

export interface IllustrationProps {
  variant: CompanyVariant;
  /** `warning` tints the scene for a refusal (no access). */
  tone?: 'default' | 'warning';
  className?: string;
}

/**
 * A small decorative scene above an empty or refused page. Armada's is a truck on its route,
 * the branded tracker's its location pin over a courier's path, the white-label one a plain
 * route with a parcel.
 */
export function Illustration({ variant, tone = 'default', className }: IllustrationProps) {
  const theme = illustrationTheme(variant);
  return (
    <svg
      className={['illustration', `illustration--${theme}`, `illustration--${tone}`, className]
        .filter(Boolean)
        .join(' ')}
      viewBox="0 0 160 96"
      aria-hidden="true"
      focusable="false"
      data-testid="illustration"
      data-theme={theme}
    >
      <ellipse className="illustration__ground" cx="80" cy="84" rx="72" ry="8" />
      <path className="illustration__route" d="M12 78 C 40 60, 60 84, 88 66 S 130 40, 150 50" />
      {theme === 'armada' && (
        <g className="illustration__subject">
          <rect x="56" y="38" width="42" height="26" rx="3" />
          <path d="M98 46 h14 l10 10 v8 h-24 z" />
          <circle className="illustration__wheel" cx="68" cy="66" r="6" />
          <circle className="illustration__wheel" cx="110" cy="66" r="6" />
          <circle className="illustration__dot" cx="150" cy="50" r="5" />
        </g>
      )}
      {theme === 'branded' && (
        <g className="illustration__subject">
          <path d="M80 10c-11 0-20 8.6-20 19.4C60 44 80 64 80 64s20-20 20-34.6C100 18.6 91 10 80 10Zm0 27a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z" />
          <circle className="illustration__dot" cx="12" cy="78" r="4" />
          <circle className="illustration__dot" cx="150" cy="50" r="4" />
        </g>
      )}
      {theme === 'neutral' && (
        <g className="illustration__subject">
          <rect x="62" y="34" width="36" height="30" rx="2" />
          <path className="illustration__tape" d="M80 34 v30 M62 44 h36" />
        </g>
      )}
    </svg>
  );
}
