/**
 * Row selection across pages (docs/rules/shell.md §4: none, some, all). Selected ids belong to one
 * scope (the search and filters they were picked under): when the scope changes the old
 * selection no longer applies, so a delete never reaches rows the user cannot see any more.
 */
export type SelectionStatus = 'none' | 'some' | 'all';

export interface Selection {
  scope: string;
  ids: ReadonlySet<number>;
}

export const emptySelection = (scope: string): Selection => ({ scope, ids: new Set() });

/** The ids that apply under `scope`. */
export function selectedIds(selection: Selection, scope: string): ReadonlySet<number> {
  return selection.scope === scope ? selection.ids : new Set<number>();
}

/** `allIds` is `data.ids` of the list answer: every matching id across every page. */
export function selectionStatus(
  ids: ReadonlySet<number>,
  allIds: readonly number[],
): SelectionStatus {
  if (ids.size === 0) return 'none';
  const everyMatch = allIds.length > 0 && allIds.every((id) => ids.has(id));
  return everyMatch && ids.size === allIds.length ? 'all' : 'some';
}

/** The header checkbox: every id across pages, not only the page on screen. */
export function selectAll(scope: string, allIds: readonly number[]): Selection {
  return { scope, ids: new Set(allIds) };
}

/** Row checkboxes of the page on screen: replaces that page's part, keeps other pages'. */
export function selectOnPage(
  selection: Selection,
  scope: string,
  pageIds: readonly number[],
  checkedOnPage: readonly number[],
): Selection {
  const next = new Set(selectedIds(selection, scope));
  for (const id of pageIds) next.delete(id);
  for (const id of checkedOnPage) next.add(id);
  return { scope, ids: next };
}

/** Drops ids that are gone (deleted), keeping the rest selected. */
export function withoutIds(selection: Selection, removed: readonly number[]): Selection {
  const next = new Set(selection.ids);
  for (const id of removed) next.delete(id);
  return { scope: selection.scope, ids: next };
}
