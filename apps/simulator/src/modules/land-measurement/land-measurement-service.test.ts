import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import {
  LAND_MEASUREMENT_ERROR_REASONS as R,
  measureRing,
  type LandFiguresWire,
  type LandMeasurement,
  type LandTrackMeasure,
} from '@armada/contracts/land-measurement';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { TEST_NOW, startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import type { StoredPosition } from '../fleet-history/history-store';
import { trackOutline } from './track-outline';

/**
 * Land measurement through HTTP (docs/rules/land-measurement.md): the seeded measurements, a
 * boundary saved, listed, searched, changed, exported and deleted; bad boundaries and tracks
 * refused with nothing changed; another company's measurements out of reach; a boundary made
 * from positions written into the fleet history.
 */

const BASE = '/api/land-measurement';
type LatLng = [number, number];

let t: TestSimulator;
let admin: string;
let driver: string;
let other: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  driver = await t.login('driver');
  other = await t.login(SECOND_COMPANY_ADMIN);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function send<T>(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

async function refused(
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  status: number,
  reason: string,
) {
  const before = await send<ListResponse<LandMeasurement>>(admin, 'GET', `${BASE}?limit=100`);
  const body = await send<{ reason?: string; field?: string }>(admin, method, url, payload, status);
  expect(body.reason).toBe(reason);
  const after = await send<ListResponse<LandMeasurement>>(admin, 'GET', `${BASE}?limit=100`);
  expect(after).toEqual(before);
  return body;
}

/** A block of 200 m x 250 m near Pekanbaru, corners clockwise from the south-west. */
const BLOCK: LatLng[] = [
  [0.5, 101.4],
  [0.5022483, 101.4],
  [0.5022483, 101.4017987],
  [0.5, 101.4017987],
];

describe('LAND-8 seeded measurements', () => {
  it('gives the company a plantation block, a quarry and a yard, newest first, with their boundaries', async () => {
    const list = await send<ListResponse<LandMeasurement>>(admin, 'GET', BASE);
    const names = list.data.paginated_result.map((m) => m.name);
    expect(names).toEqual([
      'Lahan perluasan depo Cikarang',
      'Tambang kapur Citeureup sisi timur',
      'Kebun sawit Blok A-12 Kampar',
    ]);
    for (const m of list.data.paginated_result) {
      expect(m.source).toBe('DRAWN');
      expect(m.boundary).toHaveLength(m.vertex_count);
      expect(m.area_m2).toBeCloseTo(measureRing(m.boundary).areaM2, 0);
      expect(m.created_on).toMatch(/\+07:00$/);
    }
  });
});

describe('LAND-1 ... LAND-5, LAND-8 saving, listing, changing, deleting', () => {
  let saved: LandMeasurement;

  it('saves a drawn boundary with its area and perimeter measured on the ellipsoid', async () => {
    const created = await send<ItemResponse<LandMeasurement>>(
      admin,
      'POST',
      BASE,
      {
        name: '  Blok uji Pekanbaru ',
        notes: 'Batas kebun plasma',
        boundary: [...BLOCK, BLOCK[0]],
      },
      201,
    );
    saved = created.data;
    expect(saved.name).toBe('Blok uji Pekanbaru');
    expect(saved.boundary).toEqual(BLOCK);
    expect(saved.vertex_count).toBe(4);
    // On the ellipsoid a degree of latitude here is 110,574 m and of longitude 111,319 m: the
    // block is 248.6 m x 200.2 m = 49,776 m² (a sphere of the mean radius says 50,000).
    expect(saved.area_m2).toBeGreaterThan(49_770);
    expect(saved.area_m2).toBeLessThan(49_782);
    expect(saved.area_ha).toBeCloseTo(saved.area_m2 / 10_000, 4);
    expect(saved.perimeter_m).toBeGreaterThan(897);
    expect(saved.perimeter_m).toBeLessThan(898.5);
    expect(saved.source).toBe('DRAWN');
    expect(saved.track).toBeNull();
    expect(saved.created_by?.name).toBeTruthy();
  });

  it('lists it first and finds it by a word of its notes', async () => {
    const list = await send<ListResponse<LandMeasurement>>(admin, 'GET', BASE);
    expect(list.data.paginated_result[0]?.id).toBe(saved.id);
    const found = await send<ListResponse<LandMeasurement>>(admin, 'GET', `${BASE}?search=plasma`);
    expect(found.data.paginated_result.map((m) => m.id)).toEqual([saved.id]);
    expect(found.data.paginated_result[0]?.boundary).toEqual(BLOCK);
  });

  it('LAND-4 measures without saving', async () => {
    const figures = await send<ItemResponse<LandFiguresWire>>(admin, 'POST', `${BASE}/measure`, {
      boundary: BLOCK,
    });
    expect(figures.data).toEqual({
      area_m2: saved.area_m2,
      area_ha: saved.area_ha,
      perimeter_m: saved.perimeter_m,
      vertex_count: 4,
    });
  });

  it('changes the name, notes and boundary, measuring the new boundary', async () => {
    const half: LatLng[] = [BLOCK[0] as LatLng, BLOCK[1] as LatLng, BLOCK[2] as LatLng];
    const changed = await send<ItemResponse<LandMeasurement>>(admin, 'PUT', `${BASE}/${saved.id}`, {
      name: 'Blok uji (separuh)',
      boundary: half,
    });
    expect(changed.data.name).toBe('Blok uji (separuh)');
    expect(changed.data.notes).toBe('Batas kebun plasma');
    expect(changed.data.area_m2).toBeCloseTo(saved.area_m2 / 2, -1);
    expect(changed.data.vertex_count).toBe(3);
  });

  it('LAND-9 exports it as GeoJSON and KML: closed rings in lon,lat order', async () => {
    const geojson = await t.as(admin, {
      method: 'GET',
      url: `${BASE}/${saved.id}/export?format=geojson`,
    });
    expect(geojson.statusCode).toBe(200);
    expect(geojson.headers['content-type']).toContain('application/geo+json');
    expect(geojson.headers['content-disposition']).toContain('blok-uji-separuh.geojson');
    const feature = geojson.json<{ geometry: { coordinates: number[][][] } }>();
    const ring = feature.geometry.coordinates[0] ?? [];
    expect(ring).toHaveLength(4);
    expect(ring[0]).toEqual(ring[3]);
    expect(ring).toContainEqual([101.4, 0.5]);
    // RFC 7946: the exterior ring counter-clockwise (south-west, south-east, north-east here).
    expect(ring.slice(0, 3)).toEqual([
      [101.4017987, 0.5022483],
      [101.4, 0.5022483],
      [101.4, 0.5],
    ]);
    const kml = await t.as(admin, { method: 'GET', url: `${BASE}/export?format=kml` });
    expect(kml.statusCode).toBe(200);
    expect(kml.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    expect(kml.body).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    expect(kml.body.match(/<Placemark /g)).toHaveLength(4);
    const coordinates = /<name>Blok uji \(separuh\)<\/name>.*?<coordinates>([^<]+)</s.exec(
      kml.body,
    )?.[1];
    const points = (coordinates ?? '').split(' ');
    expect(points).toContain('101.4,0.5,0');
    expect(points[points.length - 1]).toBe(points[0]);
  });

  it('deletes it; a second delete is a 404', async () => {
    await send(admin, 'DELETE', `${BASE}/${saved.id}`);
    const body = await send<{ reason?: string }>(
      admin,
      'DELETE',
      `${BASE}/${saved.id}`,
      undefined,
      404,
    );
    expect(body.reason).toBe(R.landMeasurementNotFound);
  });
});

describe('LAND-2 bad boundaries are refused and nothing changes', () => {
  const make = (boundary: unknown) => ({ name: 'Salah', boundary });

  it('fewer than 3 distinct corners', async () => {
    const body = await refused(
      'POST',
      BASE,
      make([BLOCK[0], BLOCK[1], BLOCK[0]]),
      400,
      R.landBoundaryTooFewPoints,
    );
    expect(body.field).toBe('body.boundary');
  });

  it('a boundary that crosses itself', async () => {
    await refused(
      'POST',
      BASE,
      make([BLOCK[0], BLOCK[2], BLOCK[1], BLOCK[3]]),
      400,
      R.landBoundarySelfIntersecting,
    );
  });

  it('corners on one line (no area)', async () => {
    await refused(
      'POST',
      `${BASE}/measure`,
      {
        boundary: [
          [0, 100],
          [0, 100.001],
          [0, 100.002],
        ],
      },
      400,
      R.landBoundaryNoArea,
    );
  });

  it('too many points, by the schema before the service', async () => {
    const many = Array.from({ length: 50_000 }, (_, i): LatLng => [0, i / 1e5]);
    const response = await t.as(admin, { method: 'POST', url: BASE, payload: make(many) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('boundary');
  });

  it('an unknown id on change is a 404, another company’s too', async () => {
    const own = await send<ListResponse<LandMeasurement>>(admin, 'GET', BASE);
    const id = own.data.paginated_result[0]?.id ?? 0;
    const body = await send<{ reason?: string }>(
      other,
      'PUT',
      `${BASE}/${id}`,
      { notes: 'x' },
      404,
    );
    expect(body.reason).toBe(R.landMeasurementNotFound);
    await send(other, 'GET', `${BASE}/${id}`, undefined, 404);
    const theirs = await send<ListResponse<LandMeasurement>>(other, 'GET', BASE);
    expect(theirs.data.paginated_result.map((m) => m.id)).not.toContain(id);
  });

  it('LAND-10 a user without the permissions is refused', async () => {
    await send(driver, 'GET', BASE, undefined, 403);
  });
});

/** Positions every `step` metres round the ring (closed), an hour apart in all. */
function drive(
  vehicleId: number,
  ring: readonly LatLng[],
  from: number,
  stepM = 8,
): StoredPosition[] {
  const out: StoredPosition[] = [];
  const closed = [...ring, ring[0] as LatLng];
  for (let i = 1; i < closed.length; i++) {
    const [aLat, aLng] = closed[i - 1] as LatLng;
    const [bLat, bLng] = closed[i] as LatLng;
    const length = Math.hypot((bLat - aLat) * 111_195, (bLng - aLng) * 111_195);
    const n = Math.max(1, Math.round(length / stepM));
    for (let k = 0; k < n; k++) {
      const f = k / n;
      out.push({
        vehicleId,
        companyId: DEMO_COMPANY_ID,
        at: from + out.length * 5_000,
        latE5: Math.round((aLat + (bLat - aLat) * f) * 1e5),
        lngE5: Math.round((aLng + (bLng - aLng) * f) * 1e5),
        speedKmh: 20,
        heading: 0,
        flags: 4,
        fuelPctE1: null,
        tempCE1: null,
      });
    }
  }
  return out;
}

/** An L-shaped estate: a 1 km square without its north-east quarter (75 ha). */
const D = 1 / 111.195; // a kilometre in degrees near the equator
const L_SHAPE: LatLng[] = [
  [0.4, 101.3],
  [0.4, 101.3 + D],
  [0.4 + D / 2, 101.3 + D],
  [0.4 + D / 2, 101.3 + D / 2],
  [0.4 + D, 101.3 + D / 2],
  [0.4 + D, 101.3],
];

describe('LAND-6, LAND-7 a boundary from a vehicle’s driven track', () => {
  const period = (fromMs: number, toMs: number) => ({
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
  });
  let vehicleId: number;
  const start = TEST_NOW - 6 * 3_600_000;

  beforeAll(async () => {
    const vehicle = t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID)
      .find((v) => v.parent_id == null);
    vehicleId = vehicle?.id ?? 0;
    await t.simulator.services.fleetHistory.store.insertPositions(drive(vehicleId, L_SHAPE, start));
  });

  it('follows the outline of an L-shaped estate driven round its edge (not its convex hull)', async () => {
    const answer = await send<ItemResponse<LandTrackMeasure>>(
      admin,
      'POST',
      `${BASE}/measure-track`,
      {
        vehicle_id: vehicleId,
        ...period(start - 60_000, start + 3 * 3_600_000),
      },
    );
    const m = answer.data;
    expect(m.method).toBe('OUTLINE');
    const truth = measureRing(L_SHAPE).areaM2;
    expect(Math.abs(m.figures.area_m2 - truth) / truth).toBeLessThan(0.02);
    expect(m.position_count).toBeGreaterThan(400);
    expect(m.track.length).toBeLessThanOrEqual(m.position_count);
    expect(m.boundary.length).toBeLessThanOrEqual(500);
    // Saved with its track as the source.
    const saved = await send<ItemResponse<LandMeasurement>>(
      admin,
      'POST',
      BASE,
      {
        name: 'Estate L',
        boundary: m.boundary,
        track: { vehicle_id: vehicleId, ...period(start - 60_000, start + 3 * 3_600_000) },
      },
      201,
    );
    expect(saved.data.source).toBe('TRACK');
    expect(saved.data.track?.vehicle.id).toBe(vehicleId);
  });

  it('refuses a period longer than the limit, reversed, without positions, or an unknown vehicle', async () => {
    await refused(
      'POST',
      `${BASE}/measure-track`,
      { vehicle_id: vehicleId, ...period(start - 8 * 86_400_000, start) },
      400,
      R.landTrackPeriodTooLong,
    );
    await refused(
      'POST',
      `${BASE}/measure-track`,
      { vehicle_id: vehicleId, ...period(start, start - 1_000) },
      400,
      R.landTrackPeriodReversed,
    );
    await refused(
      'POST',
      `${BASE}/measure-track`,
      { vehicle_id: vehicleId, ...period(start - 86_400_000, start - 3_600_000) },
      400,
      R.landTrackNoArea,
    );
    await refused(
      'POST',
      `${BASE}/measure-track`,
      { vehicle_id: 987_654_321, ...period(start, start + 3_600_000) },
      404,
      SERVER_ERROR_REASONS.vehicleNotFound,
    );
    // Another company's vehicle answers like an unknown one.
    const theirs = await t.as(other, {
      method: 'POST',
      url: `${BASE}/measure-track`,
      payload: { vehicle_id: vehicleId, ...period(start, start + 3_600_000) },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('LAND-7 the outline of a track', () => {
  it('of a mining site driven all over: close to the pit, far inside the convex hull', () => {
    // Haul roads every 20 m across a 600 m x 400 m pit, and a road 800 m east to the crusher.
    const m = 1 / 111_195;
    const pit: LatLng[] = [];
    for (let j = 0; j <= 400; j += 20) {
      for (let i = 0; i <= 600; i += 5) pit.push([-3.5 + j * m, 115.6 + i * m]);
    }
    for (let i = 600; i <= 1400; i += 5) pit.push([-3.5 + 200 * m, 115.6 + i * m]);
    const outline = trackOutline(pit);
    expect(outline.ok).toBe(true);
    if (!outline.ok) return;
    expect(outline.method).toBe('OUTLINE');
    const area = outline.check.figures.areaM2;
    // The pit is 240,000 m² (on the sphere the points were laid out on); the convex hull of
    // pit and road is about 397,000 m² (ADR 0039).
    expect(area).toBeGreaterThan(230_000);
    expect(area).toBeLessThan(260_000);
  });

  it('of a vehicle that stood still or drove a straight line: none', () => {
    expect(
      trackOutline([
        [0, 100],
        [0, 100],
        [0, 100],
      ]).ok,
    ).toBe(false);
    const line = Array.from({ length: 100 }, (_, i): LatLng => [0, 100 + i / 1e4]);
    expect(trackOutline(line).ok).toBe(false);
  });
});
