/**
 * The few alert-center numbers and names (docs/rules/alert-center.md) the megaphone needs at first
 * paint, as the contracts have them (first-paint.test.ts keeps them equal). Importing `PERMISSIONS`
 * or `ALERT_CONSTANTS` here would put those whole modules on every signed-in page (the 160 KB
 * budget).
 */
export const ANNOUNCEMENTS_FIRST_PAINT = {
  /** docs/rules/alert-center.md §6: the unread count loads only with this scope. */
  readScope: 'system_notification:read',
  /** docs/rules/alert-center.md §9: counts above 99 show '99+', as the alert center's. */
  countCap: 99,
  countOverflowLabel: '99+',
} as const;

/** The megaphone badge's text: '99+' above 99. */
export function announcementBadgeText(count: number): string {
  const { countCap, countOverflowLabel } = ANNOUNCEMENTS_FIRST_PAINT;
  return count > countCap ? countOverflowLabel : String(Math.max(0, Math.trunc(count)));
}

/** Whether the user may load the unread count (docs/rules/alert-center.md §6). */
export function canCountAnnouncements(accessRight: readonly string[]): boolean {
  return accessRight.includes(ANNOUNCEMENTS_FIRST_PAINT.readScope);
}
