import type {
  Geofence,
  GeofenceFeatureCollection,
  GeofenceImportReport,
  GeofenceImportResult,
  GeofenceMap,
  GeofenceVisitList,
  LatLng,
  RouteDeviationList,
  SavedRoute,
} from '@armada/contracts/geofences';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/**
 * Geofences and saved routes through HTTP and the moving fleet (docs/rules/geofences.md,
 * docs/rules/saved-routes.md): the seeded geofences, the shape checks at the door, GeoJSON in
 * and out, a geofence drawn ahead of a moving vehicle giving its enter and exit alerts and a
 * visit row, and a route it is driven off of giving a deviation.
 */

const BASE = '/api/geofence';
const ROUTES = '/api/saved-route';
const M = 1 / 111_195;

let t: TestSimulator;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  operator = await t.login('operator');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function send<T>(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const response = await t.as(cookie, {
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

function upload(url: string, body: string | Buffer, type = 'application/geo+json') {
  return t.as(admin, { method: 'POST', url, payload: body, headers: { 'content-type': type } });
}

const circle = (center: LatLng, radius = 200) => ({ type: 'CIRCLE', center, radius_m: radius });

describe('GEO-18 seeded geofences', () => {
  it('gives each company circles round its depots and customers, toll gates and restricted areas', async () => {
    const list = await send<ListResponse<Geofence>>(admin, 'GET', `${BASE}?limit=100`);
    const categories = new Set(list.data.paginated_result.map((g) => g.category));
    expect([...categories].sort()).toEqual([
      'CUSTOMER',
      'DEPOT',
      'PARKING',
      'RESTRICTED',
      'TOLL_GATE',
    ]);
    const depots = t.simulator.store.list('addresses', DEMO_COMPANY_ID).filter((a) => a.is_depot);
    expect(list.data.paginated_result.filter((g) => g.category === 'DEPOT')).toHaveLength(
      depots.length,
    );
    const restricted = list.data.paginated_result.filter((g) => g.category === 'RESTRICTED');
    expect(restricted.every((g) => g.alert_on_enter)).toBe(true);
    expect(restricted.map((g) => g.shape.type).sort()).toEqual(['CORRIDOR', 'POLYGON']);
  });
});

describe('GEO-2 ... GEO-6 making and changing geofences', () => {
  it('creates a circle with its defaults and changes it', async () => {
    const created = await send<ItemResponse<Geofence>>(
      admin,
      'POST',
      BASE,
      { name: ' Gudang Uji ', category: 'CUSTOMER', shape: circle([-6.2, 106.9], 120.04) },
      201,
    );
    expect(created.data).toMatchObject({
      name: 'Gudang Uji',
      active: true,
      alert_on_enter: true,
      alert_on_exit: false,
      dwell_minutes: null,
      vertex_count: 1,
      shape: { type: 'CIRCLE', radius_m: 120 },
      created_by: { name: expect.any(String) },
    });
    const changed = await send<ItemResponse<Geofence>>(admin, 'PUT', `${BASE}/${created.data.id}`, {
      dwell_minutes: 30,
      alert_on_exit: true,
    });
    expect(changed.data).toMatchObject({
      dwell_minutes: 30,
      alert_on_exit: true,
      name: 'Gudang Uji',
    });
  });

  it('refuses a shape without the members its type needs', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: BASE,
      payload: {
        name: 'Tanpa jari-jari',
        category: 'DEPOT',
        shape: { type: 'CIRCLE', center: [-6.2, 106.8] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      reason: 'shape.incomplete',
      params: { part: 'radius_m' },
    });
  });

  it('refuses a self-intersecting polygon, naming the crossing edges', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: BASE,
      payload: {
        name: 'Dasi kupu-kupu',
        category: 'RESTRICTED',
        shape: {
          type: 'POLYGON',
          points: [
            [-6.2, 106.8],
            [-6.19, 106.81],
            [-6.2, 106.81],
            [-6.19, 106.8],
            [-6.2, 106.8],
          ],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      reason: 'shape.selfIntersecting',
      params: { first: 1, second: 3 },
      field: 'body.shape',
    });
  });

  it('GEO-4 refuses 100,000 vertices by their count, before the shape is read', async () => {
    const points = Array.from({ length: 100_000 }, (_, i) => [
      -6.2 + Math.sin(i) * 0.01,
      106.8 + i * 1e-6,
    ]);
    const started = performance.now();
    const response = await t.as(admin, {
      method: 'POST',
      url: BASE,
      payload: { name: 'Besar', category: 'DEPOT', shape: { type: 'POLYGON', points } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      reason: 'request.invalid',
      field: 'body.shape.points',
      message: 'body.shape.points must not have more than 5001 items',
    });
    // Not a duration check: the time is printed for the record (benches keep the targets).
    console.info(`100,000-vertex shape refused in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('refuses vehicles and groups of another company, and users without the right', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: BASE,
      payload: {
        name: 'Asing',
        category: 'DEPOT',
        shape: circle([-6.2, 106.9]),
        vehicle_ids: [987_654],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      reason: 'geofence.unknownVehicles',
      field: 'body.vehicle_ids',
    });
    // The operator sees geofences through the live view but may not make them.
    await send<GeofenceMap>(operator, 'GET', `${BASE}/map`);
    const refused = await t.as(operator, {
      method: 'POST',
      url: BASE,
      payload: { name: 'X', category: 'DEPOT', shape: circle([-6.2, 106.9]) },
    });
    expect(refused.statusCode).toBe(403);
    const driver = await t.login('driver');
    expect((await t.as(driver, { method: 'GET', url: BASE })).statusCode).toBe(403);
  });
});

describe('GEO-13 ... GEO-15 GeoJSON', () => {
  it('exports every geofence and imports the file back', async () => {
    const response = await t.as(admin, { method: 'GET', url: `${BASE}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="geofences.geojson"',
    );
    const collection = response.json<GeofenceFeatureCollection>();
    const subset: GeofenceFeatureCollection = {
      type: 'FeatureCollection',
      features: collection.features.slice(0, 3),
    };
    const check = await upload(`${BASE}/import/check`, JSON.stringify(subset));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json<ItemResponse<GeofenceImportReport>>().data).toMatchObject({
      valid: 3,
      invalid: 0,
    });
    const imported = await upload(`${BASE}/import`, JSON.stringify(subset));
    expect(imported.statusCode, imported.body).toBe(201);
    const result = imported.json<ItemResponse<GeofenceImportResult>>().data;
    expect(result.created.map((g) => [g.name, g.shape])).toEqual(
      subset.features.map((f) => [
        f.properties.name,
        expect.objectContaining({ type: expect.any(String) }),
      ]),
    );
  });

  it('refuses malformed GeoJSON, the wrong type and a file over the limit, saving nothing', async () => {
    const before = (await send<ListResponse<Geofence>>(admin, 'GET', `${BASE}?limit=1`)).metadata
      .total_count;
    const broken = await upload(`${BASE}/import`, '{"type":"FeatureCollection","features":[');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      reason: 'geojson.malformed',
      params: { detail: 'json' },
    });
    const csv = await upload(`${BASE}/import/check`, 'name,lat,lng\n', 'text/csv');
    expect(csv.statusCode).toBe(415);
    expect(csv.json()).toMatchObject({ reason: 'geojson.type' });
    const huge = await upload(`${BASE}/import/check`, Buffer.alloc(5 * 1024 * 1024 + 1, 32));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ reason: 'geojson.tooLarge' });
    const after = (await send<ListResponse<Geofence>>(admin, 'GET', `${BASE}?limit=1`)).metadata
      .total_count;
    expect(after).toBe(before);
  });

  it('refuses a file with an invalid feature whole, with its report, unless valid_only', async () => {
    const ring = [
      [106.8, -6.2],
      [106.81, -6.19],
      [106.81, -6.2],
      [106.8, -6.19],
      [106.8, -6.2],
    ];
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Baik' },
          geometry: { type: 'Point', coordinates: [106.8, -6.2] },
        },
        {
          type: 'Feature',
          properties: { name: 'Baik', radius_m: 100 },
          geometry: { type: 'Point', coordinates: [106.8, -6.2] },
        },
        {
          type: 'Feature',
          properties: { name: 'Silang' },
          geometry: { type: 'Polygon', coordinates: [ring] },
        },
      ],
    });
    const refused = await upload(`${BASE}/import`, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      reason: 'geojson.invalidFeatures',
      params: { count: 2 },
      report: {
        valid: 1,
        invalid: 2,
        features: [
          {
            index: 0,
            problems: [{ reason: 'geojson.missingProperty', params: { property: 'radius_m' } }],
          },
          { index: 1, problems: [] },
          { index: 2, problems: [{ reason: 'shape.selfIntersecting' }] },
        ],
      },
    });
    const partial = await upload(`${BASE}/import?valid_only=true`, file);
    expect(partial.statusCode).toBe(201);
    expect(partial.json<ItemResponse<GeofenceImportResult>>().data.created).toHaveLength(1);
  });
});

/** A moving vehicle of the demo company: its row, position and heading after `seconds`. */
function movingVehicle() {
  const runtime = t.simulator.services.liveFleet.runtime;
  const positions = runtime.positions(DEMO_COMPANY_ID) ?? [];
  const moving = positions.filter((p) => p.status === 'moving' && p.speedKmh > 20);
  const vehicle = moving[0];
  if (!vehicle) throw new Error('no moving vehicle');
  return vehicle;
}

/** `distance` metres from a point along a compass heading. */
function ahead(from: LatLng, headingDeg: number, distance: number): LatLng {
  const rad = (headingDeg * Math.PI) / 180;
  const north = Math.cos(rad) * distance;
  const east = Math.sin(rad) * distance;
  return [from[0] + north * M, from[1] + (east * M) / Math.cos((from[0] * Math.PI) / 180)];
}

async function seconds(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    t.clock.advance(1000);
    t.simulator.services.liveFleet.runDue();
  }
  await t.simulator.services.geofenceFeed.idle();
  await t.simulator.services.liveFleet.flush();
}

describe('GEO-8 ... GEO-11 the moving fleet', () => {
  let vehicleId: number;
  let geofenceId: number;

  beforeAll(async () => {
    await t.simulator.services.liveFleet.start();
    await seconds(5);
  }, 120_000);

  it('enters a geofence drawn ahead of a moving vehicle: an important alert 150, then a visit', async () => {
    const vehicle = movingVehicle();
    vehicleId = vehicle.id;
    // A 120 m circle whose near edge is 60 m ahead: it drives through it within a minute.
    const center = ahead([vehicle.latitude, vehicle.longitude], vehicle.heading, 180);
    const created = await send<ItemResponse<Geofence>>(
      admin,
      'POST',
      BASE,
      {
        name: 'Titik uji jalan',
        category: 'RESTRICTED',
        shape: circle(center, 120),
        vehicle_ids: [vehicleId],
        alert_on_enter: true,
        alert_on_exit: true,
      },
      201,
    );
    geofenceId = created.data.id;
    let visits: GeofenceVisitList['data'] = [];
    for (let i = 0; i < 12 && !visits.some((v) => v.exited_on !== null); i++) {
      await seconds(10);
      visits = (await send<GeofenceVisitList>(admin, 'GET', `${BASE}/${geofenceId}/visit`)).data;
    }
    // The fleet's alerts are written every 5 simulated seconds.
    await seconds(6);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      vehicle: { id: vehicleId },
      entry_seen: true,
      exit_seen: true,
      geofence: { name: 'Titik uji jalan', category: 'RESTRICTED' },
    });
    expect(visits[0]?.duration_s).toBeGreaterThan(0);
    const { alerts } = await t.simulator.alerts.listAlerts({
      companyId: DEMO_COMPANY_ID,
      codes: [150, 151],
      vehicleIds: [vehicleId],
    });
    const raised = alerts.map((a) => a.raw).sort((a, b) => a.createdOn.localeCompare(b.createdOn));
    expect(raised.map((a) => a.alertCode)).toEqual([150, 151]);
    expect(raised[0]).toMatchObject({
      isImportant: true,
      alert: { descriptionIdn: 'Masuk geofence · Titik uji jalan' },
    });
    expect(raised[1]?.isImportant).toBe(false);
  });

  it('SRT-5 SRT-7 raises a deviation when an assigned vehicle leaves its route through a side', async () => {
    const vehicle = movingVehicle();
    // A 4 km line across the vehicle's way: it is on it now, and will leave it by its side.
    const here: LatLng = [vehicle.latitude, vehicle.longitude];
    const path = [ahead(here, vehicle.heading + 90, 2000), ahead(here, vehicle.heading - 90, 2000)];
    const route = await send<ItemResponse<SavedRoute>>(
      admin,
      'POST',
      ROUTES,
      { name: 'Rute melintang', tolerance_m: 40, path, vehicle_ids: [vehicle.id] },
      201,
    );
    let deviations: RouteDeviationList['data'] = [];
    for (let i = 0; i < 12 && deviations.length === 0; i++) {
      await seconds(10);
      deviations = (
        await send<RouteDeviationList>(admin, 'GET', `${ROUTES}/${route.data.id}/deviation`)
      ).data;
    }
    await seconds(6);
    expect(deviations).toHaveLength(1);
    expect(deviations[0]).toMatchObject({
      vehicle: { id: vehicle.id },
      ended_on: null,
      returned: false,
    });
    const { alerts } = await t.simulator.alerts.listAlerts({
      companyId: DEMO_COMPANY_ID,
      codes: [153],
      vehicleIds: [vehicle.id],
    });
    expect(alerts[0]?.raw).toMatchObject({
      alertTrigger: 40,
      isImportant: true,
      alert: {
        descriptionIdn: expect.stringMatching(
          /^Keluar dari rute · Rute melintang: \d+ m \(batas 40 m\)$/,
        ),
      },
    });
    // Taking the vehicle off the route ends the deviation without a return.
    await send(admin, 'PUT', `${ROUTES}/${route.data.id}`, { vehicle_ids: [] });
    await seconds(1);
    const ended = (
      await send<RouteDeviationList>(admin, 'GET', `${ROUTES}/${route.data.id}/deviation`)
    ).data;
    expect(ended[0]).toMatchObject({ returned: false, ended_on: expect.any(String) });
  });

  it('SRT-3 takes a route from a fleet task’s planned path', async () => {
    const vehicle = t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID)
      .find((v) => v.is_active && v.parent_id === null);
    const depot = t.simulator.store.list('addresses', DEMO_COMPANY_ID).find((a) => a.is_depot);
    const orders = t.simulator.store
      .list('delivery_orders', DEMO_COMPANY_ID)
      .filter(
        (o) =>
          ['CONFIRMED', 'RESCHEDULED'].includes(o.status.name) &&
          o.vendor === null &&
          o.destination_address.city === depot?.city,
      )
      .slice(0, 2);
    const task = await send<ItemResponse<{ id: number; number: string; planned_path: LatLng[] }>>(
      admin,
      'POST',
      '/fleet-planning/api/web/v1/fleet-task',
      {
        vehicle_id: vehicle?.id,
        start_address_id: depot?.id,
        departure_on: new Date(t.clock.now() + 3_600_000).toISOString(),
        delivery_order_ids: orders.map((o) => o.id),
      },
      201,
    );
    const route = await send<ItemResponse<SavedRoute>>(
      admin,
      'POST',
      ROUTES,
      { name: 'Rute tugas', tolerance_m: 100, fleet_task_id: task.data.id },
      201,
    );
    expect(route.data).toMatchObject({
      source: 'FLEET_TASK',
      fleet_task: { id: task.data.id, number: task.data.number },
    });
    expect(route.data.path.length).toBeGreaterThan(1);
    expect(route.data.path.length).toBeLessThanOrEqual(task.data.planned_path.length);
    const both = await t.as(admin, {
      method: 'POST',
      url: ROUTES,
      payload: {
        name: 'Dua',
        tolerance_m: 100,
        fleet_task_id: task.data.id,
        path: route.data.path,
      },
    });
    expect(both.json()).toMatchObject({ reason: 'savedRoute.sourceRequired' });
  });
});
