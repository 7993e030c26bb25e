import type { AlertActionResult, RawAlert } from '@armada/contracts/alerts';
import { graphqlOk } from '@armada/contracts/shared';
import { makeRawAlert } from '@/testing/factories';

/** A raw alert for tests: an unread, open overspeed alert created at `minute` past 03:00 UTC. */
export function makeAlert(id: string, minute = 0, over: Partial<RawAlert> = {}): RawAlert {
  return makeRawAlert({
    rawAlertId: id,
    alertRuleIds: [1],
    vehicle: { id: 7, licensePlate: `B ${id} XY` },
    driver: { fullname: 'Budi' },
    createdOn: new Date(Date.UTC(2026, 10, 14, 3, minute)).toISOString(),
    ...over,
  });
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

/** The reverse geocoding answer of the alerts' fake servers. */
export function geocodingAnswer(address = 'Jl. Jend. Sudirman, Jakarta') {
  return {
    data: {
      reverseGeocoding: {
        ...graphqlOk(),
        data: {
          address,
          street: null,
          district: null,
          city: null,
          province: null,
          postalCode: null,
        },
      },
    },
  };
}
