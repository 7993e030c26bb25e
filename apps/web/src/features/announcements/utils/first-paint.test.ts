import { describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS, formatAlertCount } from '@armada/contracts/alerts';
import { PERMISSIONS } from '@armada/contracts/auth';
import {
  ANNOUNCEMENTS_FIRST_PAINT,
  announcementBadgeText,
  canCountAnnouncements,
} from './first-paint';

describe('announcements first-paint numbers', () => {
  it('match the contracts (scope and the 99+ cap)', () => {
    expect(ANNOUNCEMENTS_FIRST_PAINT.readScope).toBe(PERMISSIONS.systemNotificationRead);
    expect(ANNOUNCEMENTS_FIRST_PAINT.countCap).toBe(ALERT_CONSTANTS.list.countCap);
    expect(ANNOUNCEMENTS_FIRST_PAINT.countOverflowLabel).toBe(
      ALERT_CONSTANTS.list.countOverflowLabel,
    );
  });

  it("caps the badge at '99+' like the alert center", () => {
    for (const count of [0, 1, 9, 99, 100, 250]) {
      expect(announcementBadgeText(count)).toBe(formatAlertCount(count));
    }
    expect(announcementBadgeText(99)).toBe('99');
    expect(announcementBadgeText(100)).toBe('99+');
  });

  it('loads the count only with system_notification:read', () => {
    expect(canCountAnnouncements(['system_notification:read'])).toBe(true);
    expect(canCountAnnouncements(['e4a-alert-center-main:read'])).toBe(false);
    expect(canCountAnnouncements([])).toBe(false);
  });
});
