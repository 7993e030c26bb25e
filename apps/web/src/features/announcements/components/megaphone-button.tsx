import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementBadgeText } from '../utils/first-paint';

export interface MegaphoneButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  count: number;
  expanded: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The top bar's megaphone with the unread count ('99+' above 99). */
export function MegaphoneButton({ count, expanded, ref, ...rest }: MegaphoneButtonProps) {
  const { t } = useTranslation();
  const label =
    count > 0 ? t('shell.topbar.announcementsUnread', { count }) : t('shell.topbar.announcements');
  return (
    <button
      ref={ref}
      type="button"
      className="topbar-button announcements-button"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-testid="announcements-button"
      {...rest}
    >
      <i className="pi pi-megaphone" aria-hidden="true" />
      {count > 0 && (
        <span
          className="announcements-button__badge"
          data-testid="announcements-count"
          aria-hidden="true"
        >
          {announcementBadgeText(count)}
        </span>
      )}
    </button>
  );
}
