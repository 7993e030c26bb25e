/**
 * What the public tracking page needs at run time besides the shapes (TRK-7, TRK-12), apart from
 * the schemas: the page imports this file only, so its bundle carries no TypeBox (TRK-15).
 */

/** TRK-10: the public API of a token: its view, and `/live` its stream. */
export const PUBLIC_TRACKING_API_PREFIX = '/api/public/tracking';

/** The public page's address of a token, relative to the site (TRK-7). */
export const PUBLIC_TRACKING_PAGE_PREFIX = '/t/';
export function publicTrackingPath(token: string): string {
  return `${PUBLIC_TRACKING_PAGE_PREFIX}${encodeURIComponent(token)}`;
}

/**
 * The public live stream (TRK-12), Server-Sent Events: `view` events carry a PublicTracking,
 * then one `end` event (PublicTrackingEnd) says why the page ended, and the server closes it.
 */
export const PUBLIC_TRACKING_EVENTS = { view: 'view', end: 'end' } as const;

/** TRK-12: how often the stream sends the view at most, and a keep-alive comment at least. */
export const PUBLIC_TRACKING_STREAM = {
  viewEveryMs: 2_000,
  keepAliveMs: 5_000,
} as const;
