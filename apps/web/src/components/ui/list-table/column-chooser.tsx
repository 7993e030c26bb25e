import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { OverlayPanel } from 'primereact/overlaypanel';

export interface ColumnChooserProps {
  columns: readonly { key: string; header: string }[];
  /** Keys of the columns shown now. */
  visible: readonly string[];
  onChange: (key: string, shown: boolean) => void;
  onReset: () => void;
  /** Whether the user has chosen (reset has something to undo). */
  customised: boolean;
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled])';

/**
 * The toolbar's "Columns" button and its panel: a checkbox per column and a reset. The panel
 * behaves like a small non-modal dialog: focus moves into it, Tab stays in it, Escape or a click
 * outside closes it and focus returns to the button.
 */
export function ColumnChooser({
  columns,
  visible,
  onChange,
  onReset,
  customised,
}: ColumnChooserProps) {
  const { t } = useTranslation();
  const panel = useRef<OverlayPanel>(null);
  // The button that opened the panel, to give focus back to.
  const trigger = useRef<HTMLElement | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const lastHintId = `${id}-last`;
  const onlyOne = visible.length <= 1;
  const [open, setOpen] = useState(false);

  const focusables = () => [...(body.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Button
        type="button"
        icon="pi pi-sliders-h"
        outlined
        label={t('table.columnChooser.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          trigger.current = event.currentTarget;
          setOpen(!panel.current?.isVisible());
          panel.current?.toggle(event);
        }}
        data-testid="list-table-columns-open"
      />
      <OverlayPanel
        ref={panel}
        id={panelId}
        className="list-table__columns-panel"
        pt={{ root: { role: 'dialog', 'aria-labelledby': titleId } }}
        onShow={() => {
          setOpen(true);
          focusables()[0]?.focus();
        }}
        onHide={() => {
          setOpen(false);
          // Back to the button, unless the user clicked into something else on the page.
          const focus = document.activeElement;
          if (!focus || focus === document.body || body.current?.contains(focus)) {
            trigger.current?.focus();
          }
        }}
      >
        <div ref={body} className="list-table__columns" onKeyDown={onKeyDown}>
          <p id={titleId} className="list-table__columns-title">
            {t('table.columnChooser.title', { shown: visible.length, total: columns.length })}
          </p>
          <ul className="list-table__columns-list">
            {columns.map((column) => {
              const inputId = `${id}-${column.key}`;
              const shown = visible.includes(column.key);
              const locked = shown && onlyOne;
              return (
                <li key={column.key} className="list-table__columns-item">
                  <Checkbox
                    inputId={inputId}
                    checked={shown}
                    disabled={locked}
                    aria-describedby={locked ? lastHintId : undefined}
                    onChange={(event) => onChange(column.key, Boolean(event.checked))}
                  />
                  <label htmlFor={inputId}>{column.header}</label>
                </li>
              );
            })}
          </ul>
          {onlyOne && (
            <p id={lastHintId} className="list-table__columns-hint">
              {t('table.columnChooser.lastColumn')}
            </p>
          )}
          <Button
            type="button"
            link
            size="small"
            icon="pi pi-replay"
            className="list-table__columns-reset"
            label={t('table.columnChooser.reset')}
            disabled={!customised}
            onClick={() => {
              onReset();
              focusables()[0]?.focus();
            }}
            data-testid="list-table-columns-reset"
          />
        </div>
      </OverlayPanel>
    </>
  );
}
