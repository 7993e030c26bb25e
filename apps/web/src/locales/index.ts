// The catalogues are split by area so each feature keeps its own strings; every area is one
// key of the single `translation` namespace, so keys read `<area>.<...>` (for example
// `customers.form.name`). The core strings (common, auth, language), the shell's and the
// dashboard's are bundled (Indonesian; English loads before the first paint when chosen) with
// the app. Every other area lives with its feature and is found by file name (area-loaders.ts,
// loaded with the first page that needs it), with no list to edit:
//
//   features/<name>/locales/{id,en}.json          area `<name>` in camelCase (`live-view`: liveView)
//   features/<name>/locales/<area>/{id,en}.json   a feature's further area (`alert-media`)
//   locales/shared/<area>/{id,en}.json            an area no feature owns (`table`, the list table)
//
// A feature's area loads with its routes (the `translations` of its `feature.ts`) and is added
// to i18next then, so the first page does not download every screen's strings. Its keys are
// typed by the `FeatureCatalogues` entry its `feature.ts` declares (see below).
import idCore from './id.json';
import idShell from './id/shell.json';
import idDashboard from './id/dashboard.json';
import type idTable from './shared/table/id.json';

/**
 * The areas of the features, one entry each, in Indonesian (the reference): the type of their
 * `t` keys. Each feature adds its own from its `feature.ts` (declaration merging):
 *
 *   declare module '@/locales' {
 *     interface FeatureCatalogues { customers: typeof idCustomers }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature.ts
export interface FeatureCatalogues {}

type Whole<T> = { [K in keyof T]: T[K] };

/**
 * The shape of a whole catalogue (Indonesian is the reference): the type of every `t` key. One
 * object type (not an interface) so that it reads as a plain record of strings.
 */
export type Catalogue = Whole<
  typeof idCore & {
    shell: typeof idShell;
    dashboard: typeof idDashboard;
    table: typeof idTable;
  } & FeatureCatalogues
>;

/** An area loaded with its feature (or, `table`, with the pages that show a list). */
export type TranslationArea = Exclude<keyof Catalogue, keyof typeof idCore | 'shell' | 'dashboard'>;

/** One area's strings in both languages, as a lazily loaded module gives them. */
export interface AreaTranslations<A extends TranslationArea = TranslationArea> {
  area: A;
  id: Catalogue[A];
  /** English may differ in plural forms only (i18n.test.ts checks the keys match). */
  en: object;
}

/**
 * What every page needs before its first paint; with the dashboard's strings, the first page
 * of every user after sign-in (one file fewer to wait for there). Indonesian, the default, is
 * bundled; another language's core loads before the first paint of whoever chose it.
 */
export const defaultCoreCatalogue = { ...idCore, shell: idShell, dashboard: idDashboard };

export const coreCatalogueLoaders = {
  en: () => import('./core-en').then((m) => m.default),
} as const;

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The area and language of an area file: the folder holding `{id,en}.json` names the area, or
 * its feature's folder when that folder is the feature's `locales/` itself. Null for any other
 * file.
 */
export function areaFileOf(file: string): { area: string; language: 'id' | 'en' } | null {
  const parts = file.split('/');
  const match = /^(id|en)\.json$/.exec(parts.at(-1) ?? '');
  if (!match) return null;
  const folder = parts.at(-2);
  const name = folder === 'locales' ? parts.at(-3) : folder;
  if (!name) return null;
  return { area: camelCase(name), language: match[1] as 'id' | 'en' };
}

type Loader = () => Promise<object>;

/** Groups the loaders of area files (path to loader) into one loader per area. */
export function areaLoadersOf(
  files: Record<string, Loader>,
): Record<string, () => Promise<AreaTranslations>> {
  const byArea = new Map<string, { id?: Loader; en?: Loader }>();
  for (const [file, load] of Object.entries(files)) {
    const found = areaFileOf(file);
    if (!found) continue;
    const entry = byArea.get(found.area) ?? {};
    if (entry[found.language])
      throw new Error(`Two ${found.language} files for area ${found.area}`);
    entry[found.language] = load;
    byArea.set(found.area, entry);
  }
  const out: Record<string, () => Promise<AreaTranslations>> = {};
  for (const [area, { id, en }] of byArea) {
    if (!id || !en) throw new Error(`Area ${area} needs both id.json and en.json`);
    out[area] = async () => {
      const [idStrings, enStrings] = await Promise.all([id(), en()]);
      return { area, id: idStrings, en: enStrings } as AreaTranslations;
    };
  }
  return out;
}
