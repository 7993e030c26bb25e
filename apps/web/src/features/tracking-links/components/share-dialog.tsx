import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { CreatedTrackingLink } from '@armada/contracts/tracking-links';
import { formatCompany } from '@/lib/company-time';
import { useToast } from '@/components/ui/toast';
import { publicUrlOf, whatsAppHref, whatsAppMessage } from '../utils/share';

/**
 * TRK-3, TRK-13: the link just made, shown once (its token is not kept): copy it, share it
 * through WhatsApp with a prefilled Indonesian message, or open the page.
 */
export function ShareDialog({
  created,
  onHide,
}: {
  created: CreatedTrackingLink;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const url = publicUrlOf(created.path, window.location.origin);
  const until = formatCompany(created.link.expires_on, 'DD MMM YYYY HH.mm', {
    language: 'id',
    label: true,
  });
  const message = whatsAppMessage(created.link, url, until);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('trackingLinks.share.copied'));
    } catch {
      toast.error(t('trackingLinks.share.copyFailed'));
    }
  };

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t('trackingLinks.share.title')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '34rem' }}
    >
      <div className="tracking-links-form" data-testid="tracking-link-share">
        <p>{t('trackingLinks.share.text')}</p>
        <div className="tracking-links-form__field">
          <label htmlFor={`${id}-url`}>{t('trackingLinks.share.url')}</label>
          <InputText
            id={`${id}-url`}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="tracking-link-url"
          />
          <small>
            {t('trackingLinks.share.validUntil', {
              at: formatCompany(created.link.expires_on, 'DD MMM YYYY HH:mm', {
                language: i18n.resolvedLanguage ?? 'id',
                label: true,
              }),
            })}
          </small>
        </div>
        <div className="tracking-links-form__actions is-share">
          <Button
            type="button"
            icon="pi pi-copy"
            outlined
            label={t('trackingLinks.share.copy')}
            onClick={() => void copy()}
            data-testid="tracking-link-copy"
          />
          <a
            className="p-button p-component tracking-links__whatsapp"
            href={whatsAppHref(message)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="tracking-link-whatsapp"
          >
            <i className="pi pi-whatsapp" aria-hidden="true" />
            <span>{t('trackingLinks.share.whatsApp')}</span>
          </a>
          <a
            className="p-button p-component p-button-text"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('trackingLinks.share.open')}
          </a>
        </div>
        <div className="tracking-links-form__actions">
          <Button type="button" label={t('trackingLinks.actions.close')} onClick={onHide} />
        </div>
      </div>
    </Dialog>
  );
}
