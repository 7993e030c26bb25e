import { describe, expect, it } from 'vitest';
import type { LatLngTuple } from '../../domain/roads/network-data';
import {
  DOOR_RULES,
  DoorSensor,
  doorRng,
  hasDoorSensor,
  pastDoorEvents,
  type DoorEventRow,
  type DoorVehicle,
} from './door-sensor';

/** The box doors (docs/rules/history.md §6), without a store: the sensor fed by hand. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const T0 = Date.parse('2026-11-20T08:00:00+07:00');
const DEPOT: LatLngTuple = [-6.2, 106.9];
const STOP: LatLngTuple = [-6.25, 106.8];
const ELSEWHERE: LatLngTuple = [-6.3, 106.7];

const vehicle = (over: Partial<DoorVehicle> = {}): DoorVehicle => ({
  vehicleId: 7,
  companyId: 1001,
  driverId: 3,
  depot: DEPOT,
  reeferDoorMs: null,
  ...over,
});

/** Steps a sensor every second over [from, to) at `place`, standing or not; the rows it gave. */
function run(
  sensor: DoorSensor,
  from: number,
  to: number,
  place: LatLngTuple,
  standing: boolean,
): DoorEventRow[] {
  const rows: DoorEventRow[] = [];
  for (let at = from; at < to; at += SECOND)
    rows.push(...sensor.step(at, place[0], place[1], standing));
  return rows;
}

describe('which vehicles have a door sensor (HIST-17)', () => {
  it('every refrigerated box, about 60% of trucks and vans, no pickup or motorbike, the same for a seed', () => {
    expect(hasDoorSensor(1, 5, 'Pikap', true)).toBe(true);
    expect(hasDoorSensor(1, 5, 'Motor', true)).toBe(true);
    for (let id = 1; id <= 50; id++) {
      expect(hasDoorSensor(1, id, 'Pikap', false)).toBe(false);
      expect(hasDoorSensor(1, id, 'Motor', false)).toBe(false);
    }
    const trucks = Array.from({ length: 1000 }, (_, id) => hasDoorSensor(42, id, 'Truk', false));
    const share = trucks.filter(Boolean).length / trucks.length;
    expect(share).toBeGreaterThan(DOOR_RULES.boxSensorShare - 0.05);
    expect(share).toBeLessThan(DOOR_RULES.boxSensorShare + 0.05);
    expect(Array.from({ length: 1000 }, (_, id) => hasDoorSensor(42, id, 'Truk', false))).toEqual(
      trucks,
    );
    // Another seed decides otherwise for some vehicles.
    expect(
      Array.from({ length: 1000 }, (_, id) => hasDoorSensor(43, id, 'Truk', false)),
    ).not.toEqual(trucks);
  });
});

describe('when a door opens and closes (HIST-18)', () => {
  it('opens shortly after an arrival at a delivery stop and closes after its time there', () => {
    const sensor = new DoorSensor(vehicle(), doorRng(1, 'live', 7));
    sensor.arrived(T0);
    const rows = run(sensor, T0, T0 + 20 * MINUTE, STOP, true);
    expect(rows).toHaveLength(2);
    const [opened, closed] = rows;
    expect(opened?.closedAt).toBeNull();
    expect(opened?.atStop).toBe(true);
    expect(opened?.openedAt).toBeGreaterThanOrEqual(T0 + DOOR_RULES.openAfterArrivalMs[0]);
    expect(opened?.openedAt).toBeLessThanOrEqual(T0 + DOOR_RULES.openAfterArrivalMs[1]);
    expect([opened?.latitude, opened?.longitude]).toEqual(STOP);
    const open = (closed?.closedAt ?? 0) - (closed?.openedAt ?? 0);
    expect(closed?.openedAt).toBe(opened?.openedAt);
    expect(open).toBeGreaterThanOrEqual(DOOR_RULES.openAtStopMs[0]);
    expect(open).toBeLessThanOrEqual(DOOR_RULES.openAtStopMs[1]);
  });

  it("a reefer's door stays open its own door time; driving off closes it at once", () => {
    const reefer = new DoorSensor(vehicle({ reeferDoorMs: 6 * MINUTE }), doorRng(1, 'live', 7));
    reefer.arrived(T0);
    const [opened, closed] = run(reefer, T0, T0 + 20 * MINUTE, STOP, true);
    expect((closed?.closedAt ?? 0) - (opened?.openedAt ?? 0)).toBe(6 * MINUTE);

    const leaving = new DoorSensor(vehicle({ reeferDoorMs: 6 * MINUTE }), doorRng(1, 'live', 7));
    leaving.arrived(T0);
    const [open] = run(leaving, T0, T0 + 3 * MINUTE, STOP, true);
    expect(leaving.isOpen).toBe(true);
    const [shut] = leaving.step(T0 + 3 * MINUTE, STOP[0], STOP[1], false);
    expect(shut).toMatchObject({ openedAt: open?.openedAt, closedAt: T0 + 3 * MINUTE });
    expect(leaving.isOpen).toBe(false);
  });

  it('a vehicle that leaves before its door was due to open keeps it shut', () => {
    const sensor = new DoorSensor(vehicle(), doorRng(1, 'live', 7));
    sensor.arrived(T0);
    expect(run(sensor, T0, T0 + 20 * SECOND, STOP, true)).toEqual([]);
    expect(run(sensor, T0 + 20 * SECOND, T0 + 30 * MINUTE, STOP, false)).toEqual([]);
  });

  it('opens now and then at a stand elsewhere, once per stand, never at the depot', () => {
    const opened = (place: LatLngTuple) => {
      let count = 0;
      for (let id = 0; id < 400; id++) {
        const sensor = new DoorSensor(vehicle({ vehicleId: id }), doorRng(9, 'live', id));
        const rows = run(sensor, T0, T0 + 15 * MINUTE, place, true);
        for (const row of rows) {
          expect(row.atStop).toBe(false);
          if (row.closedAt === null) {
            count++;
            expect(row.openedAt).toBe(T0 + DOOR_RULES.elsewhereAfterMs);
          }
        }
        expect(rows.filter((r) => r.closedAt === null).length).toBeLessThanOrEqual(1);
      }
      return count / 400;
    };
    const share = opened(ELSEWHERE);
    expect(share).toBeGreaterThan(DOOR_RULES.elsewhereChance / 2);
    expect(share).toBeLessThan(DOOR_RULES.elsewhereChance * 2);
    expect(opened(DEPOT)).toBe(0);
  });

  it('opens on the way in a few drives, for its time, and stays open through a halt', () => {
    let drives = 0;
    let openedOnTheWay = 0;
    for (let id = 0; id < 1000; id++) {
      const sensor = new DoorSensor(vehicle({ vehicleId: id }), doorRng(11, 'live', id));
      drives++;
      const rows = run(sensor, T0, T0 + 20 * MINUTE, ELSEWHERE, false);
      const open = rows.find((r) => r.closedAt === null);
      if (!open) continue;
      openedOnTheWay++;
      expect(open.atStop).toBe(false);
      expect(open.openedAt - T0).toBeGreaterThanOrEqual(DOOR_RULES.onTheWayAfterMs[0]);
      expect(open.openedAt - T0).toBeLessThanOrEqual(DOOR_RULES.onTheWayAfterMs[1]);
      const closed = rows.find((r) => r.closedAt !== null);
      const forMs = (closed?.closedAt ?? 0) - open.openedAt;
      expect(forMs).toBeGreaterThanOrEqual(DOOR_RULES.openOnTheWayMs[0]);
      expect(forMs).toBeLessThanOrEqual(DOOR_RULES.openOnTheWayMs[1]);
    }
    const share = openedOnTheWay / drives;
    expect(share).toBeGreaterThan(DOOR_RULES.onTheWayChance / 2);
    expect(share).toBeLessThan(DOOR_RULES.onTheWayChance * 2);
  });

  it('the same draws give the same openings; the fleet stopping closes an open door', () => {
    const first = new DoorSensor(vehicle(), doorRng(5, 'live', 7));
    const second = new DoorSensor(vehicle(), doorRng(5, 'live', 7));
    first.arrived(T0);
    second.arrived(T0);
    expect(run(first, T0, T0 + 4 * MINUTE, STOP, true)).toEqual(
      run(second, T0, T0 + 4 * MINUTE, STOP, true),
    );
    expect(first.isOpen).toBe(true);
    const row = first.closeNow(T0 + 4 * MINUTE);
    expect(row?.closedAt).toBe(T0 + 4 * MINUTE);
    expect(first.closeNow(T0 + 5 * MINUTE)).toBeNull();
  });
});

describe('the past openings (HIST-18, from the seeded past)', () => {
  it('opens at each stop near a delivery address within the stop, skips the depot, now and then elsewhere', () => {
    const stop = (place: LatLngTuple, from: number, minutes: number) => ({
      startedAt: from,
      endedAt: from + minutes * MINUTE,
      latitude: place[0],
      longitude: place[1],
    });
    const stops = [
      stop(DEPOT, T0, 60),
      stop([STOP[0] + 0.001, STOP[1]], T0 + 2 * 3_600_000, 20),
      ...Array.from({ length: 300 }, (_, i) => stop(ELSEWHERE, T0 + (3 + i) * 3_600_000, 10)),
    ];
    const rows = pastDoorEvents(
      { ...vehicle(), deliveryStops: [STOP] },
      stops,
      doorRng(3, 'past', 7),
    );
    expect(rows.filter((r) => r.latitude === DEPOT[0])).toEqual([]);
    // On the way: a few of the trips, at a point of the trip's route, within the trip.
    const route: LatLngTuple[] = [DEPOT, [-6.22, 106.85], STOP];
    const legs = {
      leg: () => ({
        points: route,
        cumulative: [0, 6000, 12_000],
        segmentClass: [0, 0],
        lengthM: 12_000,
      }),
    };
    const trips = Array.from({ length: 500 }, (_, i) => ({
      startedAt: T0 + i * 3_600_000,
      endedAt: T0 + i * 3_600_000 + 30 * MINUTE,
      startLat: DEPOT[0],
      startLng: DEPOT[1],
      endLat: STOP[0],
      endLng: STOP[1],
    }));
    const onTheWay = pastDoorEvents(
      { ...vehicle(), deliveryStops: [STOP] },
      [],
      doorRng(3, 'past', 8),
      {
        trips,
        legs,
      },
    );
    expect(onTheWay.length).toBeGreaterThan(500 * DOOR_RULES.onTheWayChance * 0.4);
    expect(onTheWay.length).toBeLessThan(500 * DOOR_RULES.onTheWayChance * 2);
    for (const row of onTheWay) {
      expect(row.atStop).toBe(false);
      const trip = trips.find((t) => t.startedAt <= row.openedAt && row.openedAt < t.endedAt);
      expect(trip).toBeDefined();
      expect(row.closedAt ?? 0).toBeLessThanOrEqual(trip?.endedAt ?? 0);
      // On the route's line between its points, not at either end.
      expect(row.latitude).toBeLessThanOrEqual(Math.max(DEPOT[0], STOP[0]));
      expect(row.latitude).toBeGreaterThanOrEqual(Math.min(DEPOT[0], STOP[0]));
      expect(row.longitude).toBeLessThan(DEPOT[1]);
      expect(row.longitude).toBeGreaterThan(STOP[1]);
    }
    const atStop = rows.filter((r) => r.atStop);
    expect(atStop).toHaveLength(1);
    for (const row of rows) {
      const around = stops.find((s) => s.startedAt <= row.openedAt && row.openedAt < s.endedAt);
      expect(around).toBeDefined();
      expect(row.closedAt ?? 0).toBeGreaterThan(row.openedAt);
      expect(row.closedAt ?? 0).toBeLessThanOrEqual(around?.endedAt ?? 0);
    }
    const elsewhere = rows.length - atStop.length;
    expect(elsewhere).toBeGreaterThan(300 * DOOR_RULES.elsewhereChance * 0.4);
    expect(elsewhere).toBeLessThan(300 * DOOR_RULES.elsewhereChance * 2);
    expect(
      pastDoorEvents({ ...vehicle(), deliveryStops: [STOP] }, stops, doorRng(3, 'past', 7)),
    ).toEqual(rows);
  });
});
