import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A card's answer could not be loaded: says so in the user's language, with a retry. */
export function CardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="dash-card__error" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <p>{t('dashboard.error')}</p>
      <button type="button" className="dash-card__retry" onClick={onRetry}>
        {t('dashboard.retry')}
      </button>
    </div>
  );
}

/** One dashboard card: icon, title, an optional link at the right, then its content. */
export function Card({
  title,
  icon,
  testId,
  busy,
  action,
  className = '',
  children,
}: {
  title: string;
  icon: string;
  testId: string;
  busy: boolean;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${testId}-title`;
  return (
    <section
      className={`dash-card ${className}`}
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid={testId}
    >
      <header className="dash-card__header">
        <span className="dash-card__icon" aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
        <h2 id={headingId} className="dash-card__title">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

/** A stacked bar of parts (statuses), each as wide as its share; decorative beside the numbers. */
export function ShareBar({
  parts,
}: {
  parts: readonly { key: string; value: number; color: string }[];
}) {
  return (
    <div className="dash-bar" aria-hidden="true">
      {parts.map(({ key, value, color }) =>
        value > 0 ? <span key={key} style={{ flexGrow: value, background: color }} /> : null,
      )}
    </div>
  );
}
