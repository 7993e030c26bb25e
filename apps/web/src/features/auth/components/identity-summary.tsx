import { useTranslation } from 'react-i18next';
import type { Identity } from '@armada/contracts/auth';
import { EmailText } from '@/components/ui/email-text';
import { formatPhone } from '@/lib/format-phone';
import './identity-summary.css';

export interface IdentitySummaryProps {
  identity: Identity;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0]];
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * Who is signed in: the fields of `whoami` the product shows (docs/rules/shell.md §3) and how to
 * reach them. Not the raw count of permissions: a number nobody can act on.
 */
export function IdentitySummary({ identity }: IdentitySummaryProps) {
  const { t } = useTranslation();

  return (
    <section className="identity-summary" aria-labelledby="identity-summary-heading">
      <header className="identity-summary__header">
        <span className="identity-summary__avatar" aria-hidden="true">
          {initials(identity.name) || '?'}
        </span>
        <div>
          <p id="identity-summary-heading" className="identity-summary__eyebrow">
            {t('auth.identity.heading')}
          </p>
          <p className="identity-summary__name" data-testid="identity-name">
            {identity.name}
          </p>
          <p className="identity-summary__company" data-testid="identity-company">
            {identity.companyName}
          </p>
        </div>
      </header>
      <dl className="identity-summary__details">
        <div>
          <dt>{t('auth.identity.name')}</dt>
          <dd>{identity.name}</dd>
        </div>
        <div>
          <dt>{t('auth.identity.username')}</dt>
          <dd data-testid="identity-username">{identity.username}</dd>
        </div>
        <div>
          <dt>{t('auth.identity.company')}</dt>
          <dd>{identity.companyName}</dd>
        </div>
        <div>
          <dt>{t('auth.identity.email')}</dt>
          <dd data-testid="identity-email">
            {identity.email ? (
              <EmailText email={identity.email} />
            ) : (
              <span className="identity-summary__muted">{t('common.notSet')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('auth.identity.phone')}</dt>
          <dd data-testid="identity-phone">
            {identity.phoneNo ? (
              formatPhone(identity.phoneNo)
            ) : (
              <span className="identity-summary__muted">{t('common.notSet')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
