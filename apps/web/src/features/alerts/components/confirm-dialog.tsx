import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredModal } from '@/components/ui/centered-modal';

/**
 * The action confirmation modal's variants used by the preview popup (docs/rules/alert-center.md
 * §2).
 */
export type ConfirmVariant = 'falseAlert' | 'recheck' | 'resolved';

export interface ConfirmDialogProps {
  variant: ConfirmVariant;
  plate: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const ICONS: Record<ConfirmVariant, string> = {
  resolved: 'pi-check-circle',
  recheck: 'pi-replay',
  falseAlert: 'pi-flag',
};

/** Asks before an alert action; Escape or the cancel button leaves everything as it was. */
export function ConfirmDialog({ variant, plate, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = `alert-confirm-${variant}`;
  return (
    <CenteredModal
      role="alertdialog"
      labelledBy={titleId}
      onClose={onCancel}
      initialFocus={cancelRef}
      className="alert-confirm"
      testId="alert-confirm"
    >
      <i
        className={`pi ${ICONS[variant]} centered-modal__icon alert-confirm__icon--${variant}`}
        aria-hidden="true"
      />
      <h2 id={titleId} className="centered-modal__title">
        {t(`alerts.confirm.${variant}.title`)}
      </h2>
      <p className="centered-modal__text">{t(`alerts.confirm.${variant}.text`, { plate })}</p>
      <div className="alert-confirm__actions">
        <button ref={cancelRef} type="button" className="alert-button" onClick={onCancel}>
          {t('alerts.confirm.cancel')}
        </button>
        <button
          type="button"
          className="alert-button alert-button--primary"
          data-testid="alert-confirm-ok"
          disabled={busy}
          onClick={onConfirm}
        >
          {t(`alerts.confirm.${variant}.confirm`)}
        </button>
      </div>
    </CenteredModal>
  );
}
