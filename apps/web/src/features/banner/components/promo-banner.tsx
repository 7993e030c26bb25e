import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { clock } from '@/lib/clock';
import { lazyWidget } from '@/lib/prime-widgets';
import { useActiveBanner } from '../api/get-active-banner';
import { isBannerDay } from '../utils/banner-days';
import { LOGIN_SUCCESS_PARAM, hasLoginSuccessFlag } from '../utils/login-success-flag';

/** Stands in when no banner could be looked up (every day allowed, spec 01 section 8). */
export const BUILT_IN_BANNER_IMAGE = '/static/banners/armada-default.png';

export interface ShownBanner {
  id: number | null;
  /** Null for the built-in banner: the dialog writes its text in the interface language. */
  title: string | null;
  description: string | null;
  imageUrl: string;
  linkUrl: string | null;
}

function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

// The dialog (and PrimeReact's) loads only when a banner is to show.
const BannerDialog = lazyWidget(() => import('./banner-dialog').then((m) => m.BannerDialog));

export interface PromoBannerProps {
  /**
   * Whether the user can open an address inside the app (permission, and the module being in
   * this edition). A link the user cannot open is not offered; outside links always are.
   */
  canOpenLink: (pathname: string) => boolean;
}

/**
 * The promotional banner on the dashboard, once per successful sign-in (spec 01 section 4):
 * the `isLoginSuccess` flag is read once and removed from the address, so a reload does not
 * show it again; the banner shows when today's weekday index is in its `day_show`.
 */
export function PromoBanner({ canOpenLink }: PromoBannerProps) {
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
        title: null,
        description: null,
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
  }, [lookup.data]);

  if (!fromLogin || !shown) return null;

  const close = () => setDismissed(true);

  const link = shown.linkUrl;
  const linkOffered =
    link !== null && (!isInternalLink(link) || canOpenLink(new URL(link, 'http://app').pathname));

  const open = () => {
    track(ANALYTICS_EVENTS.clickBanner, {
      bannerId: shown.id,
      title: shown.title,
      link: shown.linkUrl,
    });
    setDismissed(true);
    if (!link) return;
    if (isInternalLink(link)) navigate(link);
    else window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <Suspense fallback={null}>
      <BannerDialog
        shown={shown}
        visible={!dismissed}
        onClose={close}
        onOpen={linkOffered ? open : undefined}
      />
    </Suspense>
  );
}
