import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_ORDER_STATUSES,
  DELIVERY_ORDER_STATUS_COLORS,
  type DeliveryOrderStatusName,
} from '@armada/contracts/delivery-orders';
import { isApiError } from '@/lib/api-client';
import { useDeliveryOrderCounts } from '../api/get-delivery-order-counts';
import { useNumberFormat } from '@/lib/format-number';
import { Card, CardError, ShareBar } from './dashboard-card';
import './dashboard.css';

export { FleetCard, type FleetCardProps } from './fleet-card';

export interface OrdersCardProps {
  deliveriesHref?: string | undefined;
}

/**
 * Delivery orders by status. Render it only for a user who may read orders
 * (`canUseOrders` in contracts); should the gateway still refuse (403), the card leaves itself out.
 */
export function OrdersCard({ deliveriesHref }: OrdersCardProps) {
  const { t } = useTranslation();
  const counts = useDeliveryOrderCounts();
  const { number: format } = useNumberFormat();
  if (isApiError(counts.error) && counts.error.statusCode === 403) return null;

  const total = counts.data
    ? DELIVERY_ORDER_STATUSES.reduce((sum, status) => sum + counts.data[status], 0)
    : 0;

  return (
    <Card
      title={t('dashboard.orders.title')}
      icon="pi-box"
      testId="dashboard-orders"
      busy={counts.isPending}
      action={
        deliveriesHref ? (
          <Link className="dash-card__link" to={deliveriesHref}>
            {t('dashboard.orders.openDeliveries')}
          </Link>
        ) : undefined
      }
    >
      {counts.isPending && (
        <div className="dash-skeleton" aria-hidden="true">
          <span className="skeleton dash-skeleton__number" />
          <span className="skeleton dash-skeleton__bar" />
          <span className="skeleton dash-skeleton__line" />
          <span className="skeleton dash-skeleton__line" />
        </div>
      )}
      {counts.isError && <CardError onRetry={() => void counts.refetch()} />}
      {counts.data && (
        <>
          <div className="dash-stat">
            <span className="dash-stat__value" data-testid="order-total">
              {format(total)}
            </span>
            <span className="dash-stat__label">{t('dashboard.orders.total')}</span>
          </div>
          {total > 0 && (
            <ShareBar
              parts={DELIVERY_ORDER_STATUSES.map((status) => ({
                key: status,
                value: counts.data[status],
                color: DELIVERY_ORDER_STATUS_COLORS[status],
              }))}
            />
          )}
          <dl className="dash-statuses">
            {DELIVERY_ORDER_STATUSES.map((status: DeliveryOrderStatusName) => (
              <div key={status} className="dash-statuses__row" data-status={status}>
                <dt>
                  <span
                    className="dash-statuses__dot"
                    style={{ background: DELIVERY_ORDER_STATUS_COLORS[status] }}
                    aria-hidden="true"
                  />
                  {t(`dashboard.orders.statuses.${status}`)}
                </dt>
                <dd>{format(counts.data[status])}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Card>
  );
}
