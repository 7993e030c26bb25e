import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeliveryScheduleRoute,
  getAutoPlanSettingsRoute,
  runSchedulerPassRoute,
  updateAutoPlanSettingsRoute,
  type AutoPlanSettings,
  type DeliveryScheduleDetail,
  type SchedulerPassResult,
} from '@armada/contracts/delivery-scheduler';
import { listAddressesRoute } from '@armada/contracts/customers';
import { listDeliveryOrdersRoute } from '@armada/contracts/delivery-orders';
import { listVehiclesRoute } from '@armada/contracts/fleet';
import { ROUTE_RUNS, Session, liftRunQuota } from './lib/changes';
import { recordFigure } from './lib/figures';
import { PG_URL, dropSimulatorSchema, freshSchema, postgresReachable } from './lib/postgres';
import { startSimulator, type StartedServer } from './lib/servers';

/**
 * The delivery scheduler with two simulator processes on one PostgreSQL schema (SCH-7, SCH-16;
 * what several gateways in simulator mode on one database amount to): while a schedule is
 * created through the first process, both run scheduler passes at once, and every delivery day
 * gets one order; with the auto-plan switched on past its hour, passes racing in both processes
 * submit tomorrow's run once. Both clocks start at 18:30 WIB on Friday 20 November 2026, past
 * the 18:00 planning hour. Skipped with a warning when PostgreSQL does not answer.
 */

const pgReachable = await postgresReachable(PG_URL);
if (!pgReachable) {
  console.warn(`PostgreSQL at ${PG_URL} is unreachable; the scheduler scale-out test is skipped.`);
}
const schema = freshSchema('rel_sched');
const CLOCK_START = '2026-11-20T11:30:00Z';
const TOMORROW = '2026-11-21';
const PASSES = 3;
const servers: StartedServer[] = [];

interface AddressRow {
  id: number;
  is_depot: boolean;
  customer_id: number | null;
}
type Page<T> = {
  data: { paginated_result: T[]; ids: number[] };
  metadata: { total_count: number };
};

const passOn = (session: Session) =>
  session.ok<SchedulerPassResult>('POST', runSchedulerPassRoute.url);

describe.skipIf(!pgReachable)('the delivery scheduler on two simulators sharing PostgreSQL', () => {
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      ARMADA_CLOCK_START: CLOCK_START,
      ARMADA_SOLVE_BUDGET_MS: '100',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first seeds the world, the second finds it.
    servers.push(await startSimulator({ extraEnv: env }));
    servers.push(await startSimulator({ extraEnv: env }));
    const [first, second] = servers;
    if (!first || !second) throw new Error('the simulators did not start');
    a = await Session.signIn(first.origin);
    b = a.via(second.origin);
    await liftRunQuota(a);
  });

  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    if (pgReachable) await dropSimulatorSchema(schema);
  });

  it('makes each delivery day of a schedule once while both processes pass (SCH-7)', async () => {
    const addresses = (await a.ok<Page<AddressRow>>('GET', `${listAddressesRoute.url}?limit=1000`))
      .data.paginated_result;
    const depot = addresses.find((x) => x.is_depot);
    const shop = addresses.find((x) => !x.is_depot && x.customer_id !== null);
    if (!depot || !shop) throw new Error('no places');
    const ordersTo = async () =>
      (
        await a.ok<Page<unknown>>(
          'GET',
          `${listDeliveryOrdersRoute.url}?limit=1&filters=${encodeURIComponent(
            `destination_address.id eq ${shop.id}`,
          )}&filters=${encodeURIComponent(`planned_date gte ${TOMORROW}`)}`,
        )
      ).metadata.total_count;
    const before = await ordersTo();
    const [created, ...passes] = await Promise.all([
      a.ok<{ data: DeliveryScheduleDetail }>('POST', createDeliveryScheduleRoute.url, {
        customer_id: shop.customer_id,
        origin_address_id: depot.id,
        destination_address_id: shop.id,
        items: [{ name: 'Beras 25 kg', quantity: 20, unit: 'karung', weight: 500, volume: 0.8 }],
        pattern: { kind: 'WEEKLY', weekdays: [1, 2, 3, 4, 5, 6, 7] },
        time_window: { start: '08:00', end: '12:00' },
        from_date: '2026-11-01',
      }),
      ...Array.from({ length: PASSES }, () => passOn(b)),
      ...Array.from({ length: PASSES }, () => passOn(a)),
    ]);
    const byPasses = passes.reduce((n, p) => n + p.data.orders_made, 0);
    const after = await ordersTo();
    recordFigure({
      area: 'delivery-scheduler',
      name: 'orders of a 7-day horizon, created while 2 processes ran 6 passes',
      value: `${after - before} orders (${byPasses} made by the racing passes, ${created.data.order_count} listed by the create)`,
      target: '7',
    });
    expect(after - before).toBe(7);
  });

  it('plans tomorrow once when passes race in both processes past the hour (SCH-16)', async () => {
    const addresses = (await a.ok<Page<AddressRow>>('GET', `${listAddressesRoute.url}?limit=1000`))
      .data.paginated_result;
    const depot = addresses.find((x) => x.is_depot);
    const vehicles = (
      await a.ok<Page<{ id: number }>>('GET', `${listVehiclesRoute.url}?limit=3&parent_only=true`)
    ).data.paginated_result.map((v) => v.id);
    const runsBefore = (await a.ok<Page<unknown>>('GET', `${ROUTE_RUNS}?limit=1`)).metadata
      .total_count;
    await a.ok('PUT', updateAutoPlanSettingsRoute.url, {
      enabled: true,
      hour: 18,
      origin_address_id: depot?.id ?? null,
      vehicle_ids: vehicles,
      departure_time: '07:00',
      then: 'LEAVE_RUN',
    });
    const passes = await Promise.all(
      Array.from({ length: PASSES * 2 }, (_, i) => passOn(i % 2 === 0 ? a : b)),
    );
    const claimed = passes.flatMap((p) => p.data.days_claimed);
    // The day may have gone to a process's own minute tick, still submitting: wait until it
    // leaves RUNNING (a bound on a hang, not a duration the test relies on).
    let settings = (await b.ok<{ data: AutoPlanSettings }>('GET', getAutoPlanSettingsRoute.url))
      .data;
    for (let look = 0; look < 100 && settings.days[0]?.status === 'RUNNING'; look++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      settings = (await b.ok<{ data: AutoPlanSettings }>('GET', getAutoPlanSettingsRoute.url)).data;
    }
    const runsAfter = (await a.ok<Page<unknown>>('GET', `${ROUTE_RUNS}?limit=1`)).metadata
      .total_count;
    recordFigure({
      area: 'delivery-scheduler',
      name: 'auto-plans of tomorrow after 6 racing passes on 2 processes (and their ticks)',
      value: `${settings.days.filter((d) => d.day === TOMORROW).length} day, ${runsAfter - runsBefore} run`,
      target: '1 day, 1 run',
    });
    // A process's own minute tick may have claimed it first; never more than one claim.
    expect(claimed.length, JSON.stringify(settings.days)).toBeLessThanOrEqual(1);
    expect(settings.days.filter((d) => d.day === TOMORROW)).toHaveLength(1);
    expect(settings.days[0]).toMatchObject({ day: TOMORROW, status: 'PLANNED' });
    expect(runsAfter - runsBefore).toBe(1);
  });
});
