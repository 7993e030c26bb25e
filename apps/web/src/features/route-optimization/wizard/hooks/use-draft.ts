import { useState } from 'react';

/**
 * A filter panel's working copy of the filters in force: edited freely, applied on demand, and
 * replaced when the filters in force change outside (a reset, a new origin).
 */
export function useDraft<T>(value: T) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const patch = (changes: Partial<T>) => setDraft((current) => ({ ...current, ...changes }));
  return { draft, setDraft, patch };
}
