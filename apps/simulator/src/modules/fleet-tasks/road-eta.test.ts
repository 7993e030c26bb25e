import type { FleetTaskStopStatus } from '@armada/contracts/fleet-tasks';
import { describe, expect, it } from 'vitest';
import { WIB_OFFSET_MS } from '../../domain/wib-time';
import { roadPathAt } from '../../engine/motion/road-matrix';
import { EXPECTED_LEG_FACTOR, EXPECTED_SERVICE_FACTOR, partOfWay } from './fleet-task-runner';
import type { StopRow, TaskPlace, TaskRow } from './fleet-task-store';
import {
  ETA_FLOOR_MS,
  estimateStops,
  lateStops,
  RoadLegTimes,
  windowOpensAt,
  type EtaLegs,
  type RoadPathFn,
} from './road-eta';

/**
 * TASK-7 and TASK-8 on hand-made rows and a stepped clock: estimates from road legs at the hour
 * each is driven, with waits and service times; legs remembered per pair and hour; late stops.
 */

const MINUTE = 60_000;
/** 10:00 WIB, outside the rush hours. */
const T0 = Date.parse('2026-11-20T10:00:00+07:00');

const place = (id: number, latitude: number, longitude: number): TaskPlace => ({
  id,
  name: `P${id}`,
  latitude,
  longitude,
});
const DEPOT = place(1, -6.2, 106.8);
const A = place(2, -6.21, 106.81);
const B = place(3, -6.22, 106.82);
const C = place(4, -6.23, 106.83);

const task: TaskRow = {
  id: 9,
  companyId: 1001,
  runId: null,
  vehicleId: 5,
  driverId: null,
  day: '2026-11-20',
  number: 'FT/2611/00009',
  source: 'MANUAL',
  status: 'STARTED',
  startAddress: DEPOT,
  plannedStartAt: T0,
  plannedEndAt: T0 + 3 * 60 * MINUTE,
  startedAt: T0,
  finishedAt: null,
  createdAt: T0,
  updatedAt: T0,
  distanceM: 0,
  plannedPath: [],
  drivenPath: [],
};

function stop(
  id: number,
  address: TaskPlace,
  status: FleetTaskStopStatus,
  planned: { arrival: number; departure: number; serviceS: number; windowEnd?: number },
  extra: Partial<StopRow> = {},
): StopRow {
  return {
    id,
    taskId: task.id,
    companyId: task.companyId,
    sequence: id,
    status,
    address,
    deliveryOrders: [],
    windowEndAt: planned.windowEnd ?? planned.arrival + 60 * MINUTE,
    plannedArrivalAt: planned.arrival,
    plannedDepartureAt: planned.departure,
    serviceS: planned.serviceS,
    etaAt: null,
    arrivedAt: null,
    departedAt: null,
    reason: null,
    proof: null,
    ...extra,
  };
}

/** A fake road: `minutes(from, to, hour)` per leg, with the searches it was asked for. */
function fakeRoad(minutes: (from: number, to: number, wibHour: number) => number | null) {
  const asked: string[] = [];
  const pathAt: RoadPathFn = (from, to, at) => {
    const hour = new Date(at + WIB_OFFSET_MS).getUTCHours();
    asked.push(`${from[0]}>${to[0]}@${hour}`);
    const m = minutes(from[0], to[0], hour);
    return m === null
      ? null
      : { points: [from, to], segmentClass: [0], durationS: m * 60, distanceM: m * 500 };
  };
  return { pathAt, asked };
}

function legsOf(roads: RoadLegTimes, legStart: number, fallbackMin = 99): EtaLegs {
  return {
    legStart: () => legStart,
    fallbackLegMs: () => fallbackMin * MINUTE,
    roadLegMs: (from, to, at) => roads.legMs(from, to, at),
  };
}

describe('estimates from road legs (TASK-7)', () => {
  it('adds the rest of the current leg, service times and later legs at their own hour', () => {
    // 20 minutes a leg before 11:00 WIB, 40 from then on.
    const road = fakeRoad((_from, _to, hour) => (hour < 11 ? 20 : 40));
    const roads = new RoadLegTimes(road.pathAt);
    const stops = [
      stop(1, A, 'EN_ROUTE', {
        arrival: T0 + 15 * MINUTE,
        departure: T0 + 25 * MINUTE,
        serviceS: 600,
      }),
      stop(2, B, 'PENDING', {
        arrival: T0 + 40 * MINUTE,
        departure: T0 + 50 * MINUTE,
        serviceS: 600,
      }),
      stop(3, C, 'PENDING', {
        arrival: T0 + 65 * MINUTE,
        departure: T0 + 75 * MINUTE,
        serviceS: 600,
      }),
    ];
    const now = T0 + 5 * MINUTE;
    const { estimates, share } = estimateStops(task, stops, now, legsOf(roads, T0));
    // Stop 1: left at 10:00, 20 minutes by road at 10:xx.
    // Stop 2: served 10 minutes, left 10:30, 20 minutes: 10:50.
    // Stop 3: served 10 minutes, left 11:00, now 40 minutes: 11:40.
    expect(estimates.map((e) => e.etaAt)).toEqual([
      T0 + 20 * MINUTE,
      T0 + 50 * MINUTE,
      T0 + 100 * MINUTE,
    ]);
    expect(share).toBeCloseTo(0.25, 6);
  });

  it('is never sooner than half a minute from now while the vehicle still drives', () => {
    const roads = new RoadLegTimes(fakeRoad(() => 20).pathAt);
    const stops = [stop(1, A, 'EN_ROUTE', { arrival: T0, departure: T0, serviceS: 0 })];
    const now = T0 + 45 * MINUTE;
    const { estimates, share } = estimateStops(task, stops, now, legsOf(roads, T0));
    expect(estimates[0]?.etaAt).toBe(now + ETA_FLOOR_MS);
    expect(share).toBe(0.95);
  });

  it('waits for a window the plan waited for, and counts from the service end of an arrived stop', () => {
    const roads = new RoadLegTimes(fakeRoad(() => 10).pathAt);
    // Stop 1 is being served; stop 2's plan arrives 10:30 but serves from 11:00 (window opens).
    const stops = [
      stop(
        1,
        A,
        'ARRIVED',
        { arrival: T0, departure: T0 + 10 * MINUTE, serviceS: 600 },
        { arrivedAt: T0 + 2 * MINUTE },
      ),
      stop(2, B, 'PENDING', {
        arrival: T0 + 30 * MINUTE,
        departure: T0 + 65 * MINUTE,
        serviceS: 300,
      }),
      stop(3, C, 'PENDING', {
        arrival: T0 + 80 * MINUTE,
        departure: T0 + 85 * MINUTE,
        serviceS: 300,
      }),
    ];
    expect(windowOpensAt(stops[1] as StopRow)).toBe(T0 + 60 * MINUTE);
    expect(windowOpensAt(stops[2] as StopRow)).toBeNull();
    const { estimates } = estimateStops(task, stops, T0 + 5 * MINUTE, legsOf(roads, T0));
    // Arrived: no estimate. Leaves 10:12, stop 2 at 10:22, waits to 11:00, serves 5 minutes,
    // stop 3 at 11:15.
    expect(estimates.map((e) => e.etaAt)).toEqual([null, T0 + 22 * MINUTE, T0 + 75 * MINUTE]);
  });

  it('drives from the last place reached past skipped stops, and falls back when no road joins', () => {
    const road = fakeRoad((from, to) => (to === C.latitude ? null : 15));
    const roads = new RoadLegTimes(road.pathAt);
    const stops = [
      stop(
        1,
        A,
        'DELIVERED',
        { arrival: T0, departure: T0 + 10 * MINUTE, serviceS: 600 },
        { arrivedAt: T0, departedAt: T0 + 10 * MINUTE },
      ),
      stop(2, B, 'SKIPPED', {
        arrival: T0 + 30 * MINUTE,
        departure: T0 + 40 * MINUTE,
        serviceS: 600,
      }),
      stop(3, C, 'EN_ROUTE', {
        arrival: T0 + 60 * MINUTE,
        departure: T0 + 70 * MINUTE,
        serviceS: 600,
      }),
      stop(4, B, 'PENDING', {
        arrival: T0 + 90 * MINUTE,
        departure: T0 + 95 * MINUTE,
        serviceS: 300,
      }),
    ];
    const { estimates } = estimateStops(
      task,
      stops,
      T0 + 12 * MINUTE,
      legsOf(roads, T0 + 10 * MINUTE, 30),
    );
    // A to C has no road: the planned 30 minutes; then 10 minutes' service and 15 by road.
    expect(estimates.map((e) => e.etaAt)).toEqual([null, null, T0 + 40 * MINUTE, T0 + 65 * MINUTE]);
    expect(road.asked).toEqual([
      `${A.latitude}>${C.latitude}@10`,
      `${C.latitude}>${B.latitude}@10`,
    ]);
  });

  it('follows the shipped road network (MATRIX-5)', () => {
    const roads = new RoadLegTimes();
    const from = place(10, -6.1754, 106.8272);
    const to = place(11, -6.2297, 106.8295);
    const leg = roads.legMs(from, to, T0);
    const path = roadPathAt([from.latitude, from.longitude], [to.latitude, to.longitude], T0);
    expect(leg).toBe(Math.round((path?.durationS ?? NaN) * 1000));
  });
});

describe('road legs remembered (TASK-7)', () => {
  it('searches a pair once per WIB hour, whatever the round', () => {
    const road = fakeRoad(() => 20);
    const roads = new RoadLegTimes(road.pathAt);
    for (let round = 0; round < 360; round++) {
      // A round every 10 s for an hour from 10:00: one search.
      roads.legMs(A, B, T0 + round * 10_000);
    }
    expect(roads.stats.searches).toBe(1);
    roads.legMs(A, B, T0 + 60 * MINUTE);
    roads.legMs(B, A, T0 + 60 * MINUTE);
    expect(roads.stats.searches).toBe(3);
  });

  it('keeps at most its limit, the least recently used going first', () => {
    const road = fakeRoad(() => 20);
    const roads = new RoadLegTimes(road.pathAt, 2);
    roads.legMs(A, B, T0);
    roads.legMs(B, C, T0);
    roads.legMs(A, B, T0); // used again
    roads.legMs(C, A, T0); // B>C goes
    expect(roads.stats.searches).toBe(3);
    roads.legMs(A, B, T0);
    expect(roads.stats.searches).toBe(3);
    roads.legMs(B, C, T0);
    expect(roads.stats.searches).toBe(4);
  });

  it('remembers that no road joins a pair', () => {
    const road = fakeRoad(() => null);
    const roads = new RoadLegTimes(road.pathAt);
    expect(roads.legMs(A, B, T0)).toBeNull();
    expect(roads.legMs(A, B, T0 + MINUTE)).toBeNull();
    expect(roads.stats.searches).toBe(1);
  });
});

describe('late stops (TASK-8)', () => {
  it('are the open stops estimated after their window ends', () => {
    const base = {
      arrival: T0,
      departure: T0 + 10 * MINUTE,
      serviceS: 600,
      windowEnd: T0 + 60 * MINUTE,
    };
    const stops = [
      stop(1, A, 'EN_ROUTE', base, { etaAt: T0 + 61 * MINUTE }),
      stop(2, B, 'PENDING', base, { etaAt: T0 + 60 * MINUTE }),
      stop(3, C, 'PENDING', base, { etaAt: T0 + 90 * MINUTE }),
      stop(4, C, 'DELIVERED', base, { etaAt: T0 + 90 * MINUTE }),
      stop(5, C, 'PENDING', { ...base, windowEnd: undefined }, { etaAt: null }),
    ];
    expect(lateStops(stops).map((s) => s.id)).toEqual([1, 3]);
  });
});

describe('the driven part of a way (TASK-9)', () => {
  it('TASK-9 cuts a way at a share of its length, keeping its corners', () => {
    const way: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 1],
    ];
    expect(partOfWay(way, 1)).toEqual(way);
    expect(partOfWay(way, 0)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const half = partOfWay(way, 0.5);
    expect(half).toHaveLength(3);
    expect(half[1]).toEqual([0, 1]);
    expect(half[2]?.[0]).toBeCloseTo(0, 6);
    const quarter = partOfWay(way, 0.25);
    expect(quarter[1]?.[1]).toBeCloseTo(0.5, 6);
  });
});

describe('the vehicle’s own pace on the leg under way (TASK-10)', () => {
  it('TASK-10 extrapolates the driven share at the pace kept since the leg began', () => {
    const road = fakeRoad(() => 20);
    const roads = new RoadLegTimes(road.pathAt);
    const stops = [
      stop(1, A, 'EN_ROUTE', {
        arrival: T0 + 20 * MINUTE,
        departure: T0 + 30 * MINUTE,
        serviceS: 600,
      }),
      stop(2, B, 'PENDING', {
        arrival: T0 + 50 * MINUTE,
        departure: T0 + 60 * MINUTE,
        serviceS: 600,
      }),
    ];
    const now = T0 + 10 * MINUTE;
    // Ten minutes in, a quarter of the way: forty minutes in all, not the road's twenty.
    const paced = estimateStops(task, stops, now, {
      ...legsOf(roads, T0),
      drivenShare: () => 0.25,
    });
    expect(paced.estimates[0]?.etaAt).toBe(T0 + 40 * MINUTE);
    expect(paced.share).toBe(0.25);
    // Too little driven to judge, or no word from the fleet: the road's time.
    for (const drivenShare of [() => 0.01, () => null]) {
      const road20 = estimateStops(task, stops, now, { ...legsOf(roads, T0), drivenShare });
      expect(road20.estimates[0]?.etaAt).toBe(T0 + 20 * MINUTE);
    }
  });
});

describe('the fleet’s history in the estimate (TASK-12)', () => {
  it('TASK-12 stretches each leg ahead and each service by the expected factors', () => {
    const roads = new RoadLegTimes(fakeRoad(() => 20).pathAt);
    const stops = [
      stop(1, A, 'PENDING', {
        arrival: T0 + 20 * MINUTE,
        departure: T0 + 30 * MINUTE,
        serviceS: 600,
      }),
      stop(2, B, 'PENDING', {
        arrival: T0 + 50 * MINUTE,
        departure: T0 + 60 * MINUTE,
        serviceS: 600,
      }),
    ];
    const legs = { ...legsOf(roads, T0), legFactor: 1.5, serviceFactor: 2 };
    const { estimates } = estimateStops(task, stops, T0, legs);
    // 20 min × 1.5 to the first stop, 10 min × 2 there, 20 min × 1.5 to the next.
    expect(estimates.map((e) => e.etaAt)).toEqual([T0 + 30 * MINUTE, T0 + 80 * MINUTE]);
  });

  it('TASK-12 the runner expects its own draws: legs 4.4% and services 8% longer', () => {
    expect(EXPECTED_LEG_FACTOR).toBeCloseTo(1.044, 3);
    expect(EXPECTED_SERVICE_FACTOR).toBeCloseTo(1.08, 3);
  });
});
