import './editor-actions.css';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';

export interface EditorActionsProps {
  /** The form's `useId()`: the checkbox is `<id>-active`. */
  id: string;
  /** Whether a saved record is being edited: only then may it be switched off. */
  editing: boolean;
  active: boolean;
  onActiveChange: (active: boolean) => void;
  /** Every label in the feature's own words ("Aktif dipantau", "Batal", "Simpan"). */
  labels: { active: string; cancel: string; save: string };
  /** The form is complete and may be saved. */
  ready: boolean;
  /** The save is on its way. */
  pending: boolean;
  onCancel: () => void;
  /** `data-testid` of the save button (the browser tests' handle). */
  saveTestId: string;
}

/**
 * The last lines of the drawing editors' forms (geofences, saved routes): an "active" box when a
 * saved record is edited, then cancel and save (the form's submit) at the right.
 */
export function EditorActions({
  id,
  editing,
  active,
  onActiveChange,
  labels,
  ready,
  pending,
  onCancel,
  saveTestId,
}: EditorActionsProps) {
  return (
    <>
      {editing && (
        <div className="editor-actions__check">
          <Checkbox
            inputId={`${id}-active`}
            checked={active}
            onChange={(event) => onActiveChange(event.checked === true)}
          />
          <label htmlFor={`${id}-active`}>{labels.active}</label>
        </div>
      )}
      <div className="editor-actions">
        <Button type="button" text label={labels.cancel} onClick={onCancel} />
        <Button
          type="submit"
          label={labels.save}
          disabled={!ready}
          loading={pending}
          data-testid={saveTestId}
        />
      </div>
    </>
  );
}
