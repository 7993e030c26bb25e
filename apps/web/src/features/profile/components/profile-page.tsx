import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { Profile } from '@armada/contracts/auth';
import { isApiError } from '@/lib/api-client';
import { usePhoneDisplay } from '@/lib/use-phone-display';
import { useToast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProfile } from '../api/get-profile';
import './profile-page.css';
import { useUpdateProfile } from '../api/update-profile';
import {
  profileChanges,
  profileFormValues,
  validateProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../utils/profile-form';

export interface ProfilePageProps {
  /** Shown above the form (who is signed in). */
  summary?: ReactNode;
  /** After a save: the route layer re-reads the identity. */
  onSaved?: (profile: Profile) => void;
}

function Field({
  name,
  label,
  type,
  value,
  error,
  hint,
  autoComplete,
  onChange,
}: {
  name: keyof ProfileFormValues;
  label: string;
  type: 'text' | 'email' | 'tel';
  value: string;
  error: string | undefined;
  hint?: string;
  autoComplete: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A phone number reads grouped while the field is not being edited; the value is as typed.
  const phone = usePhoneDisplay(value);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="profile-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
        {...(type === 'tel' ? phone : { value })}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="profile-form__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="profile-form__error">
          {error}
        </small>
      )}
    </div>
  );
}

function ProfileForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved?: ProfilePageProps['onSaved'];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState(() => profileFormValues(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const mutation = useUpdateProfile({
    onSaved: (saved) => {
      toast.success(t('profile.saved'));
      setValues(profileFormValues(saved));
      onSaved?.(saved);
    },
  });

  const set = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = profileChanges(profile, values);
    if (!changes) {
      toast.info(t('profile.unchanged'));
      return;
    }
    mutation.mutate(changes);
  };

  const message = (key: ProfileFormErrors[keyof ProfileFormErrors]) =>
    key ? t(`profile.errors.${key}`) : undefined;
  const failure = mutation.error;

  return (
    <form
      className="profile-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title" className="profile-form__title">
        {t('profile.formTitle')}
      </h2>
      <Field
        name="fullname"
        label={t('profile.fullname')}
        type="text"
        autoComplete="name"
        value={values.fullname}
        error={message(errors.fullname)}
        onChange={set('fullname')}
      />
      <Field
        name="email"
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={message(errors.email)}
        onChange={set('email')}
      />
      <Field
        name="phoneNo"
        label={t('profile.phoneNo')}
        type="tel"
        autoComplete="tel"
        value={values.phoneNo}
        hint={t('profile.phoneHint')}
        error={message(errors.phoneNo)}
        onChange={set('phoneNo')}
      />
      <p role="alert" className="profile-form__failure">
        {failure
          ? t('profile.saveFailed', {
              message: isApiError(failure) ? failure.message : String(failure),
            })
          : null}
      </p>
      <div className="profile-form__actions">
        <Button
          type="submit"
          icon="pi pi-check"
          label={t(mutation.isPending ? 'profile.saving' : 'profile.save')}
          loading={mutation.isPending}
        />
      </div>
    </form>
  );
}

/** "My profile": who is signed in, and a form for name, e-mail and phone (PATCH /api/user/profile). */
export function ProfilePage({ summary, onSaved }: ProfilePageProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  useDocumentTitle(t('profile.pageTitle'));

  return (
    <div className="profile-page">
      <header>
        <h1 className="profile-page__title">{t('profile.pageTitle')}</h1>
        <p className="profile-page__intro">{t('profile.intro')}</p>
      </header>
      <div className="profile-page__grid">
        {summary}
        <section className="profile-page__card">
          {profile.isPending && (
            <div className="profile-page__loading" role="status">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--field" />
              <span className="skeleton skeleton--field" />
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
            <ProfileForm key={profile.data.userId} profile={profile.data} onSaved={onSaved} />
          )}
        </section>
      </div>
    </div>
  );
}
