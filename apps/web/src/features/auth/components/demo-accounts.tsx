import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@armada/contracts/auth';

function isKnownDemoAccount(username: string): username is DemoAccount {
  return (DEMO_ACCOUNTS as readonly string[]).includes(username);
}

export interface DemoAccountsProps {
  usernames: readonly string[];
  onPick: (username: string) => void;
}

/** Simulator mode only: one click fills the form with a demo account (password `demo`). */
export function DemoAccounts({ usernames, onPick }: DemoAccountsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (usernames.length === 0) return null;

  return (
    <section className="demo-accounts" aria-labelledby={titleId}>
      <h2 id={titleId} className="demo-accounts__title">
        <i className="pi pi-users" aria-hidden="true" />
        {t('auth.demoAccounts.title')}
      </h2>
      <p className="demo-accounts__description">
        {t('auth.demoAccounts.description')} {t('auth.demoAccounts.passwordHint')}{' '}
        <code className="demo-accounts__password">{DEMO_PASSWORD}</code>
      </p>
      <ul className="demo-accounts__list">
        {usernames.map((username) => (
          <li key={username}>
            <button
              type="button"
              className="demo-accounts__item"
              aria-label={t('auth.demoAccounts.fill', { username })}
              data-demo-account={username}
              onClick={() => onPick(username)}
            >
              <span className="demo-accounts__username">{username}</span>
              {isKnownDemoAccount(username) && (
                <span className="demo-accounts__role">
                  {t(`auth.demoAccounts.roles.${username}`)}
                </span>
              )}
              <i className="pi pi-arrow-right demo-accounts__icon" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
