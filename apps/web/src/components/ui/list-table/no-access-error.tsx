import { isApiError } from '@/lib/api-client';

/**
 * A list's `renderError` for a read the server refuses (403): the page's own sentence instead of
 * the table, since retrying cannot help. Any other failure keeps the table's error and retry.
 */
export function noAccessError(text: string) {
  return (error: unknown) =>
    isApiError(error) && error.statusCode === 403 ? (
      <p className="list-table__state-text">{text}</p>
    ) : null;
}
