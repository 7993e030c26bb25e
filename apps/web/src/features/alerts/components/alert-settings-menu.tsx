import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { REMINDER_OPTIONS, type ReminderMinutes } from '../utils/reminder-interval';
import { HeaderIconButton } from './header-icon-button';

export interface AlertSettingsMenuProps {
  reminderMinutes: ReminderMinutes;
  onReminderMinutes: (minutes: ReminderMinutes) => void;
}

/**
 * The alert center's settings menu (docs/rules/alert-center.md §2): the way to the notification
 * settings page and the reminder interval for unresolved urgent alerts (docs/rules/alert-center.md
 * §4).
 */
export function AlertSettingsMenu({ reminderMinutes, onReminderMinutes }: AlertSettingsMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const label = (minutes: ReminderMinutes) =>
    minutes === 0
      ? t('alerts.settings.reminderNone')
      : t('alerts.settings.reminderMinutes', { count: minutes });

  return (
    <div className="alert-settings" ref={rootRef}>
      <HeaderIconButton
        ref={buttonRef}
        icon="pi-cog"
        label={t('alerts.center.settings')}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="alert-center-settings"
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <div id={menuId} className="alert-settings__menu" data-testid="alert-settings-menu">
          <Link
            className="alert-settings__link"
            to={paths.settingNotificationList.getHref()}
            data-testid="alert-center-settings-link"
            onClick={() => setOpen(false)}
          >
            <i className="pi pi-sliders-h" aria-hidden="true" />
            {t('alerts.settings.notificationList')}
          </Link>
          <fieldset className="alert-settings__reminder">
            <legend>{t('alerts.settings.reminder')}</legend>
            <p className="alert-settings__hint">{t('alerts.settings.reminderHint')}</p>
            {REMINDER_OPTIONS.map((minutes) => (
              <label key={minutes} className="alert-settings__option">
                <input
                  type="radio"
                  name={`${menuId}-reminder`}
                  value={minutes}
                  checked={minutes === reminderMinutes}
                  onChange={() => onReminderMinutes(minutes)}
                />
                <span>{label(minutes)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
