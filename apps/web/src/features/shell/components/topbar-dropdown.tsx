import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './topbar-dropdown.css';

export interface TopbarDropdownProps {
  /** The button's content (icon, avatar). */
  trigger: ReactNode;
  /** Accessible name of the button. */
  label: string;
  className?: string;
  triggerClassName?: string;
  testId?: string;
  /** The panel; `close` shuts it (after a choice). */
  children: (close: () => void) => ReactNode;
}

/**
 * A top-bar button with a panel of links and actions below it (a disclosure): Enter or Space
 * opens it, Escape or a click elsewhere closes it, and focus returns to the button.
 */
export function TopbarDropdown({
  trigger,
  label,
  className,
  triggerClassName,
  testId,
  children,
}: TopbarDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={wrapper} className={['topbar-dropdown', className].filter(Boolean).join(' ')}>
      <button
        ref={button}
        type="button"
        className={['topbar-button', triggerClassName].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        data-testid={testId}
        onClick={() => setOpen((v) => !v)}
      >
        {trigger}
      </button>
      <div id={panelId} className="topbar-dropdown__panel" hidden={!open}>
        {open && children(close)}
      </div>
    </div>
  );
}
