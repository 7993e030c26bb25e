import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { FieldBinding } from '@/components/ui/form-dialog';

/** The part of a form the fields read: its CSS block and its bound fields. */
interface BoundForm<K extends string, T> {
  /** The feature's CSS block ("delivery-form"): a field is `<block>__field`. */
  block: string;
  field: (key: K) => FieldBinding<T>;
}

/**
 * A searchable choice of one record (a customer, an address) with its label and problem. The
 * placeholder is the feature's: "…" while the choices load, or why there is nothing to choose yet.
 */
export function PickerField<K extends string>({
  form,
  name,
  label,
  options,
  placeholder,
  onChange,
  testId,
}: {
  form: BoundForm<K, number | null>;
  name: K;
  label: string;
  options: { label: string; value: number }[];
  placeholder: string;
  /** Instead of setting the one value, e.g. to clear a choice that depends on this one. */
  onChange?: (value: number | null) => void;
  testId?: string;
}) {
  const field = form.field(name);
  const pick = onChange ?? field.onChange;
  return (
    <div className={`${form.block}__field`}>
      <label htmlFor={field.id}>{label}</label>
      <Dropdown
        inputId={field.id}
        value={field.value}
        options={options}
        filter
        placeholder={placeholder}
        onChange={(event) => pick((event.value as number | null) ?? null)}
        appendTo="self"
        data-testid={testId}
        {...field.described}
      />
      {field.problem}
    </div>
  );
}

/** The delivery's time window, start and end, each typed as HH:MM. */
export function TimeWindowFields({
  form,
  label,
}: {
  form: BoundForm<'windowStart' | 'windowEnd', string>;
  label: (key: 'windowStart' | 'windowEnd') => string;
}) {
  return (['windowStart', 'windowEnd'] as const).map((key) => {
    const field = form.field(key);
    return (
      <div className={`${form.block}__field`} key={key}>
        <label htmlFor={field.id}>{label(key)}</label>
        <InputText
          id={field.id}
          value={field.value}
          placeholder="08:00"
          inputMode="numeric"
          maxLength={5}
          onChange={(event) => field.onChange(event.target.value)}
          {...field.described}
        />
        {field.problem}
      </div>
    );
  });
}

/** Free notes across the whole form's width, up to the contract's limit. */
export function NotesField({
  form,
  label,
  max,
  wide = true,
}: {
  form: BoundForm<'notes', string>;
  label: string;
  max: number;
  /** Marked as spanning a grid's width (`<block>__field--wide`); off where it stands outside one. */
  wide?: boolean;
}) {
  const field = form.field('notes');
  return (
    <div
      className={wide ? `${form.block}__field ${form.block}__field--wide` : `${form.block}__field`}
    >
      <label htmlFor={field.id}>{label}</label>
      <InputTextarea
        id={field.id}
        value={field.value}
        rows={2}
        autoResize
        maxLength={max}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </div>
  );
}
