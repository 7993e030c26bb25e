import { beforeAll, describe, expect, it } from 'vitest';
import {
  LAND_MEASUREMENT_ERROR_REASONS as R,
  LandFiguresSchema,
  LandMeasurementSchema,
  createLandMeasurementRoute,
  deleteLandMeasurementRoute,
  exportLandMeasurementRoute,
  exportLandMeasurementsRoute,
  measureLandRoute,
  measureLandTrackRoute,
  type LandMeasurement,
} from '@armada/contracts/land-measurement';
import { ItemResponseSchema, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Land measurement against a running server (docs/rules/land-measurement.md): a boundary saved,
 * measured, exported as GeoJSON and KML and deleted; bad boundaries and track requests refused
 * with their reasons. Auth, malformed bodies, lists and tenant isolation come from the
 * catalogue's generic suites; the track outline is in the simulator's tests, over positions it
 * writes itself.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const BLOCK: [number, number][] = [
  [0.5, 101.4],
  [0.5022483, 101.4],
  [0.5022483, 101.4017987],
  [0.5, 101.4017987],
];

let admin: ApiClient;

beforeAll(() => {
  admin = adminClient();
});

describe('land measurement', () => {
  it('LAND-1, LAND-9: saves a boundary, measures it the same, exports it and deletes it', async () => {
    const created = await admin.request('POST', createLandMeasurementRoute.url, {
      body: { name: `Blok kontrak ${Date.now()}`, boundary: BLOCK },
    });
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(LandMeasurementSchema), created.body, 'created');
    const saved = (created.body as { data: LandMeasurement }).data;
    expect(saved.area_m2).toBeGreaterThan(49_770);
    expect(saved.area_m2).toBeLessThan(49_782);

    const measured = await admin.request('POST', measureLandRoute.url, {
      body: { boundary: BLOCK },
    });
    expectStatus(measured, 200);
    expectSchema(ItemResponseSchema(LandFiguresSchema), measured.body, 'measured');
    expect((measured.body as { data: { area_m2: number } }).data.area_m2).toBe(saved.area_m2);

    const geojson = await admin.request('GET', at(exportLandMeasurementRoute.url, saved.id), {
      query: { format: 'geojson' },
    });
    expectStatus(geojson, 200);
    const ring = (geojson.body as { geometry: { coordinates: number[][][] } }).geometry
      .coordinates[0];
    expect(ring?.[0]).toEqual(ring?.[ring.length - 1]);
    expect(ring).toContainEqual([101.4, 0.5]);

    const kml = await admin.request('GET', exportLandMeasurementsRoute.url, {
      query: { format: 'kml' },
      headers: { accept: 'application/vnd.google-earth.kml+xml' },
    });
    expectStatus(kml, 200);
    expect(kml.text).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    expect(kml.text).toContain('101.4,0.5,0');

    expectStatus(await admin.request('DELETE', at(deleteLandMeasurementRoute.url, saved.id)), 200);
    expectError(await admin.request('DELETE', at(deleteLandMeasurementRoute.url, saved.id)), 404);
  });

  it('LAND-2: refuses a crossing boundary and one on a line, naming why', async () => {
    const crossing = await admin.request('POST', createLandMeasurementRoute.url, {
      body: { name: 'Salah', boundary: [BLOCK[0], BLOCK[2], BLOCK[1], BLOCK[3]] },
    });
    expectError(crossing, 400);
    expect((crossing.body as { reason?: string }).reason).toBe(R.landBoundarySelfIntersecting);
    const flat = await admin.request('POST', measureLandRoute.url, {
      body: {
        boundary: [
          [0, 100],
          [0, 100.001],
          [0, 100.002],
        ],
      },
    });
    expectError(flat, 400);
    expect((flat.body as { reason?: string }).reason).toBe(R.landBoundaryNoArea);
  });

  it('LAND-5, LAND-6: refuses a track of an unknown vehicle or over too long a period', async () => {
    const unknown = await admin.request('POST', measureLandTrackRoute.url, {
      body: {
        vehicle_id: 987_654_321,
        from: '2026-11-10T06:00:00+07:00',
        to: '2026-11-10T18:00:00+07:00',
      },
    });
    expectError(unknown, 404);
    expect((unknown.body as { reason?: string }).reason).toBe(SERVER_ERROR_REASONS.vehicleNotFound);
    const fleet = await admin.request('GET', '/api/live/fleet');
    const vehicleId = (fleet.body as { data: { vehicles: { id: number }[] } }).data.vehicles[0]?.id;
    const long = await admin.request('POST', measureLandTrackRoute.url, {
      body: {
        vehicle_id: vehicleId,
        from: '2026-11-01T00:00:00+07:00',
        to: '2026-11-10T00:00:00+07:00',
      },
    });
    expectError(long, 400);
    expect((long.body as { reason?: string }).reason).toBe(R.landTrackPeriodTooLong);
  });
});
