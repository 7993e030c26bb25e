/**
 * This browser's localStorage, for what the app remembers per user (language, layout, survey,
 * table columns). Storage can be blocked (private mode, policies) or full: then a read finds
 * nothing and a write is dropped, so the app falls back to its defaults for this visit instead
 * of failing.
 */

/** The stored text under `key`, or `null` when there is none or storage cannot be read. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or forgets the key (`null`); dropped when storage is blocked. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not remembered across visits, but applied for this one.
  }
}
