import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

/** The order service refused the list (403): say so plainly instead of an empty table. */
export function CustomersNoAccess({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="customers-no-access" role="alert" data-testid="customers-no-access">
      <span className="customers-no-access__icon" aria-hidden="true">
        <i className="pi pi-lock" />
      </span>
      <h2 className="customers-no-access__title">{t('customers.noAccess.title')}</h2>
      <p className="customers-no-access__text">{t('customers.noAccess.description')}</p>
      <Button
        type="button"
        label={t('customers.noAccess.retry')}
        icon="pi pi-refresh"
        outlined
        size="small"
        onClick={onRetry}
      />
    </section>
  );
}
