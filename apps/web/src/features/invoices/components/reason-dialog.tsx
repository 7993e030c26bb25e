import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { INVOICE_LIMITS } from '@armada/contracts/invoices';

export interface ReasonDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onHide: () => void;
  testId: string;
}

/** Asks for the reason of a cancellation or a replacement (INV-9, INV-10). */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onHide,
  testId,
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
        className="invoice-form"
        noValidate
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          const short = reason.trim().length < INVOICE_LIMITS.reasonMin;
          setTooShort(short);
          if (!short) onConfirm(reason.trim());
        }}
      >
        <p>{text}</p>
        <label htmlFor={id}>{t('invoices.cancel.reason')}</label>
        <InputTextarea
          id={id}
          value={reason}
          rows={3}
          maxLength={INVOICE_LIMITS.reasonMax}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={tooShort}
          aria-describedby={tooShort ? `${id}-problem` : undefined}
        />
        {tooShort && (
          <small id={`${id}-problem`} className="invoice-form__error" role="alert">
            {t('invoices.cancel.tooShort', { min: INVOICE_LIMITS.reasonMin })}
          </small>
        )}
        {error && (
          <div className="invoice-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}
        <div className="invoice-form__actions">
          <Button type="button" text label={t('invoices.actions.close')} onClick={onHide} />
          <Button type="submit" severity="danger" label={confirmLabel} loading={pending} />
        </div>
      </form>
    </Dialog>
  );
}
