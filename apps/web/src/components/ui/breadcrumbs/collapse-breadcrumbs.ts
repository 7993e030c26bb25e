import { SHELL_CONSTANTS } from '@armada/contracts/shared';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) has none. */
  href?: string | undefined;
}

export interface CollapsedBreadcrumbs<T> {
  /** Shown before the dropdown. */
  head: T[];
  /** In the dropdown; empty when nothing is collapsed. */
  hidden: T[];
  /** Shown after the dropdown (the current page). */
  tail: T[];
}

/**
 * docs/rules/shell.md §2: with more than 3 items, the first 3 and the last are shown and the middle
 * items go in a dropdown. Up to 3 items (and exactly 4, whose middle is empty) show as they are.
 */
export function collapseBreadcrumbs<T>(
  items: readonly T[],
  above: number = SHELL_CONSTANTS.breadcrumbCollapseAbove,
): CollapsedBreadcrumbs<T> {
  if (items.length <= above) return { head: [...items], hidden: [], tail: [] };
  return {
    head: items.slice(0, above),
    hidden: items.slice(above, -1),
    tail: items.slice(-1),
  };
}
