import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { SALES_ORDER_LIMITS } from '@armada/contracts/sales-orders';

export interface ReasonDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons; the typed reason is kept. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onHide: () => void;
}

/** Asks for the reason of a cancellation (SO-7): 3 to 500 characters. */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onHide,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  return (
    <Dialog
      visible
      modal
      header={title}
      onHide={onHide}
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '100vw' }}
    >
      <form
        className="sales-order-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const short = reason.trim().length < SALES_ORDER_LIMITS.reasonMin;
          setTooShort(short);
          if (!short) onConfirm(reason.trim());
        }}
      >
        <p>{text}</p>
        <label htmlFor={id}>{t('salesOrders.cancel.reason')}</label>
        <InputTextarea
          id={id}
          value={reason}
          rows={3}
          maxLength={SALES_ORDER_LIMITS.reasonMax}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={tooShort}
          aria-describedby={tooShort ? `${id}-problem` : undefined}
          data-testid="sales-order-cancel-reason"
        />
        {tooShort && (
          <small id={`${id}-problem`} className="sales-order-form__error" role="alert">
            {t('salesOrders.cancel.tooShort', { min: SALES_ORDER_LIMITS.reasonMin })}
          </small>
        )}
        {error && (
          <div className="sales-order-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}
        <div className="sales-order-form__actions">
          <Button type="button" text label={t('salesOrders.form.cancel')} onClick={onHide} />
          <Button
            type="submit"
            severity="danger"
            label={confirmLabel}
            loading={pending}
            data-testid="sales-order-cancel-confirm"
          />
        </div>
      </form>
    </Dialog>
  );
}
