import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import { canUseOrders } from '@armada/contracts/auth';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { formatNumber } from '@/lib/format-number';
import { formatCompany } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { PageLoader } from '@/components/ui/page-loader';
import { FieldList, ItemsTable, StatusTimeline } from '@/components/ui/record-detail';
import { useToast } from '@/components/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { liveChannels, useLiveSubscription } from '@/lib/live-channel';
import {
  deliveryOrderKeys,
  useChangeDeliveryOrder,
  useDeliveryOrder,
} from '../api/delivery-orders';
import { DeliveryStopCard } from './delivery-stop-card';
import { DeliveryFormDialog } from './delivery-form-dialog';
import { ReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';
import './deliveries.css';

const DeliveryMap = lazy(() => import('./delivery-map'));

type Open = 'edit' | 'cancel' | 'reschedule' | null;

export interface DeliveryDetailPageProps {
  id: number;
  accessRight: readonly string[];
  /** For the live estimates of the order's fleet task (DLV-40); null: none. */
  companyId?: number | null;
}

/** `/delivery/:id`: every field, the timeline, the map and the allowed actions (DLV-22). */
export function DeliveryDetailPage({ id, accessRight, companyId = null }: DeliveryDetailPageProps) {
  const { t } = useTranslation();
  const order = useDeliveryOrder(id);
  const queryClient = useQueryClient();
  const taskId = order.data?.delivery_stop?.task.id ?? null;
  // DLV-40: the task's estimates arrive live; the detail is read again when they change.
  useLiveSubscription(
    companyId && taskId !== null ? liveChannels.fleetTaskEta(companyId) : null,
    (message) => {
      if (message.payload.task_id === taskId)
        void queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.detail(id) });
    },
  );
  const validId = Number.isInteger(id) && id > 0;
  if (validId && order.isPending) return <PageLoader />;
  if (!validId || order.isError) {
    const missing =
      !validId || (isApiError(order.error) && [400, 404].includes(order.error.statusCode));
    return (
      <div className="deliveries deliveries__state" role="alert">
        <p>{missing ? t('deliveries.detail.notFound') : t('deliveries.detail.failed')}</p>
        <div className="deliveries__state-actions">
          {!missing && (
            <Button
              type="button"
              outlined
              label={t('deliveries.actions.retry')}
              onClick={() => void order.refetch()}
            />
          )}
          <Link to={paths.delivery.getHref()}>{t('deliveries.actions.back')}</Link>
        </div>
      </div>
    );
  }
  if (!order.data) return <PageLoader />;
  return <DeliveryDetail order={order.data} accessRight={accessRight} />;
}

function DeliveryDetail({
  order,
  accessRight,
}: {
  order: DeliveryOrderDetail;
  accessRight: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const config = useAppConfig();
  const change = useChangeDeliveryOrder();
  const [open, setOpen] = useState<Open>(null);
  const canChange = canUseOrders(accessRight, 'update');
  const actions = canChange ? order.allowed_actions : [];
  const none = t('deliveries.detail.none');
  const kg = (value: number) =>
    t('deliveries.units.kg', {
      value: formatNumber(value, language, { maximumFractionDigits: 1 }),
    });
  const m3 = (value: number) =>
    t('deliveries.units.m3', {
      value: formatNumber(value, language, { maximumFractionDigits: 2 }),
    });
  const day = (text: string | null) =>
    text ? formatCompany(`${text}T12:00:00+07:00`, 'DD MMM YYYY', { language }) : none;

  const fields: [string, ReactNode][] = [
    [t('deliveries.detail.status'), <StatusBadge key="s" status={order.status.name} />],
    [t('deliveries.detail.customer'), order.shipped_customer.name],
    [t('deliveries.detail.billed'), order.billed_customer.name],
    [t('deliveries.detail.marketing'), order.marketing_user.name],
    [t('deliveries.detail.origin'), order.origin_address.name],
    [
      t('deliveries.detail.destination'),
      `${order.destination_address.name}, ${order.destination_address.city}, ${order.destination_address.province}`,
    ],
    [t('deliveries.detail.plannedDate'), day(order.planned_date)],
    [
      t('deliveries.detail.window'),
      order.time_window ? `${order.time_window.start}–${order.time_window.end}` : none,
    ],
    [t('deliveries.detail.weight'), kg(order.load_weight)],
    [t('deliveries.detail.volume'), m3(order.load_volume)],
    [
      t('deliveries.detail.vendor'),
      order.vendor ? `#${order.vendor.id}` : t('deliveries.detail.ownFleet'),
    ],
    [
      t('deliveries.detail.createdOn'),
      formatCompany(order.created_on, 'DD MMM YYYY HH:mm', { language, label: true }),
    ],
    [t('deliveries.detail.createdBy'), order.created_by],
    [
      t('deliveries.detail.run'),
      order.run ? (
        <Link to={paths.routeOptimizationDetail.getHref(order.run.id)}>
          {t('deliveries.detail.runLink', { id: order.run.id })}
        </Link>
      ) : (
        none
      ),
    ],
    [
      t('deliveries.detail.fleetTask'),
      order.fleet_task ? (
        <Link to={paths.fleetTaskInstantDetail.getHref(order.fleet_task.id)}>
          {order.delivery_stop?.task.number ??
            t('deliveries.detail.taskLink', { id: order.fleet_task.id })}
        </Link>
      ) : (
        none
      ),
    ],
    [
      t('deliveries.detail.vehicle'),
      order.vehicle ? (order.vehicle.license_plate ?? `#${order.vehicle.id}`) : none,
    ],
    [t('deliveries.detail.notes'), order.notes || none],
  ];

  const done = (key: 'cancelled' | 'rescheduled' | 'confirmed' | 'updated') => () => {
    setOpen(null);
    toast.success(
      t(key === 'updated' ? 'deliveries.form.updated' : `deliveries.reason.${key}`, {
        number: order.number,
      }),
    );
  };

  return (
    <div className="deliveries deliveries--detail" data-testid="delivery-detail">
      <header className="deliveries__header deliveries__header--detail">
        <div>
          <Link className="deliveries__back" to={paths.delivery.getHref()}>
            <i className="pi pi-arrow-left" aria-hidden="true" /> {t('deliveries.actions.back')}
          </Link>
          <h1 className="deliveries__title">{order.number}</h1>
          <StatusBadge status={order.status.name} />
        </div>
        <div className="deliveries__actions">
          {actions.includes('edit') && (
            <Button
              type="button"
              outlined
              icon="pi pi-pencil"
              label={t('deliveries.actions.edit')}
              onClick={() => setOpen('edit')}
            />
          )}
          {actions.includes('confirm') && (
            <Button
              type="button"
              icon="pi pi-check"
              label={t('deliveries.actions.confirm')}
              loading={change.isPending}
              onClick={() =>
                change.mutate(
                  { kind: 'confirm', id: order.id },
                  {
                    onSuccess: done('confirmed'),
                    onError: (error) => toast.error(serverErrorText(error, t)),
                  },
                )
              }
            />
          )}
          {actions.includes('reschedule') && (
            <Button
              type="button"
              outlined
              icon="pi pi-calendar"
              label={t('deliveries.actions.reschedule')}
              onClick={() => setOpen('reschedule')}
            />
          )}
          {actions.includes('cancel') && (
            <Button
              type="button"
              severity="danger"
              outlined
              icon="pi pi-times"
              label={t('deliveries.actions.cancel')}
              onClick={() => setOpen('cancel')}
              data-testid="delivery-cancel"
            />
          )}
        </div>
      </header>

      <div className="deliveries__grid">
        <section className="deliveries__card" aria-labelledby="delivery-fields">
          <h2 id="delivery-fields">{t('deliveries.detail.fields')}</h2>
          <FieldList fields={fields} />
        </section>

        <section className="deliveries__card" aria-labelledby="delivery-map">
          <h2 id="delivery-map">{t('deliveries.detail.map')}</h2>
          {order.origin_point || order.destination_point ? (
            <Suspense fallback={<div className="delivery-map" />}>
              <DeliveryMap
                origin={order.origin_point}
                destination={order.destination_point}
                vehicle={order.delivery_stop?.vehicle_position ?? null}
                tileUrl={config.isPending ? undefined : (config.data?.tileUrl ?? '')}
                attribution={config.data?.tileAttribution}
                label={`${order.origin_address.name} → ${order.destination_address.name}`}
              />
            </Suspense>
          ) : (
            <p>{t('deliveries.detail.noMap')}</p>
          )}
        </section>

        <section className="deliveries__card" aria-labelledby="delivery-items">
          <h2 id="delivery-items">{t('deliveries.detail.items')}</h2>
          <ItemsTable
            items={order.items}
            labels={{
              name: t('deliveries.form.itemName'),
              quantity: t('deliveries.form.itemQuantity'),
              weight: t('deliveries.detail.weight'),
              volume: t('deliveries.detail.volume'),
              empty: t('deliveries.detail.noItems'),
            }}
          />
        </section>

        <section className="deliveries__card" aria-labelledby="delivery-timeline">
          <h2 id="delivery-timeline">{t('deliveries.detail.timeline')}</h2>
          <StatusTimeline
            testId="delivery-timeline"
            events={order.timeline}
            describe={(event) =>
              event.from === null
                ? t('deliveries.detail.created', { to: t(`deliveries.status.${event.to}`) })
                : t('deliveries.detail.moved', {
                    from: t(`deliveries.status.${event.from}`),
                    to: t(`deliveries.status.${event.to}`),
                  })
            }
            by={(actor) => t('deliveries.detail.by', { actor })}
          />
        </section>

        <DeliveryStopCard order={order} />
      </div>

      {open === 'edit' && (
        <DeliveryFormDialog
          target={{ mode: 'edit', order }}
          onHide={() => setOpen(null)}
          onSaved={done('updated')}
        />
      )}
      {(open === 'cancel' || open === 'reschedule') && (
        <ReasonDialog
          kind={open}
          order={order}
          onHide={() => setOpen(null)}
          onDone={done(open === 'cancel' ? 'cancelled' : 'rescheduled')}
        />
      )}
    </div>
  );
}
