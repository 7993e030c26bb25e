import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import type { ToastMessage } from './toast-context';
import './toast.css';

/** Default time on screen per severity: errors need longer to read and act on. */
const DEFAULT_LIFE_MS = { success: 4000, info: 4000, warn: 6000, error: 8000 } as const;

export interface ToastHostProps {
  /** Messages not shown yet, oldest first; the host shows and then acknowledges them. */
  queue: readonly ToastMessage[];
  onShown: (count: number) => void;
  clearSignal: number;
}

/**
 * PrimeReact's Toast, loaded on the first message only: the sign-in page and the first paint
 * of the shell do not pay for it.
 */
export default function ToastHost({ queue, onShown, clearSignal }: ToastHostProps) {
  const toast = useRef<Toast>(null);

  useEffect(() => {
    if (queue.length === 0 || !toast.current) return;
    toast.current.show(
      queue.map(({ severity, text, summary, life, sticky }) => ({
        severity,
        summary,
        detail: text,
        life: life ?? DEFAULT_LIFE_MS[severity],
        sticky,
      })),
    );
    onShown(queue.length);
  }, [queue, onShown]);

  useEffect(() => {
    if (clearSignal > 0) toast.current?.clear();
  }, [clearSignal]);

  return <Toast ref={toast} position="top-right" className="armada-toast" />;
}
