import { describe, expect, it } from 'vitest';
import { notificationDetailId, type RawAlert } from '@armada/contracts/alerts';
import { notificationLookupFilter, parseNotificationId, pickNotification } from './notification-id';
import { makeRawAlert } from '@/testing/factories';

const CREATED = '2026-11-14T03:00:00.250Z';
const CREATED_MS = Date.parse(CREATED);

describe('parseNotificationId (docs/rules/shell.md §2)', () => {
  it('reads a raw alert id', () => {
    expect(parseNotificationId('4812')).toEqual({ kind: 'rawAlertId', rawAlertId: '4812' });
  });

  it('reads the four-part id the contracts write, with and without a flag', () => {
    const withFlag = notificationDetailId({
      alertCode: 8,
      vehicleId: 12,
      createdOn: CREATED,
      alertFlag: 2,
    });
    expect(withFlag).toBe(`8-12-${CREATED_MS}-2`);
    expect(parseNotificationId(withFlag)).toEqual({
      kind: 'parts',
      alertCode: 8,
      vehicleId: 12,
      createdMs: CREATED_MS,
      alertFlag: 2,
    });
    const noFlag = notificationDetailId({ alertCode: 51, vehicleId: 3, createdOn: CREATED });
    expect(parseNotificationId(noFlag)).toMatchObject({ kind: 'parts', alertFlag: null });
  });

  it('refuses malformed ids', () => {
    for (const id of [
      '',
      ' ',
      'a/b',
      '8-12-abc-1',
      '8-0-1763089200250-1',
      'x'.repeat(41),
      '1-2-3',
    ]) {
      expect(parseNotificationId(id), id).toBeNull();
    }
  });
});

describe('looking an id up', () => {
  it('asks for the raw alert by id', () => {
    const ref = parseNotificationId('77');
    expect(ref && notificationLookupFilter(ref)).toEqual({
      rawAlertIds: ['77'],
      pagination: { page: 1, show: 1 },
    });
  });

  it('asks for the vehicle and code within 1 s of the time, and picks the matching flag', () => {
    const ref = parseNotificationId(`8-12-${CREATED_MS}-2`);
    if (!ref) throw new Error('parsed');
    expect(notificationLookupFilter(ref)).toMatchObject({
      vehicleIds: [12],
      alertCodes: [8],
      startDate: new Date(CREATED_MS - 1000).toISOString(),
      endDate: new Date(CREATED_MS + 1001).toISOString(),
    });
    const alerts: RawAlert[] = [
      makeRawAlert({
        rawAlertId: '1',
        vehicleId: 12,
        alertCode: 8,
        alertFlag: 1,
        createdOn: CREATED,
      }),
      makeRawAlert({
        rawAlertId: '2',
        vehicleId: 12,
        alertCode: 8,
        alertFlag: 2,
        createdOn: CREATED,
      }),
      makeRawAlert({
        rawAlertId: '3',
        vehicleId: 12,
        alertCode: 8,
        alertFlag: 2,
        createdOn: '2026-11-14T03:00:05.000Z',
      }),
    ];
    expect(pickNotification(ref, alerts)?.rawAlertId).toBe('2');
    expect(pickNotification(ref, [alerts[0] as RawAlert])).toBeNull();
  });
});
