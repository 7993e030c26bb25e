import { useSyncExternalStore } from 'react';
import { readStorage } from '@/lib/local-storage';

/**
 * What the shell must know of the alert center before its code loads: whether it is pinned
 * (the page content shifts right from the first paint) and the element it docks into.
 */
/**
 * docs/rules/alert-center.md §3 storage keys (display-storage.ts reads and writes them in full).
 */
export const ALERT_PINNED_KEY = 'notifSideBarOpen';
export const ALERT_DETACHED_KEY = 'alertCenterPopup';
/** The open preview popups (utils/popup-storage.ts): stored ones load the alert center at once. */
export const ACTIVE_POPUPS_KEY = 'activePopups';

interface DockState {
  pinned: boolean;
  element: HTMLElement | null;
}

let state: DockState = {
  pinned: readStorage(ALERT_PINNED_KEY) === 'true',
  element: null,
};
const listeners = new Set<() => void>();

function set(next: Partial<DockState>) {
  if (Object.entries(next).every(([key, value]) => state[key as keyof DockState] === value)) return;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const alertDock = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): DockState => state,
  setPinned: (pinned: boolean) => set({ pinned }),
  setElement: (element: HTMLElement | null) => set({ element }),
};

export function useAlertDock(): DockState {
  return useSyncExternalStore(alertDock.subscribe, alertDock.get, alertDock.get);
}
