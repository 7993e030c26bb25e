import type { ReactNode } from 'react';

/**
 * The accessible wiring of a form's field problems, once for every form and filter dialog: the
 * problem text under a field (`<small id="{field id}-error">`) and the attributes that tie the
 * field to it (`aria-describedby`, `aria-invalid`). A field without a problem gets neither.
 */
export function fieldProblems<K extends string>({
  errors,
  idOf,
  text,
  className,
  alert = false,
}: {
  /** The problem per field, as the form keeps it (a code or a text). */
  errors: Partial<Record<K, string | undefined>>;
  /** The id of the field's input. */
  idOf: (key: K) => string;
  /** The words shown for a field's problem (default: the problem as it is). */
  text?: (problem: string, key: K) => ReactNode;
  className: string;
  /** Announce the problem when it appears (a form's submit), not only when the field is read. */
  alert?: boolean;
}) {
  const problem = (key: K): ReactNode => {
    const value = errors[key];
    if (!value) return null;
    return (
      <small id={`${idOf(key)}-error`} className={className} role={alert ? 'alert' : undefined}>
        {text ? text(value, key) : value}
      </small>
    );
  };
  const described = (key: K) =>
    errors[key] ? { 'aria-describedby': `${idOf(key)}-error`, 'aria-invalid': true as const } : {};
  return { problem, described };
}
