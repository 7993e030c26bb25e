import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastOptions {
  /** A short bold line above the text. */
  summary?: string;
  /** Milliseconds on screen; errors stay longer by default. */
  life?: number;
  /** Stays until the user closes it. */
  sticky?: boolean;
}

export interface ToastMessage extends ToastOptions {
  severity: ToastSeverity;
  text: string;
}

/** The app-wide toast service: `const toast = useToast(); toast.success(text)`. */
export interface ToastApi {
  success: (text: string, options?: ToastOptions) => void;
  info: (text: string, options?: ToastOptions) => void;
  warn: (text: string, options?: ToastOptions) => void;
  error: (text: string, options?: ToastOptions) => void;
  clear: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (see app/provider.tsx).');
  return api;
}
