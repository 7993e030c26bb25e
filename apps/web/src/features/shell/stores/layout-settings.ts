import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/local-storage';

/**
 * The layout settings of docs/rules/shell.md §2, remembered per user in this browser
 * (`localStorage['armada.layout.<userId>']`), so two people sharing a computer keep their own.
 */
export const LAYOUT_TYPES = ['vertical', 'horizontal'] as const;
export const SIDEBAR_TYPES = ['dark', 'light', 'compact', 'icon', 'colored'] as const;
export const WIDTH_TYPES = ['fluid', 'boxed', 'scrollable'] as const;
export const TOPBAR_TYPES = ['dark', 'light', 'colored'] as const;

export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type SidebarType = (typeof SIDEBAR_TYPES)[number];
export type WidthType = (typeof WIDTH_TYPES)[number];
export type TopbarType = (typeof TOPBAR_TYPES)[number];

export interface LayoutSettings {
  layout: LayoutType;
  sidebar: SidebarType;
  width: WidthType;
  topbar: TopbarType;
  /** Show the 2.5 s preloader when the signed-in frame starts. */
  preloader: boolean;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layout: 'vertical',
  sidebar: 'dark',
  width: 'fluid',
  topbar: 'light',
  preloader: false,
};

export function layoutStorageKey(userId: number): string {
  return `armada.layout.${userId}`;
}

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Reads stored settings field by field: a bad or unknown value falls back to its default. */
export function parseLayoutSettings(raw: string | null): LayoutSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      stored = parsed as Record<string, unknown>;
    }
  } catch {
    // Unreadable: every field takes its default.
  }
  const d = DEFAULT_LAYOUT_SETTINGS;
  return {
    layout: pick(LAYOUT_TYPES, stored.layout, d.layout),
    sidebar: pick(SIDEBAR_TYPES, stored.sidebar, d.sidebar),
    width: pick(WIDTH_TYPES, stored.width, d.width),
    topbar: pick(TOPBAR_TYPES, stored.topbar, d.topbar),
    preloader: typeof stored.preloader === 'boolean' ? stored.preloader : d.preloader,
  };
}

export function readLayoutSettings(userId: number): LayoutSettings {
  return parseLayoutSettings(readStorage(layoutStorageKey(userId)));
}

export function writeLayoutSettings(userId: number, settings: LayoutSettings): void {
  writeStorage(layoutStorageKey(userId), JSON.stringify(settings));
}

/** The user's layout settings and a setter that remembers every change. */
export function useLayoutSettings(userId: number) {
  const [state, setState] = useState(() => ({ userId, settings: readLayoutSettings(userId) }));
  // Another user signed in without a page load (not the normal path, sign-out reloads).
  const current = state.userId === userId ? state.settings : readLayoutSettings(userId);
  if (state.userId !== userId) setState({ userId, settings: current });

  const update = useCallback((patch: Partial<LayoutSettings>) => {
    setState((prev) => {
      const settings = { ...prev.settings, ...patch };
      writeLayoutSettings(prev.userId, settings);
      return { userId: prev.userId, settings };
    });
  }, []);

  const reset = useCallback(() => update(DEFAULT_LAYOUT_SETTINGS), [update]);

  return { settings: current, update, reset };
}
