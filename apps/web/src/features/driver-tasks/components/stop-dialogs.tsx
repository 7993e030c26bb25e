import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import {
  DRIVER_FAILURE_REASONS,
  DRIVER_TASK_LIMITS,
  type DriverFailureReason,
} from '@armada/contracts/fleet-tasks';
import { PhotoInput } from './photo-input';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

export interface DeliverInput {
  recipientName: string;
  photo: Blob;
  signature: Blob;
}

/** FT-15, FT-18: who took the goods, a photo and their signature. */
export function DeliverDialog({
  title,
  onSubmit,
  onHide,
}: {
  title: string;
  onSubmit: (input: DeliverInput) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const pad = useRef<SignaturePadHandle>(null);
  const [recipient, setRecipient] = useState('');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [signed, setSigned] = useState(false);
  const ready = recipient.trim() !== '' && photo !== null && signed;

  return (
    <Dialog visible header={title} onHide={onHide} className="driver-tasks__dialog" modal>
      <form
        className="driver-tasks__form"
        data-testid="deliver-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || !photo) return;
          void pad.current?.toBlob().then((signature) => {
            if (signature) onSubmit({ recipientName: recipient.trim(), photo, signature });
          });
        }}
      >
        <div className="driver-tasks__field">
          <label htmlFor={nameId}>{t('driverTasks.recipient')}</label>
          <input
            id={nameId}
            className="p-inputtext"
            value={recipient}
            maxLength={DRIVER_TASK_LIMITS.recipientNameMax}
            autoComplete="off"
            onChange={(event) => setRecipient(event.currentTarget.value)}
          />
        </div>
        <PhotoInput photo={photo} onChange={setPhoto} />
        <div className="driver-tasks__field">
          <span>{t('driverTasks.signature')}</span>
          <SignaturePad ref={pad} label={t('driverTasks.signatureHint')} onChange={setSigned} />
          <button type="button" className="driver-tasks__link" onClick={() => pad.current?.clear()}>
            {t('driverTasks.clearSignature')}
          </button>
        </div>
        <div className="driver-tasks__dialog-actions">
          <button type="button" className="driver-tasks__button" onClick={onHide}>
            {t('driverTasks.cancel')}
          </button>
          <button
            type="submit"
            className="driver-tasks__button driver-tasks__button--primary"
            disabled={!ready}
          >
            {t('driverTasks.confirmDelivered')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export interface FailInput {
  reason: DriverFailureReason;
  photo: Blob;
}

/** FT-15, FT-16: why the delivery failed, and a photo of what the driver found. */
export function FailDialog({
  title,
  onSubmit,
  onHide,
}: {
  title: string;
  onSubmit: (input: FailInput) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState<DriverFailureReason | ''>('');
  const [photo, setPhoto] = useState<Blob | null>(null);

  return (
    <Dialog visible header={title} onHide={onHide} className="driver-tasks__dialog" modal>
      <form
        className="driver-tasks__form"
        data-testid="fail-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason && photo) onSubmit({ reason, photo });
        }}
      >
        <div className="driver-tasks__field">
          <label htmlFor={reasonId}>{t('driverTasks.reason')}</label>
          <select
            id={reasonId}
            className="p-inputtext"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as DriverFailureReason)}
          >
            <option value="">{t('driverTasks.chooseReason')}</option>
            {DRIVER_FAILURE_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`driverTasks.reasons.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <PhotoInput photo={photo} onChange={setPhoto} />
        <div className="driver-tasks__dialog-actions">
          <button type="button" className="driver-tasks__button" onClick={onHide}>
            {t('driverTasks.cancel')}
          </button>
          <button
            type="submit"
            className="driver-tasks__button driver-tasks__button--danger"
            disabled={!reason || !photo}
          >
            {t('driverTasks.confirmFailed')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
