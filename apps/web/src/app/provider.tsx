import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { currentLanguage } from '@/lib/i18n';
import { setWidgetLanguage } from '@/lib/prime-widgets';
import { ToastProvider } from '@/components/ui/toast';

export interface AppProviderProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** The interface language as a subscription, so PrimeReact's texts follow a switch at once. */
function useI18nLanguage(i18n: I18n) {
  return useSyncExternalStore(
    (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    () => currentLanguage(i18n),
  );
}

/**
 * The app's providers: translations, server state, the toast service, and PrimeReact's texts
 * in the interface language (PrimeReact's global locale, loaded with the first widget; see
 * lib/prime-widgets.ts).
 */
export function AppProvider({ queryClient, i18n, children }: AppProviderProps) {
  const language = useI18nLanguage(i18n);
  useEffect(() => setWidgetLanguage(language), [language]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
