import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { clock } from '@/lib/clock';
import { useActiveBanner } from '../api/get-active-banner';
import { isBannerDay } from '../utils/banner-days';
import { LOGIN_SUCCESS_PARAM, hasLoginSuccessFlag } from '../utils/login-success-flag';
import './promo-banner.css';

/** Stands in when no banner could be looked up (every day allowed, spec 01 section 8). */
export const BUILT_IN_BANNER_IMAGE = '/static/banners/armada-default.png';

interface ShownBanner {
  id: number | null;
  title: string;
  description: string;
  imageUrl: string;
  linkUrl: string | null;
}

function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/**
 * The promotional banner on the dashboard, once per successful sign-in (spec 01 section 4):
 * the `isLoginSuccess` flag is read once and removed from the address, so a reload does not
 * show it again; the banner shows when today's weekday index is in its `day_show`.
 */
export function PromoBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [fromLogin] = useState(() => hasLoginSuccessFlag(searchParams));
  const [dismissed, setDismissed] = useState(false);
  const flagInUrl = searchParams.has(LOGIN_SUCCESS_PARAM);

  useEffect(() => {
    if (!flagInUrl) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(LOGIN_SUCCESS_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [flagInUrl, setSearchParams]);

  const lookup = useActiveBanner({ hostname: window.location.hostname, enabled: fromLogin });

  // Decided once, when the lookup answers: the banner does not vanish at midnight.
  const shown = useMemo<ShownBanner | null>(() => {
    if (!lookup.data || !isBannerDay(clock.now(), lookup.data.allowedDays)) return null;
    const { banner } = lookup.data;
    if (!banner) {
      return {
        id: null,
        title: t('banner.builtIn.title'),
        description: t('banner.builtIn.description'),
        imageUrl: BUILT_IN_BANNER_IMAGE,
        linkUrl: null,
      };
    }
    return {
      id: banner.id,
      title: banner.title,
      description: banner.description,
      imageUrl: banner.image_url,
      linkUrl: banner.link_url,
    };
  }, [lookup.data, t]);

  if (!fromLogin || !shown) return null;

  const close = () => setDismissed(true);

  const open = () => {
    track(ANALYTICS_EVENTS.clickBanner, {
      bannerId: shown.id,
      title: shown.title,
      link: shown.linkUrl,
    });
    setDismissed(true);
    const link = shown.linkUrl;
    if (!link) return;
    if (isInternalLink(link)) navigate(link);
    else window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <Dialog
      visible={!dismissed}
      onHide={close}
      header={shown.title}
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
        <button
          type="button"
          className="promo-banner__image-button"
          onClick={open}
          aria-label={shown.linkUrl ? t('banner.openLink', { title: shown.title }) : shown.title}
          data-testid="promo-banner-image"
        >
          <img className="promo-banner__image" src={shown.imageUrl} alt={shown.title} />
        </button>
        <p className="promo-banner__description">{shown.description}</p>
        <div className="promo-banner__actions">
          <Button
            type="button"
            label={t('banner.dismiss')}
            severity="secondary"
            text
            onClick={close}
          />
          {shown.linkUrl && (
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
