import { describe, expect, it } from 'vitest';
import type { LatLng } from '@armada/contracts/geofences';
import { FenceWatch, type FenceEvent, type FenceSpec } from './fence-watch';

/**
 * The geofence watcher on a stepped clock and hand-placed vehicles
 * (docs/rules/geofences.md GEO-7 ... GEO-12, GEO-17).
 */

const CENTER: LatLng = [-6.2, 106.85];
const M = 1 / 111_195;
const COS = Math.cos((CENTER[0] * Math.PI) / 180);
/** A point `north` and `east` metres from the centre. */
const at = (north: number, east = 0): LatLng => [
  CENTER[0] + north * M,
  CENTER[1] + (east * M) / COS,
];
const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T03:00:00Z');

function fence(overrides: Partial<FenceSpec> = {}): FenceSpec {
  return {
    id: 1,
    companyId: 10,
    name: 'Depo Cakung',
    category: 'DEPOT',
    shape: { type: 'CIRCLE', center: CENTER, radius_m: 200 },
    vehicleIds: null,
    alertOnEnter: true,
    alertOnExit: true,
    dwellMinutes: null,
    stamp: 1,
    ...overrides,
  };
}

/** Two vehicles of company 10 and one of company 20, placed by the test. */
function fleet() {
  const ids = Int32Array.from([101, 102, 201]);
  const rows = {
    ids,
    latitude: new Float64Array(3),
    longitude: new Float64Array(3),
  };
  const watch = new FenceWatch(ids, Int32Array.from([10, 10, 20]));
  const events: FenceEvent[] = [];
  const place = (row: number, point: LatLng) => {
    rows.latitude[row] = point[0];
    rows.longitude[row] = point[1];
  };
  const tick = (time: number) => {
    const before = events.length;
    watch.check(time, rows, (e) => events.push(e));
    return events.slice(before).map((e) => `${e.type} ${e.vehicleId}${e.seen ? '' : ' (silent)'}`);
  };
  place(0, at(1000));
  place(1, at(1000));
  place(2, at(0));
  return { watch, events, place, tick, rows };
}

describe('GEO-8 enter and exit, with the hysteresis band of GEO-7', () => {
  it('enters past the band, holds inside the band, exits past it', () => {
    const f = fleet();
    f.watch.setFences(10, [fence()], T0, () => undefined);
    expect(f.tick(T0)).toEqual([]);
    // Across the border but within 15 m of it: not yet in.
    f.place(0, at(190));
    expect(f.tick(T0 + 1000)).toEqual([]);
    f.place(0, at(180));
    expect(f.tick(T0 + 2000)).toEqual(['enter 101']);
    // Back and forth over the border within the band: nothing.
    f.place(0, at(205));
    expect(f.tick(T0 + 3000)).toEqual([]);
    f.place(0, at(195));
    expect(f.tick(T0 + 4000)).toEqual([]);
    f.place(0, at(214));
    expect(f.tick(T0 + 5000)).toEqual([]);
    f.place(0, at(216));
    expect(f.tick(T0 + 6000)).toEqual(['exit 101']);
    const [enter, exit] = f.events;
    expect(enter).toMatchObject({ at: T0 + 2000, enteredAt: T0 + 2000, companyId: 10 });
    expect(exit).toMatchObject({ at: T0 + 6000, enteredAt: T0 + 2000 });
    expect(exit?.latitude).toBeCloseTo(at(216)[0], 9);
  });

  it('exits at once when the vehicle is far beyond the geofence (outside its grown box)', () => {
    const f = fleet();
    f.watch.setFences(10, [fence()], T0, () => undefined);
    f.tick(T0);
    f.place(0, at(0));
    expect(f.tick(T0 + 1000)).toEqual(['enter 101']);
    f.place(0, at(5000, 5000));
    expect(f.tick(T0 + 2000)).toEqual(['exit 101']);
  });

  it('tests only its own company and the vehicles the geofence applies to (GEO-5)', () => {
    const f = fleet();
    f.watch.setFences(10, [fence({ vehicleIds: [102] })], T0, () => undefined);
    f.tick(T0);
    f.place(0, at(0));
    f.place(1, at(0));
    expect(f.tick(T0 + 1000)).toEqual(['enter 102']);
    // Vehicle 201 sits at the centre all along: another company's geofence is not its own.
    expect(f.events.some((e) => e.vehicleId === 201)).toBe(false);
  });

  it('knows polygons and corridors too', () => {
    const f = fleet();
    const square: LatLng[] = [
      at(-100, -100),
      at(-100, 100),
      at(100, 100),
      at(100, -100),
      at(-100, -100),
    ];
    f.watch.setFences(
      10,
      [
        fence({ id: 1, shape: { type: 'POLYGON', points: square } }),
        fence({
          id: 2,
          shape: { type: 'CORRIDOR', points: [at(0, 500), at(0, 2000)], width_m: 60 },
        }),
      ],
      T0,
      () => undefined,
    );
    f.tick(T0);
    f.place(0, at(0, 0));
    f.place(1, at(10, 1000));
    expect(f.tick(T0 + 1000)).toEqual(['enter 101', 'enter 102']);
    expect(f.events.map((e) => e.fence.id)).toEqual([1, 2]);
    f.place(1, at(60, 1000));
    expect(f.tick(T0 + 2000)).toEqual(['exit 102']);
  });
});

describe('GEO-9 dwell', () => {
  it('raises once per visit, when the visit has lasted the minutes', () => {
    const f = fleet();
    f.watch.setFences(10, [fence({ dwellMinutes: 30 })], T0, () => undefined);
    f.tick(T0);
    f.place(0, at(0));
    expect(f.tick(T0 + 1000)).toEqual(['enter 101']);
    // Parked: it does not move, and dwell is a matter of time.
    expect(f.tick(T0 + 1000 + 29 * MINUTE)).toEqual([]);
    expect(f.tick(T0 + 1000 + 30 * MINUTE)).toEqual(['dwell 101']);
    expect(f.tick(T0 + 1000 + 90 * MINUTE)).toEqual([]);
    f.place(0, at(1000));
    expect(f.tick(T0 + 100 * MINUTE)).toEqual(['exit 101']);
    // A new visit may dwell again.
    f.place(0, at(0));
    f.tick(T0 + 101 * MINUTE);
    expect(f.tick(T0 + 131 * MINUTE)).toEqual(['dwell 101']);
  });
});

describe('GEO-12 the first look is silent', () => {
  it('takes the vehicles already inside a new geofence as inside, without an alert', () => {
    const f = fleet();
    f.place(0, at(0));
    f.watch.setFences(10, [fence()], T0, () => undefined);
    expect(f.tick(T0)).toEqual(['enter 101 (silent)']);
    f.place(0, at(1000));
    // Leaving afterwards is a real exit.
    expect(f.tick(T0 + 1000)).toEqual(['exit 101']);
  });

  it('looks again when the shape or scope changes, ending visits silently', () => {
    const f = fleet();
    f.place(0, at(0));
    f.place(1, at(400));
    f.watch.setFences(10, [fence()], T0, () => undefined);
    f.tick(T0);
    // The circle grows over vehicle 102 and no longer applies to 101.
    f.watch.setFences(
      10,
      [
        fence({
          stamp: 2,
          vehicleIds: [102],
          shape: { type: 'CIRCLE', center: CENTER, radius_m: 500 },
        }),
      ],
      T0 + 1000,
      () => undefined,
    );
    expect(f.tick(T0 + 1000)).toEqual(['exit 101 (silent)', 'enter 102 (silent)']);
  });

  it('keeps visits when only the name or the alert flags change', () => {
    const f = fleet();
    f.watch.setFences(10, [fence()], T0, () => undefined);
    f.tick(T0);
    f.place(0, at(0));
    f.tick(T0 + 1000);
    f.watch.setFences(
      10,
      [fence({ name: 'Depo Cakung Baru', alertOnExit: false })],
      T0 + 2000,
      () => undefined,
    );
    expect(f.tick(T0 + 2000)).toEqual([]);
    f.place(0, at(1000));
    f.tick(T0 + 3000);
    expect(f.events.at(-1)?.fence).toMatchObject({ name: 'Depo Cakung Baru', alertOnExit: false });
  });

  it('ends the visits of a geofence taken away, silently', () => {
    const f = fleet();
    f.place(0, at(0));
    f.watch.setFences(10, [fence()], T0, () => undefined);
    f.tick(T0);
    const ended: FenceEvent[] = [];
    f.watch.setFences(10, [], T0 + 1000, (e) => ended.push(e));
    expect(ended.map((e) => [e.type, e.vehicleId, e.seen])).toEqual([['exit', 101, false]]);
  });

  it('carries restored visits on after a restart, keeping when they began', () => {
    const f = fleet();
    f.place(0, at(0));
    f.place(1, at(1000));
    f.watch.setFences(10, [fence({ dwellMinutes: 60 })], T0, () => undefined);
    f.watch.restore([
      { geofenceId: 1, vehicleId: 101, enteredAt: T0 - 50 * MINUTE, dwellAlerted: false },
      // Vehicle 102 left while the simulator was down.
      { geofenceId: 1, vehicleId: 102, enteredAt: T0 - 5 * MINUTE, dwellAlerted: false },
    ]);
    expect(f.tick(T0)).toEqual(['exit 102 (silent)']);
    expect(f.watch.visitsOf(101)).toEqual([{ geofenceId: 1, enteredAt: T0 - 50 * MINUTE }]);
    expect(f.tick(T0 + 10 * MINUTE)).toEqual(['dwell 101']);
  });
});

describe('GEO-17 the spatial index', () => {
  it('finds the right geofence among thousands, and skips vehicles that did not move', () => {
    const f = fleet();
    const many: FenceSpec[] = Array.from({ length: 2000 }, (_, i) =>
      fence({
        id: i + 1,
        shape: {
          type: 'CIRCLE',
          center: at(Math.floor(i / 50) * 600, (i % 50) * 600),
          radius_m: 100,
        },
      }),
    );
    f.watch.setFences(10, many, T0, () => undefined);
    expect(f.watch.size).toBe(2000);
    f.place(0, at(-5000));
    f.place(1, at(-5000));
    f.tick(T0);
    f.place(0, at(1200, 1800));
    expect(f.tick(T0 + 1000)).toEqual(['enter 101']);
    // 1200 m north, 1800 m east: row 2, column 3 of the grid.
    expect(f.events.at(-1)?.fence.id).toBe(2 * 50 + 3 + 1);
    expect(f.tick(T0 + 2000)).toEqual([]);
  });
});
