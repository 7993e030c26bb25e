import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  DEFAULT_LAYOUT_SETTINGS,
  layoutStorageKey,
  parseLayoutSettings,
  useLayoutSettings,
} from './layout-settings';

describe('parseLayoutSettings', () => {
  it('gives the defaults for nothing stored or unreadable text', () => {
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('{nope')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('[1,2]')).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('keeps valid fields and replaces unknown values field by field', () => {
    expect(
      parseLayoutSettings(
        JSON.stringify({
          layout: 'horizontal',
          sidebar: 'purple',
          width: 'boxed',
          preloader: 'yes',
        }),
      ),
    ).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, layout: 'horizontal', width: 'boxed' });
  });
});

describe('useLayoutSettings', () => {
  it('remembers changes per user', () => {
    const { result } = renderHook(() => useLayoutSettings(7));
    act(() => result.current.update({ sidebar: 'light', topbar: 'dark', preloader: true }));
    expect(result.current.settings).toMatchObject({
      sidebar: 'light',
      topbar: 'dark',
      preloader: true,
    });
    expect(JSON.parse(window.localStorage.getItem(layoutStorageKey(7)) ?? '{}')).toMatchObject({
      sidebar: 'light',
    });

    const other = renderHook(() => useLayoutSettings(8));
    expect(other.result.current.settings).toEqual(DEFAULT_LAYOUT_SETTINGS);

    const again = renderHook(() => useLayoutSettings(7));
    expect(again.result.current.settings.sidebar).toBe('light');

    act(() => again.result.current.reset());
    expect(again.result.current.settings).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
});
