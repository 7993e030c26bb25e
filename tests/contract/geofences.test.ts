import { beforeAll, describe, expect, it } from 'vitest';
import {
  GEOFENCE_LIMITS,
  GeofenceFeatureCollectionSchema,
  GeofenceImportReportSchema,
  GeofenceImportResultSchema,
  GeofenceMapSchema,
  GeofenceSchema,
  GeofenceVisitListSchema,
  RouteDeviationListSchema,
  SavedRouteSchema,
  checkGeofenceImportRoute,
  createGeofenceRoute,
  createSavedRouteRoute,
  exportGeofencesRoute,
  getGeofenceMapRoute,
  getGeofenceRoute,
  getSavedRouteRoute,
  importGeofencesRoute,
  listGeofenceVisitsRoute,
  listRouteDeviationsRoute,
  updateGeofenceRoute,
  updateSavedRouteRoute,
  type Geofence,
  type SavedRoute,
} from '@armada/contracts/geofences';
import { ItemResponseSchema, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { RouteDefinition } from '@armada/contracts/shared';
import { adminClient, type ApiClient } from './lib/client';
import { exampleFor } from './lib/examples';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Geofences and saved routes against a running server (docs/rules/geofences.md,
 * docs/rules/saved-routes.md): every route with the domain's fixtures, the refusals of bad
 * shapes and files (self-intersecting, 100,000 vertices, malformed GeoJSON) and GeoJSON in and
 * out. Auth, malformed bodies and tenant isolation come from the catalogue's generic suites; the
 * watcher on the moving fleet is in the simulator's tests, with a stepped clock.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
/** The domain's request example (contracts src/testing/routes/geofences.ts). */
const example = (route: RouteDefinition) => exampleFor(route)?.body?.();

let admin: ApiClient;

beforeAll(() => {
  admin = adminClient();
});

function upload(url: string, body: string, type = 'application/geo+json') {
  return admin.request('POST', url, { body, headers: { 'content-type': type } });
}

/** A closed ring of `n` corners round a point (about 1 km across). */
function ring(n: number): [number, number][] {
  const points = Array.from({ length: n }, (_, i): [number, number] => [
    -6.2 + Math.sin((2 * Math.PI * i) / n) * 0.005,
    106.85 + Math.cos((2 * Math.PI * i) / n) * 0.005,
  ]);
  return [...points, points[0] as [number, number]];
}

describe('geofences (GEO-2 ... GEO-6, GEO-11, GEO-16)', () => {
  let made: Geofence;

  it('creates one from the fixture, reads it, changes it and lists its visits', async () => {
    const created = await admin.post<{ data: Geofence }>(
      createGeofenceRoute.url,
      example(createGeofenceRoute),
    );
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(GeofenceSchema), created.body, 'created geofence');
    made = created.body?.data as Geofence;
    expect(made).toMatchObject({ category: 'DEPOT', alert_on_enter: true, active: true });

    const read = await admin.get(at(getGeofenceRoute.url, made.id));
    expectStatus(read, 200);
    expect(read.body).toMatchObject({ data: { id: made.id, name: made.name } });

    const changed = await admin.request('PUT', at(updateGeofenceRoute.url, made.id), {
      body: example(updateGeofenceRoute),
    });
    expectStatus(changed, 200);
    expect(changed.body).toMatchObject({ data: { id: made.id, dwell_minutes: 30 } });

    const visits = await admin.get(at(listGeofenceVisitsRoute.url, made.id), {
      query: { limit: 5 },
    });
    expectStatus(visits, 200);
    expectSchema(GeofenceVisitListSchema, visits.body, 'visits');

    const map = await admin.get<{ data: { id: number }[] }>(getGeofenceMapRoute.url);
    expectStatus(map, 200);
    expectSchema(GeofenceMapSchema, map.body, 'map');
    expect(map.body?.data.some((item) => item.id === made.id)).toBe(true);
  });

  it('an inactive geofence leaves the map layer and stays in the list', async () => {
    const changed = await admin.request('PUT', at(updateGeofenceRoute.url, made.id), {
      body: { active: false },
    });
    expectStatus(changed, 200);
    const map = await admin.get<{ data: { id: number }[] }>(getGeofenceMapRoute.url);
    expect(map.body?.data.some((item) => item.id === made.id)).toBe(false);
    const read = await admin.get(at(getGeofenceRoute.url, made.id));
    expect(read.body).toMatchObject({ data: { active: false } });
  });

  it('refuses a self-intersecting polygon with its reason, and creates nothing', async () => {
    const response = await admin.post(createGeofenceRoute.url, {
      name: 'Silang',
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
    });
    expectError(response, 400, ['body.shape']);
    expect(response.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.shapeSelfIntersecting,
      field: 'body.shape',
    });
  });

  it('refuses 100,000 vertices by the size of the list, naming the field and the limit', async () => {
    const response = await admin.post(createGeofenceRoute.url, {
      name: 'Besar',
      category: 'DEPOT',
      shape: { type: 'POLYGON', points: ring(100_000) },
    });
    expectError(response, 400, ['body.shape.points']);
    expect(response.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.requestInvalid,
      message: `body.shape.points must not have more than ${GEOFENCE_LIMITS.maxVertices + 1} items`,
    });
  });

  it('accepts a polygon at the vertex limit', async () => {
    const response = await admin.post(createGeofenceRoute.url, {
      name: `Batas ${Date.now()}`,
      category: 'PARKING',
      shape: { type: 'POLYGON', points: ring(GEOFENCE_LIMITS.maxVertices) },
      active: false,
    });
    expectStatus(response, 201);
    expect(response.body).toMatchObject({ data: { vertex_count: GEOFENCE_LIMITS.maxVertices } });
  });
});

describe('GeoJSON (GEO-13 ... GEO-15)', () => {
  it('exports a FeatureCollection as a file', async () => {
    const response = await admin.get(exportGeofencesRoute.url);
    expectStatus(response, 200);
    expect(response.headers.get('content-type')).toMatch(/^application\/geo\+json/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=/);
    expectSchema(GeofenceFeatureCollectionSchema, response.body, 'export');
  });

  it('checks a file, reporting each feature, and imports it', async () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: `Impor ${Date.now()}`, category: 'parking', radius_m: 80 },
          geometry: { type: 'Point', coordinates: [106.85, -6.2] },
        },
      ],
    });
    const check = await upload(checkGeofenceImportRoute.url, file);
    expectStatus(check, 200);
    expectSchema(ItemResponseSchema(GeofenceImportReportSchema), check.body, 'report');
    expect(check.body).toMatchObject({ data: { valid: 1, invalid: 0 } });
    const imported = await upload(importGeofencesRoute.url, file);
    expectStatus(imported, 201);
    expectSchema(ItemResponseSchema(GeofenceImportResultSchema), imported.body, 'import');
    expect(imported.body).toMatchObject({ data: { created: [{ category: 'PARKING' }] } });
  });

  it('refuses malformed GeoJSON, a file of another type and a 100,000-vertex feature', async () => {
    const broken = await upload(importGeofencesRoute.url, '{"type":"FeatureCollection"');
    expectError(broken, 400);
    expect(broken.body).toMatchObject({ reason: SERVER_ERROR_REASONS.geojsonMalformed });

    const csv = await upload(checkGeofenceImportRoute.url, 'a,b\n1,2\n', 'text/csv');
    expectError(csv, 415);
    expect(csv.body).toMatchObject({ reason: SERVER_ERROR_REASONS.geojsonType });

    const big = ring(100_000).map(([lat, lng]) => [lng, lat]);
    const huge = await upload(
      importGeofencesRoute.url,
      JSON.stringify({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [big] },
      }),
    );
    expectError(huge, 400);
    expect(huge.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.geojsonInvalidFeatures,
      report: {
        invalid: 1,
        features: [
          {
            problems: [
              {
                reason: SERVER_ERROR_REASONS.shapeTooManyVertices,
                params: { count: 100_000, max: GEOFENCE_LIMITS.maxVertices },
              },
            ],
          },
        ],
      },
    });
  });
});

describe('saved routes (SRT-1 ... SRT-3, SRT-6, SRT-7)', () => {
  it('creates a drawn route from the fixture, reads it, changes it and lists its deviations', async () => {
    const created = await admin.post<{ data: SavedRoute }>(
      createSavedRouteRoute.url,
      example(createSavedRouteRoute),
    );
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(SavedRouteSchema), created.body, 'created route');
    const route = created.body?.data as SavedRoute;
    expect(route).toMatchObject({ source: 'DRAWN', fleet_task: null, tolerance_m: 50 });
    expect(route.length_m).toBeGreaterThan(1000);

    const read = await admin.get(at(getSavedRouteRoute.url, route.id));
    expectStatus(read, 200);
    const changed = await admin.request('PUT', at(updateSavedRouteRoute.url, route.id), {
      body: example(updateSavedRouteRoute),
    });
    expectStatus(changed, 200);
    expect(changed.body).toMatchObject({ data: { tolerance_m: 80 } });
    const deviations = await admin.get(at(listRouteDeviationsRoute.url, route.id));
    expectStatus(deviations, 200);
    expectSchema(RouteDeviationListSchema, deviations.body, 'deviations');
  });

  it('takes a route from a fleet task, and refuses both sources or neither', async () => {
    const tasks = await admin.get<{ data: { paginated_result: { id: number; number: string }[] } }>(
      '/fleet-planning/api/web/v1/fleet-task',
      { query: { limit: 1 } },
    );
    expectStatus(tasks, 200);
    const task = tasks.body?.data.paginated_result[0];
    if (!task) throw new Error('no seeded fleet task');
    const created = await admin.post(createSavedRouteRoute.url, {
      name: 'Dari tugas',
      tolerance_m: 100,
      fleet_task_id: task.id,
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({
      data: { source: 'FLEET_TASK', fleet_task: { id: task.id, number: task.number } },
    });
    const neither = await admin.post(createSavedRouteRoute.url, { name: 'X', tolerance_m: 100 });
    expectError(neither, 400);
    expect(neither.body).toMatchObject({ reason: SERVER_ERROR_REASONS.savedRouteSourceRequired });
    const unknownTask = await admin.post(createSavedRouteRoute.url, {
      name: 'X',
      tolerance_m: 100,
      fleet_task_id: 987_654_321,
    });
    expectError(unknownTask, 404);
    expect(unknownTask.body).toMatchObject({ reason: SERVER_ERROR_REASONS.savedRouteTaskNotFound });
  });

  it('refuses a line that is too short', async () => {
    const response = await admin.post(createSavedRouteRoute.url, {
      name: 'Pendek',
      tolerance_m: 50,
      path: [
        [-6.2, 106.85],
        [-6.2, 106.8501],
      ],
    });
    expectError(response, 400, ['body.path']);
    expect(response.body).toMatchObject({ reason: SERVER_ERROR_REASONS.savedRouteTooShort });
  });
});
