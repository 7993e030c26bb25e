import { readStorage, writeStorage } from '@/lib/local-storage';
import type { ListTableColumn } from './types';

/**
 * Which columns of a list table are shown. Until the user picks columns, a column declaring
 * `defaultHiddenBelow` starts hidden on a narrower viewport (so a 1366 px laptop with the side
 * menu open needs no sideways scroll); once the user picks, the choice is kept as a whole,
 * whatever the screen, per user and per table in this browser
 * (`localStorage['armada.table-columns.<userId>.<tableId>']`).
 */

/** The user's choice for one table: shown or not, per column key. */
export type ColumnChoice = Readonly<Record<string, boolean>>;

type ColumnRule = Pick<ListTableColumn<never>, 'key' | 'defaultHiddenBelow'>;

export function tableColumnsStorageKey(userId: number, tableId: string): string {
  return `armada.table-columns.${userId}.${tableId}`;
}

export function isShownByDefault(column: ColumnRule, viewportWidth: number): boolean {
  return column.defaultHiddenBelow === undefined || viewportWidth >= column.defaultHiddenBelow;
}

/**
 * The keys of the columns to show, in column order. A column the choice names follows the
 * choice; one it does not name (added to the table after the user chose) follows its default.
 * At least one column is always shown: the first, if nothing else would be.
 */
export function visibleColumnKeys(
  columns: readonly ColumnRule[],
  choice: ColumnChoice | null,
  viewportWidth: number,
): string[] {
  const keys = columns
    .filter((column) => choice?.[column.key] ?? isShownByDefault(column, viewportWidth))
    .map((column) => column.key);
  const [first] = columns;
  return keys.length === 0 && first ? [first.key] : keys;
}

/**
 * The choice after the user shows or hides one column: every column as it is on screen now,
 * with that one changed. `null` when the change would leave no column (the last one stays).
 */
export function chooseColumn(
  columns: readonly ColumnRule[],
  visible: readonly string[],
  key: string,
  shown: boolean,
): ColumnChoice | null {
  const choice: Record<string, boolean> = {};
  for (const column of columns) choice[column.key] = visible.includes(column.key);
  choice[key] = shown;
  return Object.values(choice).some(Boolean) ? choice : null;
}

/** A stored choice, or `null` when there is none or it cannot be read (defaults apply). */
export function parseColumnChoice(raw: string | null): ColumnChoice | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const choice = Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => typeof value === 'boolean'),
    ) as Record<string, boolean>;
    return Object.keys(choice).length > 0 ? choice : null;
  } catch {
    return null;
  }
}

export function readColumnChoice(storageKey: string): ColumnChoice | null {
  return parseColumnChoice(readStorage(storageKey));
}

/** Stores the choice, or forgets it (`null`: back to the defaults). */
export function writeColumnChoice(storageKey: string, choice: ColumnChoice | null): void {
  writeStorage(storageKey, choice === null ? null : JSON.stringify(choice));
}
