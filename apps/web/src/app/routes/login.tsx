import { Navigate, useSearchParams } from 'react-router-dom';
import { useIsMutating, useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { afterSignInHref, safeRedirect } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { BrandLogo } from '@/components/ui/brand-logo';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIdentityIfSignedIn } from '@/features/auth/api/get-identity';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import './login.css';

const HIGHLIGHTS = [
  { key: 'tracking', icon: 'pi-map-marker' },
  { key: 'alerts', icon: 'pi-bell' },
  { key: 'routes', icon: 'pi-directions' },
] as const;

/** Decorative: a stylised route map behind the brand panel. */
function RouteArt() {
  return (
    <svg className="sign-in-page__art" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <path d="M-20 310 C 80 260, 120 330, 200 280 S 330 180, 420 220" />
      <path d="M40 -20 C 60 90, 150 120, 170 200 S 260 330, 240 420" />
      <path d="M420 60 C 330 90, 300 40, 230 90 S 120 150, 60 120" />
      <circle cx="200" cy="280" r="6" />
      <circle cx="170" cy="200" r="6" />
      <circle cx="230" cy="90" r="6" />
      <circle cx="200" cy="280" r="14" className="sign-in-page__art-halo" />
    </svg>
  );
}

export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const appConfig = useAppConfig();
  // Known once signed in here, or at once when this browser's session is still valid: go on.
  const identity = useIdentityIfSignedIn();
  // A sign-in made on this page (not a session that was still valid) lands on the dashboard
  // with the login-success flag, the promotional banner's trigger (docs/rules/shell.md §2). Both
  // values come from the mutation cache, so they change together when the sign-in finishes.
  const signingIn = useIsMutating() > 0;
  const signedInHere = useMutationState({ filters: { status: 'success' } }).length > 0;
  useDocumentTitle(t('auth.signIn.pageTitle'));

  // Only an identity whose last check succeeded: when the session ends under a signed-in page,
  // the identity query keeps its old data beside the 401 error, and moving on with that data
  // bounced the user between this page and the dashboard's guard.
  if (identity.isSuccess && !signingIn) {
    const redirectTo = searchParams.get('redirect');
    return (
      <Navigate
        to={signedInHere ? afterSignInHref(redirectTo) : safeRedirect(redirectTo)}
        replace
      />
    );
  }

  const config = appConfig.data;
  const demoAccounts = config?.backend === 'simulator' ? config.demoAccounts : [];
  const helpUrl = config?.helpUrl;

  return (
    <div className="sign-in-page">
      <aside className="sign-in-page__brand">
        <RouteArt />
        <div className="sign-in-page__brand-inner">
          <BrandLogo tone="light" size="lg" />
          <p className="sign-in-page__tagline">{t('common.tagline')}</p>
          <ul className="sign-in-page__highlights">
            {HIGHLIGHTS.map(({ key, icon }) => (
              <li key={key}>
                <i className={`pi ${icon}`} aria-hidden="true" />
                {t(`brand.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </aside>

      <main className="sign-in-page__main">
        <div className="sign-in-page__language">
          <LanguageSwitch />
        </div>
        <div className="sign-in-page__panel">
          <h1 className="sign-in-page__heading">{t('auth.signIn.heading')}</h1>
          <p className="sign-in-page__subheading">{t('auth.signIn.subheading')}</p>
          <SignInForm demoAccounts={demoAccounts} />
          {helpUrl && (
            <p className="sign-in-page__help">
              {t('auth.signIn.help')}{' '}
              <a href={helpUrl} target="_blank" rel="noopener noreferrer">
                {t('auth.signIn.helpLink')}
              </a>
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
