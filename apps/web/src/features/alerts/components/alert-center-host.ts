import type { ComponentType } from 'react';
import type { BellButtonProps } from './bell-button';
import type { UnresolvedCounts } from '../utils/stored-counts';

/**
 * What the top bar's first-paint part hands to the alert center once its code loads. The
 * lazily loaded part reaches the bell, the browser storage and the dock only through this, so
 * none of those small modules is shared between the two (a shared module would become a file
 * of its own on the first signed-in page; see the web budget).
 */
export interface AlertCenterHost {
  Bell: ComponentType<BellButtonProps>;
  /** Counts stored by an earlier visit under an hour ago, shown until the server answers. */
  storedCounts: UnresolvedCounts | null;
  saveCounts: (counts: UnresolvedCounts) => void;
  /** Tells the shell whether the alert center is pinned (the page content shifts). */
  setPinned: (pinned: boolean) => void;
  /** Where the pinned alert center docks (null on narrow screens or before the shell has it). */
  dockElement: HTMLElement | null;
}
