/**
 * The vehicles assigned to saved routes against their corridors (docs/rules/saved-routes.md
 * SRT-4 ... SRT-7): pure and synchronous, like the geofence watcher. Each (route, vehicle) pair
 * is in one of three states: not started (it has not been on the route yet, or it finished it),
 * on the route, off the route. A long line gets a Flatbush index of its segments, so a vehicle
 * is measured against the few segments near it.
 */
import Flatbush from 'flatbush';
import { CorridorWatch, type LatLng, type SegmentCandidates } from '@armada/contracts/geofences';
import type { PositionRows } from './fence-watch';

export interface RouteSpec {
  id: number;
  companyId: number;
  name: string;
  path: readonly LatLng[];
  toleranceM: number;
  vehicleIds: readonly number[];
  /** Changes when the line, the tolerance or the vehicles change. */
  stamp: number;
}

export interface RouteEvent {
  /** `end`: a deviation ended without a return (its route changed or went away): no alert. */
  type: 'deviate' | 'return' | 'end';
  route: RouteSpec;
  companyId: number;
  vehicleId: number;
  at: number;
  latitude: number;
  longitude: number;
  /** Metres from the line now. */
  distanceM: number;
  /** When the vehicle left the route: with the route and vehicle, the deviation's key. */
  leftAt: number;
  /** The farthest it has been from the line in this deviation. */
  maxDistanceM: number;
}

/** A deviation still going on, as the store kept it (SRT-7). */
export interface OpenDeviation {
  routeId: number;
  vehicleId: number;
  leftAt: number;
  maxDistanceM: number;
}

const NOT_STARTED = 0;
const ON = 1;
const OFF = 2;

/** Lines with more segments than this get a segment index. */
const INDEXED_SEGMENTS = 16;

/** How often a vehicle far off its route is measured against the whole line (max distance). */
const FAR_MEASURE_MS = 60_000;

interface Route {
  spec: RouteSpec;
  corridor: CorridorWatch;
  /** Fleet rows of its vehicles, and per row its state. */
  rows: number[];
  state: Uint8Array;
  leftAt: Float64Array;
  maxDistance: Float64Array;
  lastLat: Float64Array;
  lastLng: Float64Array;
  /** When a far-off vehicle was last measured against the whole line. */
  measuredAt: Float64Array;
}

function segmentIndex(
  path: readonly LatLng[],
): (corridor: () => CorridorWatch) => SegmentCandidates {
  const segments = path.length - 1;
  return (corridor) => {
    const { line } = corridor();
    const index = new Flatbush(segments);
    for (let i = 0; i < segments; i++) {
      const ax = line.xs[i] as number;
      const ay = line.ys[i] as number;
      const bx = line.xs[i + 1] as number;
      const by = line.ys[i + 1] as number;
      index.add(Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by));
    }
    index.finish();
    return (x, y, radius) => index.search(x - radius, y - radius, x + radius, y + radius);
  };
}

function corridorOf(spec: RouteSpec): CorridorWatch {
  if (spec.path.length - 1 <= INDEXED_SEGMENTS) {
    return new CorridorWatch(spec.path, spec.toleranceM);
  }
  // The index is in the corridor's own plane, made once the corridor has projected the line.
  let candidates: SegmentCandidates | null = null;
  const make = segmentIndex(spec.path);
  const corridor: CorridorWatch = new CorridorWatch(spec.path, spec.toleranceM, (x, y, r) => {
    candidates ??= make(() => corridor);
    return candidates(x, y, r);
  });
  return corridor;
}

export class RouteWatch {
  private readonly companies = new Map<number, Route[]>();
  private readonly rowOf = new Map<number, number>();

  constructor(
    private readonly ids: Int32Array,
    private readonly companyOfRow: Int32Array,
  ) {
    ids.forEach((id, row) => this.rowOf.set(id, row));
  }

  /**
   * A company's active routes now. A route new or changed starts with every vehicle not started;
   * deviations on a changed or removed route end at `at` without an alert (SRT-6).
   */
  setRoutes(
    companyId: number,
    specs: readonly RouteSpec[],
    at: number,
    emit: (e: RouteEvent) => void,
  ): void {
    const before = new Map((this.companies.get(companyId) ?? []).map((r) => [r.spec.id, r]));
    const routes = specs.map((spec) => {
      const old = before.get(spec.id);
      before.delete(spec.id);
      if (old && old.spec.stamp === spec.stamp) {
        old.spec = spec;
        return old;
      }
      if (old) this.endAll(old, at, emit);
      const rows = spec.vehicleIds.flatMap((id) => {
        const row = this.rowOf.get(id);
        return row !== undefined && this.companyOfRow[row] === companyId ? [row] : [];
      });
      const n = rows.length;
      return {
        spec,
        corridor: corridorOf(spec),
        rows,
        state: new Uint8Array(n),
        leftAt: new Float64Array(n),
        maxDistance: new Float64Array(n),
        lastLat: new Float64Array(n).fill(Number.NaN),
        lastLng: new Float64Array(n).fill(Number.NaN),
        measuredAt: new Float64Array(n),
      } satisfies Route;
    });
    for (const gone of before.values()) this.endAll(gone, at, emit);
    this.companies.set(companyId, routes);
  }

  /** SRT-7: deviations the store kept open: those vehicles are off their route. */
  restore(open: readonly OpenDeviation[]): void {
    for (const deviation of open) {
      const row = this.rowOf.get(deviation.vehicleId);
      if (row === undefined) continue;
      const route = this.companies
        .get(this.companyOfRow[row] as number)
        ?.find((r) => r.spec.id === deviation.routeId);
      const k = route?.rows.indexOf(row) ?? -1;
      if (!route || k < 0) continue;
      route.state[k] = OFF;
      route.leftAt[k] = deviation.leftAt;
      route.maxDistance[k] = deviation.maxDistanceM;
    }
  }

  /** SRT-4, SRT-5: one tick's positions. */
  check(at: number, rows: PositionRows, emit: (e: RouteEvent) => void): void {
    for (const routes of this.companies.values()) {
      for (const route of routes) {
        const { corridor } = route;
        const band = corridor.bandM;
        for (let k = 0; k < route.rows.length; k++) {
          const row = route.rows[k] as number;
          const lat = rows.latitude[row] as number;
          const lng = rows.longitude[row] as number;
          if (lat === route.lastLat[k] && lng === route.lastLng[k]) continue;
          route.lastLat[k] = lat;
          route.lastLng[k] = lng;
          const state = route.state[k];
          let nearest = corridor.nearest(lat, lng);
          // Beyond the index's reach: measured exactly when leaving, and now and then while off.
          if (
            nearest.segment < 0 &&
            (state === ON ||
              (state === OFF && at - (route.measuredAt[k] as number) >= FAR_MEASURE_MS))
          ) {
            nearest = corridor.nearestExact(lat, lng);
            route.measuredAt[k] = at;
          }
          const depth = corridor.halfWidth - nearest.distance;
          if (state === NOT_STARTED) {
            if (depth > band) route.state[k] = ON;
          } else if (state === ON) {
            if (depth >= -band) continue;
            if (corridor.atEnd(nearest)) {
              // SRT-5: it left past an end of the line: the route is done, nothing to say.
              route.state[k] = NOT_STARTED;
              continue;
            }
            route.state[k] = OFF;
            route.leftAt[k] = at;
            route.maxDistance[k] = nearest.distance;
            emit(this.event('deviate', route, k, at, lat, lng, nearest.distance));
          } else {
            if (
              Number.isFinite(nearest.distance) &&
              nearest.distance > (route.maxDistance[k] as number)
            ) {
              route.maxDistance[k] = nearest.distance;
            }
            if (depth > band) {
              route.state[k] = ON;
              emit(this.event('return', route, k, at, lat, lng, nearest.distance));
            }
          }
        }
      }
    }
  }

  /** The state of a vehicle on a route (tests): 'not started' | 'on' | 'off'. */
  stateOf(routeId: number, vehicleId: number): 'not started' | 'on' | 'off' | null {
    const row = this.rowOf.get(vehicleId);
    if (row === undefined) return null;
    for (const routes of this.companies.values()) {
      const route = routes.find((r) => r.spec.id === routeId);
      const k = route?.rows.indexOf(row) ?? -1;
      if (route && k >= 0)
        return (['not started', 'on', 'off'] as const)[route.state[k] ?? 0] ?? null;
    }
    return null;
  }

  private endAll(route: Route, at: number, emit: (e: RouteEvent) => void): void {
    route.state.forEach((state, k) => {
      if (state !== OFF) return;
      const lat = route.lastLat[k] as number;
      const lng = route.lastLng[k] as number;
      emit(this.event('end', route, k, at, lat, lng, route.maxDistance[k] as number));
    });
  }

  private event(
    type: RouteEvent['type'],
    route: Route,
    k: number,
    at: number,
    latitude: number,
    longitude: number,
    distanceM: number,
  ): RouteEvent {
    const row = route.rows[k] as number;
    return {
      type,
      route: route.spec,
      companyId: this.companyOfRow[row] as number,
      vehicleId: this.ids[row] as number,
      at,
      latitude: Number.isFinite(latitude) ? latitude : 0,
      longitude: Number.isFinite(longitude) ? longitude : 0,
      distanceM,
      leftAt: route.leftAt[k] as number,
      maxDistanceM: Math.max(
        route.maxDistance[k] as number,
        Number.isFinite(distanceM) ? distanceM : 0,
      ),
    };
  }
}
