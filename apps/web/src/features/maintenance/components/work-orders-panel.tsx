import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  WORK_ORDER_STATUSES,
  type WorkOrder,
  type WorkOrderListQuery,
  type WorkOrderStatus,
} from '@armada/contracts/maintenance';
import { exportUrl, useWorkOrders } from '../api/maintenance';
import { formatDay, formatRupiah } from '../utils/format';
import { ListState, Pager } from '@/components/ui/list-state';

const PAGE_SIZE = 20;

export interface WorkOrdersPanelProps {
  canCreate: boolean;
  canUpdate: boolean;
  onOpen: (order: WorkOrder) => void;
  onCreate: () => void;
}

/** MNT-6, MNT-15: the work orders, filtered and paged, with CSV/XLSX export. */
export function WorkOrdersPanel({ canCreate, canUpdate, onOpen, onCreate }: WorkOrdersPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const [status, setStatus] = useState<WorkOrderStatus | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query: WorkOrderListQuery = {
    page,
    limit: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
  };
  const orders = useWorkOrders(query);
  const data = orders.data;
  const days = (order: WorkOrder) =>
    order.planned_start_on === order.planned_end_on
      ? formatDay(order.planned_start_on, language)
      : `${formatDay(order.planned_start_on, language)} – ${formatDay(order.planned_end_on, language)}`;

  return (
    <section className="maintenance__panel" aria-label={t('maintenance.tabs.orders')}>
      <div className="maintenance__toolbar">
        <span className="maintenance__search">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText
            value={typed}
            maxLength={80}
            placeholder={t('maintenance.orders.search')}
            aria-label={t('maintenance.orders.search')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </span>
        <Dropdown
          value={status}
          options={WORK_ORDER_STATUSES.map((value) => ({
            value,
            label: t(`maintenance.status.${value}`),
          }))}
          placeholder={t('maintenance.orders.allStatuses')}
          aria-label={t('maintenance.orders.statusFilter')}
          showClear
          onChange={(event) => {
            setStatus((event.value as WorkOrderStatus | undefined) ?? null);
            setPage(1);
          }}
        />
        <div className="maintenance__toolbar-end">
          <a
            className="p-button p-button-outlined p-button-sm"
            href={exportUrl('csv', language, query)}
            download
          >
            <i className="pi pi-download" aria-hidden="true" />
            <span>CSV</span>
          </a>
          <a
            className="p-button p-button-outlined p-button-sm"
            href={exportUrl('xlsx', language, query)}
            download
          >
            <i className="pi pi-file-excel" aria-hidden="true" />
            <span>XLSX</span>
          </a>
          {canCreate && (
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('maintenance.orders.create')}
              onClick={onCreate}
              data-testid="work-order-create"
            />
          )}
        </div>
      </div>
      <ListState
        block="maintenance"
        noAccessText={t('maintenance.noAccess')}
        loading={orders.isPending}
        error={orders.isError ? orders.error : null}
        empty={(data?.items.length ?? 0) === 0}
        emptyText={
          search || status ? t('maintenance.orders.noMatch') : t('maintenance.orders.empty')
        }
        onRetry={() => void orders.refetch()}
      />
      {data && data.items.length > 0 && (
        <table className="maintenance__table" data-testid="work-order-list">
          <thead>
            <tr>
              <th scope="col">{t('maintenance.orders.columns.number')}</th>
              <th scope="col">{t('maintenance.orders.columns.vehicle')}</th>
              <th scope="col">{t('maintenance.orders.columns.workshop')}</th>
              <th scope="col">{t('maintenance.orders.columns.days')}</th>
              <th scope="col">{t('maintenance.orders.columns.status')}</th>
              <th scope="col" className="maintenance__num">
                {t('maintenance.orders.columns.total')}
              </th>
              <th scope="col">
                <span className="sr-only">{t('maintenance.orders.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((order) => (
              <tr key={order.id}>
                <td data-label={t('maintenance.orders.columns.number')}>
                  <strong>{order.number}</strong>
                </td>
                <td
                  data-label={t('maintenance.orders.columns.vehicle')}
                  className="maintenance__nowrap"
                >
                  {order.vehicle.license_plate}
                </td>
                <td data-label={t('maintenance.orders.columns.workshop')}>{order.workshop}</td>
                <td data-label={t('maintenance.orders.columns.days')}>{days(order)}</td>
                <td data-label={t('maintenance.orders.columns.status')}>
                  <span className="maintenance__tag" data-status={order.status}>
                    {t(`maintenance.status.${order.status}`)}
                  </span>
                </td>
                <td data-label={t('maintenance.orders.columns.total')} className="maintenance__num">
                  {formatRupiah(order.total_cost)}
                </td>
                <td className="maintenance__row-action">
                  <Button
                    type="button"
                    icon={canUpdate ? 'pi pi-pencil' : 'pi pi-eye'}
                    text
                    rounded
                    aria-label={t(
                      canUpdate ? 'maintenance.orders.edit' : 'maintenance.orders.view',
                      {
                        number: order.number,
                      },
                    )}
                    onClick={() => onOpen(order)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <p className="maintenance__hint">
          {t('maintenance.orders.count', { count: data.total_count })}
        </p>
      )}
      {data && (
        <Pager block="maintenance" page={data.page} totalPage={data.total_page} onPage={setPage} />
      )}
    </section>
  );
}
