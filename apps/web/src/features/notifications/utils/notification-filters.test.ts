import { describe, expect, it } from 'vitest';
import { dateRangeProblem, defaultDateRange } from '@/lib/date-range';
import {
  NOTIFICATION_FILTER_LIMITS,
  URGENCY_CHOICES,
  countChangedFilters,
  readNotificationFilters,
  toRawAlertsFilter,
  writeNotificationFilters,
  type NotificationFilterParams,
} from './notification-filters';
import { urgencyOf } from './notification-display';

// A fixed local time (the test machine's zone): no test reads the real date.
const NOW = new Date(2026, 10, 14, 10, 0, 0);
const none: NotificationFilterParams = {
  from: null,
  to: null,
  vehicles: null,
  codes: null,
  urgency: null,
  resolved: null,
};

describe('notification filters', () => {
  it('default to today and yesterday, every vehicle, code, urgency and state', () => {
    expect(defaultDateRange(NOW, NOTIFICATION_FILTER_LIMITS.defaultRangeDays)).toEqual({
      from: '2026-11-13',
      to: '2026-11-14',
    });
    expect(readNotificationFilters(none, NOW)).toEqual({
      from: '2026-11-13',
      to: '2026-11-14',
      vehicleIds: [],
      alertCodes: [],
      urgency: 'all',
      resolved: 'all',
    });
  });

  it('read the URL and write it back the same (defaults left out)', () => {
    const params: NotificationFilterParams = {
      from: '2026-11-01',
      to: '2026-11-10',
      vehicles: '12,7',
      codes: '8,51',
      urgency: 'urgent',
      resolved: 'unresolved',
    };
    const filters = readNotificationFilters(params, NOW);
    expect(filters).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
      vehicleIds: [12, 7],
      alertCodes: [8, 51],
      urgency: 'urgent',
      resolved: 'unresolved',
    });
    expect(writeNotificationFilters(filters, NOW)).toEqual(params);
    expect(writeNotificationFilters(readNotificationFilters(none, NOW), NOW)).toEqual(none);
    expect(countChangedFilters(filters, NOW)).toBe(5);
    expect(countChangedFilters(readNotificationFilters(none, NOW), NOW)).toBe(0);
  });

  it('fall back to the defaults for malformed values instead of breaking the page', () => {
    const filters = readNotificationFilters(
      {
        from: '2026-02-30',
        to: '2026-11-14',
        vehicles: 'abc,0,5,5,-3',
        codes: 'x',
        urgency: 'very',
        resolved: 'maybe',
      },
      NOW,
    );
    expect(filters).toEqual({
      from: '2026-11-13',
      to: '2026-11-14',
      vehicleIds: [5],
      alertCodes: [],
      urgency: 'all',
      resolved: 'all',
    });
    // A range longer than 31 days in the URL is not shown either.
    expect(
      readNotificationFilters({ ...none, from: '2026-09-01', to: '2026-11-14' }, NOW),
    ).toMatchObject({ from: '2026-11-13', to: '2026-11-14' });
  });

  it('accept ranges of 1 to 31 days and say why others are refused', () => {
    expect(
      dateRangeProblem('2026-11-14', '2026-11-14', NOTIFICATION_FILTER_LIMITS.maxRangeDays),
    ).toBeNull();
    expect(
      dateRangeProblem('2026-10-15', '2026-11-14', NOTIFICATION_FILTER_LIMITS.maxRangeDays),
    ).toBeNull(); // 31 days
    expect(
      dateRangeProblem('2026-10-14', '2026-11-14', NOTIFICATION_FILTER_LIMITS.maxRangeDays),
    ).toBe('tooLong'); // 32 days
    expect(
      dateRangeProblem('2026-11-14', '2026-11-13', NOTIFICATION_FILTER_LIMITS.maxRangeDays),
    ).toBe('order');
    expect(dateRangeProblem('', '2026-11-13', NOTIFICATION_FILTER_LIMITS.maxRangeDays)).toBe(
      'badDate',
    );
    expect(
      dateRangeProblem('2026-13-01', '2026-11-13', NOTIFICATION_FILTER_LIMITS.maxRangeDays),
    ).toBe('badDate');
  });

  it('ask the server for whole company days, the end excluded, with the other filters', () => {
    const filters = readNotificationFilters(
      { ...none, vehicles: '3', codes: '8', urgency: 'important', resolved: 'resolved' },
      NOW,
    );
    expect(toRawAlertsFilter(filters, 2, 25)).toEqual({
      pagination: { page: 2, show: 25 },
      orderBy: { field: 'createdOn', direction: 'desc' },
      // Whole WIB days (the company's zone, SHELL-75).
      startDate: '2026-11-12T17:00:00.000Z',
      endDate: '2026-11-14T17:00:00.000Z',
      vehicleIds: [3],
      alertCodes: [8],
      isImportant: true,
      isResolved: true,
    });
    const plain = toRawAlertsFilter(readNotificationFilters(none, NOW), 1, 10);
    expect(plain).not.toHaveProperty('isUrgent');
    expect(plain).not.toHaveProperty('isImportant');
    expect(plain).not.toHaveProperty('isResolved');
    expect(plain).not.toHaveProperty('vehicleIds');
    expect(
      toRawAlertsFilter(
        readNotificationFilters({ ...none, urgency: 'urgent', resolved: 'unresolved' }, NOW),
        1,
        10,
      ),
    ).toMatchObject({ isUrgent: true, isResolved: false });
  });

  it('offer every level the list shows, the normal one included', () => {
    const other = readNotificationFilters({ ...none, urgency: 'other' }, NOW);
    expect(other.urgency).toBe('other');
    expect(toRawAlertsFilter(other, 1, 10)).toMatchObject({ isUrgent: false, isImportant: false });
    for (const level of ['urgent', 'important', 'other'] as const) {
      expect(URGENCY_CHOICES).toContain(
        urgencyOf({ isUrgent: level === 'urgent', isImportant: level === 'important' }),
      );
    }
  });
});
