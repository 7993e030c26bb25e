import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { InputSwitch } from 'primereact/inputswitch';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import type { RunDeliveryOrder } from '@armada/contracts/route-optimization';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { SearchBox } from '@/components/ui/list-table/search-box';
import { toListQuery } from '@/components/ui/list-table/list-state';
import '@/components/ui/list-table/list-table.css';
import { paths } from '@/config/paths';
import { getDeliveryOrdersQueryOptions } from '../api/get-delivery-orders';
import { useLazyTable } from '../hooks/use-lazy-table';
import { formatRunDate } from '../utils/format-date';
import {
  countActiveDeliveryFilters,
  deliveryOrderFilters,
  type DeliveryFilterValues,
} from '../utils/delivery-filters';
import {
  priorityActions,
  selectedIds,
  setPriorityOf,
  togglePriority,
  withSelection,
  type SelectedOrders,
} from '../utils/selected-orders';
import { formatNumber } from '../../utils/format';

type DeliveryRow = DeliveryOrder & { picked: boolean; high: boolean };

export interface DeliveryTableProps {
  originAddressId: number;
  filters: DeliveryFilterValues;
  onOpenFilters: () => void;
  selected: SelectedOrders;
  /**
   * Changes the selection from the latest one (the table's cells may hold an older render's
   * selection, so every change is an update of the current list).
   */
  onSelectedChange: (update: (current: SelectedOrders) => RunDeliveryOrder[]) => void;
}

/**
 * The delivery table of the attach-delivery step (docs/rules/route-optimization.md §2.1, §4, §7.1):
 * the server pages, sorts and searches the routable orders of the origin; rows are picked with a
 * checkbox, each with a priority switch; the 'Action' menu sets or removes priority on the
 * picked rows. A row click or the number opens the order in a new tab.
 */
export function DeliveryTable({
  originAddressId,
  filters,
  onOpenFilters,
  selected,
  onSelectedChange,
}: DeliveryTableProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const menu = useRef<Menu>(null);
  const table = useLazyTable();
  const { state } = table;
  const [seenFilters, setSeenFilters] = useState(filters);
  // New filters narrow the rows: back to the first page (docs/rules/shell.md §2).
  if (seenFilters !== filters) {
    setSeenFilters(filters);
    table.firstPage();
  }
  const expressions = useMemo(
    () => deliveryOrderFilters(originAddressId, filters),
    [originAddressId, filters],
  );
  const query = useQuery(getDeliveryOrdersQueryOptions(toListQuery(state, expressions)));
  const ids = new Set(selectedIds(selected));
  const priorityOf = new Map(selected.map((order) => [order.id, order.priority]));
  // Each row carries its own selection and priority: PrimeReact re-renders a row's cells only
  // when its data changes, so a row must change when it is picked or prioritised.
  const rows: DeliveryRow[] = (query.data?.data.paginated_result ?? []).map((row) => ({
    ...row,
    picked: ids.has(row.id),
    high: priorityOf.get(row.id) === 'high',
  }));
  const total = query.data?.metadata.total_count ?? 0;
  const language = i18n.resolvedLanguage ?? 'id';
  const activeFilters = countActiveDeliveryFilters(filters);
  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => ids.has(id));

  // The detail opens in a new tab with the current query, so the new tab keeps the context.
  const detailHref = (row: DeliveryOrder) =>
    `${paths.deliveryDetail.getHref(row.id)}${location.search}`;
  const openDetail = (row: DeliveryOrder) => window.open(detailHref(row), '_blank', 'noopener');

  const toggleRow = (id: number) =>
    onSelectedChange((current) => {
      const now = selectedIds(current);
      return withSelection(current, now.includes(id) ? now.filter((x) => x !== id) : [...now, id]);
    });
  const togglePage = () =>
    onSelectedChange((current) => {
      const now = selectedIds(current);
      const all = pageIds.every((id) => now.includes(id));
      return withSelection(
        current,
        all
          ? now.filter((id) => !pageIds.includes(id))
          : [...now, ...pageIds.filter((id) => !now.includes(id))],
      );
    });

  const actions = priorityActions(selected);
  const menuItems = actions.map((action) => ({
    label: t(
      action === 'set-priority'
        ? 'routeOptimizationWizard.buttons.setPriority'
        : 'routeOptimizationWizard.buttons.removePriority',
    ),
    command: () =>
      onSelectedChange((current) =>
        setPriorityOf(
          current,
          selectedIds(current),
          action === 'set-priority' ? 'high' : 'regular',
        ),
      ),
    className: `ro-wizard__action--${action}`,
  }));

  const sortable = (field: string) => ({
    sortable: true,
    sortField: field,
  });

  return (
    <section className="ro-wizard__card" aria-labelledby="ro-delivery-title">
      <div className="ro-wizard__toolbar">
        <h2 id="ro-delivery-title" className="ro-wizard__card-title">
          {t('routeOptimizationWizard.delivery.title')}
        </h2>
        <div className="ro-wizard__toolbar-end">
          {selected.length > 0 && (
            <>
              <span className="ro-wizard__count" data-testid="delivery-selected-count">
                {t('routeOptimizationWizard.delivery.selected', { count: selected.length })}
              </span>
              <Button
                type="button"
                outlined
                icon="pi pi-chevron-down"
                iconPos="right"
                label={t('routeOptimizationWizard.buttons.action')}
                aria-haspopup="menu"
                data-testid="delivery-action"
                onClick={(event) => menu.current?.toggle(event)}
              />
              <Menu ref={menu} popup model={menuItems} data-testid="delivery-action-menu" />
            </>
          )}
          <SearchBox
            value={state.search}
            placeholder={t('routeOptimizationWizard.delivery.search')}
            debounceMs={SHELL_CONSTANTS.table.searchDebounceMs}
            onSearch={table.search}
          />
          <Button
            type="button"
            outlined
            icon="pi pi-filter"
            label={t('routeOptimizationWizard.buttons.filter')}
            badge={activeFilters > 0 ? String(activeFilters) : undefined}
            aria-label={
              activeFilters > 0
                ? `${t('routeOptimizationWizard.buttons.filter')} (${t('routeOptimizationWizard.filter.active', { count: activeFilters })})`
                : undefined
            }
            data-testid="delivery-filter-button"
            onClick={onOpenFilters}
          />
        </div>
      </div>
      <DataTable
        value={rows}
        dataKey="id"
        {...table.dataTableProps({ total, loading: query.isFetching })}
        emptyMessage={t('routeOptimizationWizard.delivery.empty')}
        rowClassName={() => 'ro-wizard__row'}
        onRowClick={(event) => {
          const target = event.originalEvent.target as HTMLElement;
          // Clicks on the row's own controls (checkbox, switch, link) do their own thing.
          if (target.closest('a, button, input, .p-checkbox, .p-inputswitch')) return;
          openDetail(event.data as DeliveryOrder);
        }}
        data-testid="delivery-table"
        aria-label={t('routeOptimizationWizard.delivery.title')}
      >
        <Column
          header={
            <Checkbox
              checked={allOnPage}
              onChange={togglePage}
              aria-label={t('routeOptimizationWizard.delivery.title')}
              data-testid="delivery-select-page"
            />
          }
          body={(row: DeliveryRow) => (
            <Checkbox
              checked={row.picked}
              onChange={() => toggleRow(row.id)}
              aria-label={t('routeOptimizationWizard.delivery.selectRow', { number: row.number })}
              data-testid={`delivery-select-${row.id}`}
            />
          )}
          style={{ width: '3rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.priority')}
          body={(row: DeliveryRow) => (
            <InputSwitch
              checked={row.high}
              onChange={() => onSelectedChange((current) => togglePriority(current, row.id))}
              aria-label={`${t('routeOptimizationWizard.delivery.priorityOn')} ${row.number}`}
              data-testid={`delivery-priority-${row.id}`}
            />
          )}
          style={{ minWidth: '6rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.number')}
          {...sortable('number')}
          body={(row: DeliveryOrder) => (
            <a
              href={detailHref(row)}
              target="_blank"
              rel="noopener noreferrer"
              className="ro-wizard__link"
            >
              {row.number}
            </a>
          )}
          style={{ minWidth: '11rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.status')}
          {...sortable('status.name')}
          body={(row: DeliveryOrder) => (
            <span className="ro-wizard__status">
              <span
                className="ro-wizard__dot"
                style={{ background: row.status.color }}
                aria-hidden="true"
              />
              {t(`routeOptimizationWizard.delivery.status.${row.status.name}`)}
            </span>
          )}
          style={{ minWidth: '9rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.origin')}
          {...sortable('origin_address.name')}
          body={(row: DeliveryOrder) => row.origin_address.name}
          style={{ minWidth: '10rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.destination')}
          {...sortable('destination_address.name')}
          body={(row: DeliveryOrder) => row.destination_address.name}
          style={{ minWidth: '10rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.createdOn')}
          {...sortable('created_on')}
          body={(row: DeliveryOrder) => (
            <time dateTime={row.created_on} className="ro-wizard__two-lines">
              <span>{formatRunDate(row.created_on, language, 'date')}</span>
              <span>{formatRunDate(row.created_on, language, 'time')}</span>
            </time>
          )}
          style={{ minWidth: '8rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.createdBy')}
          {...sortable('created_by')}
          body={(row: DeliveryOrder) => row.created_by}
          style={{ minWidth: '8rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.shippedCustomer')}
          {...sortable('shipped_customer.name')}
          body={(row: DeliveryOrder) => row.shipped_customer.name}
          style={{ minWidth: '10rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.billedCustomer')}
          {...sortable('billed_customer.name')}
          body={(row: DeliveryOrder) => row.billed_customer.name}
          style={{ minWidth: '10rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.marketing')}
          {...sortable('marketing_user.name')}
          body={(row: DeliveryOrder) => row.marketing_user.name}
          style={{ minWidth: '9rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.weight')}
          {...sortable('load_weight')}
          body={(row: DeliveryOrder) => formatNumber(row.load_weight, language, 1)}
          align="right"
          style={{ minWidth: '7rem' }}
        />
        <Column
          header={t('routeOptimizationWizard.delivery.columns.volume')}
          {...sortable('load_volume')}
          body={(row: DeliveryOrder) => formatNumber(row.load_volume, language, 2)}
          align="right"
          style={{ minWidth: '7rem' }}
        />
      </DataTable>
    </section>
  );
}
