import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import {
  DELIVERY_SCHEDULE_LIMITS,
  DELIVERY_SCHEDULE_PERMISSIONS,
  type DeliveryScheduleDetail,
} from '@armada/contracts/delivery-scheduler';
import {
  DELIVERY_ORDER_STATUSES,
  type DeliveryOrderStatusName,
} from '@armada/contracts/delivery-orders';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatCompany, zoneLabel } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import { serverErrorText } from '@/lib/server-error-text';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { PageLoader } from '@/components/ui/page-loader';
import { useToast } from '@/components/ui/toast';
import { useChangeSchedule, useDeleteSchedule, useSchedule } from '../api/delivery-schedules';
import { patternWords } from '../utils/pattern-words';
import { ScheduleFormDialog } from './schedule-form-dialog';
import { ScheduleStatusBadge } from './schedule-status';
import './delivery-scheduler.css';

export interface ScheduleDetailPageProps {
  id: number;
  accessRight: readonly string[];
}

/** `/delivery-scheduler/:id`: the schedule, its next days and the orders it made (SCH-25). */
export function ScheduleDetailPage({ id, accessRight }: ScheduleDetailPageProps) {
  const { t } = useTranslation();
  const schedule = useSchedule(id);
  const validId = Number.isInteger(id) && id > 0;
  if (validId && schedule.isPending) return <PageLoader />;
  if (!validId || schedule.isError) {
    const missing =
      !validId || (isApiError(schedule.error) && [400, 404].includes(schedule.error.statusCode));
    return (
      <div className="delivery-scheduler delivery-scheduler__state" role="alert">
        <p>
          {missing ? t('deliveryScheduler.detail.notFound') : t('deliveryScheduler.detail.failed')}
        </p>
        <div className="delivery-scheduler__actions">
          {!missing && (
            <Button
              type="button"
              outlined
              label={t('deliveryScheduler.actions.retry')}
              onClick={() => void schedule.refetch()}
            />
          )}
          <Link to={paths.deliveryScheduler.getHref()}>{t('deliveryScheduler.actions.back')}</Link>
        </div>
      </div>
    );
  }
  if (!schedule.data) return <PageLoader />;
  return <ScheduleDetail schedule={schedule.data} accessRight={accessRight} />;
}

const ORDER_STATUSES: ReadonlySet<string> = new Set(DELIVERY_ORDER_STATUSES);

/** The words of an order's status; an order no longer found reads "not found". */
function orderStatusKey(status: string | null) {
  return status !== null && ORDER_STATUSES.has(status)
    ? (`deliveryScheduler.orderStatus.${status as DeliveryOrderStatusName}` as const)
    : ('deliveryScheduler.orderStatus.unknown' as const);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="delivery-scheduler__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ScheduleDetail({
  schedule,
  accessRight,
}: {
  schedule: DeliveryScheduleDetail;
  accessRight: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const navigate = useNavigate();
  const change = useChangeSchedule();
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canChange = DELIVERY_SCHEDULE_PERMISSIONS.change.some((p) => accessRight.includes(p));
  const canDelete = DELIVERY_SCHEDULE_PERMISSIONS.delete.some((p) => accessRight.includes(p));
  const day = (value: string, format = 'ddd, DD MMM YYYY') =>
    formatCompany(`${value}T12:00:00+07:00`, format, { language });
  const failed = (error: unknown) =>
    toast.error(`${t('deliveryScheduler.toasts.failed')} ${serverErrorText(error, t)}`);

  const toggle = () =>
    change.mutate(
      { kind: schedule.status === 'ACTIVE' ? 'pause' : 'resume', id: schedule.id },
      {
        onSuccess: (saved) =>
          toast.success(
            t(
              saved.status === 'ACTIVE'
                ? 'deliveryScheduler.toasts.resumed'
                : 'deliveryScheduler.toasts.paused',
              { name: saved.name },
            ),
          ),
        onError: failed,
      },
    );

  return (
    <div className="delivery-scheduler" data-testid="schedule-detail">
      <Link className="delivery-scheduler__back" to={paths.deliveryScheduler.getHref()}>
        <i className="pi pi-arrow-left" aria-hidden="true" />
        {t('deliveryScheduler.actions.back')}
      </Link>
      <header className="delivery-scheduler__header">
        <div>
          <h1 className="delivery-scheduler__title">{schedule.name}</h1>
          <p className="delivery-scheduler__intro">
            {patternWords(schedule.pattern, t)} · {schedule.time_window.start}–
            {schedule.time_window.end} · <ScheduleStatusBadge status={schedule.status} />
          </p>
        </div>
        <div className="delivery-scheduler__actions">
          {canChange && (
            <>
              <Button
                type="button"
                icon="pi pi-pencil"
                outlined
                label={t('deliveryScheduler.actions.edit')}
                onClick={() => setEditing(true)}
              />
              <Button
                type="button"
                icon={schedule.status === 'ACTIVE' ? 'pi pi-pause' : 'pi pi-play'}
                outlined
                label={t(
                  schedule.status === 'ACTIVE'
                    ? 'deliveryScheduler.actions.pause'
                    : 'deliveryScheduler.actions.resume',
                )}
                loading={change.isPending}
                onClick={toggle}
                data-testid="schedule-toggle"
              />
            </>
          )}
          {canDelete && (
            <Button
              type="button"
              icon="pi pi-trash"
              severity="danger"
              outlined
              label={t('deliveryScheduler.actions.delete')}
              onClick={() => setConfirming(true)}
              data-testid="schedule-delete"
            />
          )}
        </div>
      </header>

      <div className="delivery-scheduler__grid">
        <section className="delivery-scheduler__card">
          <dl className="delivery-scheduler__fields">
            <Field label={t('deliveryScheduler.detail.customer')}>{schedule.customer.name}</Field>
            <Field label={t('deliveryScheduler.detail.destination')}>
              {schedule.destination_address.name} · {schedule.destination_address.city}
            </Field>
            <Field label={t('deliveryScheduler.detail.origin')}>
              {schedule.origin_address.name}
            </Field>
            <Field label={t('deliveryScheduler.detail.period')}>
              {schedule.until_date
                ? t('deliveryScheduler.detail.periodRange', {
                    from: day(schedule.from_date, 'DD MMM YYYY'),
                    until: day(schedule.until_date, 'DD MMM YYYY'),
                  })
                : t('deliveryScheduler.detail.periodOpen', {
                    from: day(schedule.from_date, 'DD MMM YYYY'),
                  })}
            </Field>
            <Field label={t('deliveryScheduler.detail.holidays')}>
              {t(
                schedule.skip_holidays
                  ? 'deliveryScheduler.detail.skipHolidays'
                  : 'deliveryScheduler.detail.keepHolidays',
              )}
            </Field>
            <Field label={t('deliveryScheduler.detail.weight')}>
              {t('deliveryScheduler.units.kg', {
                value: formatNumber(schedule.load_weight, language, { maximumFractionDigits: 1 }),
              })}
            </Field>
            <Field label={t('deliveryScheduler.detail.items')}>
              {schedule.items
                .map((item) => `${item.quantity} ${item.unit} ${item.name}`)
                .join(', ')}
            </Field>
            {schedule.notes && (
              <Field label={t('deliveryScheduler.detail.notes')}>{schedule.notes}</Field>
            )}
            <Field label={t('deliveryScheduler.detail.createdBy')}>{schedule.created_by}</Field>
          </dl>
          <p className="delivery-scheduler__muted">
            {t('deliveryScheduler.detail.zone', { zone: zoneLabel(schedule.time_zone) })}
          </p>
        </section>

        <section className="delivery-scheduler__card" aria-labelledby="schedule-next">
          <h2 id="schedule-next">{t('deliveryScheduler.detail.next')}</h2>
          {schedule.next_occurrences.length === 0 ? (
            <p className="delivery-scheduler__muted">{t('deliveryScheduler.detail.nextNone')}</p>
          ) : (
            <ul className="delivery-scheduler__list">
              {schedule.next_occurrences.map((occurrence) => (
                <li key={occurrence.date} data-skipped={occurrence.skipped_for !== null}>
                  <strong>{day(occurrence.date)}</strong>
                  {occurrence.skipped_for && (
                    <span className="delivery-scheduler__muted">
                      {t('deliveryScheduler.detail.skipped', { holiday: occurrence.skipped_for })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          className="delivery-scheduler__card delivery-scheduler__card--wide"
          aria-labelledby="schedule-orders"
        >
          <h2 id="schedule-orders">{t('deliveryScheduler.detail.orders')}</h2>
          {schedule.occurrences.length === 0 ? (
            <p className="delivery-scheduler__muted">
              {t('deliveryScheduler.detail.ordersNone', {
                days: DELIVERY_SCHEDULE_LIMITS.horizonDays,
              })}
            </p>
          ) : (
            <ul className="delivery-scheduler__list" data-testid="schedule-orders">
              {schedule.occurrences.map((occurrence) => (
                <li key={occurrence.date}>
                  <strong>{day(occurrence.date)}</strong>
                  {occurrence.delivery_order ? (
                    <>
                      <Link to={paths.deliveryDetail.getHref(occurrence.delivery_order.id)}>
                        {occurrence.delivery_order.number}
                      </Link>
                      <span>{t(orderStatusKey(occurrence.delivery_order.status))}</span>
                    </>
                  ) : (
                    <span className="delivery-scheduler__muted">
                      {occurrence.status === 'FAILED'
                        ? t('deliveryScheduler.detail.orderFailed', {
                            message: occurrence.message ?? '',
                          })
                        : t('deliveryScheduler.detail.orderClaimed')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {editing && (
        <ScheduleFormDialog
          schedule={schedule}
          onHide={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            toast.success(t('deliveryScheduler.toasts.saved', { name: saved.name }));
          }}
        />
      )}
      <ConfirmationModal
        variant="delete"
        visible={confirming}
        title={t('deliveryScheduler.confirmDelete.title')}
        message={t('deliveryScheduler.confirmDelete.message', { name: schedule.name })}
        confirmLabel={t('deliveryScheduler.confirmDelete.confirm')}
        cancelLabel={t('deliveryScheduler.confirmDelete.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(schedule.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('deliveryScheduler.toasts.deleted', { name: schedule.name }));
              void navigate(paths.deliveryScheduler.getHref());
            },
            onError: (error) => {
              setConfirming(false);
              failed(error);
            },
          })
        }
      />
    </div>
  );
}
