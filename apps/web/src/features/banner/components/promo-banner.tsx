import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CompanyVariant } from '@armada/contracts/auth';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { clock } from '@/lib/clock';
import { lazyWidget } from '@/lib/prime-widgets';
import { useActiveBanner } from '../api/get-active-banner';
import { isBannerDay } from '../utils/banner-days';
import { LOGIN_SUCCESS_PARAM, hasLoginSuccessFlag } from '../utils/login-success-flag';

/** Stands in when no banner could be looked up (every day allowed, docs/rules/shell.md §8). */
export const BUILT_IN_BANNER_IMAGE = '/static/banners/armada-default.png';
/** The branded tracker's own picture for the built-in banner: it does not sell Armada. */
export const BUILT_IN_BRANDED_BANNER_IMAGE = '/static/banners/branded-tracking.png';

/**
 * The built-in banner's picture for a company: Armada's, the branded tracker's own, or none
 * for a white-label company (the dialog draws its brand-free illustration instead).
 */
export function builtInBannerImage(variant: CompanyVariant): string | null {
  if (variant === 'branded-tracker') return BUILT_IN_BRANDED_BANNER_IMAGE;
  if (variant === 'white-label') return null;
  return BUILT_IN_BANNER_IMAGE;
}

export interface ShownBanner {
  id: number | null;
  /** Null for the built-in banner: the dialog writes its text in the interface language. */
  title: string | null;
  description: string | null;
  /** Null: the company's illustration instead of a picture. */
  imageUrl: string | null;
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
  /** Whose pictures the built-in banner shows (white-label and branded companies differ). */
  companyVariant?: CompanyVariant;
  /** Another sign-in dialog (the notification setup) is showing: the banner waits for it. */
  held?: boolean;
}

/**
 * The promotional banner on the dashboard, once per successful sign-in (docs/rules/shell.md §4):
 * the `isLoginSuccess` flag is read once and removed from the address, so a reload does not
 * show it again; the banner shows when today's weekday index is in its `day_show`. A banner
 * that promotes a page of the app the user cannot open is not shown at all: a promotion of
 * something one cannot use is noise.
 */
export function PromoBanner({
  canOpenLink,
  companyVariant = 'standard',
  held = false,
}: PromoBannerProps) {
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
        imageUrl: builtInBannerImage(companyVariant),
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
  }, [lookup.data, companyVariant]);

  if (!fromLogin || !shown || held) return null;

  const link = shown.linkUrl;
  if (link !== null && isInternalLink(link) && !canOpenLink(new URL(link, 'http://app').pathname)) {
    return null;
  }

  const close = () => setDismissed(true);

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
        companyVariant={companyVariant}
        onOpen={link !== null ? open : undefined}
      />
    </Suspense>
  );
}
