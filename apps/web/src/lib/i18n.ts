import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { env, LANGUAGES, type Language } from '@/config/env';
import {
  coreCatalogueLoaders,
  defaultCoreCatalogue,
  type AreaTranslations,
  type Catalogue,
  type TranslationArea,
} from '@/locales';
import { readStorage, writeStorage } from './local-storage';

/** Browser storage key for the chosen language (docs/rules/alert-center.md §3: `language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * How each language names itself in the switch. Autonyms and codes are the same in every
 * language by design, so they live here rather than in the catalogues.
 */
export const LANGUAGE_LABELS: Record<Language, { code: string; name: string }> = {
  id: { code: 'ID', name: 'Bahasa Indonesia' },
  en: { code: 'EN', name: 'English' },
};

/**
 * The core strings of each language loaded so far: Indonesian is bundled; another language's
 * arrives with `loadLanguage` (before the first paint, or before a switch to it).
 */
const coreCatalogues: Partial<Record<Language, object>> = { id: defaultCoreCatalogue };

/** Makes a language's core strings available to every instance started after this. */
export function registerCoreCatalogue(language: Language, catalogue: object): void {
  coreCatalogues[language] = catalogue;
}

/** Loads a language's core strings unless they are here already. */
export async function loadLanguage(language: Language): Promise<void> {
  if (coreCatalogues[language]) return;
  if (language === 'id') return;
  registerCoreCatalogue(language, await coreCatalogueLoaders[language]());
}

/**
 * A copy of a language's core strings for one i18next instance, or undefined while they have
 * not loaded. i18next keeps the objects it is given and merges each area into them (an area's
 * server error texts into `errors.server`): given the module's own catalogue, that changed it
 * for every later instance and test in the same process.
 */
function coreStringsFor(language: Language): object | undefined {
  const catalogue = coreCatalogues[language];
  return catalogue && structuredClone(catalogue);
}

function resourcesOf(): Record<string, { translation: object }> {
  const out: Record<string, { translation: object }> = {};
  for (const language of LANGUAGES) {
    const strings = coreStringsFor(language);
    if (strings) out[language] = { translation: strings };
  }
  return out;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/**
 * The key of an area holding the texts of its domain's server error reasons, nested as the
 * reason ids are (`serverErrors.deliveryRequest.notFound`). They join the shared ones under
 * `errors.server` when the area loads, where `serverErrorText` reads every reason's text.
 */
export const AREA_SERVER_ERRORS_KEY = 'serverErrors';

/** Adds one area's strings in both languages (once; later calls do nothing). */
export function addAreaTranslations(instance: I18n, translations: AreaTranslations): void {
  for (const language of LANGUAGES) {
    const strings = translations[language] as Record<string, unknown>;
    if (instance.getResource(language, 'translation', translations.area) !== undefined) continue;
    instance.addResourceBundle(language, 'translation', { [translations.area]: strings }, true);
    const serverErrors = strings[AREA_SERVER_ERRORS_KEY];
    if (serverErrors && typeof serverErrors === 'object') {
      instance.addResourceBundle(
        language,
        'translation',
        { errors: { server: serverErrors } },
        true,
        false,
      );
    }
  }
}

/** Loads the areas a feature's screens read (its `feature.ts` names them) and adds them. */
export async function loadAreaTranslations(
  instance: I18n,
  areas: readonly TranslationArea[],
): Promise<void> {
  if (areas.length === 0) return;
  const { areaTranslations } = await import('@/locales/area-loaders');
  const loaded = await Promise.all(
    areas.map((area) => {
      const load = areaTranslations[area];
      if (!load) throw new Error(`No strings for area ${area} (features/*/locales/)`);
      return load();
    }),
  );
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

/**
 * Starts i18next synchronously with the core catalogues loaded so far, so the first paint is
 * translated (main.tsx loads a chosen non-default language first).
 */
export function initI18n(language: Language = readStoredLanguage() ?? env.defaultLanguage): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  void instance.use(initReactI18next).init({
    resources: resourcesOf(),
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
      // A language whose core strings are not here yet switches once they have loaded.
      void loadLanguage(language)
        .then(() => {
          const strings = coreStringsFor(language);
          // Merged under what feature areas already added for the language.
          if (strings) i18n.addResourceBundle(language, 'translation', strings, true, false);
          return i18n.changeLanguage(language);
        })
        .catch(() => undefined);
    },
    [i18n],
  );
  return [currentLanguage(i18n), setLanguage];
}
