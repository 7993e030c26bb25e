import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  canUseDeliveryRequests,
  type DeliveryRequestAction,
  type DeliveryRequestDetail,
  type DeliveryRequestStatusName,
} from '@armada/contracts/delivery-requests';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';
import { formatCompany } from '@/lib/company-time';
import { PageLoader } from '@/components/ui/page-loader';
import { FieldList, ItemsTable, StatusTimeline } from '@/components/ui/record-detail';
import { useToast } from '@/components/ui/toast';
import { useDeliveryRequest } from '../api/delivery-requests';
import { DecisionDialog } from './decision-dialog';
import { RequestStatusBadge } from './status-badge';
import './delivery-requests.css';

export interface DeliveryRequestDetailPageProps {
  id: number;
  accessRight: readonly string[];
}

/** `/delivery-request/:id`: every field, the timeline and the decisions (DREQ-19). */
export function DeliveryRequestDetailPage({ id, accessRight }: DeliveryRequestDetailPageProps) {
  const { t } = useTranslation();
  const request = useDeliveryRequest(id);
  const validId = Number.isInteger(id) && id > 0;
  if (validId && request.isPending) return <PageLoader />;
  if (!validId || request.isError) {
    const missing =
      !validId || (isApiError(request.error) && [400, 404].includes(request.error.statusCode));
    return (
      <div className="delivery-requests delivery-requests__state" role="alert">
        <p>
          {missing ? t('deliveryRequests.detail.notFound') : t('deliveryRequests.detail.failed')}
        </p>
        <div className="delivery-requests__actions">
          {!missing && (
            <Button
              type="button"
              outlined
              label={t('deliveryRequests.actions.retry')}
              onClick={() => void request.refetch()}
            />
          )}
          <Link to={paths.deliveryRequest.getHref()}>{t('deliveryRequests.actions.back')}</Link>
        </div>
      </div>
    );
  }
  if (!request.data) return <PageLoader />;
  return <RequestDetail request={request.data} accessRight={accessRight} />;
}

/** Who may take each action beside what the status allows (DREQ-6). */
const ACTION_RIGHT = { approve: 'decide', reject: 'decide', cancel: 'cancel' } as const;

function RequestDetail({
  request,
  accessRight,
}: {
  request: DeliveryRequestDetail;
  accessRight: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const [open, setOpen] = useState<DeliveryRequestAction | null>(null);
  const actions = request.allowed_actions.filter((action) =>
    canUseDeliveryRequests(accessRight, ACTION_RIGHT[action]),
  );
  const none = t('deliveryRequests.detail.none');
  const kg = (value: number) =>
    t('deliveryRequests.units.kg', {
      value: formatNumber(value, language, { maximumFractionDigits: 1 }),
    });
  const m3 = (value: number) =>
    t('deliveryRequests.units.m3', {
      value: formatNumber(value, language, { maximumFractionDigits: 2 }),
    });
  const status = (name: DeliveryRequestStatusName) => t(`deliveryRequests.status.${name}`);

  const fields: [string, ReactNode][] = [
    [
      t('deliveryRequests.detail.status'),
      <RequestStatusBadge key="s" status={request.status.name} />,
    ],
    [
      t('deliveryRequests.detail.deliveryOrder'),
      request.delivery_order ? (
        <Link
          to={paths.deliveryDetail.getHref(request.delivery_order.id)}
          data-testid="delivery-request-order-link"
        >
          {request.delivery_order.number}
        </Link>
      ) : (
        none
      ),
    ],
    [
      t('deliveryRequests.detail.requester'),
      [
        `${request.requester.name} (${t(`deliveryRequests.requesterType.${request.requester.type}`)})`,
        request.requester.phone,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('deliveryRequests.detail.customer'), request.customer.name],
    [t('deliveryRequests.detail.origin'), request.origin_address.name],
    [
      t('deliveryRequests.detail.destination'),
      request.destination_address
        ? `${request.destination_address.name}, ${request.destination_address.city}, ${request.destination_address.province}`
        : t('deliveryRequests.detail.unresolved'),
    ],
    ...(request.destination_text
      ? ([[t('deliveryRequests.detail.destinationText'), request.destination_text]] as [
          string,
          ReactNode,
        ][])
      : []),
    [
      t('deliveryRequests.detail.wantedDate'),
      formatCompany(`${request.wanted_date}T12:00:00+07:00`, 'DD MMM YYYY', { language }),
    ],
    [
      t('deliveryRequests.detail.window'),
      request.time_window ? `${request.time_window.start}–${request.time_window.end}` : none,
    ],
    [t('deliveryRequests.detail.weight'), kg(request.load_weight)],
    [t('deliveryRequests.detail.volume'), m3(request.load_volume)],
    [
      t('deliveryRequests.detail.createdOn'),
      formatCompany(request.created_on, 'DD MMM YYYY HH:mm', { language, label: true }),
    ],
    [t('deliveryRequests.detail.createdBy'), request.created_by],
    [t('deliveryRequests.detail.notes'), request.notes || none],
    ...(request.decision_reason
      ? ([[t('deliveryRequests.detail.decisionReason'), request.decision_reason]] as [
          string,
          ReactNode,
        ][])
      : []),
  ];

  return (
    <div
      className="delivery-requests delivery-requests--detail"
      data-testid="delivery-request-detail"
    >
      <header className="delivery-requests__header">
        <div>
          <Link className="delivery-requests__back" to={paths.deliveryRequest.getHref()}>
            <i className="pi pi-arrow-left" aria-hidden="true" />{' '}
            {t('deliveryRequests.actions.back')}
          </Link>
          <h1 className="delivery-requests__title">{request.number}</h1>
          <RequestStatusBadge status={request.status.name} />
        </div>
        <div className="delivery-requests__actions">
          {actions.includes('approve') && (
            <Button
              type="button"
              icon="pi pi-check"
              label={t('deliveryRequests.actions.approve')}
              onClick={() => setOpen('approve')}
              data-testid="delivery-request-approve"
            />
          )}
          {actions.includes('reject') && (
            <Button
              type="button"
              severity="danger"
              outlined
              icon="pi pi-ban"
              label={t('deliveryRequests.actions.reject')}
              onClick={() => setOpen('reject')}
              data-testid="delivery-request-reject"
            />
          )}
          {actions.includes('cancel') && (
            <Button
              type="button"
              text
              icon="pi pi-times"
              label={t('deliveryRequests.actions.cancel')}
              onClick={() => setOpen('cancel')}
              data-testid="delivery-request-cancel"
            />
          )}
        </div>
      </header>

      <div className="delivery-requests__grid">
        <section className="delivery-requests__card" aria-labelledby="request-fields">
          <h2 id="request-fields">{t('deliveryRequests.detail.fields')}</h2>
          <FieldList fields={fields} />
        </section>

        <section className="delivery-requests__card" aria-labelledby="request-items">
          <h2 id="request-items">{t('deliveryRequests.detail.items')}</h2>
          <ItemsTable
            items={request.items}
            labels={{
              name: t('deliveryRequests.form.item.name'),
              quantity: t('deliveryRequests.form.item.quantity'),
              weight: t('deliveryRequests.detail.weight'),
              volume: t('deliveryRequests.detail.volume'),
              empty: t('deliveryRequests.detail.noItems'),
            }}
          />
        </section>

        <section className="delivery-requests__card" aria-labelledby="request-timeline">
          <h2 id="request-timeline">{t('deliveryRequests.detail.timeline')}</h2>
          <StatusTimeline
            testId="delivery-request-timeline"
            events={request.timeline}
            describe={(event) =>
              event.from === null
                ? t('deliveryRequests.detail.created', { to: status(event.to) })
                : t('deliveryRequests.detail.moved', {
                    from: status(event.from),
                    to: status(event.to),
                  })
            }
            by={(actor) => t('deliveryRequests.detail.by', { actor })}
          />
        </section>
      </div>

      {open && (
        <DecisionDialog
          kind={open}
          request={request}
          onHide={() => setOpen(null)}
          onDone={(done) => {
            setOpen(null);
            toast.success(t(`deliveryRequests.decision.${open}.done`, { number: done.number }));
          }}
        />
      )}
    </div>
  );
}
