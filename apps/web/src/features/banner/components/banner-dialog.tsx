import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { CompanyVariant } from '@armada/contracts/auth';
import { Illustration } from '@/components/ui/illustration';
import { useAreaTranslations } from '@/lib/i18n';
import bannerTranslations from '../locales';
import type { ShownBanner } from './promo-banner';
import './promo-banner.css';

export interface BannerDialogProps {
  shown: ShownBanner;
  companyVariant: CompanyVariant;
  visible: boolean;
  onClose: () => void;
  /** Follows the banner's link; only given when the user can open it. */
  onOpen: (() => void) | undefined;
}

/**
 * The banner's dialog, loaded when a banner is to show (PrimeReact's dialog and the banner's
 * strings come with it, not with the dashboard).
 */
export function BannerDialog({
  shown,
  companyVariant,
  visible,
  onClose: close,
  onOpen: open,
}: BannerDialogProps) {
  const { t } = useAreaTranslations(bannerTranslations);
  const title = shown.title ?? t('banner.builtIn.title');
  const description = shown.description ?? t('banner.builtIn.description');
  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={title}
      className="promo-banner"
      style={{ width: '40rem' }}
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      draggable={false}
      resizable={false}
      dismissableMask
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('banner.close') } }}
      data-testid="promo-banner"
    >
      <div className="promo-banner__body">
        {shown.imageUrl === null ? (
          <Illustration variant={companyVariant} className="promo-banner__illustration" />
        ) : open ? (
          <button
            type="button"
            className="promo-banner__image-button"
            onClick={open}
            aria-label={t('banner.openLink', { title })}
            data-testid="promo-banner-image"
          >
            <img className="promo-banner__image" src={shown.imageUrl} alt={title} />
          </button>
        ) : (
          <img
            className="promo-banner__image"
            src={shown.imageUrl}
            alt={title}
            data-testid="promo-banner-image"
          />
        )}
        <p className="promo-banner__description">{description}</p>
        <div className="promo-banner__actions">
          <Button
            type="button"
            label={t('banner.dismiss')}
            severity="secondary"
            text
            onClick={close}
          />
          {open && (
            <Button
              type="button"
              label={t('banner.learnMore')}
              icon="pi pi-arrow-right"
              iconPos="right"
              onClick={open}
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}
