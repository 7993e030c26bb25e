import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { Profile } from '@armada/contracts/auth';
import { paths } from '@/config/paths';
import { serverErrorText } from '@/lib/server-error-text';
import { usePhoneDisplay } from '@/lib/use-phone-display';
import { useToast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { validateContact, type ContactField } from '../utils/profile-form';
import './profile-page.css';

export interface AddContactPageProps {
  /** Add Number (`phoneNo`) or Add Email (`email`): the contact reminder's targets. */
  field: ContactField;
  /** After a save: the route layer re-reads the identity and moves on. */
  onSaved?: (profile: Profile) => void;
}

const COPY = {
  phoneNo: { key: 'addNumber', type: 'tel', autoComplete: 'tel', icon: 'pi-phone' },
  email: { key: 'addEmail', type: 'email', autoComplete: 'email', icon: 'pi-envelope' },
} as const;

/**
 * Add Number and Add Email (docs/rules/alert-center.md §2): one field that updates the profile,
 * checked as the profile form checks it; a refused or failed save keeps what was typed.
 */
export function AddContactPage({ field, onSaved }: AddContactPageProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const copy = COPY[field];
  useDocumentTitle(t(`profile.${copy.key}.title`));

  return (
    <div className="profile-page">
      <header>
        <h1 className="profile-page__title">{t(`profile.${copy.key}.title`)}</h1>
        <p className="profile-page__intro">{t(`profile.${copy.key}.intro`)}</p>
      </header>
      <section className="profile-page__card add-contact">
        {profile.isPending && (
          <div className="profile-page__loading" role="status">
            <span className="skeleton skeleton--field" />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        )}
        {profile.isError && (
          <div className="profile-page__error" role="alert">
            <p>{t('profile.loadFailed')}</p>
            <Button
              type="button"
              label={t('profile.retry')}
              icon="pi pi-refresh"
              size="small"
              outlined
              onClick={() => void profile.refetch()}
            />
          </div>
        )}
        {profile.data && (
          <ContactForm
            key={profile.data.userId}
            field={field}
            initial={profile.data[field] ?? ''}
            onSaved={onSaved}
          />
        )}
      </section>
    </div>
  );
}

function ContactForm({
  field,
  initial,
  onSaved,
}: {
  field: ContactField;
  initial: string;
  onSaved?: AddContactPageProps['onSaved'];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const copy = COPY[field];
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<ReturnType<typeof validateContact>>(null);
  const phone = usePhoneDisplay(value);
  const mutation = useUpdateProfile({
    onSaved: (saved) => {
      toast.success(t(`profile.${copy.key}.saved`));
      onSaved?.(saved);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(field, value);
    setError(found);
    if (found) return;
    mutation.mutate(field === 'email' ? { email: value.trim() } : { phoneNo: value.trim() });
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form className="profile-form" onSubmit={submit} noValidate data-testid="add-contact-form">
      <div className="profile-form__field">
        <label htmlFor={id}>{t(`profile.${copy.key}.label`)}</label>
        <input
          id={id}
          name={field}
          type={copy.type}
          className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
          {...(field === 'phoneNo' ? phone : { value })}
          autoComplete={copy.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        <small id={`${id}-hint`} className="profile-form__hint">
          {t(`profile.${copy.key}.hint`)}
        </small>
        {error && (
          <small id={`${id}-error`} className="profile-form__error">
            {t(`profile.errors.${error}`)}
          </small>
        )}
      </div>
      <p role="alert" className="profile-form__failure">
        {mutation.error
          ? t('profile.saveFailed', { message: serverErrorText(mutation.error, t) })
          : null}
      </p>
      <div className="profile-form__actions add-contact__actions">
        <Link to={paths.profile.getHref()} className="add-contact__back">
          {t('profile.addContactBack')}
        </Link>
        <Button
          type="submit"
          icon={`pi ${copy.icon}`}
          label={t(mutation.isPending ? 'profile.saving' : `profile.${copy.key}.submit`)}
          loading={mutation.isPending}
        />
      </div>
    </form>
  );
}
