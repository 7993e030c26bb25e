import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_PASSWORD, type Identity } from '@armada/contracts/auth';
import { useLogin } from '../api/login';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { signInErrorMessage } from '../utils/sign-in-error';
import { DemoAccounts } from './demo-accounts';
import './sign-in-form.css';

export interface SignInFormProps {
  /** Usernames offered for one-click fill; pass them only in simulator mode. */
  demoAccounts?: readonly string[];
  onSuccess?: (identity: Identity) => void;
}

/**
 * Inputs and the submit button are native elements in PrimeReact's classes: the look is the
 * theme's, and the sign-in page ships without PrimeReact's component runtime.
 */
export function SignInForm({ demoAccounts = [], onSuccess }: SignInFormProps) {
  const { t } = useTranslation();
  const { values, errors, setField, fill, validate } = useSignInForm();
  const login = useLogin();
  const [passwordVisible, setPasswordVisible] = useState(false);

  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const ids = {
    username: useId(),
    usernameError: useId(),
    password: useId(),
    passwordError: useId(),
    alert: useId(),
  };

  useEffect(() => {
    usernameRef.current?.focus();
  }, []);

  const busy = login.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validate();
    if (invalid) {
      login.reset();
      (invalid === 'username' ? usernameRef : passwordRef).current?.focus();
      return;
    }
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        ...(onSuccess && { onSuccess }),
        // Both fields keep what was typed; the password is the usual culprit, so focus it.
        onError: () => passwordRef.current?.focus(),
      },
    );
  };

  const pickDemoAccount = (username: string) => {
    login.reset();
    fill({ username, password: DEMO_PASSWORD });
    submitRef.current?.focus();
  };

  return (
    <div className="sign-in">
      <form className="sign-in-form" noValidate onSubmit={submit} aria-busy={busy}>
        <div role="alert" id={ids.alert} className="sign-in-form__alert-region">
          {login.isError && (
            <p className="sign-in-form__alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <span>{signInErrorMessage(login.error, t)}</span>
            </p>
          )}
        </div>

        <div className="sign-in-form__field">
          <label htmlFor={ids.username}>{t('auth.signIn.username')}</label>
          <input
            id={ids.username}
            className={`p-inputtext p-component${errors.username ? ' p-invalid' : ''}`}
            ref={usernameRef}
            name="username"
            value={values.username}
            onChange={(event) => setField('username', event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? ids.usernameError : undefined}
          />
          {errors.username && (
            <small id={ids.usernameError} className="sign-in-form__field-error">
              {t(errors.username)}
            </small>
          )}
        </div>

        <div className="sign-in-form__field">
          <label htmlFor={ids.password}>{t('auth.signIn.password')}</label>
          <div className="sign-in-form__password">
            <input
              id={ids.password}
              className={`p-inputtext p-component${errors.password ? ' p-invalid' : ''}`}
              ref={passwordRef}
              name="password"
              type={passwordVisible ? 'text' : 'password'}
              value={values.password}
              onChange={(event) => setField('password', event.target.value)}
              autoComplete="current-password"
              required
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? ids.passwordError : undefined}
            />
            <button
              type="button"
              className="sign-in-form__reveal"
              aria-controls={ids.password}
              aria-pressed={passwordVisible}
              aria-label={t(
                passwordVisible ? 'auth.signIn.hidePassword' : 'auth.signIn.showPassword',
              )}
              title={t(passwordVisible ? 'auth.signIn.hidePassword' : 'auth.signIn.showPassword')}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              <i className={passwordVisible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
            </button>
          </div>
          {errors.password && (
            <small id={ids.passwordError} className="sign-in-form__field-error">
              {t(errors.password)}
            </small>
          )}
        </div>

        {/* aria-disabled rather than disabled: the button keeps focus while busy. */}
        <button
          ref={submitRef}
          type="submit"
          className={`p-button p-component sign-in-form__submit${busy ? ' p-disabled' : ''}`}
          aria-disabled={busy}
        >
          {busy && (
            <i
              className="pi pi-spin pi-spinner p-button-icon p-button-icon-left"
              aria-hidden="true"
            />
          )}
          <span className="p-button-label">
            {t(busy ? 'auth.signIn.submitting' : 'auth.signIn.submit')}
          </span>
        </button>
      </form>

      <DemoAccounts usernames={demoAccounts} onPick={pickDemoAccount} />
    </div>
  );
}
