export { ToastProvider } from './toast-provider';
export { useToast, type ToastApi, type ToastOptions, type ToastSeverity } from './toast-context';
