import { useTranslation } from 'react-i18next';
import './page-loader.css';

/** Full-page wait while a route's code or first data arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="page-loader__label">{t('common.loading')}</span>
    </div>
  );
}
