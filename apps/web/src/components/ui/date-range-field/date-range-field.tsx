import type { ReactNode } from 'react';
import type { DateRange } from '@/lib/date-range';

interface DateRangeFieldCommon {
  /** Base of the element ids: `${id}-from`, `${id}-to` and `${id}-problem`. */
  id: string;
  /** The fields' labels, in the caller's language. */
  fromLabel: string;
  toLabel: string;
  value: DateRange;
  /** The last day that can be picked (today on a page about the past). */
  max?: string;
  /** Why the days cannot be used, in the caller's language; shown under them as an alert. */
  problem?: string | null;
  /**
   * Which fields the problem is about. Without it both are marked (`aria-invalid` true or false)
   * while a problem shows; with it only the named ones are, the others carry no mark.
   */
  invalid?: { from: boolean; to: boolean };
  onChange: (next: DateRange) => void;
  /** Extra classes on the root, for the caller's layout. */
  className?: string;
}

/**
 * `group`: one fieldset, its legend the visible title, the two days side by side with labels for
 * screen readers only; `children` (quick periods, say) go between the days and the problem.
 * `fields`: two labelled fields that sit in the caller's own row of fields (the root takes no box
 * of its own), each with `fieldClassName`.
 */
export type DateRangeFieldProps = DateRangeFieldCommon &
  (
    | { layout: 'group'; legend: string; children?: ReactNode }
    | { layout: 'fields'; fieldClassName?: string }
  );

/**
 * A pair of date fields for a range of whole days, with the reason a range cannot be used. Its
 * styles are `date-range-field.css`, which the stylesheet of each page using it `@import`s.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { id, fromLabel, toLabel, value, max, problem, invalid, onChange, className } = props;
  const problemId = `${id}-problem`;
  const describedBy = problem ? problemId : undefined;
  const inputClass = 'p-inputtext p-component date-range__input';
  const labelClass = props.layout === 'group' ? 'sr-only' : undefined;

  const fromLabelElement = (
    <label className={labelClass} htmlFor={`${id}-from`}>
      {fromLabel}
    </label>
  );
  const fromInput = (
    <input
      id={`${id}-from`}
      type="date"
      className={inputClass}
      value={value.from}
      max={value.to || undefined}
      aria-invalid={invalid ? invalid.from || undefined : Boolean(problem)}
      aria-describedby={describedBy}
      onChange={(event) => onChange({ ...value, from: event.target.value })}
    />
  );
  const toLabelElement = (
    <label className={labelClass} htmlFor={`${id}-to`}>
      {toLabel}
    </label>
  );
  const toInput = (
    <input
      id={`${id}-to`}
      type="date"
      className={inputClass}
      value={value.to}
      min={value.from || undefined}
      max={max}
      aria-invalid={invalid ? invalid.to || undefined : Boolean(problem)}
      aria-describedby={describedBy}
      onChange={(event) => onChange({ ...value, to: event.target.value })}
    />
  );
  const problemText = problem && (
    <p id={problemId} className="date-range__problem" role="alert">
      {problem}
    </p>
  );

  if (props.layout === 'fields') {
    return (
      <div className={['date-range', 'date-range--fields', className].filter(Boolean).join(' ')}>
        <div className={props.fieldClassName}>
          {fromLabelElement}
          {fromInput}
        </div>
        <div className={props.fieldClassName}>
          {toLabelElement}
          {toInput}
        </div>
        {problemText}
      </div>
    );
  }
  return (
    <fieldset className={['date-range', 'date-range--group', className].filter(Boolean).join(' ')}>
      <legend className="date-range__legend">{props.legend}</legend>
      <div className="date-range__days">
        {fromLabelElement}
        {fromInput}
        <span aria-hidden="true">–</span>
        {toLabelElement}
        {toInput}
      </div>
      {props.children}
      {problemText}
    </fieldset>
  );
}
