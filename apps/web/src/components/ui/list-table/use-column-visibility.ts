import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  chooseColumn,
  readColumnChoice,
  visibleColumnKeys,
  writeColumnChoice,
  type ColumnChoice,
} from './column-visibility';
import type { ListTableColumn } from './types';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport width in CSS px (as media queries measure it), kept up to date. */
function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
}

/**
 * The columns to show and the user's controls over them. With a `storageKey` the choice is
 * remembered in this browser; without one it lasts while the table is mounted.
 */
export function useColumnVisibility<T>(
  columns: readonly ListTableColumn<T>[],
  storageKey: string | null,
) {
  const viewportWidth = useViewportWidth();
  const [state, setState] = useState<{ key: string | null; choice: ColumnChoice | null }>(() => ({
    key: storageKey,
    choice: storageKey === null ? null : readColumnChoice(storageKey),
  }));
  // Another user or table without a remount: read that one's choice.
  const choice =
    state.key === storageKey
      ? state.choice
      : storageKey === null
        ? null
        : readColumnChoice(storageKey);
  if (state.key !== storageKey) setState({ key: storageKey, choice });

  const visible = useMemo(
    () => visibleColumnKeys(columns, choice, viewportWidth),
    [columns, choice, viewportWidth],
  );

  const setShown = useCallback(
    (key: string, shown: boolean) => {
      const next = chooseColumn(columns, visible, key, shown);
      if (next === null) return; // The last column stays.
      if (storageKey !== null) writeColumnChoice(storageKey, next);
      setState({ key: storageKey, choice: next });
    },
    [columns, visible, storageKey],
  );

  const reset = useCallback(() => {
    if (storageKey !== null) writeColumnChoice(storageKey, null);
    setState({ key: storageKey, choice: null });
  }, [storageKey]);

  return { visible, customised: choice !== null, setShown, reset };
}
