import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  emptyFilterValues,
  filterValuesFromPreset,
  sameFilterValues,
} from './filter-values';

const KEYS = ['city', 'type', 'active'] as const;

describe('filter values', () => {
  it('reset gives null for every filter key', () => {
    expect(emptyFilterValues(KEYS)).toEqual({ city: null, type: null, active: null });
  });

  it('treats blank text like no filter when comparing', () => {
    expect(sameFilterValues(KEYS, { city: '  ', type: null }, { city: null })).toBe(true);
    expect(sameFilterValues(KEYS, { city: 'Bandung' }, { city: ' Bandung ' })).toBe(true);
    expect(sameFilterValues(KEYS, { city: 'Bandung' }, { city: 'Bogor' })).toBe(false);
  });

  it('reads a preset defensively: unknown keys dropped, non-text ignored', () => {
    expect(
      filterValuesFromPreset(KEYS, { city: 'Surabaya', type: 5, other: 'x', active: 'true' }),
    ).toEqual({ city: 'Surabaya', type: null, active: 'true' });
  });

  it('counts the filters that are set', () => {
    expect(countActiveFilters(KEYS, { city: 'Medan', type: '', active: 'false' })).toBe(2);
  });
});
