import type { EventAlertRequest } from '../../engine/alerts/alert-engine';
import { ALERT_CODES } from '../../engine/alerts/alert-codes';
import type { DocumentStore } from '../../store/document-store';
import type { FleetEventOf } from '../live-fleet/fleet-events';
import type { FleetRuntime, FleetSubscriber } from '../live-fleet/fleet-runtime';
import { FenceWatch, type FenceEvent, type FenceSpec } from './fence-watch';
import type { GeofenceRow, GeofenceStore, SavedRouteRow } from './geofence-store';
import { RouteWatch, type RouteEvent, type RouteSpec } from './route-watch';
import { visitDay, type VisitBatch, type VisitStore } from './visit-store';

/** GEO-11: visits are kept this many WIB days (today included), then their day is dropped. */
export const VISIT_RETENTION_DAYS = 31;

const MINUTE_MS = 60_000;

/**
 * GEO-11: the visits and deviations heard are written this often, when the fleet's write queue
 * has nothing waiting; held longer than `heldAtMostMs` they are written whatever waits. The
 * positions' history (FLEET-4) skips its sample while more than two writes wait: visits yield to
 * it (alerts are raised at once, never held).
 */
export const VISIT_WRITES = { everyMs: 30_000, heldAtMostMs: 5 * MINUTE_MS } as const;

export interface GeofenceFeedDeps {
  geofences: GeofenceStore;
  visits: VisitStore;
  store: DocumentStore;
  /** ALERT-12: the alert engine, through the company's rules. */
  raise: (request: EventAlertRequest) => void;
}

const emptyBatch = (): VisitBatch => ({
  opened: [],
  dwelled: [],
  closed: [],
  deviated: [],
  deviationEnds: [],
});

/**
 * GEO-8 ... GEO-12, SRT-4 ... SRT-7: geofences and saved routes as a fleet subscriber. Each
 * tick's positions go through the two watchers; their events become alerts at once (in tick
 * order, through the alert engine) and rows of visits and deviations written from the fleet's
 * write queue every 30 seconds (`VISIT_WRITES`). A change to a company's geofences or routes is
 * read from SQL off the tick and applied at the next tick.
 */
export class GeofenceFeed implements FleetSubscriber {
  readonly name = 'geofences';
  private fleet: FleetRuntime | null = null;
  private fences: FenceWatch | null = null;
  private routes: RouteWatch | null = null;
  private pendingFences = new Map<number, FenceSpec[]>();
  private pendingRoutes = new Map<number, RouteSpec[]>();
  private batch = emptyBatch();
  private lastWriteAt = 0;
  /** When the oldest event of the batch was heard; null while the batch is empty. */
  private batchSince: number | null = null;
  private lastPruneDay = -1;
  private readonly plates = new Map<number, string>();
  /** Events and alerts so far, for tests and benches. */
  readonly stats = { events: 0, alerts: 0 };

  readonly on = {
    positions: (event: FleetEventOf<'positions'>) => this.onPositions(event),
  };

  constructor(private readonly deps: GeofenceFeedDeps) {}

  async attach(fleet: FleetRuntime): Promise<void> {
    const { ids } = fleet.engines.motion.frame;
    this.fleet = fleet;
    this.fences = new FenceWatch(ids, fleet.companyOfRow);
    this.routes = new RouteWatch(ids, fleet.companyOfRow);
    for (const { record } of this.deps.store.entries('vehicles')) {
      this.plates.set(record.id, record.license_plate);
    }
    const at = fleet.now();
    const ignore = () => undefined;
    for (const [companyId, specs] of groupBy(
      (await this.deps.geofences.allActive()).map((row) => this.fenceSpec(row)),
    )) {
      this.fences.setFences(companyId, specs, at, ignore);
    }
    for (const [companyId, specs] of groupBy(
      (await this.deps.geofences.allActiveRoutes()).map(routeSpec),
    )) {
      this.routes.setRoutes(companyId, specs, at, ignore);
    }
    // GEO-12, SRT-7: what was going on before a restart carries on.
    this.fences.restore(
      (await this.deps.visits.openVisits()).map((visit) => ({
        geofenceId: visit.geofenceId,
        vehicleId: visit.vehicleId,
        enteredAt: visit.enteredAt,
        dwellAlerted: visit.dwellAlertedAt !== null,
      })),
    );
    this.routes.restore(
      (await this.deps.visits.openDeviations()).map((deviation) => ({
        routeId: deviation.routeId,
        vehicleId: deviation.vehicleId,
        leftAt: deviation.leftAt,
        maxDistanceM: deviation.maxDistanceM,
      })),
    );
    this.lastWriteAt = at;
    // GEO-11: the days past the retention go at start, then at each new WIB day.
    this.lastPruneDay = visitDay(at);
    await this.deps.visits.dropBefore(this.lastPruneDay - VISIT_RETENTION_DAYS + 1);
  }

  detach(): void {
    this.write();
    this.fleet = null;
  }

  /** Reads a company's geofences and routes again; the next tick watches them (GEO-12). */
  async reload(companyId: number): Promise<void> {
    if (!this.fleet) return;
    const [fences, routes] = await Promise.all([
      this.deps.geofences.activeOf(companyId),
      this.deps.geofences.activeRoutesOf(companyId),
    ]);
    this.pendingFences.set(
      companyId,
      fences.map((row) => this.fenceSpec(row)),
    );
    this.pendingRoutes.set(companyId, routes.map(routeSpec));
  }

  /** Everything heard so far written (tests, benches). */
  async idle(): Promise<void> {
    this.write();
    await this.fleet?.writes.idle();
  }

  private onPositions(event: FleetEventOf<'positions'>): void {
    const { fences, routes, fleet } = this;
    if (!fences || !routes || !fleet) return;
    const { at, frame } = event;
    const onFence = (e: FenceEvent) => this.onFenceEvent(e);
    const onRoute = (e: RouteEvent) => this.onRouteEvent(e);
    for (const [companyId, specs] of this.pendingFences)
      fences.setFences(companyId, specs, at, onFence);
    for (const [companyId, specs] of this.pendingRoutes)
      routes.setRoutes(companyId, specs, at, onRoute);
    this.pendingFences.clear();
    this.pendingRoutes.clear();
    fences.check(at, frame, onFence);
    routes.check(at, frame, onRoute);
    if (this.batchSince === null && batchSize(this.batch) > 0) this.batchSince = at;
    if (at - this.lastWriteAt >= VISIT_WRITES.everyMs) {
      const held = this.batchSince !== null && at - this.batchSince >= VISIT_WRITES.heldAtMostMs;
      if (fleet.writes.pending === 0 || held) {
        this.lastWriteAt = at;
        this.write();
      }
    }
    const today = visitDay(at);
    if (today !== this.lastPruneDay) {
      this.lastPruneDay = today;
      fleet.writes.push('prune geofence visits', async () => {
        await this.deps.visits.dropBefore(today - VISIT_RETENTION_DAYS + 1);
      });
    }
  }

  private plate(vehicleId: number): string {
    return this.plates.get(vehicleId) ?? String(vehicleId);
  }

  private alert(request: EventAlertRequest): void {
    this.stats.alerts++;
    this.deps.raise(request);
  }

  /** GEO-10, GEO-11. */
  private onFenceEvent(e: FenceEvent): void {
    this.stats.events++;
    const { fence } = e;
    const key = { geofenceId: fence.id, vehicleId: e.vehicleId, enteredAt: e.enteredAt };
    const position = { latitude: e.latitude, longitude: e.longitude };
    const base = { vehicleId: e.vehicleId, at: e.at, position, subject: fence.name };
    if (e.type === 'enter') {
      this.batch.opened.push({
        companyId: e.companyId,
        geofenceId: fence.id,
        geofenceName: fence.name,
        category: fence.category,
        vehicleId: e.vehicleId,
        licensePlate: this.plate(e.vehicleId),
        enteredAt: e.enteredAt,
        entrySeen: e.seen,
        ...position,
      });
      if (e.seen && fence.alertOnEnter) {
        this.alert({ ...base, code: ALERT_CODES.geofenceEnter.code, value: null, trigger: null });
      }
    } else if (e.type === 'exit') {
      this.batch.closed.push({ ...key, at: e.at, seen: e.seen });
      if (e.seen && fence.alertOnExit) {
        this.alert({ ...base, code: ALERT_CODES.geofenceExit.code, value: null, trigger: null });
      }
    } else {
      this.batch.dwelled.push({ ...key, at: e.at });
      this.alert({
        ...base,
        code: ALERT_CODES.geofenceDwell.code,
        value: Math.floor((e.at - e.enteredAt) / MINUTE_MS),
        trigger: fence.dwellMinutes,
      });
    }
  }

  /** SRT-5, SRT-7. */
  private onRouteEvent(e: RouteEvent): void {
    this.stats.events++;
    const { route } = e;
    const position = { latitude: e.latitude, longitude: e.longitude };
    const base = { vehicleId: e.vehicleId, at: e.at, position, subject: route.name };
    if (e.type === 'deviate') {
      this.batch.deviated.push({
        companyId: e.companyId,
        routeId: route.id,
        routeName: route.name,
        vehicleId: e.vehicleId,
        licensePlate: this.plate(e.vehicleId),
        leftAt: e.leftAt,
        distanceM: e.distanceM,
        ...position,
      });
      this.alert({
        ...base,
        code: ALERT_CODES.routeDeviation.code,
        value: Math.round(e.distanceM),
        trigger: route.toleranceM,
      });
      return;
    }
    this.batch.deviationEnds.push({
      routeId: route.id,
      vehicleId: e.vehicleId,
      leftAt: e.leftAt,
      endedAt: e.at,
      returned: e.type === 'return',
      maxDistanceM: e.maxDistanceM,
    });
    if (e.type === 'return') {
      this.alert({ ...base, code: ALERT_CODES.routeReturn.code, value: null, trigger: null });
    }
  }

  /** The events since the last write, written in one transaction off the tick. */
  private write(): void {
    const fleet = this.fleet;
    const batch = this.batch;
    if (!fleet || batchSize(batch) === 0) return;
    this.batch = emptyBatch();
    this.batchSince = null;
    fleet.writes.push('geofence visits', () => this.deps.visits.write(batch));
  }

  /** GEO-5: who a geofence applies to: its vehicles and its groups' vehicles; none named: all. */
  private fenceSpec(row: GeofenceRow): FenceSpec {
    return {
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      category: row.category,
      shape: row.shape,
      vehicleIds: appliesTo(this.deps.store, row.companyId, row.vehicleIds, row.groupIds),
      alertOnEnter: row.alertOnEnter,
      alertOnExit: row.alertOnExit,
      dwellMinutes: row.dwellMinutes,
      stamp: row.watchStamp,
    };
  }
}

/** GEO-5: the vehicle ids named and those of the groups named; null when neither is. */
export function appliesTo(
  store: DocumentStore,
  companyId: number,
  vehicleIds: readonly number[],
  groupIds: readonly number[],
): number[] | null {
  if (vehicleIds.length === 0 && groupIds.length === 0) return null;
  const ids = new Set(vehicleIds);
  if (groupIds.length > 0) {
    const groups = new Set(groupIds);
    for (const vehicle of store.list('vehicles', companyId)) {
      if (vehicle.vehicle_group.some((group) => groups.has(group.id))) ids.add(vehicle.id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

function batchSize(batch: VisitBatch): number {
  return (
    batch.opened.length +
    batch.dwelled.length +
    batch.closed.length +
    batch.deviated.length +
    batch.deviationEnds.length
  );
}

function routeSpec(row: SavedRouteRow): RouteSpec {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    path: row.path,
    toleranceM: row.toleranceM,
    vehicleIds: row.vehicleIds,
    stamp: row.watchStamp,
  };
}

function groupBy<T extends { companyId: number }>(items: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const list = out.get(item.companyId);
    if (list) list.push(item);
    else out.set(item.companyId, [item]);
  }
  return out;
}
