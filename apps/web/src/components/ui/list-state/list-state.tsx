import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';

/**
 * The loading, failed and empty states of a module's own list (maintenance, costs …), in the
 * module's look: `block` is its CSS block (`maintenance` gives `maintenance__state`). A 403 says
 * the user has no access (the module's words), another failure the server's reason with a retry.
 * The generic words are the shared `table` namespace's.
 */
export function ListState({
  block,
  loading,
  error,
  empty,
  emptyText,
  noAccessText,
  onRetry,
}: {
  block: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  noAccessText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <p className={`${block}__state`} role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('table.state.loading')}
      </p>
    );
  }
  if (error) {
    const forbidden = isApiError(error) && error.statusCode === 403;
    return (
      <div className={`${block}__state ${block}__state--error`} role="alert">
        <p>{forbidden ? noAccessText : serverErrorText(error, t) || t('table.loadFailed.title')}</p>
        {!forbidden && (
          <Button
            type="button"
            label={t('table.loadFailed.retry')}
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
      <p className={`${block}__state`}>
        <i className="pi pi-inbox" aria-hidden="true" /> {emptyText}
      </p>
    );
  }
  return null;
}

/** Previous and next page, with where the list is; nothing for a single page. */
export function Pager({
  block,
  page,
  totalPage,
  onPage,
}: {
  block: string;
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPage <= 1) return null;
  return (
    <nav className={`${block}__pager`} aria-label={t('table.pager.label')}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        text
        disabled={page <= 1}
        aria-label={t('table.pager.previous')}
        onClick={() => onPage(page - 1)}
      />
      <span>{t('table.pager.position', { page, total: totalPage })}</span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        text
        disabled={page >= totalPage}
        aria-label={t('table.pager.next')}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
