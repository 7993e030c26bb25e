import type { ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { FormDialogState } from './use-form-dialog';

export interface FormDialogProps {
  /** The state from `useFormDialog`: the CSS block and the server's refusal. */
  form: FormDialogState;
  header: string;
  /** The dialog's own class, where the feature's CSS needs one. */
  className?: string;
  width: string;
  /** Up to which screen width the dialog takes the whole screen; a phone's by default. */
  fullScreenBelow?: string;
  /** The words before the server's reason ("Gagal menyimpan."). */
  failedLabel: string;
  /** `data-testid` of the form and of the refusal (the browser tests' handles). */
  testId: string;
  errorTestId: string;
  onHide: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The dialog a record is created or edited in (a delivery order, a request, a recurring
 * delivery): full screen on a phone, a form the browser does not check itself (the feature's
 * checks speak the reader's language), and the server's refusal on top of it. The feature gives
 * the words, the fields and the actions.
 */
export function FormDialog({
  form,
  header,
  className,
  width,
  fullScreenBelow = '640px',
  failedLabel,
  testId,
  errorTestId,
  onHide,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      visible
      onHide={onHide}
      header={header}
      className={className}
      breakpoints={{ [fullScreenBelow]: '100vw' }}
      style={{ width }}
      modal
    >
      <form
        className={form.block}
        noValidate
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {form.serverError && (
          <div className={`${form.block}__server`} role="alert" data-testid={errorTestId}>
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>
              {failedLabel} {form.serverError}
            </span>
          </div>
        )}
        {children}
      </form>
    </Dialog>
  );
}

/** A form dialog's last line: cancel, then save (the form's submit) at the right. */
export function FormActions({
  block,
  labels,
  saveIcon,
  pending,
  onCancel,
  saveTestId,
}: {
  /** The feature's CSS block: the line is `<block>__actions`. */
  block: string;
  labels: { cancel: string; save: string };
  saveIcon: string;
  /** The save is on its way. */
  pending: boolean;
  onCancel: () => void;
  /** `data-testid` of the save button (the browser tests' handle). */
  saveTestId: string;
}) {
  return (
    <div className={`${block}__actions`}>
      <Button type="button" text label={labels.cancel} onClick={onCancel} />
      <Button
        type="submit"
        icon={saveIcon}
        label={labels.save}
        loading={pending}
        data-testid={saveTestId}
      />
    </div>
  );
}
