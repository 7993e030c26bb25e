import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /help opened directly: the knowledge base is external and opens in a new tab. */
export function HelpPage({ helpUrl }: { helpUrl: string | undefined }) {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  return (
    <section className="shell-state" aria-labelledby="help-title">
      <span className="shell-state__icon" aria-hidden="true">
        <i className="pi pi-question-circle" />
      </span>
      <h1 id="help-title" className="shell-state__title">
        {t('help.title')}
      </h1>
      <p className="shell-state__description">{t('help.description')}</p>
      {helpUrl && (
        <a
          className="action-link shell-state__action"
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('help.open')} <span className="sr-only">{t('shell.menu.opensInNewTab')}</span>
        </a>
      )}
    </section>
  );
}
