import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { SALES_ORDER_LIMITS, type SalesOrder } from '@armada/contracts/sales-orders';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';
import { formatCompany } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { PageLoader } from '@/components/ui/page-loader';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { FieldList } from '@/components/ui/record-detail';
import { useToast } from '@/components/ui/toast';
import { useChangeSalesOrder, useSalesOrder } from '../api/sales-orders';
import { dayText, tomorrow } from '../utils/days';
import { formatRupiah } from '../utils/money';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { SalesOrderFormDialog } from './sales-order-form-dialog';
import { SalesOrderStatusBadge } from './status-badge';
import './sales-orders.css';

/** `/sales-order/:id`: the order, its lines, its delivery orders and its actions (SO-2 … SO-7). */
export function SalesOrderDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useSalesOrder(id);
  const validId = Number.isInteger(id) && id > 0;
  if (validId && order.isPending) return <PageLoader />;
  if (!validId || order.isError) {
    const missing =
      !validId || (isApiError(order.error) && [400, 404].includes(order.error.statusCode));
    return (
      <div className="sales-orders sales-orders__state" role="alert">
        <p>{missing ? t('salesOrders.detail.notFound') : t('salesOrders.detail.failed')}</p>
        <div className="sales-orders__actions">
          {!missing && (
            <Button
              type="button"
              outlined
              label={t('salesOrders.actions.retry')}
              onClick={() => void order.refetch()}
            />
          )}
          <Link to={paths.salesOrder.getHref()}>{t('salesOrders.actions.back')}</Link>
        </div>
      </div>
    );
  }
  if (!order.data) return <PageLoader />;
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: SalesOrder }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const change = useChangeSalesOrder();
  const [open, setOpen] = useState<'edit' | 'confirm' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const number = (value: number, digits: number) =>
    formatNumber(value, language, { maximumFractionDigits: digits });

  const fields: [string, ReactNode][] = [
    [t('salesOrders.detail.status'), <SalesOrderStatusBadge key="s" status={order.status} />],
    [t('salesOrders.detail.customer'), order.customer.name],
    [t('salesOrders.detail.reference'), order.customer_reference || '–'],
    [t('salesOrders.detail.origin'), order.origin_address.name],
    [
      t('salesOrders.detail.destination'),
      `${order.destination_address.name}, ${order.destination_address.city}`,
    ],
    [
      t('salesOrders.detail.dates'),
      order.delivery_dates.map((day) => dayText(day, language)).join(', '),
    ],
    [t('salesOrders.detail.subtotal'), <strong key="a">{formatRupiah(order.subtotal)}</strong>],
    [
      t('salesOrders.detail.load'),
      t('salesOrders.detail.loadValue', {
        weight: number(order.total_weight, 1),
        volume: number(order.total_volume, 2),
      }),
    ],
    [
      t('salesOrders.detail.created'),
      `${formatCompany(order.created_on, 'DD MMM YYYY HH:mm', { language, label: true })} · ${order.created_by}`,
    ],
    [t('salesOrders.detail.notes'), order.notes || '–'],
    ...(order.cancel_reason
      ? ([[t('salesOrders.detail.cancelReason'), order.cancel_reason]] as [string, ReactNode][])
      : []),
  ];

  const act = (kind: 'confirm' | 'cancel', reason?: string) => {
    setError(null);
    change.mutate(
      kind === 'confirm'
        ? { kind, id: order.id }
        : { kind, id: order.id, body: { reason: reason ?? '' } },
      {
        onSuccess: (done) => {
          setOpen(null);
          toast.success(t(`salesOrders.${kind}.done`, { number: done.number }));
        },
        onError: (failure) => {
          const text = serverErrorText(failure, t);
          if (kind === 'confirm') {
            setOpen(null);
            toast.error(text);
          } else setError(text);
        },
      },
    );
  };

  return (
    <div className="sales-orders sales-orders--detail" data-testid="sales-order-detail">
      <header className="sales-orders__header">
        <div>
          <Link className="sales-orders__back" to={paths.salesOrder.getHref()}>
            <i className="pi pi-arrow-left" aria-hidden="true" /> {t('salesOrders.actions.back')}
          </Link>
          <h1 className="sales-orders__title" data-testid="sales-order-number">
            {order.number}
          </h1>
          <SalesOrderStatusBadge status={order.status} />
        </div>
        <div className="sales-orders__actions">
          {order.allowed_actions.includes('edit') && (
            <Button
              type="button"
              outlined
              icon="pi pi-pencil"
              label={t('salesOrders.actions.edit')}
              onClick={() => setOpen('edit')}
              data-testid="sales-order-edit"
            />
          )}
          {order.allowed_actions.includes('confirm') && (
            <Button
              type="button"
              icon="pi pi-check"
              label={t('salesOrders.actions.confirm')}
              onClick={() => setOpen('confirm')}
              loading={change.isPending && open === 'confirm'}
              data-testid="sales-order-confirm"
            />
          )}
          {order.allowed_actions.includes('cancel') && (
            <Button
              type="button"
              text
              severity="danger"
              icon="pi pi-times"
              label={t('salesOrders.actions.cancel')}
              onClick={() => {
                setError(null);
                setOpen('cancel');
              }}
              data-testid="sales-order-cancel"
            />
          )}
        </div>
      </header>

      <div className="sales-orders__grid">
        <section className="sales-orders__card" aria-labelledby="so-fields">
          <h2 id="so-fields">{t('salesOrders.detail.fields')}</h2>
          <FieldList fields={fields} />
        </section>

        <section className="sales-orders__card" aria-labelledby="so-deliveries">
          <h2 id="so-deliveries">{t('salesOrders.detail.deliveries')}</h2>
          {order.delivery_orders.length === 0 ? (
            <p>{t('salesOrders.detail.noDeliveries')}</p>
          ) : (
            <ul className="sales-orders__deliveries" data-testid="sales-order-deliveries">
              {order.delivery_orders.map((delivery) => (
                <li key={delivery.id}>
                  <Link to={paths.deliveryDetail.getHref(delivery.id)}>{delivery.number}</Link>
                  <span>
                    {delivery.planned_date ? dayText(delivery.planned_date, language) : ''}
                  </span>
                  <span className="sales-orders__delivery-status">
                    {t(`salesOrders.deliveryStatus.${delivery.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="sales-orders__card" aria-labelledby="so-lines">
        <h2 id="so-lines">{t('salesOrders.detail.lines')}</h2>
        <div className="sales-orders__table-wrap">
          <table className="sales-orders__lines">
            <thead>
              <tr>
                <th scope="col">{t('salesOrders.form.line.date')}</th>
                <th scope="col">{t('salesOrders.form.line.name')}</th>
                <th scope="col" className="num">
                  {t('salesOrders.form.line.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('salesOrders.form.line.price')}
                </th>
                <th scope="col" className="num">
                  {t('salesOrders.detail.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={index}>
                  <td>{dayText(item.delivery_date, language)}</td>
                  <td>{item.name}</td>
                  <td className="num">
                    {number(item.quantity, 0)} {item.unit}
                  </td>
                  <td className="num">{formatRupiah(item.unit_price)}</td>
                  <td className="num">{formatRupiah(item.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('salesOrders.detail.subtotal')}
                </th>
                <td className="num">
                  <strong>{formatRupiah(order.subtotal)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <ConfirmationModal
        variant="resolved"
        visible={open === 'confirm'}
        title={t('salesOrders.confirm.title', { number: order.number })}
        message={t('salesOrders.confirm.text', { count: order.delivery_dates.length })}
        confirmLabel={t('salesOrders.actions.confirm')}
        cancelLabel={t('salesOrders.form.cancel')}
        onConfirm={() => act('confirm')}
        onCancel={() => setOpen(null)}
      />
      {open === 'cancel' && (
        <ReasonDialog
          testId="sales-order-cancel"
          labels={{
            title: t('salesOrders.cancel.title', { number: order.number }),
            text: t('salesOrders.cancel.text'),
            reason: t('salesOrders.cancel.reason'),
            tooShort: t('salesOrders.cancel.tooShort', { min: SALES_ORDER_LIMITS.reasonMin }),
            confirm: t('salesOrders.actions.cancel'),
            close: t('salesOrders.form.cancel'),
          }}
          min={SALES_ORDER_LIMITS.reasonMin}
          max={SALES_ORDER_LIMITS.reasonMax}
          pending={change.isPending}
          error={error}
          onConfirm={(reason) => act('cancel', reason)}
          onHide={() => setOpen(null)}
        />
      )}
      {open === 'edit' && (
        <SalesOrderFormDialog
          order={order}
          defaultDate={tomorrow()}
          onHide={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null);
            toast.success(t('salesOrders.form.saved', { number: saved.number }));
          }}
        />
      )}
    </div>
  );
}
