import type { AlertActionResult, RawAlert } from '@armada/contracts';

/** A raw alert for tests: an unread, open overspeed alert created at `minute` past 03:00 UTC. */
export function makeAlert(id: string, minute = 0, over: Partial<RawAlert> = {}): RawAlert {
  return {
    rawAlertId: id,
    alertCode: 8,
    alertRuleIds: [1],
    alertFlag: null,
    alert: { descriptionIdn: 'Kecepatan berlebih', descriptionEng: 'Overspeed', iconUrl: null },
    vehicle: { id: 7, licensePlate: `B ${id} XY` },
    vehicleId: 7,
    childVehicleId: null,
    driver: { fullname: 'Budi' },
    createdOn: new Date(Date.UTC(2026, 10, 14, 3, minute)).toISOString(),
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
    ...over,
  };
}

export function makeAction(over: Partial<AlertActionResult> = {}): AlertActionResult {
  return {
    rawAlertId: ['1'],
    userId: 5,
    actionType: 'Resolve',
    type: 'Resolve',
    data: { isResolved: true },
    createdOn: '2026-11-14T03:30:00.000Z',
    aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
    ...over,
  };
}
