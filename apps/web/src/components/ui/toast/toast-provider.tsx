import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  ToastContext,
  type ToastApi,
  type ToastMessage,
  type ToastSeverity,
} from './toast-context';
import { preparePrimeReact } from '@/lib/prime-widgets';

// PrimeReact's texts in the interface language are ready before the host first renders.
const ToastHost = lazy(() => preparePrimeReact().then(() => import('./toast-host')));

/**
 * Holds the toast queue for the whole app. The PrimeReact host is mounted on the first message,
 * so pages that never show a toast never load it; messages sent while it loads wait in the
 * queue and none is lost.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly ToastMessage[]>([]);
  const [needed, setNeeded] = useState(false);
  const [clearSignal, setClearSignal] = useState(0);

  const onShown = useCallback((count: number) => setQueue((q) => q.slice(count)), []);

  const api = useMemo<ToastApi>(() => {
    const push =
      (severity: ToastSeverity) =>
      (text: string, options = {}) => {
        setNeeded(true);
        setQueue((q) => [...q, { severity, text, ...options }]);
      };
    return {
      success: push('success'),
      info: push('info'),
      warn: push('warn'),
      error: push('error'),
      clear: () => {
        setQueue([]);
        setClearSignal((n) => n + 1);
      },
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastHost queue={queue} onShown={onShown} clearSignal={clearSignal} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
