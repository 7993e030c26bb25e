import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

/** One goods line as a form holds it: text as typed, parsed on submit. */
export interface GoodsLineDraft {
  name: string;
  quantity: string;
  unit: string;
  weight: string;
  volume: string;
}

export const GOODS_LINE_FIELDS = ['name', 'quantity', 'unit', 'weight', 'volume'] as const;
export type GoodsLineField = (typeof GOODS_LINE_FIELDS)[number];

export interface GoodsLinesEditorProps<Line extends GoodsLineDraft> {
  legend: string;
  items: readonly Line[];
  onChange: (items: Line[]) => void;
  emptyLine: Line;
  max: number;
  /** The words for a field, e.g. "Berat (kg)". */
  label: (field: GoodsLineField) => string;
  addLabel: string;
  /** The remove button's accessible name for line `index` (from 1). */
  removeLabel: (index: number) => string;
  /** The form's problem with the lines, shown under them. */
  problem?: ReactNode;
  /** A line under the legend, e.g. how the total load is worked out. */
  note?: ReactNode;
  /** The feature's classes: the group, and each line (the feature's CSS lays them out). */
  className: string;
  lineClassName: string;
}

/**
 * The goods lines of an order, a request or a recurring delivery: a row of inputs per line, a
 * remove button each, the form's problem for the lines, and "add" while there is room. The form
 * keeps the lines and checks them; this lays them out the same way everywhere.
 */
export function GoodsLinesEditor<Line extends GoodsLineDraft>({
  legend,
  items,
  onChange,
  emptyLine,
  max,
  label,
  addLabel,
  removeLabel,
  problem,
  note,
  className,
  lineClassName,
}: GoodsLinesEditorProps<Line>) {
  const setLine = (index: number, patch: Partial<GoodsLineDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {note}
      {items.map((item, index) => (
        <div className={lineClassName} key={index}>
          {GOODS_LINE_FIELDS.map((key) => (
            <InputText
              key={key}
              value={item[key]}
              aria-label={`${label(key)} ${index + 1}`}
              placeholder={label(key)}
              inputMode={key === 'name' || key === 'unit' ? 'text' : 'decimal'}
              onChange={(event) => setLine(index, { [key]: event.target.value })}
            />
          ))}
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            aria-label={removeLabel(index + 1)}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      {problem}
      {items.length < max && (
        <Button
          type="button"
          icon="pi pi-plus"
          text
          label={addLabel}
          onClick={() => onChange([...items, { ...emptyLine }])}
        />
      )}
    </fieldset>
  );
}
