import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/**
 * The dialog of the integrations' forms (an endpoint, an API key, a request): full width on a
 * phone, Cancel and the submit button in its footer (the button submits the form by its id, so
 * Enter in a field does too). What is typed stays when the call fails: the form keeps its state.
 */
export function FormDialog({
  header,
  visible,
  formId,
  submitLabel,
  pending,
  width,
  onClose,
  onSubmit,
  children,
}: {
  header: string;
  visible: boolean;
  formId: string;
  submitLabel: string;
  pending: boolean;
  width: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onClose}
      style={{ width }}
      breakpoints={{ '640px': '100vw' }}
      footer={
        <div className="integrations__actions">
          <Button type="button" label={t('integrations.cancel')} text onClick={onClose} />
          <Button type="submit" form={formId} label={submitLabel} loading={pending} />
        </div>
      }
    >
      <form
        id={formId}
        className="integrations__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
