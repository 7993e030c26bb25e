import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import type { ListTableColumn, SortState } from './types';
import './list-table-cards.css';

/** Phones: the list shows one card per row instead of a table that scrolls sideways. */
export const PHONE_MEDIA_QUERY = '(max-width: 640px)';

/** Whether the list table should show cards (a phone-wide viewport), kept up to date. */
export function usePhoneLayout(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(PHONE_MEDIA_QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches,
    () => false,
  );
}

export interface ListTableCardsProps<T extends { id: number }> {
  label: string;
  rows: readonly T[];
  /** Placeholder cards while the first page loads. */
  loading: boolean;
  /** The columns a card lists: its first column is the card's title line, the second its name. */
  columns: readonly ListTableColumn<T>[];
  cell: (column: ListTableColumn<T>) => (row: T) => ReactNode;
  sort: SortState | null;
  /** A sort chosen in the select; `null` is the server's default order. */
  onSortChange: (sort: SortState | null) => void;
  rowLabel: (row: T) => string;
  /** Selection: present when rows can be deleted. */
  selection?: {
    isSelected: (row: T) => boolean;
    onToggle: (row: T, selected: boolean) => void;
    allOnPage: boolean;
    onToggleAllOnPage: (selected: boolean) => void;
  };
  /** The row's buttons (edit, delete). */
  actions?: (row: T) => ReactNode;
  /** Shown instead of the cards when there are no rows. */
  empty: ReactNode;
  /** The paginator under the cards. */
  footer?: ReactNode;
}

/**
 * The list table on a phone: each row is a card with its title (first two columns), the other
 * columns as label and value, a checkbox for the selection and the row's buttons. Every control
 * is a native input or button, so the keyboard reaches them in reading order. Sorting, which the
 * table offers in its headers, is a select above the cards.
 */
export function ListTableCards<T extends { id: number }>({
  label,
  rows,
  loading,
  columns,
  cell,
  sort,
  onSortChange,
  rowLabel,
  selection,
  actions,
  empty,
  footer,
}: ListTableCardsProps<T>) {
  const { t } = useTranslation();
  const sortId = useId();
  const [titleColumn, nameColumn, ...detailColumns] = columns;
  const sortable = columns.filter((column) => column.sortField);
  const sortValue = sort ? `${sort.field}:${sort.order}` : '';

  return (
    <div className="list-cards" data-testid="list-table-cards">
      {(sortable.length > 0 || selection) && (
        <div className="list-cards__bar">
          {selection && rows.length > 0 && !loading && (
            <label className="list-cards__select-all">
              <input
                type="checkbox"
                checked={selection.allOnPage}
                onChange={(event) => selection.onToggleAllOnPage(event.target.checked)}
              />
              {t('table.cards.selectPage')}
            </label>
          )}
          {sortable.length > 0 && (
            <div className="list-cards__sort">
              <label htmlFor={sortId}>{t('table.cards.sortBy')}</label>
              <select
                id={sortId}
                className="p-inputtext p-component"
                value={sortValue}
                onChange={(event) => {
                  const [field, order] = event.target.value.split(':');
                  onSortChange(
                    field && (order === 'asc' || order === 'desc') ? { field, order } : null,
                  );
                }}
              >
                <option value="">{t('table.cards.sortDefault')}</option>
                {sortable.map((column) => (
                  <optgroup key={column.key} label={column.header}>
                    <option value={`${column.sortField}:asc`}>
                      {t('table.cards.sortAsc', { column: column.header })}
                    </option>
                    <option value={`${column.sortField}:desc`}>
                      {t('table.cards.sortDesc', { column: column.header })}
                    </option>
                  </optgroup>
                ))}
              </select>
            </div>
          )}
        </div>
      )}

      {loading ? (
        <ul className="list-cards__list" aria-label={label} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="list-card">
              <Skeleton width="40%" height="1rem" />
              <Skeleton width="70%" height="1.25rem" className="list-card__skeleton" />
              <Skeleton width="55%" height="1rem" />
            </li>
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <div className="list-cards__empty">{empty}</div>
      ) : (
        <ul className="list-cards__list" aria-label={label}>
          {rows.map((row) => {
            const selected = selection?.isSelected(row) ?? false;
            return (
              <li
                key={row.id}
                className="list-card"
                data-selected={selected || undefined}
                data-testid="list-table-card"
              >
                <div className="list-card__head">
                  {selection && (
                    <input
                      type="checkbox"
                      className="list-card__check"
                      checked={selected}
                      aria-label={t('table.cards.select', { name: rowLabel(row) })}
                      onChange={(event) => selection.onToggle(row, event.target.checked)}
                    />
                  )}
                  <div className="list-card__title">
                    {titleColumn && (
                      <span className="list-card__eyebrow">{cell(titleColumn)(row)}</span>
                    )}
                    {nameColumn && <span className="list-card__name">{cell(nameColumn)(row)}</span>}
                  </div>
                </div>
                {detailColumns.length > 0 && (
                  <dl className="list-card__details">
                    {detailColumns.map((column) => (
                      <div key={column.key} className="list-card__detail">
                        <dt>{column.header}</dt>
                        <dd>{cell(column)(row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions && <div className="list-card__actions">{actions(row)}</div>}
              </li>
            );
          })}
        </ul>
      )}
      {footer}
    </div>
  );
}
