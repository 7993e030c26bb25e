import type { AlertActionResult, RawAlert, VehicleDetail } from '@armada/contracts/alerts';
import type { FleetDirectory } from '@armada/contracts/live';
import { graphqlOk } from '@armada/contracts/shared';
import { jsonResponse, mockFetch } from '@/testing/http';

/** What the mocked server answers to each call of the notifications screens. */
export interface FakeServer {
  alerts: RawAlert[];
  vehicle?: Partial<VehicleDetail>;
  /** The Resolve action's answer: recorded, refused with a message, or a network failure. */
  action?: { kind: 'ok' } | { kind: 'refused'; message: string } | { kind: 'network' };
  fleet?: FleetDirectory['vehicles'];
}

export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export function makeVehicleDetail(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  return {
    id: 7,
    companyId: 1,
    licensePlate: 'B 1234 XY',
    fleetCategory: 'Truk',
    driverName: 'Budi Santoso',
    driverPhoneNo: '+6281234567890',
    gpsPhoneNo: '+6281100000007',
    imei: '860000000000007',
    deviceType: 'bsj',
    hasCamera: true,
    lastReportOn: '2026-11-14T02:59:00.000Z',
    latitude: -6.2,
    longitude: 106.8,
    ...overrides,
  };
}

/**
 * Replaces fetch with a small in-memory server: `rawAlerts` answers the alerts matching the
 * ids asked for (or all), the Resolve action changes them as the real server does and logs it
 * under "Operator Demo"; every GraphQL call is recorded.
 */
export function serveNotifications(server: FakeServer) {
  const calls: GraphqlCall[] = [];
  const fetchMock = mockFetch(async (url, init) => {
    if (url.includes('/api/live/fleet')) {
      return jsonResponse(200, {
        data: { at: '2026-11-14T03:00:00.000Z', vehicles: server.fleet ?? [], groups: [] },
      });
    }
    if (!url.endsWith('/graphql')) return jsonResponse(404, { message: 'not found' });
    const body = JSON.parse(String(init.body)) as GraphqlCall;
    calls.push(body);
    switch (body.operationName) {
      case 'RawAlerts': {
        const filter = (body.variables.filter ?? {}) as { rawAlertIds?: string[] };
        const list = filter.rawAlertIds
          ? server.alerts.filter((alert) => filter.rawAlertIds?.includes(alert.rawAlertId))
          : server.alerts;
        return jsonResponse(200, {
          data: {
            rawAlerts: {
              ...graphqlOk(),
              list,
              pagination: { page: 1, show: 10, total: list.length },
            },
          },
        });
      }
      case 'VehicleById':
        return jsonResponse(200, {
          data: { vehicleById: { ...graphqlOk(), data: makeVehicleDetail(server.vehicle) } },
        });
      case 'UpsertRawAlertsAction': {
        const action = server.action ?? { kind: 'ok' };
        if (action.kind === 'network') throw new TypeError('Failed to fetch');
        if (action.kind === 'refused') {
          return jsonResponse(200, {
            data: {
              upsertRawAlertsAction: {
                isSuccessful: false,
                errorCode: 'BAD_REQUEST',
                errorName: 'BadRequest',
                message: action.message,
                status: 400,
                data: null,
              },
            },
          });
        }
        const input = body.variables.input as {
          rawAlertId: string[];
          data: { isResolved: boolean };
        };
        const createdOn = '2026-11-14T03:00:10.000Z';
        const type = input.data.isResolved ? 'Resolve' : 'Unresolve';
        server.alerts = server.alerts.map((alert) =>
          input.rawAlertId.includes(alert.rawAlertId)
            ? {
                ...alert,
                isResolved: input.data.isResolved,
                userLogs: [
                  ...alert.userLogs,
                  {
                    typeField: type,
                    data: null,
                    createdOn,
                    userId: 5,
                    user: { fullname: 'Operator Demo' },
                  },
                ],
              }
            : alert,
        );
        const result: AlertActionResult = {
          rawAlertId: input.rawAlertId,
          userId: 5,
          actionType: 'Resolve',
          type,
          data: { isResolved: input.data.isResolved },
          createdOn,
          aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
        };
        return jsonResponse(200, {
          data: { upsertRawAlertsAction: { ...graphqlOk(), data: result } },
        });
      }
      default:
        return jsonResponse(200, { errors: [{ message: `unexpected ${body.operationName}` }] });
    }
  });
  return { calls, fetchMock };
}
