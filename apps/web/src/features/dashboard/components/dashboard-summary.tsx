import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_ORDER_STATUSES,
  DELIVERY_ORDER_STATUS_COLORS,
  type DeliveryOrderStatusName,
} from '@armada/contracts';
import { isApiError } from '@/lib/api-client';
import { useDeliveryOrderCounts } from '../api/get-delivery-order-counts';
import { useVehicleCount } from '../api/get-vehicle-count';
import './dashboard.css';

const numberFormat = (language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : 'id-ID');

function CardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="dash-card__error" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <p>{t('dashboard.error')}</p>
      <button type="button" className="dash-card__retry" onClick={onRetry}>
        {t('dashboard.retry')}
      </button>
    </div>
  );
}

function Card({
  title,
  icon,
  testId,
  busy,
  action,
  children,
}: {
  title: string;
  icon: string;
  testId: string;
  busy: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${testId}-title`;
  return (
    <section
      className="dash-card"
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid={testId}
    >
      <header className="dash-card__header">
        <span className="dash-card__icon" aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
        <h2 id={headingId} className="dash-card__title">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

export interface FleetCardProps {
  /** Where "open live view" leads, when the user may open it. */
  liveViewHref?: string | undefined;
}

/** Vehicles in the fleet (main units). */
export function FleetCard({ liveViewHref }: FleetCardProps) {
  const { t, i18n } = useTranslation();
  const vehicles = useVehicleCount();
  return (
    <Card
      title={t('dashboard.fleet.title')}
      icon="pi-car"
      testId="dashboard-fleet"
      busy={vehicles.isPending}
      action={
        liveViewHref ? (
          <Link className="dash-card__link" to={liveViewHref}>
            {t('dashboard.fleet.openLiveView')}
          </Link>
        ) : undefined
      }
    >
      {vehicles.isPending && (
        <div className="dash-skeleton" aria-hidden="true">
          <span className="skeleton dash-skeleton__number" />
          <span className="skeleton dash-skeleton__line" />
        </div>
      )}
      {vehicles.isError && <CardError onRetry={() => void vehicles.refetch()} />}
      {vehicles.data !== undefined && (
        <div className="dash-stat">
          <span className="dash-stat__value" data-testid="vehicle-count">
            {numberFormat(i18n.language).format(vehicles.data)}
          </span>
          <span className="dash-stat__label">{t('dashboard.fleet.vehicles')}</span>
          <span className="dash-stat__hint">{t('dashboard.fleet.vehiclesHint')}</span>
        </div>
      )}
    </Card>
  );
}

export interface OrdersCardProps {
  deliveriesHref?: string | undefined;
}

/**
 * Delivery orders by status. Render it only for a user who may read orders
 * (`canUseOrders` in contracts); should the gateway still refuse (403), the card leaves itself out.
 */
export function OrdersCard({ deliveriesHref }: OrdersCardProps) {
  const { t, i18n } = useTranslation();
  const counts = useDeliveryOrderCounts();
  if (isApiError(counts.error) && counts.error.statusCode === 403) return null;

  const format = numberFormat(i18n.language).format;
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
            <div className="dash-bar" aria-hidden="true">
              {DELIVERY_ORDER_STATUSES.map((status) =>
                counts.data[status] > 0 ? (
                  <span
                    key={status}
                    style={{
                      flexGrow: counts.data[status],
                      background: DELIVERY_ORDER_STATUS_COLORS[status],
                    }}
                  />
                ) : null,
              )}
            </div>
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
