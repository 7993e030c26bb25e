import type { ReactNode } from 'react';
import { Calendar } from 'primereact/calendar';
import { dayToPickerDate, pickerDateToDay } from '@/lib/company-time';
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

/** Day first in both languages (`02/12/2026`), never the browser's own date format (SHELL-78). */
const DAY_FORMAT = 'dd/mm/yy';
const DAY_PLACEHOLDER = 'dd/mm/yyyy';

/**
 * A pair of date fields for a range of whole days, with the reason a range cannot be used. Its
 * styles are `date-range-field.css`, which the stylesheet of each page using it `@import`s. The
 * days are picked in PrimeReact's calendar in the interface language (docs/rules/shell.md
 * SHELL-78); they are days of the company's clock, as the callers count them (SHELL-75).
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { id, fromLabel, toLabel, value, max, problem, invalid, onChange, className } = props;
  const problemId = `${id}-problem`;
  const describedBy = problem ? problemId : undefined;
  const labelClass = props.layout === 'group' ? 'sr-only' : undefined;

  const fromLabelElement = (
    <label className={labelClass} htmlFor={`${id}-from`}>
      {fromLabel}
    </label>
  );
  const dayInput = (
    which: 'from' | 'to',
    bounds: { min?: string | undefined; max?: string | undefined },
  ) => (
    <Calendar
      inputId={`${id}-${which}`}
      className="date-range__calendar"
      inputClassName="date-range__input"
      value={dayToPickerDate(value[which])}
      dateFormat={DAY_FORMAT}
      placeholder={DAY_PLACEHOLDER}
      minDate={dayToPickerDate(bounds.min) ?? undefined}
      maxDate={dayToPickerDate(bounds.max) ?? undefined}
      showIcon
      invalid={invalid ? invalid[which] : Boolean(problem)}
      // The calendar does not hand aria attributes to its input: its pass-through does.
      pt={{
        input: {
          root: {
            'aria-invalid': invalid ? invalid[which] || undefined : Boolean(problem),
            'aria-describedby': describedBy,
          },
        },
      }}
      onChange={(event) => {
        const day = pickerDateToDay(event.value instanceof Date ? event.value : null);
        onChange({ ...value, [which]: day ?? '' });
      }}
    />
  );
  // Only the page's last day bounds the calendars: a reversed range can still be typed, and the
  // problem says why it cannot be used.
  const fromInput = dayInput('from', { max });
  const toLabelElement = (
    <label className={labelClass} htmlFor={`${id}-to`}>
      {toLabel}
    </label>
  );
  const toInput = dayInput('to', { max });
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
