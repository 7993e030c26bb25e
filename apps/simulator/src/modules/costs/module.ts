import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { COST_MANAGER_PERMISSIONS } from '@armada/contracts/costs';
import { HISTORY_LIMITS } from '@armada/contracts/history';
import { defineModule } from '../module';
import { CostService, type CostSources } from './cost-service';
import { CostStore } from './cost-store';
import { COST_MIGRATIONS } from './migrations';
import { costRoutes } from './routes';
import { seedCosts } from './seed-costs';
import type { Services } from '../../services/services';
import type { AuthContext } from '../../services/auth-service';
import { ServiceError } from '../../services/service-error';
import { zoneIso } from '../fleet-availability/availability-days';

declare module '../../services/services' {
  interface Services {
    /** Fuel, toll, maintenance and other costs (docs/rules/costs.md). */
    costs: CostService;
  }
}

/** The pages other modules' lists are read in. */
const READ_PAGE = 1000;
const WORK_ORDER_PAGE = 100;
const DAY_MS = 86_400_000;

/** A refusal for lack of permission becomes "not included"; anything else is an error. */
async function unlessForbidden<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServiceError && error.statusCode === 403) return null;
    throw error;
  }
}

/**
 * COST-6, COST-7, COST-9: what costs read of maintenance, the fleet history and delivery orders,
 * through their services and as the caller (their permissions apply), never their tables.
 */
function sourcesOf(services: Services): CostSources {
  return {
    maintenance: (auth, fromDay, untilDay) =>
      unlessForbidden(async () => {
        const out: { vehicleId: number; month: string; amount: number }[] = [];
        for (let page = 1; ; page++) {
          const answer = await services.maintenance.listOrders(auth, {
            status: 'DONE',
            from: fromDay,
            until: untilDay,
            page,
            limit: WORK_ORDER_PAGE,
          });
          for (const order of answer.data.items) {
            // COST-6: a work order's cost falls in the month it was planned to end.
            const day = order.planned_end_on;
            if (day < fromDay || day > untilDay || order.total_cost <= 0) continue;
            out.push({
              vehicleId: order.vehicle.id,
              month: day.slice(0, 7),
              amount: order.total_cost,
            });
          }
          if (page >= answer.data.total_page) return out;
        }
      }),
    distance: (auth, fromDay, untilDay, vehicleId) =>
      unlessForbidden(async () => {
        const out: { vehicleId: number; day: string; km: number }[] = [];
        for (let page = 1; ; page++) {
          const answer = await services.fleetHistory.daily(auth, {
            from: fromDay,
            to: untilDay,
            per: 'vehicle',
            limit: READ_PAGE,
            page,
            ...(vehicleId === undefined ? {} : { vehicle_id: vehicleId }),
          });
          for (const row of answer.data.paginated_result) {
            if (row.vehicle)
              out.push({ vehicleId: row.vehicle.id, day: row.day, km: row.distance_km });
          }
          if (page >= answer.metadata.total_page) return out;
        }
      }),
    deliveries: (companyId, fromAt, toAt, offsetMs) =>
      services.deliveryOrders.deliveredPerVehicleMonth(companyId, fromAt, toAt, offsetMs),
    refills: async (auth: AuthContext, fromAt, toAt, vehicleId) => {
      const zone = services.costs.zoneOf(auth.company.id);
      const out: { id: number; vehicleId: number; at: number; litres: number }[] = [];
      // The history lists at most HISTORY_LIMITS.listMaxDays at a time.
      const step = HISTORY_LIMITS.listMaxDays * DAY_MS;
      for (let start = fromAt; start < toAt; start += step) {
        const end = Math.min(toAt, start + step);
        const read = await unlessForbidden(async () => {
          for (let page = 1; ; page++) {
            const answer = await services.fleetHistory.fuelEvents(auth, {
              from: zoneIso(start, zone),
              to: zoneIso(end, zone),
              kind: 'REFILL',
              limit: READ_PAGE,
              page,
              ...(vehicleId === undefined ? {} : { vehicle_id: vehicleId }),
            });
            for (const event of answer.data.paginated_result) {
              out.push({
                id: event.id,
                vehicleId: event.vehicle.id,
                at: Date.parse(event.at),
                litres: event.litres,
              });
            }
            if (page >= answer.metadata.total_page) return true;
          }
        });
        if (read === null) break;
      }
      return out;
    },
  };
}

/**
 * Cost management: SQL tables at migration 38, the REST routes under `/api/cost`, and demo
 * costs for each company. After maintenance and the fleet history, whose services it reads.
 */
export const costsModule = defineModule({
  name: 'costs',
  migrations: COST_MIGRATIONS,
  grants: { admin: COST_MANAGER_PERMISSIONS },
  services: ({ db, store: docs, clock, media, services }) => {
    const store = new CostStore(db);
    return {
      costs: new CostService({
        store,
        docs,
        clock,
        sources: sourcesOf(services),
        fileDir: join(media?.dir ?? tmpdir(), 'costs'),
      }),
    };
  },
  routes: [{ base: 'main', register: costRoutes }],
  seed: async ({ services, store, clock, seed }) => {
    await seedCosts(services.costs, store, seed, clock.now());
  },
});
