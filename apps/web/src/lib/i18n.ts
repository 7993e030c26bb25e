import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { env, LANGUAGES, type Language } from '@/config/env';
import {
  areaTranslations,
  coreCatalogues,
  type AreaTranslations,
  type Catalogue,
  type TranslationArea,
} from '@/locales';
import { readStorage, writeStorage } from './local-storage';

/** Browser storage key for the chosen language (spec 02 section 3: `language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * How each language names itself in the switch. Autonyms and codes are the same in every
 * language by design, so they live here rather than in the catalogues.
 */
export const LANGUAGE_LABELS: Record<Language, { code: string; name: string }> = {
  id: { code: 'ID', name: 'Bahasa Indonesia' },
  en: { code: 'EN', name: 'English' },
};

/** What i18next starts with: the core and shell strings; feature areas are added as they load. */
export const resources = {
  id: { translation: coreCatalogues.id },
  en: { translation: coreCatalogues.en },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/** Adds one area's strings in both languages (once; later calls do nothing). */
export function addAreaTranslations(instance: I18n, translations: AreaTranslations): void {
  for (const language of LANGUAGES) {
    const strings = translations[language] as Record<string, unknown>;
    if (instance.getResource(language, 'translation', translations.area) !== undefined) continue;
    instance.addResourceBundle(language, 'translation', { [translations.area]: strings }, true);
  }
}

/** Loads the areas a feature's screens read (see app/features.ts) and adds them. */
export async function loadAreaTranslations(
  instance: I18n,
  areas: readonly TranslationArea[],
): Promise<void> {
  const loaded = await Promise.all(areas.map((area) => areaTranslations[area]()));
  for (const translations of loaded) addAreaTranslations(instance, translations);
}

/**
 * For a lazily loaded part of a feature (a dialog) that brings its own strings: adds them
 * before the first `t` call reads them, then gives the usual `useTranslation` result.
 */
export function useAreaTranslations(translations: AreaTranslations) {
  const result = useTranslation();
  addAreaTranslations(result.i18n, translations);
  return result;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered language; none when storage is blocked (the default language applies). */
export function readStoredLanguage(): Language | null {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** Remembered across visits when storage allows; the switch works for this visit either way. */
function storeLanguage(language: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}

/** Starts i18next synchronously with the bundled catalogues, so the first paint is translated. */
export function initI18n(language: Language = readStoredLanguage() ?? env.defaultLanguage): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: env.defaultLanguage,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : env.defaultLanguage;
}

/** The current language and a setter that also remembers the choice in the browser. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    (language: Language) => {
      storeLanguage(language);
      void i18n.changeLanguage(language);
    },
    [i18n],
  );
  return [currentLanguage(i18n), setLanguage];
}
