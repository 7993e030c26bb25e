import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ISO_WEEKDAYS, type FleetShift } from '@armada/contracts/fleet-availability';
import { useToast } from '@/components/ui/toast';
import { useUpdateFleetShift } from '../api/update-fleet-shift';
import { minutesOf } from '../utils/availability-cells';

export interface ShiftDialogProps {
  shift: FleetShift;
  onHide: () => void;
}

/** FA-5: the company's working week: its days and hours, end after start. */
export function ShiftDialog({ shift, onHide }: ShiftDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [days, setDays] = useState<number[]>(shift.work_days);
  const [start, setStart] = useState(shift.start);
  const [end, setEnd] = useState(shift.end);
  const save = useUpdateFleetShift();
  const complete = /^\d\d:\d\d$/.test(start) && /^\d\d:\d\d$/.test(end);
  const endError = complete && minutesOf(end) <= minutesOf(start);

  const submit = () => {
    if (!complete || endError) return;
    save.mutate(
      { work_days: [...days].sort((a, b) => a - b), start, end },
      {
        onSuccess: () => {
          toast.success(t('fleetAvailability.shift.saved'));
          onHide();
        },
        onError: () => toast.error(t('fleetAvailability.shift.saveError')),
      },
    );
  };

  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('fleetAvailability.shift.title')}
      className="fa-shift"
      data-testid="fa-shift-dialog"
      footer={
        <div className="fa-shift__footer">
          <Button label={t('fleetAvailability.shift.cancel')} text onClick={onHide} />
          <Button
            label={t('fleetAvailability.shift.save')}
            icon="pi pi-check"
            loading={save.isPending}
            disabled={!complete || endError}
            onClick={submit}
            data-testid="fa-shift-save"
          />
        </div>
      }
    >
      <p className="fa-shift__intro">{t('fleetAvailability.shift.intro')}</p>
      <fieldset className="fa-shift__days">
        <legend>{t('fleetAvailability.shift.workDays')}</legend>
        {ISO_WEEKDAYS.map((weekday) => (
          <label key={weekday} className="fa-shift__day">
            <input
              type="checkbox"
              checked={days.includes(weekday)}
              onChange={(event) =>
                setDays((current) =>
                  event.target.checked
                    ? [...current, weekday]
                    : current.filter((d) => d !== weekday),
                )
              }
            />
            {t(`fleetAvailability.weekdaysLong.${weekday}`)}
          </label>
        ))}
      </fieldset>
      <div className="fa-shift__hours">
        <label htmlFor={`${id}-start`}>{t('fleetAvailability.shift.start')}</label>
        <input
          id={`${id}-start`}
          type="time"
          className="p-inputtext p-component"
          value={start}
          required
          onChange={(event) => setStart(event.target.value)}
        />
        <label htmlFor={`${id}-end`}>{t('fleetAvailability.shift.end')}</label>
        <input
          id={`${id}-end`}
          type="time"
          className="p-inputtext p-component"
          value={end}
          required
          aria-invalid={endError}
          aria-describedby={endError ? `${id}-end-error` : undefined}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      {endError && (
        <p id={`${id}-end-error`} className="fa-shift__error" role="alert">
          {t('fleetAvailability.shift.endAfterStart')}
        </p>
      )}
    </Dialog>
  );
}
