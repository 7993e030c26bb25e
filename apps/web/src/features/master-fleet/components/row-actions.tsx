import { Button } from 'primereact/button';

/**
 * A master record's row buttons: edit, and deactivate (or activate again) — MDF-5: a record is
 * never deleted. The page gives the labels, naming the record.
 */
export function RowActions({
  active,
  busy,
  editLabel,
  toggleLabel,
  onEdit,
  onToggle,
}: {
  active: boolean;
  busy: boolean;
  editLabel: string;
  /** "Deactivate B 1234 XY" while active, "Activate …" while not. */
  toggleLabel: string;
  onEdit: () => void;
  onToggle: () => void;
}) {
  return (
    <span className="master-fleet__row-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        size="small"
        aria-label={editLabel}
        onClick={onEdit}
      />
      <Button
        type="button"
        icon={active ? 'pi pi-ban' : 'pi pi-replay'}
        rounded
        text
        size="small"
        severity={active ? 'danger' : undefined}
        disabled={busy}
        aria-label={toggleLabel}
        onClick={onToggle}
      />
    </span>
  );
}
