import { describe, expect, it } from 'vitest';
import { makeRoute, makeStop } from '../testing/factories';
import {
  deliveryStops,
  loadUse,
  routeTotals,
  stopTimes,
  timelineSegments,
  violationsByVehicle,
} from './timeline';
import { VEHICLE_PALETTE, vehicleColour, vehicleLineDash } from './vehicle-colours';

describe('stop times', () => {
  it('waits from arrival to service start and serves until departure', () => {
    expect(stopTimes(makeStop())).toEqual({ waitingS: 600, serviceS: 900, driveS: 2400 });
  });
});

describe('timeline segments', () => {
  it('lays the day out from start to end: drive, wait, service, drive, service, drive', () => {
    const segments = timelineSegments(makeRoute());
    expect(segments.map((s) => s.kind)).toEqual([
      'drive',
      'wait',
      'service',
      'drive',
      'service',
      'drive',
    ]);
    // 08:00-10:20 is 140 minutes; the first drive is 40 of them.
    expect(segments[0]).toMatchObject({ leftPct: 0, pointId: 101 });
    expect(segments[0]?.widthPct).toBeCloseTo((40 / 140) * 100);
    expect(segments[1]?.leftPct).toBeCloseTo((40 / 140) * 100);
    const last = segments.at(-1);
    expect((last?.leftPct ?? 0) + (last?.widthPct ?? 0)).toBeCloseTo(100);
  });

  it('draws a break as a break', () => {
    const route = makeRoute();
    const breakStop = makeStop({
      point_id: 150,
      type: 'break',
      address: null,
      delivery_orders: [],
      arrival_on: '2026-11-14T09:05:00+07:00',
      service_start_on: '2026-11-14T09:05:00+07:00',
      departure_on: '2026-11-14T09:20:00+07:00',
      duration_s: 0,
    });
    const stops = [...route.stops];
    stops.splice(2, 0, breakStop);
    const kinds = timelineSegments({ ...route, stops }).map((s) => s.kind);
    expect(kinds).toContain('break');
  });
});

describe('route totals and load', () => {
  it('counts deliveries, orders, waiting and service', () => {
    expect(routeTotals(makeRoute())).toEqual({
      deliveries: 2,
      orders: 2,
      distanceM: 44_000,
      durationS: 8400,
      waitingS: 600,
      serviceS: 1800,
      breakS: 0,
    });
    expect(deliveryStops(makeRoute()).map((s) => s.point_id)).toEqual([101, 102]);
  });

  it('compares load with capacity, and has nothing to say without a capacity', () => {
    expect(loadUse(500, 1000)).toEqual({ load: 500, capacity: 1000, percent: 50, over: false });
    expect(loadUse(1250, 1000)).toMatchObject({ percent: 125, over: true });
    expect(loadUse(10, null)).toBeNull();
    expect(loadUse(10, 0)).toMatchObject({ percent: Infinity, over: true });
  });

  it('groups violations by vehicle', () => {
    const grouped = violationsByVehicle([
      { code: 'capacity_weight', vehicle_id: 7, point_id: null },
      { code: 'time_window', vehicle_id: 8, point_id: 202 },
      { code: 'shift_end', vehicle_id: 7, point_id: null },
    ]);
    expect(grouped.get(7)?.map((v) => v.code)).toEqual(['capacity_weight', 'shift_end']);
    expect(grouped.get(8)).toHaveLength(1);
  });
});

describe('vehicle colours', () => {
  it('gives neighbours different colours and dashes the second round', () => {
    expect(new Set(VEHICLE_PALETTE).size).toBe(VEHICLE_PALETTE.length);
    expect(vehicleColour(0)).not.toBe(vehicleColour(1));
    expect(vehicleColour(VEHICLE_PALETTE.length)).toBe(vehicleColour(0));
    expect(vehicleLineDash(0)).toBeUndefined();
    expect(vehicleLineDash(VEHICLE_PALETTE.length)).toBeDefined();
  });
});
