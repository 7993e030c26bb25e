import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { bellBadgeText } from '../utils/stored-counts';

export interface BellButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  count: number;
  expanded: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The top bar's alert-center bell with the unresolved count ('99+' above 99). */
export function BellButton({ count, expanded, ref, ...rest }: BellButtonProps) {
  const { t } = useTranslation();
  const label =
    count > 0 ? t('shell.topbar.alertCenterUnresolved', { count }) : t('shell.topbar.alertCenter');
  return (
    <button
      ref={ref}
      type="button"
      className="topbar-button alert-bell"
      aria-label={label}
      title={label}
      aria-expanded={expanded}
      aria-haspopup="dialog"
      data-testid="alert-bell"
      {...rest}
    >
      <i className="pi pi-bell" aria-hidden="true" />
      {count > 0 && (
        <span className="alert-bell__badge" data-testid="alert-bell-count" aria-hidden="true">
          {bellBadgeText(count)}
        </span>
      )}
    </button>
  );
}
