import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · Armada", following the current language. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
