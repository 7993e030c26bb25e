import { describe, expect, it } from 'vitest';
import type { LatLng } from '@armada/contracts/geofences';
import { RouteWatch, type RouteEvent, type RouteSpec } from './route-watch';

/** Saved routes against their vehicles, on hand-placed positions (docs/rules/saved-routes.md). */

const START: LatLng = [-6.25, 106.9];
const M = 1 / 111_195;
const COS = Math.cos((START[0] * Math.PI) / 180);
const at = (east: number, north = 0): LatLng => [START[0] + north * M, START[1] + (east * M) / COS];
const T0 = Date.parse('2026-11-20T03:00:00Z');

function route(overrides: Partial<RouteSpec> = {}): RouteSpec {
  // 3 km east along a line of many points (so the segment index is used), 50 m tolerance.
  const path = Array.from({ length: 31 }, (_, i) => at(i * 100));
  return {
    id: 7,
    companyId: 10,
    name: 'Cakung - Bekasi',
    path,
    toleranceM: 50,
    vehicleIds: [101],
    stamp: 1,
    ...overrides,
  };
}

function fleet() {
  const ids = Int32Array.from([101, 102]);
  const rows = { ids, latitude: new Float64Array(2), longitude: new Float64Array(2) };
  const watch = new RouteWatch(ids, Int32Array.from([10, 10]));
  const events: RouteEvent[] = [];
  let time = T0;
  const drive = (row: number, ...points: LatLng[]) => {
    const seen: string[] = [];
    for (const point of points) {
      rows.latitude[row] = point[0];
      rows.longitude[row] = point[1];
      time += 1000;
      const before = events.length;
      watch.check(time, rows, (e) => events.push(e));
      seen.push(...events.slice(before).map((e) => `${e.type} ${e.vehicleId}`));
    }
    return seen;
  };
  return { watch, events, drive, now: () => time };
}

describe('SRT-5 deviation and return', () => {
  it('SRT-5 is silent until the vehicle has been on the route, then raises on leaving and coming back', () => {
    const f = fleet();
    f.watch.setRoutes(10, [route()], T0, () => undefined);
    // Off the line before ever joining it: not started, nothing to say.
    expect(f.drive(0, at(-500, 300), at(200, 300))).toEqual([]);
    expect(f.watch.stateOf(7, 101)).toBe('not started');
    expect(f.drive(0, at(500, 20))).toEqual([]);
    expect(f.watch.stateOf(7, 101)).toBe('on');
    // Within the tolerance and the band: still on.
    expect(f.drive(0, at(800, 60))).toEqual([]);
    expect(f.drive(0, at(1000, 70))).toEqual(['deviate 101']);
    expect(f.drive(0, at(1200, 400), at(1400, 250))).toEqual([]);
    expect(f.drive(0, at(1600, 30))).toEqual(['return 101']);
    const [deviate, back] = f.events;
    expect(deviate?.distanceM).toBeCloseTo(70, 0);
    expect(back).toMatchObject({ leftAt: deviate?.at });
    expect(back?.maxDistanceM).toBeCloseTo(400, 0);
  });

  it('SRT-5 leaving past either end finishes the route without an alert', () => {
    const f = fleet();
    f.watch.setRoutes(10, [route()], T0, () => undefined);
    expect(f.drive(0, at(2500), at(2900), at(3040), at(3200), at(3500, 500))).toEqual([]);
    expect(f.watch.stateOf(7, 101)).toBe('not started');
    // Driving it back the other way and out past its start: done too.
    expect(f.drive(0, at(2900), at(100), at(-80), at(-300))).toEqual([]);
  });

  it('SRT-4 watches only the vehicles assigned', () => {
    const f = fleet();
    f.watch.setRoutes(10, [route()], T0, () => undefined);
    expect(f.drive(1, at(500), at(500, 500))).toEqual([]);
    expect(f.watch.stateOf(7, 102)).toBeNull();
  });

  it('SRT-6 SRT-7 ends a deviation silently when its route changes, and carries restored ones on', () => {
    const f = fleet();
    f.watch.setRoutes(10, [route()], T0, () => undefined);
    f.drive(0, at(500), at(500, 300));
    const ended: RouteEvent[] = [];
    f.watch.setRoutes(10, [route({ stamp: 2, toleranceM: 500 })], f.now(), (e) => ended.push(e));
    expect(ended.map((e) => `${e.type} ${e.vehicleId}`)).toEqual(['end 101']);
    expect(f.watch.stateOf(7, 101)).toBe('not started');

    const again = fleet();
    again.watch.setRoutes(10, [route()], T0, () => undefined);
    again.watch.restore([{ routeId: 7, vehicleId: 101, leftAt: T0 - 60_000, maxDistanceM: 120 }]);
    expect(again.watch.stateOf(7, 101)).toBe('off');
    expect(again.drive(0, at(700, 10))).toEqual(['return 101']);
    expect(again.events[0]).toMatchObject({ leftAt: T0 - 60_000, maxDistanceM: 120 });
  });
});
