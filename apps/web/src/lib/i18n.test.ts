import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { LANGUAGES } from '@/config/env';
import { allAreaTranslations, coreCatalogues, enCatalogue, idCatalogue } from '@/locales/all';
import { AREA_SERVER_ERRORS_KEY, addAreaTranslations, initI18n } from './i18n';

/**
 * Words that are the same in Indonesian and English on purpose. Keep this list short: anything
 * else identical in both catalogues is almost certainly an untranslated string.
 */
const SAME_IN_BOTH = new Set([
  'Armada',
  'Email',
  '{{value}} km',
  '{{load}} / {{capacity}} {{unit}} ({{percent}}%)',
  '{{plate}}: {{loads}}',
  // "volume" is Indonesian as well.
  'volume {{load}} / {{capacity}} m³',
  // So are "status" and "volume" as labels; units and arrows are not words.
  'Status',
  'Volume',
  'Volume (m³)',
  '-',
  '{{value}} kg',
  '{{value}} m³',
  '{{from}} → {{to}}',
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    flatten({ id: idCatalogue, en: enCatalogue }[language] as Catalogue),
  ]),
) as Record<(typeof LANGUAGES)[number], Map<string, string>>;

/** Plural forms collapse to one key: Indonesian has only `_other`, English `_one` and `_other`. */
function baseKeys(catalogue: Map<string, string>): Set<string> {
  return new Set([...catalogue.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation catalogues', () => {
  it.each(LANGUAGES)('%s has every key the other languages have', (language) => {
    const mine = baseKeys(catalogues[language]);
    const missing = LANGUAGES.filter((other) => other !== language).flatMap((other) =>
      [...baseKeys(catalogues[other])].filter((key) => !mine.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has every plural form its language needs', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set(
      [...catalogues[language].keys()]
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    const missing = [...plurals].flatMap((base) =>
      categories
        .filter((category) => !catalogues[language].has(`${base}_${category}`))
        .map((category) => `${base}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty strings', (language) => {
    const empty = [...catalogues[language]].filter(([, value]) => value.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('has no Indonesian string left in English', () => {
    const untranslated = [...catalogues.id]
      .filter(([key, value]) => catalogues.en.get(key) === value && !SAME_IN_BOTH.has(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(untranslated).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...catalogues.id]
      .map(([key, value]) => {
        const base = key.replace(PLURAL_SUFFIX, '');
        const english = catalogues.en.get(key) ?? catalogues.en.get(`${base}_other`) ?? '';
        return { key, id: placeholders(value), en: placeholders(english) };
      })
      .filter(({ id, en }) => id.join() !== en.join());
    expect(mismatched).toEqual([]);
  });
});

describe('server error texts', () => {
  /**
   * Where each reason's text lives, per language: `errors.server` of the core catalogue (the
   * reasons several features show) or the `serverErrors` of one area (its feature's domain).
   */
  const homes = (language: (typeof LANGUAGES)[number]): Map<string, string[]> => {
    const out = new Map<string, string[]>();
    const add = (where: string, texts: unknown) => {
      for (const key of flatten((texts ?? {}) as Catalogue).keys()) {
        const reason = key.replace(PLURAL_SUFFIX, '');
        const places = out.get(reason) ?? [];
        if (!places.includes(where)) out.set(reason, [...places, where]);
      }
    };
    const core = coreCatalogues[language] as unknown as { errors: { server: unknown } };
    add('errors.server', core.errors.server);
    for (const translations of allAreaTranslations) {
      const strings = translations[language] as Record<string, unknown>;
      add(`${translations.area}.${AREA_SERVER_ERRORS_KEY}`, strings[AREA_SERVER_ERRORS_KEY]);
    }
    return out;
  };
  const reasons: string[] = Object.values(SERVER_ERROR_REASONS);

  it.each(LANGUAGES)('%s has a text for every server error reason, in one place', (language) => {
    const found = homes(language);
    expect(reasons.filter((reason) => !found.has(reason))).toEqual([]);
    const twice = [...found].filter(([, places]) => places.length > 1);
    expect(twice.map(([reason, places]) => `${reason}: ${places.join(', ')}`)).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no text for a reason the contracts do not declare', (language) => {
    const unknown = [...homes(language)].filter(([reason]) => !reasons.includes(reason));
    expect(unknown.map(([reason, places]) => `${reason} in ${places.join(', ')}`)).toEqual([]);
  });
});

describe('an i18next instance', () => {
  it("adds areas to its own copy of the core strings, never to the module's catalogue", () => {
    // Merging an area's server error texts into `errors.server` once changed the bundled
    // catalogue itself, so a later instance (or test in the same process) saw them twice.
    const before = JSON.stringify(coreCatalogues.id);
    const instance = initI18n('id');
    for (const translations of allAreaTranslations) addAreaTranslations(instance, translations);
    expect(instance.exists('errors.server.deliveryOrder.notFound')).toBe(true);
    expect(JSON.stringify(coreCatalogues.id)).toBe(before);
  });
});
