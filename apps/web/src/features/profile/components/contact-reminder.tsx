import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { CenteredModal } from '@/components/ui/centered-modal';
import { clock } from '@/lib/clock';
import { useAreaTranslations } from '@/lib/i18n';
import profileTranslations from '../locales';
import { getProfileQueryOptions } from '../api/get-profile';
import { recordContactReminder } from '../api/record-contact-reminder';
import {
  contactReminderDecision,
  dismissContactReminder,
  isContactReminderDismissed,
  missingContacts,
} from '../utils/contact-reminder';
import './contact-reminder.css';

/**
 * The contact reminder modal (docs/rules/alert-center.md §2 and §4): asks a user whose profile
 * lacks an e-mail or phone number to add it, at most once a calendar month (WIB) and not again
 * after being closed this session. Showing it records `lastReminder` on the profile. Loaded by the
 * signed-in frame only for users whose identity lacks a contact; any failure of the check is only logged
 * (docs/rules/alert-center.md §8) and nothing shows.
 */
export default function ContactReminder() {
  const { t } = useAreaTranslations(profileTranslations);
  // Closed earlier this session: nothing to ask the server.
  const [dismissedAtStart] = useState(isContactReminderDismissed);
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: !dismissedAtStart });
  // Decided once, on the profile as it first loads: recording lastReminder must not hide it.
  const [open, setOpen] = useState<boolean | null>(null);
  const recorded = useRef(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (profile.error) console.error('Contact reminder check failed', profile.error);
  }, [profile.error]);

  useEffect(() => {
    if (open !== null || !profile.data) return;
    const decision = contactReminderDecision({
      profile: profile.data,
      now: clock.now(),
      dismissed: dismissedAtStart,
    });
    setOpen(decision === 'show');
    if (decision === 'show' && !recorded.current) {
      recorded.current = true;
      recordContactReminder(new Date(clock.now())).catch((error: unknown) =>
        console.error('Recording the contact reminder failed', error),
      );
    }
  }, [open, profile.data, dismissedAtStart]);

  const close = useCallback(() => {
    dismissContactReminder();
    setOpen(false);
  }, []);

  const visible = open === true;
  if (!visible || !profile.data) return null;
  const missing = missingContacts(profile.data);
  const which = missing.length === 2 ? 'both' : missing[0] === 'phone' ? 'phone' : 'email';

  return (
    <CenteredModal
      role="dialog"
      labelledBy="contact-reminder-title"
      describedBy="contact-reminder-text"
      onClose={close}
      initialFocus={closeRef}
      className="contact-reminder"
      testId="contact-reminder"
      width="normal"
    >
      <button
        ref={closeRef}
        type="button"
        className="centered-modal__close"
        aria-label={t('profile.reminder.close')}
        title={t('profile.reminder.close')}
        onClick={close}
      >
        <i className="pi pi-times" aria-hidden="true" />
      </button>
      <i className="pi pi-id-card centered-modal__icon contact-reminder__icon" aria-hidden="true" />
      <h2 id="contact-reminder-title" className="centered-modal__title">
        {t('profile.reminder.title')}
      </h2>
      <p id="contact-reminder-text" className="centered-modal__text">
        {t(`profile.reminder.text.${which}`)}
      </p>
      <div className="contact-reminder__actions">
        {missing.includes('phone') && (
          <Link
            className="contact-reminder__action contact-reminder__action--primary"
            to={paths.profileAddNumber.getHref()}
            onClick={close}
          >
            <i className="pi pi-phone" aria-hidden="true" />
            {t('profile.reminder.addNumber')}
          </Link>
        )}
        {missing.includes('email') && (
          <Link
            className={`contact-reminder__action${missing.includes('phone') ? '' : ' contact-reminder__action--primary'}`}
            to={paths.profileAddEmail.getHref()}
            onClick={close}
          >
            <i className="pi pi-envelope" aria-hidden="true" />
            {t('profile.reminder.addEmail')}
          </Link>
        )}
        <button type="button" className="contact-reminder__later" onClick={close}>
          {t('profile.reminder.later')}
        </button>
      </div>
    </CenteredModal>
  );
}
