import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/ui/brand-logo';
import '@/components/ui/status-page/status-page.css';

/** Last resort for a route that failed to load or render: say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="status-page" role="alert">
      <BrandLogo />
      <h1 className="status-page__title">{t('errors.unexpected.title')}</h1>
      <p className="status-page__description">{t('errors.unexpected.description')}</p>
      <button
        type="button"
        className="action-link status-page__action"
        onClick={() => window.location.reload()}
      >
        {t('errors.unexpected.reload')}
      </button>
    </main>
  );
}
