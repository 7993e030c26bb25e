import type { RouteStop, RouteViolation, VehicleRoute } from '@armada/contracts/route-optimization';
import { millisBetween } from './format';

/** What a vehicle does in one stretch of its day. */
export type TimelineKind = 'drive' | 'wait' | 'service' | 'break';

export interface TimelineSegment {
  kind: TimelineKind;
  start: string;
  end: string;
  /** Position on the day's bar, 0-100 from the route's start to its end. */
  leftPct: number;
  widthPct: number;
  /** The stop this segment arrives at or happens at. */
  pointId: number;
}

/** One stop's times as the list shows them. */
export interface StopTimes {
  /** service_start − arrival: waiting for the customer's window. */
  waitingS: number;
  /** departure − service_start: unloading (the break's length for a break). */
  serviceS: number;
  /** Driving from the previous stop. */
  driveS: number;
}

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

export function stopTimes(stop: RouteStop): StopTimes {
  return {
    waitingS: seconds(millisBetween(stop.arrival_on, stop.service_start_on)),
    serviceS: seconds(millisBetween(stop.service_start_on, stop.departure_on)),
    driveS: Math.max(0, stop.duration_s),
  };
}

/**
 * The day of a vehicle as bar segments between its start and its end: driving to each stop
 * (previous departure to arrival), waiting (arrival to service start), service (service start
 * to departure) or a break. Zero-length pieces are left out.
 */
export function timelineSegments(route: VehicleRoute): TimelineSegment[] {
  const dayMs = millisBetween(route.start_on, route.end_on);
  const pct = (iso: string) =>
    dayMs > 0 ? Math.min(100, Math.max(0, (millisBetween(route.start_on, iso) / dayMs) * 100)) : 0;
  const segments: TimelineSegment[] = [];
  const push = (kind: TimelineKind, start: string, end: string, pointId: number) => {
    if (millisBetween(start, end) <= 0) return;
    const leftPct = pct(start);
    segments.push({ kind, start, end, pointId, leftPct, widthPct: pct(end) - leftPct });
  };
  let previousDeparture: string | null = null;
  for (const stop of route.stops) {
    if (previousDeparture !== null)
      push('drive', previousDeparture, stop.arrival_on, stop.point_id);
    if (stop.type === 'break') {
      push('wait', stop.arrival_on, stop.service_start_on, stop.point_id);
      push('break', stop.service_start_on, stop.departure_on, stop.point_id);
    } else if (stop.type === 'delivery') {
      push('wait', stop.arrival_on, stop.service_start_on, stop.point_id);
      push('service', stop.service_start_on, stop.departure_on, stop.point_id);
    }
    previousDeparture = stop.type === 'end' ? null : stop.departure_on;
  }
  return segments;
}

export interface RouteTotals {
  deliveries: number;
  orders: number;
  distanceM: number;
  durationS: number;
  waitingS: number;
  serviceS: number;
  breakS: number;
}

export function routeTotals(route: VehicleRoute): RouteTotals {
  let deliveries = 0;
  let orders = 0;
  let waitingS = 0;
  let serviceS = 0;
  let breakS = 0;
  for (const stop of route.stops) {
    const times = stopTimes(stop);
    if (stop.type === 'delivery') {
      deliveries += 1;
      orders += stop.delivery_orders.length;
      waitingS += times.waitingS;
      serviceS += times.serviceS;
    } else if (stop.type === 'break') {
      breakS += times.serviceS;
    }
  }
  return {
    deliveries,
    orders,
    distanceM: route.distance_m,
    durationS: route.duration_s,
    waitingS,
    serviceS,
    breakS,
  };
}

export interface LoadUse {
  load: number;
  capacity: number;
  /** Rounded percent of the capacity, may pass 100 after a move. */
  percent: number;
  over: boolean;
}

/** Load against capacity; null when the capacity is unknown. */
export function loadUse(load: number, capacity: number | null | undefined): LoadUse | null {
  if (capacity === null || capacity === undefined) return null;
  const percent = capacity > 0 ? Math.round((load / capacity) * 100) : load > 0 ? Infinity : 0;
  return { load, capacity, percent, over: load > capacity };
}

export interface RouteLoads {
  weight: LoadUse | null;
  volume: LoadUse | null;
}

/**
 * A route's load against what its vehicle carries (RO-74): the capacity the run enforced, else
 * the box's own, so a plan made with the capacity options off (the default) still shows it.
 */
export function routeLoads(route: VehicleRoute): RouteLoads {
  return {
    weight: loadUse(route.load_weight, route.capacity_weight ?? route.box_capacity_weight),
    volume: loadUse(route.load_volume, route.capacity_volume ?? route.box_capacity_volume),
  };
}

export interface OverCapacityRoute {
  vehicleId: number;
  plate: string;
  weight: LoadUse | null;
  volume: LoadUse | null;
}

/**
 * The routes that carry more than their vehicle's box in a dimension the run did not enforce
 * (RO-74); an enforced dimension broken by a move is a violation of its own (RO-12). Each keeps
 * only its dimensions over capacity.
 */
export function overCapacityRoutes(routes: readonly VehicleRoute[]): OverCapacityRoute[] {
  return routes.flatMap((route) => {
    const loads = routeLoads(route);
    const weight = route.capacity_weight === null && loads.weight?.over ? loads.weight : null;
    const volume = route.capacity_volume === null && loads.volume?.over ? loads.volume : null;
    return weight || volume
      ? [{ vehicleId: route.vehicle.id, plate: route.vehicle.license_plate, weight, volume }]
      : [];
  });
}

/** The delivery stops of a route, numbered 1, 2, ... as the move call counts positions. */
export function deliveryStops(route: VehicleRoute): RouteStop[] {
  return route.stops.filter((stop) => stop.type === 'delivery');
}

/** A violation's place in words' parts: the vehicle and, for a stop, its delivery position. */
export function violationsByVehicle(
  violations: readonly RouteViolation[],
): Map<number, RouteViolation[]> {
  const out = new Map<number, RouteViolation[]>();
  for (const violation of violations) {
    const list = out.get(violation.vehicle_id) ?? [];
    list.push(violation);
    out.set(violation.vehicle_id, list);
  }
  return out;
}
