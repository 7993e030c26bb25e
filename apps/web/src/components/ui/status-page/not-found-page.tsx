import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './status-page.css';

/** The 'page not found' page: the router's catch-all and a page whose address names nothing. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFound.title'));
  return (
    <main className="status-page">
      <BrandLogo />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">{t('errors.notFound.title')}</h1>
      <p className="status-page__description">{t('errors.notFound.description')}</p>
      <Link className="action-link status-page__action" to={paths.dashboard.getHref()}>
        {t('errors.notFound.action')}
      </Link>
    </main>
  );
}
