import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Calendar } from 'primereact/calendar';
import { DELIVERY_ORDER_LIMITS, type DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import { serverErrorText } from '@/lib/server-error-text';
import { useChangeDeliveryOrder } from '../api/delivery-orders';

export interface ReasonDialogProps {
  kind: 'cancel' | 'reschedule';
  order: DeliveryOrderDetail;
  onHide: () => void;
  onDone: (order: DeliveryOrderDetail) => void;
}

const { reasonMin, reasonMax } = DELIVERY_ORDER_LIMITS;

/** Cancel (DLV-10) or reschedule (DLV-9) with a reason; the typed reason survives a failure. */
export function ReasonDialog({ kind, order, onHide, onDone }: ReasonDialogProps) {
  const { t } = useTranslation();
  const base = useId();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState<string | null>(order.planned_date);
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeDeliveryOrder();
  const trimmed = reason.trim();
  const ready =
    trimmed.length >= reasonMin && trimmed.length <= reasonMax && (kind === 'cancel' || day);

  const submit = () => {
    if (!ready) return;
    setServerError(null);
    change.mutate(
      kind === 'cancel'
        ? { kind: 'cancel', id: order.id, body: { reason: trimmed } }
        : { kind: 'reschedule', id: order.id, body: { reason: trimmed, planned_date: day ?? '' } },
      {
        onSuccess: onDone,
        onError: (error) => setServerError(serverErrorText(error, t)),
      },
    );
  };

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t(`deliveries.reason.${kind}Title`, { number: order.number })}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '32rem' }}
    >
      <form
        className="delivery-reason"
        noValidate
        data-testid={`delivery-${kind}-dialog`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{t(`deliveries.reason.${kind}Text`)}</p>
        {serverError && (
          <div className="delivery-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{serverError}</span>
          </div>
        )}
        {kind === 'reschedule' && (
          <div className="delivery-form__field">
            <label htmlFor={`${base}-day`}>{t('deliveries.reason.newDate')}</label>
            <Calendar
              inputId={`${base}-day`}
              value={day ? dayjs(day).toDate() : null}
              onChange={(event) =>
                setDay(event.value ? dayjs(event.value).format('YYYY-MM-DD') : null)
              }
              dateFormat="dd/mm/yy"
              showIcon
              appendTo="self"
            />
          </div>
        )}
        <div className="delivery-form__field">
          <label htmlFor={`${base}-reason`}>{t('deliveries.reason.reason')}</label>
          <InputTextarea
            id={`${base}-reason`}
            value={reason}
            rows={3}
            maxLength={reasonMax}
            aria-describedby={`${base}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <small id={`${base}-hint`}>
            {t('deliveries.reason.reasonHint', { min: reasonMin, max: reasonMax })}
          </small>
        </div>
        <div className="delivery-form__actions">
          <Button type="button" text label={t('deliveries.reason.close')} onClick={onHide} />
          <Button
            type="submit"
            severity={kind === 'cancel' ? 'danger' : undefined}
            label={t(
              kind === 'cancel'
                ? 'deliveries.reason.submitCancel'
                : 'deliveries.reason.submitReschedule',
            )}
            disabled={!ready}
            loading={change.isPending}
            data-testid={`delivery-${kind}-submit`}
          />
        </div>
      </form>
    </Dialog>
  );
}
