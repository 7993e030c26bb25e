import type { RawAlert } from '@armada/contracts';

/** A raw alert for tests: an unresolved overspeed of B 1234 XY, overridable field by field. */
export function makeRawAlert(overrides: Partial<RawAlert> = {}): RawAlert {
  return {
    rawAlertId: '41',
    alertCode: 8,
    alertRuleIds: [3],
    alertFlag: null,
    alert: { descriptionIdn: 'Kecepatan berlebih', descriptionEng: 'Overspeed', iconUrl: null },
    vehicle: { id: 7, licensePlate: 'B 1234 XY' },
    vehicleId: 7,
    childVehicleId: null,
    driver: { fullname: 'Budi Santoso' },
    createdOn: '2026-11-14T02:58:00.000Z',
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: true,
    isImportant: false,
    alertData: '92.5',
    alertTrigger: 80,
    latitude: -6.2,
    longitude: 106.8,
    userLogs: [],
    lastUserFeedback: null,
    ...overrides,
  };
}
