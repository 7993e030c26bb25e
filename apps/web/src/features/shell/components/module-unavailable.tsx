import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompanyVariant } from '@armada/contracts/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Illustration } from '@/components/ui/illustration';

export interface ModuleUnavailableProps {
  /** The module's name in the interface language. */
  module: string;
  dashboardHref: string;
  /** Whose artwork the page shows (white-label and branded companies have their own). */
  companyVariant: CompanyVariant;
}

/** A module this edition does not include: its name, a plain explanation and the way back. */
export function ModuleUnavailable({
  module,
  dashboardHref,
  companyVariant,
}: ModuleUnavailableProps) {
  const { t } = useTranslation();
  useDocumentTitle(module);
  return (
    <section
      className="shell-state"
      data-testid="module-unavailable"
      aria-labelledby="module-unavailable-title"
    >
      <Illustration variant={companyVariant} />
      <p className="shell-state__eyebrow">{t('shell.unavailable.eyebrow')}</p>
      <h1 id="module-unavailable-title" className="shell-state__title">
        {t('shell.unavailable.title', { module })}
      </h1>
      <p className="shell-state__description">{t('shell.unavailable.description', { module })}</p>
      <Link className="action-link shell-state__action" to={dashboardHref}>
        {t('shell.unavailable.action')}
      </Link>
    </section>
  );
}
