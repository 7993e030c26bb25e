import { describe, expect, it } from 'vitest';
import { GEOFENCE_ERROR_REASONS as R } from './error-reasons';
import type { Geofence } from './geofence';
import { geofenceFeatureCollection, parseGeofenceFile } from './geojson';
import { GEOFENCE_IMPORT } from './limits';

const name = (n: number) => `Geofence impor ${n}`;
const parse = (value: unknown) =>
  parseGeofenceFile(typeof value === 'string' ? value : JSON.stringify(value), name);

const ring = [
  [106.8, -6.2],
  [106.801, -6.2],
  [106.801, -6.199],
  [106.8, -6.199],
  [106.8, -6.2],
];

function geofence(shape: Geofence['shape'], id = 1): Geofence {
  return {
    id,
    name: `Depo ${id}`,
    category: 'DEPOT',
    shape,
    active: true,
    alert_on_enter: true,
    alert_on_exit: false,
    dwell_minutes: 60,
    vehicles: [],
    groups: [],
    vertex_count: 1,
    area_m2: 1,
    created_on: '2026-11-16T03:00:00.000Z',
    updated_on: '2026-11-16T03:00:00.000Z',
    created_by: null,
  };
}

describe('GEO-13 export and import give back the same geofences', () => {
  it('writes circles as Points with radius_m and corridors as LineStrings with width_m', () => {
    const shapes: Geofence['shape'][] = [
      { type: 'CIRCLE', center: [-6.2, 106.8], radius_m: 250 },
      { type: 'POLYGON', points: ring.map(([lng, lat]) => [lat as number, lng as number]) },
      {
        type: 'CORRIDOR',
        points: [
          [-6.2, 106.8],
          [-6.21, 106.82],
        ],
        width_m: 60,
      },
    ];
    const collection = geofenceFeatureCollection(shapes.map((shape, i) => geofence(shape, i + 1)));
    expect(collection.features.map((f) => f.geometry.type)).toEqual([
      'Point',
      'Polygon',
      'LineString',
    ]);
    expect(collection.features[0]?.geometry.coordinates).toEqual([106.8, -6.2]);
    const parsed = parse(collection);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.features.map((f) => f.shape)).toEqual(shapes);
    expect(parsed.features.map((f) => f.problems)).toEqual([[], [], []]);
    expect(parsed.features[0]).toMatchObject({
      name: 'Depo 1',
      category: 'DEPOT',
      dwellMinutes: 60,
      alertOnEnter: true,
    });
  });
});

describe('GEO-14 what an import file may hold', () => {
  it('takes one Feature, names it when it has no name and reads the category loosely', () => {
    const parsed = parse({
      type: 'Feature',
      properties: { category: 'toll gate' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    expect(parsed).toMatchObject({
      ok: true,
      features: [{ name: 'Geofence impor 1', category: 'TOLL_GATE', problems: [] }],
    });
  });

  it('refuses a file that is no GeoJSON, naming why', () => {
    expect(parse('{"type": "FeatureCollection", "features": [')).toEqual({
      ok: false,
      problem: { reason: R.geojsonMalformed, params: { detail: 'json' } },
    });
    expect(parse({ type: 'Topology' })).toMatchObject({ problem: { params: { detail: 'root' } } });
    expect(parse([1, 2])).toMatchObject({ problem: { params: { detail: 'root' } } });
    expect(parse({ type: 'FeatureCollection', features: [] })).toMatchObject({
      problem: { params: { detail: 'empty' } },
    });
    const many = Array.from({ length: GEOFENCE_IMPORT.maxFeatures + 1 }, () => ({}));
    expect(parse({ type: 'FeatureCollection', features: many })).toMatchObject({
      problem: { reason: R.geojsonTooManyFeatures },
    });
  });

  it('names the problem of each bad feature and keeps the good ones', () => {
    const bowTie = [
      [106.8, -6.2],
      [106.801, -6.199],
      [106.801, -6.2],
      [106.8, -6.199],
      [106.8, -6.2],
    ];
    const parsed = parse({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Baik' },
          geometry: { type: 'Polygon', coordinates: [ring] },
        },
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [bowTie] } },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: [106.8, -6.2] },
        },
        { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: [] } },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Polygon', coordinates: [ring.slice(0, -1)] },
        },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Polygon', coordinates: [ring, ring] },
        },
        {
          type: 'Feature',
          properties: { category: 'kantor' },
          geometry: { type: 'Polygon', coordinates: [ring] },
        },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Polygon', coordinates: [[[106.8, 'x'], ...ring]] },
        },
        { type: 'Feature', properties: {}, geometry: null },
        'not a feature',
      ],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.features.map((f) => f.problems.map((p) => p.reason))).toEqual([
      [],
      [R.shapeSelfIntersecting],
      [R.geojsonMissingProperty],
      [R.geojsonUnsupportedGeometry],
      [R.shapeNotClosed],
      [R.geojsonUnsupportedGeometry],
      [R.geojsonBadProperty],
      [R.shapeBadCoordinate],
      [R.geojsonUnsupportedGeometry],
      [R.geojsonMalformed],
    ]);
    expect(parsed.features[0]?.shape).not.toBeNull();
    expect(parsed.features.slice(1).every((f) => f.shape === null)).toBe(true);
  });

  it('GEO-4 refuses a 100,000-vertex polygon by its count', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => [
      106.8 + i * 1e-6,
      -6.2 + Math.sin(i) * 1e-3,
    ]);
    big.push(big[0] as number[]);
    const parsed = parse({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [big] },
    });
    expect(parsed).toMatchObject({
      ok: true,
      features: [
        {
          shapeType: 'POLYGON',
          vertexCount: 100_000,
          shape: null,
          problems: [{ reason: R.shapeTooManyVertices, params: { count: 100_000, max: 5000 } }],
        },
      ],
    });
  });
});
