import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Paginator } from 'primereact/paginator';
import {
  SHELL_CONSTANTS,
  type BulkDeleteResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import { useToast } from '@/components/ui/toast';
import { changePage, changeSearch, changeSort, PAGE_SIZES, toListQuery } from './list-state';
import {
  emptySelection,
  selectAll,
  selectedIds,
  selectionStatus,
  selectOnPage,
  withoutIds,
  type Selection,
} from './selection';
import { toPrimeSortOrder } from './sort-cycle';
import { PriorityStars } from './priority-stars';
import { SearchBox } from './search-box';
import { ColumnChooser } from './column-chooser';
import { tableColumnsStorageKey } from './column-visibility';
import { useColumnVisibility } from './use-column-visibility';
import { ListTableCards, usePhoneLayout } from './list-table-cards';
import { paginatorTemplate } from './paginator-template';
import type {
  ListDataSource,
  ListTableColumn,
  ListTableState,
  PriorityColumn,
  SortState,
} from './types';
import { ConfirmationModal } from '../confirmation-modal';
import './list-table.css';

export interface ListTableProps<T extends { id: number }, K extends QueryKey = QueryKey> {
  /** Names the table for screen readers, e.g. "Customers". */
  label: string;
  /** The feature's list query options and delete calls; `K` is its query key's type. */
  dataSource: ListDataSource<T, K>;
  columns: readonly ListTableColumn<T>[];
  state: ListTableState;
  onStateChange: (next: ListTableState) => void;
  /** Filter expressions from the page's filter dialog (`formatFilterExpression`). */
  filters?: readonly string[];
  priority?: PriorityColumn<T>;
  /** A short name of a row for confirmations and button labels ("Toko Harapan Mitra"). */
  rowLabel: (row: T) => string;
  /**
   * What a row is, for the delete confirmation's title ("Hapus pelanggan “Toko Harapan”?",
   * "Hapus 3 pelanggan?"): the word for `count` rows. Without it the title says "data".
   */
  itemName?: (count: number) => string;
  /** Extra per-row buttons (edit, open), shown before the delete button. */
  rowActions?: (row: T) => ReactNode;
  /** Whether the user may delete; the delete buttons and selection are hidden otherwise. */
  canDelete?: boolean;
  /** Replaces the default failure toast ('Gagal menghapus data.'). */
  onDeleteError?: (error: unknown, ids: number[]) => void;
  /** Buttons at the end of the toolbar: filter, create. */
  toolbarEnd?: ReactNode;
  /** A line under the toolbar, e.g. the filters in force. */
  belowToolbar?: ReactNode;
  searchPlaceholder?: string;
  /** Whether the toolbar offers a search box (off for lists the server cannot search). */
  searchable?: boolean;
  /**
   * Opens a row when it is clicked (the phone's cards use the row buttons). Give a row button
   * that does the same too: a click on a row is not reachable from the keyboard.
   */
  onRowClick?: (row: T) => void;
  /** An error that deserves its own screen instead of the table (e.g. 403: no access). */
  renderError?: (error: unknown, retry: () => void) => ReactNode | null;
  /** Shown when nothing exists yet and no search or filter is active. */
  emptyState?: ReactNode;
  /**
   * Remembers the user's choice of columns in this browser, per user and table. Without it the
   * choice lasts until the table unmounts. The chooser appears when there are two columns or more.
   */
  rememberColumnsFor?: { userId: number; tableId: string };
}

interface Shown<T> {
  response: ListResponse<T>;
  state: ListTableState;
}

interface PendingDelete {
  ids: number[];
  /** The row's label for a single-row delete. */
  name: string | null;
}

/**
 * The generic list table (docs/rules/shell.md §2, §4, §8, §9) on PrimeReact's DataTable in lazy
 * mode: the server pages, sorts, searches and filters; the table keeps the state the user chose
 * (`state`, usually in the URL) and shows the last good answer while the next one loads.
 */
export function ListTable<T extends { id: number }, K extends QueryKey = QueryKey>({
  label,
  dataSource,
  columns,
  state,
  onStateChange,
  filters = [],
  priority,
  rowLabel,
  itemName,
  rowActions,
  canDelete = true,
  onDeleteError,
  toolbarEnd,
  belowToolbar,
  searchPlaceholder,
  searchable = true,
  onRowClick,
  renderError,
  emptyState,
  rememberColumnsFor,
}: ListTableProps<T, K>) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();

  const columnsKey = rememberColumnsFor
    ? tableColumnsStorageKey(rememberColumnsFor.userId, rememberColumnsFor.tableId)
    : null;
  const columnVisibility = useColumnVisibility(columns, columnsKey);
  // Hidden columns are not rendered at all; a sort on one stays in force (it is the server's).
  const shownColumns = columns.filter((column) => columnVisibility.visible.includes(column.key));
  // A phone lists cards; until the user picks columns they show all but the `hideOnCard` ones.
  const phone = usePhoneLayout();
  const cardColumns = columnVisibility.customised
    ? shownColumns
    : columns.filter((column) => !column.hideOnCard);

  const listQuery = useMemo(() => toListQuery(state, filters), [state, filters]);
  // The feature's own query options; the table only keeps the last answer on screen while
  // the next one loads, whatever the feature chose.
  const query = useQuery({
    ...dataSource.queryOptions(listQuery),
    placeholderData: keepPreviousData,
  });

  // The last answer that arrived whole and parsed, with the state it answers. A failed call (or
  // one that does not match the contract) leaves the table showing this (docs/rules/shell.md §8).
  const [shown, setShown] = useState<Shown<T> | null>(null);
  if (query.data && !query.isPlaceholderData && shown?.response !== query.data) {
    setShown({ response: query.data, state });
  }

  const failed = query.isError;
  const fetching = query.isFetching;
  const display: Shown<T> | null = failed
    ? shown
    : query.data
      ? { response: query.data, state: query.isPlaceholderData && shown ? shown.state : state }
      : null;
  // While the next page loads, the paginator and sort arrows already show what was asked for.
  const viewState = failed && shown ? shown.state : state;

  const scope = useMemo(
    () => JSON.stringify({ search: state.search, filters }),
    [state.search, filters],
  );
  const [selection, setSelection] = useState<Selection>(() => emptySelection(scope));
  const selected = selectedIds(selection, scope);
  const allIds = display?.response.data.ids ?? [];
  const status = selectionStatus(selected, allIds);
  const rows = display?.response.data.paginated_result ?? [];
  const total = display?.response.metadata.total_count ?? 0;
  const totalPages = display?.response.metadata.total_page ?? 0;

  const deletable = canDelete && Boolean(dataSource.remove ?? dataSource.bulkRemove);

  // After a delete the last page can vanish: go to the new last page rather than an empty one.
  useEffect(() => {
    if (!failed && !fetching && totalPages >= 1 && state.page > totalPages) {
      onStateChange({ ...state, page: totalPages });
    }
  }, [failed, fetching, totalPages, state, onStateChange]);

  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const remove = useMutation({
    mutationFn: async (ids: number[]): Promise<BulkDeleteResponse | undefined> => {
      const [first] = ids;
      if (ids.length === 1 && first !== undefined && dataSource.remove) {
        return dataSource.remove(first);
      }
      if (dataSource.bulkRemove) return dataSource.bulkRemove(ids);
      if (dataSource.remove) {
        const removeOne = dataSource.remove;
        for (const id of ids) await removeOne(id);
        return undefined;
      }
      throw new Error('This table has no delete call.');
    },
    onSuccess: (result, ids) => {
      const count = result ? result.data.deleted : ids.length;
      toast.success(t('table.delete.success', { count }));
      setSelection((current) => withoutIds(current, result ? result.data.ids : ids));
    },
    onError: (error, ids) => {
      if (onDeleteError) onDeleteError(error, ids);
      else toast.error(t('table.delete.failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataSource.queryKeyRoot }),
  });

  const skeletonRows = useMemo(
    () => Array.from({ length: Math.min(state.limit, 10) }, (_, i) => ({ id: -(i + 1) })),
    [state.limit],
  );

  const retry = () => void query.refetch();

  if (failed && renderError) {
    const replacement = renderError(query.error, retry);
    if (replacement) return <>{replacement}</>;
  }

  const onSort = (event: DataTableSortEvent) => {
    // With removableSort PrimeReact reports a removed sort as a null field: it is the same column.
    const field = event.sortField || viewState.sort?.field;
    if (field) onStateChange(changeSort(viewState, field));
  };

  const firstLoad = !display && !failed;
  /** The paginator's text and page change, the same for the table and the phone cards. */
  const pageReport = t('table.pageReport', {
    first: '{first}',
    last: '{last}',
    total: '{totalRecords}',
  });
  const pageSizeLabel = t('table.pageSize');
  const onPage = (event: { first: number; rows: number }) =>
    onStateChange(changePage(viewState, Math.floor(event.first / event.rows) + 1, event.rows));
  const cell = (column: ListTableColumn<T>) => (row: T) => {
    if (firstLoad) return <Skeleton width="80%" height="1rem" />;
    if (column.body) return column.body(row);
    const value = (row as Record<string, unknown>)[column.key];
    return value === null || value === undefined || value === '' ? (
      <span className="list-table__none">-</span>
    ) : (
      String(value)
    );
  };

  const searching = state.search !== '' || filters.length > 0;
  const empty = failed ? (
    <div className="list-table__state" role="alert">
      <i className="pi pi-exclamation-circle list-table__state-icon" aria-hidden="true" />
      <p className="list-table__state-title">{t('table.loadFailed.title')}</p>
      <p className="list-table__state-text">{t('table.loadFailed.description')}</p>
      <Button
        type="button"
        label={t('table.loadFailed.retry')}
        icon="pi pi-refresh"
        size="small"
        outlined
        onClick={retry}
      />
    </div>
  ) : searching ? (
    <div className="list-table__state">
      <i className="pi pi-search list-table__state-icon" aria-hidden="true" />
      <p className="list-table__state-title">{t('table.empty.noMatchTitle')}</p>
      <p className="list-table__state-text">{t('table.empty.noMatchDescription')}</p>
    </div>
  ) : (
    (emptyState ?? (
      <div className="list-table__state">
        <i className="pi pi-inbox list-table__state-icon" aria-hidden="true" />
        <p className="list-table__state-title">{t('table.empty.title')}</p>
        <p className="list-table__state-text">{t('table.empty.description')}</p>
      </div>
    ))
  );

  const rowButtons = (row: T) => (
    <div className="list-table__actions">
      {rowActions?.(row)}
      {deletable && (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          size="small"
          severity="danger"
          aria-label={t('table.delete.rowAction', { name: rowLabel(row) })}
          tooltip={t('table.delete.rowTooltip')}
          tooltipOptions={{ position: 'left', showDelay: 400 }}
          onClick={() => setPendingDelete({ ids: [row.id], name: rowLabel(row) })}
        />
      )}
    </div>
  );

  const pageSelection = rows.filter((row) => selected.has(row.id));
  const selectedCount = selected.size;

  return (
    <section className="list-table" aria-label={label} aria-busy={fetching}>
      <div className="list-table__toolbar">
        {searchable && (
          <SearchBox
            value={state.search}
            placeholder={searchPlaceholder ?? t('table.search.placeholder')}
            debounceMs={SHELL_CONSTANTS.table.searchDebounceMs}
            onSearch={(search) => onStateChange(changeSearch(state, search))}
          />
        )}
        {(toolbarEnd || columns.length > 1) && (
          <div className="list-table__toolbar-end">
            {columns.length > 1 && (
              <ColumnChooser
                columns={columns}
                visible={columnVisibility.visible}
                onChange={columnVisibility.setShown}
                onReset={columnVisibility.reset}
                customised={columnVisibility.customised}
              />
            )}
            {toolbarEnd}
          </div>
        )}
      </div>
      {belowToolbar}

      {deletable && selectedCount > 0 && (
        <div className="list-table__selection" role="status" data-testid="list-table-selection">
          <span className="list-table__selection-text">
            {status === 'all'
              ? t('table.selection.all', { count: selectedCount })
              : t('table.selection.some', { count: selectedCount })}
          </span>
          {status === 'some' && allIds.length > selectedCount && (
            <Button
              type="button"
              link
              size="small"
              className="list-table__selection-link"
              label={t('table.selection.selectAll', { count: allIds.length })}
              onClick={() => setSelection(selectAll(scope, allIds))}
            />
          )}
          <Button
            type="button"
            link
            size="small"
            className="list-table__selection-link"
            label={t('table.selection.clear')}
            onClick={() => setSelection(emptySelection(scope))}
          />
          <Button
            type="button"
            severity="danger"
            size="small"
            icon="pi pi-trash"
            className="list-table__selection-delete"
            label={t('table.selection.deleteSelected')}
            loading={remove.isPending}
            onClick={() => setPendingDelete({ ids: [...selected], name: null })}
          />
        </div>
      )}

      {failed && shown && (
        <div className="list-table__error" role="alert" data-testid="list-table-error">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>
            <strong>{t('table.loadFailed.title')}</strong> {t('table.loadFailed.keptRows')}
          </span>
          <Button
            type="button"
            size="small"
            outlined
            severity="danger"
            icon="pi pi-refresh"
            label={t('table.loadFailed.retry')}
            onClick={retry}
            loading={fetching}
          />
        </div>
      )}

      {phone ? (
        <ListTableCards
          label={label}
          rows={rows}
          loading={firstLoad}
          columns={cardColumns}
          cell={cell}
          sort={viewState.sort}
          onSortChange={(sort) => onStateChange({ ...viewState, sort, page: 1 })}
          rowLabel={rowLabel}
          selection={
            deletable
              ? {
                  isSelected: (row) => selected.has(row.id),
                  onToggle: (row, checked) => {
                    const pageIds = rows.map((item) => item.id);
                    const kept = pageSelection.map((item) => item.id).filter((id) => id !== row.id);
                    setSelection(
                      selectOnPage(selection, scope, pageIds, checked ? [...kept, row.id] : kept),
                    );
                  },
                  allOnPage: rows.length > 0 && rows.every((row) => selected.has(row.id)),
                  onToggleAllOnPage: (checked) => {
                    const pageIds = rows.map((row) => row.id);
                    setSelection(selectOnPage(selection, scope, pageIds, checked ? pageIds : []));
                  },
                }
              : undefined
          }
          actions={rowActions || deletable ? rowButtons : undefined}
          empty={empty}
          footer={
            !firstLoad && total > 0 ? (
              <Paginator
                className="list-cards__paginator"
                first={(viewState.page - 1) * viewState.limit}
                rows={viewState.limit}
                totalRecords={total}
                rowsPerPageOptions={[...PAGE_SIZES]}
                template={paginatorTemplate(
                  'CurrentPageReport PrevPageLink PageLinks NextPageLink RowsPerPageDropdown',
                  pageSizeLabel,
                )}
                currentPageReportTemplate={pageReport}
                pageLinkSize={3}
                onPageChange={onPage}
              />
            ) : undefined
          }
        />
      ) : (
        <DataTable
          // PrimeReact keeps a rendered cell while its row is the same: a new table in the
          // language switched to, or the cells stay in the old one (only the headers change).
          key={i18n.resolvedLanguage}
          value={firstLoad ? (skeletonRows as unknown as T[]) : rows}
          lazy
          dataKey="id"
          paginator={!firstLoad && total > 0}
          rows={viewState.limit}
          first={(viewState.page - 1) * viewState.limit}
          totalRecords={total}
          rowsPerPageOptions={[...PAGE_SIZES]}
          paginatorTemplate={paginatorTemplate(
            'RowsPerPageDropdown CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink',
            pageSizeLabel,
          )}
          currentPageReportTemplate={pageReport}
          pageLinkSize={3}
          onPage={onPage}
          sortField={viewState.sort?.field}
          sortOrder={viewState.sort ? toPrimeSortOrder(viewState.sort, viewState.sort.field) : 0}
          removableSort
          onSort={onSort}
          selectionMode="checkbox"
          selection={pageSelection}
          onSelectionChange={(event) => {
            const checked = event.value;
            setSelection(
              selectOnPage(
                selection,
                scope,
                rows.map((row) => row.id),
                checked.map((row) => row.id),
              ),
            );
          }}
          selectAll={status === 'all'}
          onSelectAllChange={(event) =>
            setSelection(event.checked ? selectAll(scope, allIds) : emptySelection(scope))
          }
          loading={fetching && !firstLoad}
          emptyMessage={empty}
          {...(onRowClick && !firstLoad
            ? {
                onRowClick: (event: { data: unknown }) => onRowClick(event.data as T),
                rowClassName: () => 'list-table__row--clickable',
              }
            : {})}
          className="list-table__table"
          scrollable
          tableClassName="list-table__grid"
          aria-label={label}
          stripedRows
          size="small"
        >
          {deletable && !firstLoad && (
            <Column
              selectionMode="multiple"
              frozen
              headerClassName="list-table__check"
              bodyClassName="list-table__check"
              // PrimeReact labels this box from a private English locale ('All items unselected').
              pt={{
                headerCheckbox: {
                  root: { 'aria-label': t('table.selection.allLabel') },
                  input: { 'aria-label': t('table.selection.allLabel') },
                },
              }}
            />
          )}
          {priority && (
            <Column
              key="__priority"
              field={priority.sortField ?? '__priority'}
              header={priority.header}
              sortable={Boolean(priority.sortField) && !firstLoad}
              body={(row: T) =>
                firstLoad ? (
                  <Skeleton width="5rem" height="1rem" />
                ) : (
                  <PriorityStars value={priority.value(row)} max={priority.max ?? 5} />
                )
              }
              style={{ minWidth: '8rem' }}
            />
          )}
          {shownColumns.map((column) => (
            <Column
              key={column.key}
              columnKey={column.key}
              field={column.sortField ?? column.key}
              header={column.header}
              sortable={Boolean(column.sortField) && !firstLoad}
              body={cell(column)}
              align={column.align}
              style={column.minWidth ? { minWidth: column.minWidth } : undefined}
            />
          ))}
          {(rowActions || deletable) && (
            <Column
              key="__actions"
              header={<span className="sr-only">{t('table.columns.actions')}</span>}
              body={(row: T) =>
                firstLoad ? <Skeleton width="4rem" height="1rem" /> : rowButtons(row)
              }
              frozen
              alignFrozen="right"
              className="list-table__actions-cell"
            />
          )}
        </DataTable>
      )}

      <ConfirmationModal
        variant="delete"
        visible={pendingDelete !== null}
        onCancel={() => setPendingDelete(null)}
        title={
          pendingDelete?.name
            ? t('table.delete.confirmTitleRow', {
                item: itemName?.(1) ?? t('table.delete.item', { count: 1 }),
                name: pendingDelete.name,
              })
            : t('table.delete.confirmTitleBulk', {
                count: pendingDelete?.ids.length ?? 0,
                item:
                  itemName?.(pendingDelete?.ids.length ?? 0) ??
                  t('table.delete.item', { count: pendingDelete?.ids.length ?? 0 }),
              })
        }
        message={
          pendingDelete?.name
            ? t('table.delete.confirmRow', { name: pendingDelete.name })
            : t('table.delete.confirmBulk', { count: pendingDelete?.ids.length ?? 0 })
        }
        confirmLabel={t('table.delete.accept')}
        cancelLabel={t('table.delete.reject')}
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete.ids);
        }}
      />
    </section>
  );
}

export type { ListDataSource, ListTableColumn, ListTableState, PriorityColumn, SortState };
