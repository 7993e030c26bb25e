/**
 * The filter dialog's form values: one text value or null per filter key. Text keeps them the
 * same in the URL, in a saved preset (`value.activeFilters`) and in the form (dates as
 * YYYY-MM-DD, yes/no as "true"/"false").
 */
export type FilterValues<K extends string> = Record<K, string | null>;

/** Every key null: what reset submits (docs/rules/shell.md §4). */
export function emptyFilterValues<K extends string>(keys: readonly K[]): FilterValues<K> {
  return Object.fromEntries(keys.map((key) => [key, null])) as FilterValues<K>;
}

/** Blank text counts as no filter. */
export function normaliseFilterValues<K extends string>(
  keys: readonly K[],
  values: Partial<Record<K, string | null>>,
): FilterValues<K> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = values[key];
      return [key, typeof value === 'string' && value.trim() !== '' ? value.trim() : null];
    }),
  ) as FilterValues<K>;
}

export function sameFilterValues<K extends string>(
  keys: readonly K[],
  a: Partial<Record<K, string | null>>,
  b: Partial<Record<K, string | null>>,
): boolean {
  const left = normaliseFilterValues(keys, a);
  const right = normaliseFilterValues(keys, b);
  return keys.every((key) => left[key] === right[key]);
}

/**
 * A preset's stored filters, read defensively: it was saved by some version of this page, so
 * unknown keys are dropped and anything that is not text counts as no filter.
 */
export function filterValuesFromPreset<K extends string>(
  keys: readonly K[],
  activeFilters: Readonly<Record<string, unknown>>,
): FilterValues<K> {
  const picked: Partial<Record<K, string | null>> = {};
  for (const key of keys) {
    const value = activeFilters[key];
    picked[key] = typeof value === 'string' ? value : null;
  }
  return normaliseFilterValues(keys, picked);
}

/** How many filters are set, for the badge on the filter button. */
export function countActiveFilters<K extends string>(
  keys: readonly K[],
  values: Partial<Record<K, string | null>>,
): number {
  const normalised = normaliseFilterValues(keys, values);
  return keys.filter((key) => normalised[key] !== null).length;
}
