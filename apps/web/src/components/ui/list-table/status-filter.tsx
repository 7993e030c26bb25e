import { MultiSelect } from 'primereact/multiselect';

/** The statuses of a `status` URL value ("PLANNED,STARTED"), unknown ones dropped, in order. */
export function readStatusList<S extends string>(value: string | null, known: readonly S[]): S[] {
  const isKnown = (text: string): text is S => (known as readonly string[]).includes(text);
  return (value ?? '').split(',').filter(isKnown);
}

export interface StatusFilterProps<S extends string> {
  /** Every status the list knows, in the order offered. */
  statuses: readonly S[];
  value: readonly S[];
  /** The status's words in the user's language. */
  labelOf: (status: S) => string;
  /** The URL value to write: the statuses joined by commas, or null for none. */
  onChange: (value: string | null) => void;
  placeholder: string;
  ariaLabel: string;
  className?: string;
  testId?: string;
}

/** A list page's status filter: a multi-select of chips in the toolbar, kept in the URL. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  labelOf,
  onChange,
  placeholder,
  ariaLabel,
  className,
  testId,
}: StatusFilterProps<S>) {
  return (
    <MultiSelect
      value={[...value]}
      options={statuses.map((status) => ({ value: status, label: labelOf(status) }))}
      onChange={(event) => {
        const next = readStatusList((event.value as string[]).join(','), statuses);
        onChange(next.length > 0 ? next.join(',') : null);
      }}
      placeholder={placeholder}
      aria-label={ariaLabel}
      display="chip"
      maxSelectedLabels={2}
      className={className}
      data-testid={testId}
    />
  );
}
