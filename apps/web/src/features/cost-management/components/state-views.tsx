import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';

/** Loading, failed and empty states of the cost views. */
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
      <p className="costs__state" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('costManagement.loading')}
      </p>
    );
  }
  if (error) {
    const forbidden = isApiError(error) && error.statusCode === 403;
    return (
      <div className="costs__state costs__state--error" role="alert">
        <p>
          {forbidden
            ? t('costManagement.noAccess')
            : serverErrorText(error, t) || t('costManagement.failed')}
        </p>
        {!forbidden && (
          <Button
            type="button"
            label={t('costManagement.retry')}
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
      <p className="costs__state">
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
    <nav className="costs__pager" aria-label={t('costManagement.pager.label')}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        text
        disabled={page <= 1}
        aria-label={t('costManagement.pager.previous')}
        onClick={() => onPage(page - 1)}
      />
      <span>{t('costManagement.pager.position', { page, total: totalPage })}</span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        text
        disabled={page >= totalPage}
        aria-label={t('costManagement.pager.next')}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
