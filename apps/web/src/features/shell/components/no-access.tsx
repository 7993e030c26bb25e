import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompanyVariant } from '@armada/contracts/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Illustration } from '@/components/ui/illustration';

export interface NoAccessProps {
  /** The page's name, e.g. "Optimasi rute". */
  page: string;
  homeHref: string;
  /** Whose artwork the page shows (white-label and branded companies have their own). */
  companyVariant: CompanyVariant;
}

/** A page the user's permissions do not allow: say so plainly and offer the way home. */
export function NoAccess({ page, homeHref, companyVariant }: NoAccessProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.noAccess.title'));
  return (
    <section
      className="shell-state shell-state--warning"
      data-testid="no-access"
      aria-labelledby="no-access-title"
    >
      <Illustration variant={companyVariant} tone="warning" />
      <h1 id="no-access-title" className="shell-state__title">
        {t('shell.noAccess.title')}
      </h1>
      <p className="shell-state__description">{t('shell.noAccess.description', { page })}</p>
      <Link className="action-link shell-state__action" to={homeHref}>
        {t('shell.noAccess.action')}
      </Link>
    </section>
  );
}
