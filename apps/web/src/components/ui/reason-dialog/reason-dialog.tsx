import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import './reason-dialog.css';

export interface ReasonDialogLabels {
  title: string;
  /** What happens, above the field. */
  text: string;
  reason: string;
  /** Shown under the field when the reason is shorter than `min`. */
  tooShort: string;
  confirm: string;
  close: string;
}

export interface ReasonDialogProps {
  labels: ReasonDialogLabels;
  /** Characters of the trimmed reason: at least `min`, at most `max`. */
  min: number;
  max: number;
  pending: boolean;
  /** The server's refusal, shown above the buttons; the typed reason is kept. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onHide: () => void;
  /** Test ids: the form, its field and its confirm button (`${testId}-reason`, `-confirm`). */
  testId: string;
}

/**
 * Asks the reason of an irreversible step (cancelling a sales order, cancelling or replacing an
 * invoice): a reason too short is named under the field, a refusal from the server above the
 * buttons, and what was typed stays. The page gives the words and the limits.
 */
export function ReasonDialog({
  labels,
  min,
  max,
  pending,
  error,
  onConfirm,
  onHide,
  testId,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  return (
    <Dialog
      visible
      modal
      header={labels.title}
      onHide={onHide}
      style={{ width: '30rem' }}
      breakpoints={{ '640px': '100vw' }}
    >
      <form
        className="reason-dialog"
        noValidate
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          const short = reason.trim().length < min;
          setTooShort(short);
          if (!short) onConfirm(reason.trim());
        }}
      >
        <p>{labels.text}</p>
        <label htmlFor={id}>{labels.reason}</label>
        <InputTextarea
          id={id}
          value={reason}
          rows={3}
          maxLength={max}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={tooShort}
          aria-describedby={tooShort ? `${id}-problem` : undefined}
          data-testid={`${testId}-reason`}
        />
        {tooShort && (
          <small id={`${id}-problem`} className="reason-dialog__error" role="alert">
            {labels.tooShort}
          </small>
        )}
        {error && (
          <div className="reason-dialog__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}
        <div className="reason-dialog__actions">
          <Button type="button" text label={labels.close} onClick={onHide} />
          <Button
            type="submit"
            severity="danger"
            label={labels.confirm}
            loading={pending}
            data-testid={`${testId}-confirm`}
          />
        </div>
      </form>
    </Dialog>
  );
}
