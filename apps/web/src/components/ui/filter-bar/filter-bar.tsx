import { useId, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import './filter-bar.css';

export interface FilterPanelProps {
  /** The phone's toggle button text, e.g. "Filter (2)". */
  toggleLabel: string;
  children: ReactNode;
}

/**
 * The page's always-visible filters; a phone folds them behind one button (its label counts what
 * differs from the defaults), wider screens always show them.
 */
export function FilterPanel({ toggleLabel, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={open ? 'filter-panel filter-panel--open' : 'filter-panel'}>
      <Button
        type="button"
        outlined
        size="small"
        icon="pi pi-filter"
        className="filter-panel__toggle"
        aria-expanded={open}
        aria-controls={id}
        label={toggleLabel}
        onClick={() => setOpen((was) => !was)}
      />
      <div id={id} className="filter-panel__body">
        {children}
      </div>
    </div>
  );
}

export interface FilterBarProps {
  /** The group's accessible name. */
  label: string;
  children: ReactNode;
  /** Back to the defaults; the button shows only when given. */
  onReset?: (() => void) | undefined;
  resetLabel: string;
  className?: string;
}

/** A row of filters applied as they change, with a reset link at its end. */
export function FilterBar({ label, children, onReset, resetLabel, className }: FilterBarProps) {
  return (
    <div
      className={className ? `filter-bar ${className}` : 'filter-bar'}
      role="group"
      aria-label={label}
    >
      {children}
      {onReset && (
        <Button
          type="button"
          link
          size="small"
          icon="pi pi-filter-slash"
          className="filter-bar__reset"
          label={resetLabel}
          onClick={onReset}
        />
      )}
    </div>
  );
}

export interface FilterFieldProps {
  /** The control's id, for the label. */
  htmlFor: string;
  label: string;
  /** Room for a long placeholder ("Semua kendaraan") beside the chevron. */
  wide?: boolean;
  children: ReactNode;
}

/** One labelled filter of a FilterBar. */
export function FilterField({ htmlFor, label, wide = false, children }: FilterFieldProps) {
  return (
    <div className={wide ? 'filter-bar__field filter-bar__field--wide' : 'filter-bar__field'}>
      <label className="filter-bar__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

export interface FilterOption<V extends number | string> {
  value: V;
  label: string;
}

export interface FilterMultiSelectProps<V extends number | string, O extends FilterOption<V>> {
  inputId: string;
  label: string;
  value: V[];
  options: O[];
  onChange: (next: V[]) => void;
  /** Shown when nothing is chosen: "all vehicles". */
  allLabel: string;
  searchPlaceholder: string;
  /** Shown when no option matches, or there is none. */
  noneLabel: string;
  /** "{n} chosen", with `{0}` where the count goes (PrimeReact's placeholder). */
  selectedLabel: string;
  /** The options are still loading: their list says so. */
  loading?: { pending: boolean; label: string };
  /** The options could not be loaded: the placeholder says so. */
  failed?: { failed: boolean; label: string };
  itemTemplate?: (option: O) => ReactNode;
  wide?: boolean;
  testId?: string;
}

/**
 * A searchable multiple choice of a FilterBar: the placeholder names "all", a failed load or
 * the count chosen beyond two; clearing it chooses all again.
 */
export function FilterMultiSelect<V extends number | string, O extends FilterOption<V>>({
  inputId,
  label,
  value,
  options,
  onChange,
  allLabel,
  searchPlaceholder,
  noneLabel,
  selectedLabel,
  loading,
  failed,
  itemTemplate,
  wide = true,
  testId,
}: FilterMultiSelectProps<V, O>) {
  return (
    <FilterField htmlFor={inputId} label={label} wide={wide}>
      <MultiSelect
        inputId={inputId}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        filter
        filterPlaceholder={searchPlaceholder}
        placeholder={failed?.failed ? failed.label : allLabel}
        emptyFilterMessage={noneLabel}
        emptyMessage={loading?.pending ? loading.label : noneLabel}
        {...(itemTemplate && { itemTemplate })}
        maxSelectedLabels={2}
        selectedItemsLabel={selectedLabel}
        display="comma"
        showClear
        onChange={(event) => onChange((event.value as V[] | null) ?? [])}
        className="filter-bar__multi"
        panelClassName="filter-bar__panel"
        data-testid={testId}
      />
    </FilterField>
  );
}

export interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  value: V;
  choices: readonly V[];
  choiceLabel: (choice: V) => string;
  onChange: (next: V) => void;
}

/** A single choice of a FilterBar, as the browser's own select (one tap on a phone). */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  choices,
  choiceLabel,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <FilterField htmlFor={id} label={label}>
      <select
        id={id}
        className="p-inputtext p-component filter-bar__select"
        value={value}
        onChange={(event) => {
          const next = choices.find((choice) => choice === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(choice)}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
