import './confirmation-modal.css';
import { ConfirmDialog } from 'primereact/confirmdialog';

/**
 * The action confirmation modal's variants (the alert document names delete, falseAlert,
 * recheck and resolved). Each has its own icon and tone; delete is the destructive one: a red
 * confirm button, and the focus starts on cancel so Enter never deletes by accident.
 */
export type ConfirmationVariant = 'delete' | 'falseAlert' | 'recheck' | 'resolved';

const VARIANTS: Record<ConfirmationVariant, { icon: string; acceptClassName?: string }> = {
  delete: { icon: 'pi pi-trash', acceptClassName: 'p-button-danger' },
  falseAlert: { icon: 'pi pi-flag' },
  recheck: { icon: 'pi pi-replay' },
  resolved: { icon: 'pi pi-check-circle' },
};

export interface ConfirmationModalProps {
  variant: ConfirmationVariant;
  visible: boolean;
  /** Names what happens to what: "Hapus pelanggan Toko Harapan?". */
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Closed without confirming (cancel, Escape, the close button). */
  onCancel: () => void;
}

export function ConfirmationModal({
  variant,
  visible,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmationModalProps) {
  const { icon, acceptClassName } = VARIANTS[variant];
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onCancel}
      header={title}
      message={message}
      icon={`${icon} confirmation-modal__icon confirmation-modal__icon--${variant}`}
      acceptLabel={confirmLabel}
      rejectLabel={cancelLabel}
      acceptClassName={acceptClassName}
      defaultFocus={variant === 'delete' ? 'reject' : 'accept'}
      accept={onConfirm}
      reject={onCancel}
      className={`confirmation-modal confirmation-modal--${variant}`}
      data-variant={variant}
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      style={{ width: '28rem' }}
    />
  );
}
