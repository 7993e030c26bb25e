import type {
  DriverDay,
  RouteOptimizationResult,
  RouteOptimizationRun,
  RouteStop,
  VehicleRoute,
} from '@armada/contracts/route-optimization';
import type { ListResponse } from '@armada/contracts/shared';

/** A solved run of 2026-11-14 (the e2e clock's day), WIB times as the service writes them. */
export function makeRun(overrides: Partial<RouteOptimizationRun> = {}): RouteOptimizationRun {
  return {
    id: 12,
    number: 'RO/2611/00012',
    status: 'SOLVED',
    start_address: { id: 1, name: 'Gudang Cikarang' },
    expected_departure_on: '2026-11-14T08:00:00+07:00',
    expected_arrival_on: '2026-11-14T17:00:00+07:00',
    total_delivery_orders: 24,
    total_vehicles: 3,
    used_vehicles: 2,
    total_distance_m: 84_350,
    total_duration_s: 5 * 3600 + 25 * 60,
    parent_id: null,
    failure_reason: null,
    version: 1,
    progress: null,
    created_on: '2026-11-14T07:12:00+07:00',
    created_by: 'Dewi Lestari',
    updated_on: '2026-11-14T07:13:00+07:00',
    ...overrides,
  };
}

export function listOf<T extends { id: number }>(rows: T[]): ListResponse<T> {
  return {
    data: { paginated_result: rows, ids: rows.map((row) => row.id) },
    metadata: { page: 1, total_count: rows.length, total_page: rows.length > 0 ? 1 : 0 },
  };
}

const DEPOT = { id: 1, name: 'Gudang Cikarang', latitude: -6.3, longitude: 107.15 };

export function makeStop(overrides: Partial<RouteStop> = {}): RouteStop {
  return {
    point_id: 101,
    sequence: 1,
    type: 'delivery',
    address: { id: 21, name: 'Jl. Melati 5, Bekasi', latitude: -6.24, longitude: 107.0 },
    delivery_orders: [
      {
        id: 501,
        number: 'DO/2611/00501',
        priority: 'regular',
        shipped_customer: { id: 31, name: 'Toko Harapan' },
        load_weight: 120,
        load_volume: 0.8,
      },
    ],
    arrival_on: '2026-11-14T08:40:00+07:00',
    service_start_on: '2026-11-14T08:50:00+07:00',
    departure_on: '2026-11-14T09:05:00+07:00',
    distance_m: 18_000,
    duration_s: 40 * 60,
    load_weight: 380,
    load_volume: 2.1,
    ...overrides,
  };
}

/**
 * A vehicle's route: start 08:00, stop 1 (arrive 08:40, wait 10 min, service to 09:05),
 * stop 2 (arrive 09:30, service to 09:45), back at 10:20.
 */
export function makeRoute(overrides: Partial<VehicleRoute> = {}): VehicleRoute {
  const start = makeStop({
    point_id: 100,
    sequence: 0,
    type: 'start',
    address: DEPOT,
    delivery_orders: [],
    arrival_on: '2026-11-14T08:00:00+07:00',
    service_start_on: '2026-11-14T08:00:00+07:00',
    departure_on: '2026-11-14T08:00:00+07:00',
    distance_m: 0,
    duration_s: 0,
    load_weight: 500,
    load_volume: 2.9,
  });
  const second = makeStop({
    point_id: 102,
    sequence: 2,
    address: { id: 22, name: 'Jl. Kenanga 9, Bekasi', latitude: -6.25, longitude: 106.98 },
    delivery_orders: [
      {
        id: 502,
        number: 'DO/2611/00502',
        priority: 'high',
        shipped_customer: { id: 32, name: 'CV Sinar Jaya' },
        load_weight: 380,
        load_volume: 2.1,
      },
    ],
    arrival_on: '2026-11-14T09:30:00+07:00',
    service_start_on: '2026-11-14T09:30:00+07:00',
    departure_on: '2026-11-14T09:45:00+07:00',
    distance_m: 6_000,
    duration_s: 25 * 60,
    load_weight: 0,
    load_volume: 0,
  });
  const end = makeStop({
    point_id: 103,
    sequence: 3,
    type: 'end',
    address: DEPOT,
    delivery_orders: [],
    arrival_on: '2026-11-14T10:20:00+07:00',
    service_start_on: '2026-11-14T10:20:00+07:00',
    departure_on: '2026-11-14T10:20:00+07:00',
    distance_m: 20_000,
    duration_s: 35 * 60,
    load_weight: 0,
    load_volume: 0,
  });
  return {
    vehicle: { id: 7, license_plate: 'B 1234 CD' },
    driver: { id: 70, fullname: 'Budi Santoso' },
    capacity_weight: 1000,
    capacity_volume: 4,
    stops: [start, makeStop(), second, end],
    start_on: '2026-11-14T08:00:00+07:00',
    end_on: '2026-11-14T10:20:00+07:00',
    distance_m: 44_000,
    duration_s: 140 * 60,
    load_weight: 500,
    load_volume: 2.9,
    geometry: [
      [-6.3, 107.15],
      [-6.24, 107.0],
      [-6.25, 106.98],
      [-6.3, 107.15],
    ],
    ...overrides,
  };
}

export function makeResult(
  overrides: Partial<RouteOptimizationResult> = {},
): RouteOptimizationResult {
  const first = makeRoute();
  const second = makeRoute({
    vehicle: { id: 8, license_plate: 'B 5678 EF' },
    driver: null,
    capacity_weight: null,
    capacity_volume: null,
    stops: makeRoute().stops.map((stop) => ({ ...stop, point_id: stop.point_id + 100 })),
  });
  return {
    id: 12,
    status: 'SOLVED',
    version: 1,
    previous_version: null,
    routes: [first, second],
    violations: [],
    unassigned_delivery_orders: [{ id: 599, number: 'DO/2611/00599', reason: 'capacity_weight' }],
    summary: {
      distance_m: 88_000,
      duration_s: 280 * 60,
      used_vehicles: 2,
      assigned_delivery_orders: 4,
    },
    solved_on: '2026-11-14T07:13:00+07:00',
    ...overrides,
  };
}

export function makeDriverDay(overrides: Partial<DriverDay> = {}): DriverDay {
  const route = makeRoute();
  return {
    date: '2026-11-14',
    driver: { id: 70, fullname: 'Budi Santoso' },
    vehicle: route.vehicle,
    fleet_task_id: 900,
    route_optimization: { id: 12, number: 'RO/2611/00012' },
    start_on: route.start_on,
    end_on: route.end_on,
    distance_m: route.distance_m,
    stops: route.stops,
    geometry: route.geometry,
    ...overrides,
  };
}
