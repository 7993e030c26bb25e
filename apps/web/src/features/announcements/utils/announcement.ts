import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import {
  isModalAction,
  type SystemNotification,
  type SystemNotificationContent,
} from '@armada/contracts/notifications';

/** The slides of an announcement: several for `carousel_image`, one for every other kind. */
export function slidesOf(announcement: SystemNotification): SystemNotificationContent[] {
  return Array.isArray(announcement.data) ? announcement.data : [announcement.data];
}

/** What the list shows of an announcement: its (first) title and description. */
export function headlineOf(announcement: SystemNotification): SystemNotificationContent {
  const [first] = slidesOf(announcement);
  return first ?? { title: '', description: '', url: null };
}

const { initialPageSize, pageSizeStep } = ALERT_CONSTANTS.systemNotification;

/** docs/rules/alert-center.md §9: the list asks for 10 first. */
export const INITIAL_LIST_LIMIT = initialPageSize;

/**
 * docs/rules/alert-center.md §9: reaching the bottom asks for 10 more (`limit` grows, `page` stays
 * 1) until the total is shown; at the total the limit stays.
 */
export function nextListLimit(limit: number, total: number): number {
  return limit < total ? limit + pageSizeStep : limit;
}

/** How the list opens an announcement. */
export type AnnouncementOpening =
  { kind: 'modal' } | { kind: 'link'; href: string } | { kind: 'invalid-link' };

/**
 * docs/rules/alert-center.md §2: modal kinds open the action modal; an internal link opens the app
 * route it names, resolved on this origin, in a new tab; an external link opens in a new tab. A
 * link that is not http(s), or an 'internal' one that leaves the app's origin, opens nothing (so a
 * `javascript:` URL from the server never runs).
 */
export function openingOf(announcement: SystemNotification, origin: string): AnnouncementOpening {
  if (isModalAction(announcement.action)) return { kind: 'modal' };
  const raw = headlineOf(announcement).url?.trim() ?? '';
  if (raw === '') return { kind: 'invalid-link' };
  const internal = announcement.action === 'internal_link';
  let target: URL;
  try {
    target = internal ? new URL(raw, origin) : new URL(raw);
  } catch {
    return { kind: 'invalid-link' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'invalid-link' };
  if (internal && target.origin !== new URL(origin).origin) return { kind: 'invalid-link' };
  return { kind: 'link', href: target.href };
}
