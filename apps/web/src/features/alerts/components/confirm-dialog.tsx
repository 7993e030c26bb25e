import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

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

/** Asks before an alert action; Escape or the cancel button leaves everything as it was. */
export function ConfirmDialog({ variant, plate, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onCancel]);
  const titleId = `alert-confirm-${variant}`;
  return createPortal(
    <div className="alert-confirm" data-testid="alert-confirm" data-variant={variant}>
      <div className="alert-confirm__backdrop" onClick={onCancel} aria-hidden="true" />
      <div
        className="alert-confirm__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <i
          className={`pi ${variant === 'resolved' ? 'pi-check-circle' : variant === 'recheck' ? 'pi-replay' : 'pi-flag'} alert-confirm__icon alert-confirm__icon--${variant}`}
          aria-hidden="true"
        />
        <h2 id={titleId} className="alert-confirm__title">
          {t(`alerts.confirm.${variant}.title`)}
        </h2>
        <p className="alert-confirm__text">{t(`alerts.confirm.${variant}.text`, { plate })}</p>
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
      </div>
    </div>,
    document.body,
  );
}
