import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';

/** Loading, failed and empty states of the maintenance lists. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <p className="maintenance__state" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('maintenance.loading')}
      </p>
    );
  }
  if (error) {
    const forbidden = isApiError(error) && error.statusCode === 403;
    return (
      <div className="maintenance__state maintenance__state--error" role="alert">
        <p>
          {forbidden
            ? t('maintenance.noAccess')
            : serverErrorText(error, t) || t('maintenance.failed')}
        </p>
        {!forbidden && (
          <Button
            type="button"
            label={t('maintenance.retry')}
            icon="pi pi-refresh"
            outlined
            onClick={onRetry}
          />
        )}
      </div>
    );
  }
  if (empty) {
    return (
      <p className="maintenance__state">
        <i className="pi pi-inbox" aria-hidden="true" /> {emptyText}
      </p>
    );
  }
  return null;
}

/** Previous and next page, with where the list is. */
export function Pager({
  page,
  totalPage,
  onPage,
}: {
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPage <= 1) return null;
  return (
    <nav className="maintenance__pager" aria-label={t('maintenance.pager.label')}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        text
        disabled={page <= 1}
        aria-label={t('maintenance.pager.previous')}
        onClick={() => onPage(page - 1)}
      />
      <span>{t('maintenance.pager.position', { page, total: totalPage })}</span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        text
        disabled={page >= totalPage}
        aria-label={t('maintenance.pager.next')}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
