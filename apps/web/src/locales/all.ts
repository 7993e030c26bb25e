// Every area in both languages at once, for tests and checks that need the whole catalogue
// (the app itself loads areas with their features, see index.ts). Found by the same file
// names as the app's loaders, so a new feature's strings are checked with no edit here.
import { areaFileOf, defaultCoreCatalogue, type AreaTranslations, type Catalogue } from './index';
import enCoreCatalogue from './core-en';

const files = import.meta.glob<object>(
  [
    '../features/*/locales/{id,en}.json',
    '../features/*/locales/*/{id,en}.json',
    './shared/*/{id,en}.json',
  ],
  { import: 'default', eager: true },
);

function collectAreas(): AreaTranslations[] {
  const byArea = new Map<string, { id?: object; en?: object }>();
  for (const [file, strings] of Object.entries(files)) {
    const found = areaFileOf(file);
    if (!found) continue;
    byArea.set(found.area, { ...byArea.get(found.area), [found.language]: strings });
  }
  return [...byArea].map(
    ([area, { id = {}, en = {} }]) => ({ area, id, en }) as unknown as AreaTranslations,
  );
}

/** Every area's strings, to add to an i18next instance at once. */
export const allAreaTranslations: readonly AreaTranslations[] = collectAreas();

/** The core strings of both languages (the app loads English's on demand). */
export const coreCatalogues = { id: defaultCoreCatalogue, en: enCoreCatalogue };

function whole(language: 'id' | 'en'): Catalogue {
  const out: Record<string, unknown> = { ...coreCatalogues[language] };
  for (const translations of allAreaTranslations) {
    out[translations.area] = translations[language];
  }
  return out as unknown as Catalogue;
}

export const idCatalogue: Catalogue = whole('id');
export const enCatalogue: Catalogue = whole('en');
