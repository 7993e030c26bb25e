import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import type { TrackingLink } from '@armada/contracts/tracking-links';
import { serverErrorText } from '@/lib/server-error-text';
import { useChangeTrackingLink } from '../api/tracking-links';
import { EXPIRY_CHOICES } from '../utils/expiry';

/** TRK-6: a new expiry for an active link, counted from now. */
export function ExtendDialog({
  link,
  onHide,
  onDone,
}: {
  link: TrackingLink;
  onHide: () => void;
  onDone: (link: TrackingLink) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [hours, setHours] = useState<number>(24);
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeTrackingLink();
  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t('trackingLinks.extend.title')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '28rem' }}
    >
      <form
        className="tracking-links-form"
        noValidate
        data-testid="tracking-link-extend-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          setServerError(null);
          change.mutate(
            { kind: 'extend', id: link.id, hours },
            {
              onSuccess: (next) => {
                if (!('token' in next)) onDone(next);
              },
              onError: (error) => setServerError(serverErrorText(error, t)),
            },
          );
        }}
      >
        <p>{t('trackingLinks.extend.text')}</p>
        {serverError && (
          <div className="tracking-links-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{serverError}</span>
          </div>
        )}
        <div className="tracking-links-form__field">
          <label htmlFor={`${id}-hours`}>{t('trackingLinks.extend.hours')}</label>
          <Dropdown
            inputId={`${id}-hours`}
            value={hours}
            options={EXPIRY_CHOICES.map((value) => ({
              label: t(`trackingLinks.hours.${value}`),
              value,
            }))}
            onChange={(event) => setHours(event.value as number)}
            appendTo="self"
          />
        </div>
        <div className="tracking-links-form__actions">
          <Button type="button" text label={t('trackingLinks.actions.cancel')} onClick={onHide} />
          <Button
            type="submit"
            label={t('trackingLinks.extend.submit')}
            loading={change.isPending}
            data-testid="tracking-link-extend-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
