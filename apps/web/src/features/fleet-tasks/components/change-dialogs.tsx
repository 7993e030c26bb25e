import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { FLEET_TASK_LIMITS, type FleetTaskDetail } from '@armada/contracts/fleet-tasks';
import { vehicleListQueryOptions } from '@/lib/resources/vehicles';

export interface ReassignDialogProps {
  task: FleetTaskDetail;
  visible: boolean;
  busy: boolean;
  /** Shown under the field when the last attempt failed; the choice is kept. */
  error: string | null;
  onSubmit: (vehicleId: number) => void;
  onHide: () => void;
}

/** FT-8: pick another vehicle of the company; its own driver takes the task. */
export function ReassignDialog({
  task,
  visible,
  busy,
  error,
  onSubmit,
  onHide,
}: ReassignDialogProps) {
  const { t } = useTranslation();
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const vehicles = useQuery({
    ...vehicleListQueryOptions({ limit: 500, sorts: 'license_plate asc' }),
    enabled: visible,
  });
  const options = (vehicles.data?.data.paginated_result ?? [])
    .filter((vehicle) => vehicle.is_active && vehicle.id !== task.vehicle.id)
    .map((vehicle) => ({
      value: vehicle.id,
      label: vehicle.driver
        ? t('fleetTasks.reassign.option', {
            plate: vehicle.license_plate,
            driver: vehicle.driver.fullname,
          })
        : vehicle.license_plate,
    }));
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('fleetTasks.reassign.title', { number: task.number })}
      className="ft-dialog"
      footer={
        <div className="ft-dialog__footer">
          <Button label={t('fleetTasks.actions.close')} text onClick={onHide} disabled={busy} />
          <Button
            label={t('fleetTasks.reassign.submit')}
            icon="pi pi-sync"
            loading={busy}
            disabled={vehicleId === null}
            onClick={() => vehicleId !== null && onSubmit(vehicleId)}
            data-testid="ft-reassign-submit"
          />
        </div>
      }
    >
      <p className="ft-dialog__text">
        {t('fleetTasks.reassign.current', { plate: task.vehicle.license_plate })}
      </p>
      <label className="ft-field" htmlFor="ft-reassign-vehicle">
        <span>{t('fleetTasks.reassign.vehicle')}</span>
        <Dropdown
          inputId="ft-reassign-vehicle"
          value={vehicleId}
          options={options}
          onChange={(event) => setVehicleId(event.value as number)}
          filter
          placeholder={
            vehicles.isLoading ? t('fleetTasks.loading') : t('fleetTasks.reassign.placeholder')
          }
          emptyMessage={
            vehicles.isError ? t('fleetTasks.reassign.loadError') : t('fleetTasks.reassign.none')
          }
          className="ft-field__input"
        />
      </label>
      {error && (
        <p className="ft-dialog__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

export interface CancelDialogProps {
  visible: boolean;
  title: string;
  text: string;
  busy: boolean;
  error: string | null;
  onSubmit: (note: string) => void;
  onHide: () => void;
}

/** FT-6, FT-7: cancel a stop or the task, with an optional note kept on its event. */
export function CancelDialog({
  visible,
  title,
  text,
  busy,
  error,
  onSubmit,
  onHide,
}: CancelDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={title}
      className="ft-dialog"
      footer={
        <div className="ft-dialog__footer">
          <Button label={t('fleetTasks.actions.close')} text onClick={onHide} disabled={busy} />
          <Button
            label={t('fleetTasks.cancel.submit')}
            icon="pi pi-times"
            severity="danger"
            loading={busy}
            onClick={() => onSubmit(note.trim())}
            data-testid="ft-cancel-submit"
          />
        </div>
      }
    >
      <p className="ft-dialog__text">{text}</p>
      <label className="ft-field" htmlFor="ft-cancel-note">
        <span>{t('fleetTasks.cancel.note')}</span>
        <InputTextarea
          id="ft-cancel-note"
          value={note}
          maxLength={FLEET_TASK_LIMITS.noteMax}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          className="ft-field__input"
        />
      </label>
      {error && (
        <p className="ft-dialog__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
