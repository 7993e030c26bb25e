// The loaders of every area, found by file name (see index.ts). A module of its own, loaded with
// the first page that needs a feature's strings: the glob's map is not part of the first load.
import { areaLoadersOf, type AreaTranslations } from './index';

/**
 * Loaders of each area, found by file name: one chunk per language file, both loaded together
 * (a language switch needs no fetch).
 */
export const areaTranslations: Record<string, () => Promise<AreaTranslations>> = areaLoadersOf(
  import.meta.glob<object>(
    [
      '../features/*/locales/{id,en}.json',
      '../features/*/locales/*/{id,en}.json',
      './shared/*/{id,en}.json',
    ],
    { import: 'default' },
  ),
);
