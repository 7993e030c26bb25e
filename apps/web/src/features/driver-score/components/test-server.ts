import {
  rankDrivers,
  type AlertDetailDriverScoresFilter,
  type DriverAlertDetail,
  type DriverScore,
  type DriverScoreFilter,
  type DriverScoresFilter,
} from '@armada/contracts/driver-score';
import { graphqlOk } from '@armada/contracts/shared';
import { jsonResponse, mockFetch } from '@/testing/http';

/** What the mocked server answers to each call of the driver-score page. */
export interface FakeScoreServer {
  scores: DriverScore[];
  alerts?: DriverAlertDetail[];
  groups?: { id: number; name: string; vehicleCount: number }[];
  /** `driverScores` answers a failure with this message. */
  failScores?: string;
}

export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

const SORTERS: Record<string, (a: DriverScore, b: DriverScore) => number> = {
  score: (a, b) => a.score - b.score,
  totalAlert: (a, b) => a.totalAlert - b.totalAlert,
  totalDriven: (a, b) => a.totalDriven - b.totalDriven,
  fullname: (a, b) => a.driver.fullname.localeCompare(b.driver.fullname),
};

function average(rows: DriverScore[]): number {
  return rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + row.score, 0) / rows.length;
}

/**
 * Replaces fetch with a small in-memory server of the three driver-score queries and the group
 * list: search, driver, grade filters, sort and paging as the contract describes; every GraphQL
 * call is recorded.
 */
export function serveDriverScores(server: FakeScoreServer) {
  const calls: GraphqlCall[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (!url.endsWith('/graphql')) return jsonResponse(404, { message: 'not found' });
    const body = JSON.parse(String(init.body)) as GraphqlCall;
    calls.push(body);
    switch (body.operationName) {
      case 'DriverScores': {
        if (server.failScores) {
          return jsonResponse(200, {
            data: {
              driverScores: {
                isSuccessful: false,
                errorCode: 'INTERNAL',
                errorName: 'Internal',
                message: server.failScores,
                status: 500,
                list: [],
                aggregation: null,
                pagination: { page: 1, show: 10, total: 0 },
              },
            },
          });
        }
        const filter = body.variables.filter as DriverScoresFilter;
        let rows = server.scores.filter(
          (row) =>
            (!filter.search ||
              row.driver.fullname.toLowerCase().includes(filter.search.toLowerCase())) &&
            (!filter.driverIds || filter.driverIds.includes(row.driverId)) &&
            (!filter.grades || filter.grades.includes(row.finalGrade)),
        );
        if (filter.orderBy) {
          const sorter = SORTERS[filter.orderBy.field] ?? (() => 0);
          const sign = filter.orderBy.direction === 'asc' ? 1 : -1;
          rows = [...rows].sort((a, b) => sign * sorter(a, b));
        }
        const page = filter.pagination?.page ?? 1;
        const show = filter.pagination?.show ?? 10;
        const { lowest, top } = rankDrivers(rows);
        return jsonResponse(200, {
          data: {
            driverScores: {
              ...graphqlOk(),
              list: rows.slice((page - 1) * show, page * show),
              aggregation: {
                averageScore: average(rows),
                averageFinalGrade: rows.length > 0 ? 'B' : 'E',
                totalDriver: rows.length,
                lowest10Drivers: lowest,
                top10Drivers: top,
              },
              pagination: { page, show, total: rows.length },
            },
          },
        });
      }
      case 'DriverScore': {
        const filter = body.variables.filter as DriverScoreFilter;
        const data = server.scores.find((row) => row.driverId === filter.driverId) ?? null;
        return jsonResponse(200, { data: { driverScore: { ...graphqlOk(), data } } });
      }
      case 'AlertDetailDriverScores': {
        const filter = body.variables.filter as AlertDetailDriverScoresFilter;
        const list = (server.alerts ?? []).filter((alert) => alert.driverId === filter.driverId);
        const page = filter.pagination?.page ?? 1;
        const show = filter.pagination?.show ?? 10;
        return jsonResponse(200, {
          data: {
            alertDetailDriverScores: {
              ...graphqlOk(),
              list: list.slice((page - 1) * show, page * show),
              pagination: { page, show, total: list.length },
            },
          },
        });
      }
      case 'VgroupsPaginated': {
        const list = server.groups ?? [];
        return jsonResponse(200, {
          data: {
            vgroupsPaginated: {
              ...graphqlOk(),
              list,
              pagination: { page: 1, show: 200, total: list.length },
            },
          },
        });
      }
      default:
        return jsonResponse(400, { message: `unexpected ${body.operationName}` });
    }
  });
  return { calls, fetchMock };
}
