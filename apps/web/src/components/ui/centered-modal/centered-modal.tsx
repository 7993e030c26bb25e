import { useEffect, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './centered-modal.css';

export interface CenteredModalProps {
  /** `alertdialog` when it asks before an action, `dialog` otherwise. */
  role: 'dialog' | 'alertdialog';
  /** The id of its title. */
  labelledBy: string;
  describedBy?: string;
  /** Escape, the backdrop, and whatever the content wires to it. */
  onClose: () => void;
  /** Focused when it opens (cancel for a question, close for a notice). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Added to the outer element, for a feature's own styles and checks. */
  className?: string;
  testId?: string;
  /** Accessible width on a wide screen; a phone gets its width less a margin. */
  width?: 'narrow' | 'normal';
  children: ReactNode;
}

/**
 * A small modal in the middle of the screen over a dimmed page: it takes the focus when it opens
 * and gives it back when it closes, and Escape or a click beside it closes it. Built for the
 * modals that are not PrimeReact dialogs (the alert popups' questions, the contact reminder),
 * so they look and behave as one.
 */
export function CenteredModal({
  role,
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  className,
  testId,
  width = 'narrow',
  children,
}: CenteredModalProps) {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    initialFocus.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose, initialFocus]);

  return createPortal(
    <div
      className={className ? `centered-modal ${className}` : 'centered-modal'}
      data-testid={testId}
    >
      <div className="centered-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        className={`centered-modal__dialog centered-modal__dialog--${width}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
