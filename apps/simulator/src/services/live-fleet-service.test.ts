import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle } from '@armada/contracts/fleet';
import {
  PositionStore,
  type FleetSummary,
  type PositionsBatchMessage,
  type PositionsSnapshotMessage,
  type VehicleLiveDetail,
  type VehicleTrail,
} from '@armada/contracts/live';
import type { ItemResponse, ListResponse, ErrorResponse } from '@armada/contracts/shared';
import { ManualClock } from '../domain/clock';
import { createSimulator } from '../simulator';
import {
  TEST_NOW,
  TEST_SEED,
  startTestSimulator,
  type TestSimulator,
} from '../testing/test-simulator';
import type { AuthContext } from './auth-service';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Steps the clock one second at a time and runs each tick (the real loop does the same). */
function step(t: TestSimulator, ms: number): void {
  for (let done = 0; done < ms; done += SECOND) {
    t.clock.advance(SECOND);
    t.simulator.services.liveFleet.runDue();
  }
}

describe('the live fleet service', () => {
  let t: TestSimulator;
  let operator: AuthContext;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestSimulator();
    await t.simulator.services.liveFleet.start();
    operator = (await t.simulator.services.auth.login('operator', 'demo')).auth;
    cookie = await t.login('operator');
  });
  afterAll(async () => {
    await t.close();
  });

  it('FLEET-2 subscribers get one batch per tick of what changed, and the fleet moves', () => {
    const { live } = t.simulator.services;
    const frames: string[] = [];
    const connection = live.attach({ send: (text) => frames.push(text) }, operator);
    try {
      live.subscribePositions(connection);
      const store = new PositionStore();
      expect(store.apply(JSON.parse(frames[0] ?? '') as PositionsSnapshotMessage)).toBe('applied');
      const before = new Map(store.vehicles);
      step(t, 2 * MINUTE);
      const batches = frames.slice(1).map((f) => JSON.parse(f) as PositionsBatchMessage);
      expect(batches).toHaveLength(120);
      for (const batch of batches) expect(store.apply(batch)).toBe('applied');
      // Every batch carries only vehicles that changed; the fleet as a whole moved.
      expect(Math.max(...batches.map((b) => b.payload.ids.length))).toBeLessThan(before.size);
      const moved = [...store.vehicles.values()].filter((p) => {
        const was = before.get(p.id);
        return was && (was.latitude !== p.latitude || was.longitude !== p.longitude);
      });
      expect(moved.length).toBeGreaterThan(before.size / 5);
      // The client's view equals a fresh snapshot: nothing lost, nothing duplicated.
      const fresh = new PositionStore();
      frames.length = 0;
      live.subscribePositions(connection);
      fresh.apply(JSON.parse(frames[0] ?? '') as PositionsSnapshotMessage);
      expect(fresh.vehicles.size).toBe(store.vehicles.size);
      for (const [id, p] of fresh.vehicles) {
        const mine = store.vehicles.get(id);
        expect(mine?.latitude).toBeCloseTo(p.latitude, 5);
        expect(mine?.status).toBe(p.status);
      }
    } finally {
      live.detach(connection);
    }
  });

  it('FLEET-5 the vehicle list serves live positions, statuses and the age of the last report', async () => {
    const response = await t.as(cookie, {
      method: 'GET',
      url: '/api/vehicle?limit=200&parent_only=true',
    });
    expect(response.statusCode).toBe(200);
    const vehicles = response.json<ListResponse<Vehicle>>().data.paginated_result;
    const positions = new Map(
      (t.simulator.services.liveFleet.positions(operator.company.id) ?? []).map((p) => [p.id, p]),
    );
    for (const vehicle of vehicles) {
      const live = positions.get(vehicle.id);
      expect(live).toBeDefined();
      expect(vehicle.position.latitude).toBe(live?.latitude);
      expect(vehicle.position.status).toBe(live?.status);
      expect(vehicle.position.seconds_since_report).toBe(
        Math.round((t.clock.now() - (live?.reportedAt ?? 0)) / SECOND),
      );
    }
  });

  it('FLEET-6 the summary counts every main unit once, agreeing with the positions', async () => {
    const response = await t.as(cookie, { method: 'GET', url: '/api/live/summary' });
    expect(response.statusCode).toBe(200);
    const summary = response.json<ItemResponse<FleetSummary>>().data;
    const positions = t.simulator.services.liveFleet.positions(operator.company.id) ?? [];
    expect(summary.total).toBe(positions.length);
    for (const status of ['moving', 'idle', 'parked', 'offline'] as const)
      expect(summary.counts[status]).toBe(positions.filter((p) => p.status === status).length);
    expect(summary.distance_today_km).toBeGreaterThan(0);
    expect(summary.areas.reduce((sum, a) => sum + a.total, 0)).toBe(summary.total);
  });

  it('FLEET-7 a vehicle card has its telemetry and an address; its trail ends where it is', async () => {
    step(t, 2 * MINUTE);
    await t.simulator.services.liveFleet.flush();
    const moving = (t.simulator.services.liveFleet.positions(operator.company.id) ?? []).find(
      (p) => p.status === 'moving',
    );
    if (!moving) throw new Error('nothing moving');
    const card = await t.as(cookie, { method: 'GET', url: `/api/vehicle/${moving.id}/live` });
    expect(card.statusCode).toBe(200);
    const detail = card.json<ItemResponse<VehicleLiveDetail>>().data;
    expect(detail).toMatchObject({ vehicle_id: moving.id, status: 'moving', ignition: true });
    expect(detail.address?.city).toBeTruthy();
    expect(detail.fuel_level_pct).toBeGreaterThan(0);
    const trail = await t.as(cookie, {
      method: 'GET',
      url: `/api/vehicle/${moving.id}/trail?minutes=5`,
    });
    expect(trail.statusCode).toBe(200);
    const points = trail.json<ItemResponse<VehicleTrail>>().data.points;
    expect(points.length).toBeGreaterThan(3);
    const last = points[points.length - 1];
    expect(last?.latitude).toBe(detail.latitude);
    const times = points.map((p) => Date.parse(p.recorded_on));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("FLEET-7 another company's vehicle or an unknown id is a 404 with a reason; a bad query a 400", async () => {
    const other = t.simulator.services.fleet.listVehicles(
      (await t.simulator.services.auth.login('branded', 'demo')).auth,
      { limit: 1 },
    ).data.paginated_result[0];
    for (const id of [other?.id ?? 1, 99_999]) {
      const response = await t.as(cookie, { method: 'GET', url: `/api/vehicle/${id}/live` });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>()).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'vehicle.notFound',
        params: { id },
      });
    }
    for (const query of ['minutes=0', 'minutes=121', 'minutes=abc', 'minutes=5&x=1']) {
      const response = await t.as(cookie, {
        method: 'GET',
        url: `/api/vehicle/${other?.id ?? 1}/trail?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('FLEET-8 telemetry events of the ticks are written to the events table', async () => {
    step(t, 10 * MINUTE);
    await t.simulator.services.liveFleet.flush();
    const { stats } = t.simulator.services.liveFleet;
    // The world has two companies: the demo company and the branded one.
    expect(t.simulator.world.counts.companies).toBe(2);
    const companies = [t.simulator.world.demoCompanyId, t.simulator.world.brandedCompanyId];
    const perCompany = await Promise.all(
      companies.map((companyId) =>
        t.simulator.telemetry.listEvents({ companyId, from: TEST_NOW, to: t.clock.now() + 1 }),
      ),
    );
    expect(perCompany.flat().length).toBe(stats.events);
    expect(stats.events).toBeGreaterThan(0);
    perCompany.forEach((rows, i) => {
      for (const row of rows) expect(row.companyId).toBe(companies[i]);
    });
  });

  it('FLEET-9 alerts raised by the fleet are written to the alerts table, each company its own', async () => {
    await t.simulator.services.liveFleet.flush();
    const { stats } = t.simulator.services.alerts;
    const companies = [t.simulator.world.demoCompanyId, t.simulator.world.brandedCompanyId];
    const pages = await Promise.all(
      companies.map((companyId) => t.simulator.alerts.listAlerts({ companyId, limit: 1 })),
    );
    expect(pages.reduce((sum, page) => sum + page.total, 0)).toBe(stats.alerts);
    expect(stats.alerts).toBeGreaterThan(0);
    pages.forEach((page, i) => {
      for (const alert of page.alerts) expect(alert.companyId).toBe(companies[i]);
    });
    expect(await t.simulator.alerts.nextId()).toBe(stats.alerts + 1);
  });

  it('GQL-9 vehicleById, vehicleStatuses and reverseGeocoding answer from the live fleet', async () => {
    const [position] = t.simulator.services.liveFleet.positions(operator.company.id) ?? [];
    if (!position) throw new Error('no vehicles');
    const gql = async (query: string, variables: object) =>
      (
        await t.as(cookie, { method: 'POST', url: '/graphql', payload: { query, variables } })
      ).json<{ data: Record<string, Record<string, unknown>> }>().data;
    const byId = await gql(
      'query($id: Int!) { vehicleById(id: $id) { isSuccessful data { id latitude longitude lastReportOn } } }',
      { id: position.id },
    );
    expect(byId.vehicleById).toMatchObject({
      isSuccessful: true,
      data: { id: position.id, latitude: position.latitude, longitude: position.longitude },
    });
    const missing = await gql(
      'query($id: Int!) { vehicleById(id: $id) { isSuccessful errorCode data { id } } }',
      {
        id: 99_999,
      },
    );
    expect(missing.vehicleById).toMatchObject({
      isSuccessful: false,
      errorCode: 'NOT_FOUND',
      data: null,
    });
    const statuses = await gql(
      'query($f: VehicleStatusesFilter!) { vehicleStatuses(filter: $f) { isSuccessful list { status isActive } } }',
      { f: { vehicleId: position.id, statuses: ['service', 'archived'] } },
    );
    expect(statuses.vehicleStatuses?.list).toHaveLength(2);
    const place = await gql(
      'query($lat: Float!, $lng: Float!) { reverseGeocoding(latitude: $lat, longitude: $lng) { isSuccessful data { address city } } }',
      { lat: -6.2088, lng: 106.8456 },
    );
    expect(place.reverseGeocoding).toMatchObject({
      isSuccessful: true,
      data: { city: expect.stringContaining('Jakarta') },
    });
  });
});

describe('FLEET-3 a restart continues the fleet from its save', () => {
  const dir = mkdtempSync(join(tmpdir(), 'armada-fleet-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the positions after a restart are those before it', { timeout: 120_000 }, async () => {
    const clock = new ManualClock(TEST_NOW);
    const options = {
      dataDir: dir,
      seed: TEST_SEED,
      clock,
      useEnv: false,
      liveFleet: 'manual',
    } as const;
    const first = await createSimulator(options);
    await first.services.liveFleet.start();
    for (let i = 0; i < 90; i++) {
      clock.advance(SECOND);
      first.services.liveFleet.runDue();
    }
    const companyId = first.world.demoCompanyId;
    const before = first.services.liveFleet.positions(companyId) ?? [];
    await first.close();

    const second = await createSimulator(options);
    try {
      await second.services.liveFleet.start();
      expect(second.services.liveFleet.stats.restored).toBeGreaterThan(0);
      const after = second.services.liveFleet.positions(companyId) ?? [];
      expect(after).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
