import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Language } from '@/config/env';
import { createQueryClient } from '@/lib/query-client';
import { addAreaTranslations, initI18n } from '@/lib/i18n';
import { allAreaTranslations } from '@/locales/all';
import { AppProvider } from '@/app/provider';

/** Renders with the real providers: a fresh query client and i18n in the given language. */
export function renderWithProviders(ui: ReactElement, { language = 'id' as Language } = {}) {
  const queryClient = createQueryClient();
  const i18n = initI18n(language);
  // The app loads a feature's strings with the feature; a component under test has them all.
  for (const translations of allAreaTranslations) addAreaTranslations(i18n, translations);
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      {ui}
    </AppProvider>,
  );
  return { ...result, queryClient, i18n };
}
