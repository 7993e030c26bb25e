import {
  SAVED_ROUTE_LIMITS,
  SAVED_ROUTE_PERMISSIONS,
  checkRoutePath,
  pathLengthM,
  savedRouteList,
  simplifyLine,
  type CreateSavedRouteRequest,
  type LatLng,
  type RouteDeviationList,
  type RouteDeviationQuery,
  type SavedRoute,
  type ShapeProblem,
  type UpdateSavedRouteRequest,
} from '@armada/contracts/geofences';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { FleetTaskStore } from '../fleet-tasks/fleet-task-store';
import type { GeofenceListener } from './geofence-service';
import { shapeRefusal } from './geofence-service';
import type {
  GeofenceStore,
  NewSavedRouteRow,
  SavedRouteChange,
  SavedRouteRow,
} from './geofence-store';
import type { DeviationRow, VisitStore } from './visit-store';

const P = SAVED_ROUTE_PERMISSIONS;
const listSpec: ListSpec<SavedRoute> = { ...savedRouteList, idOf: (route) => route.id };

/** SRT-8: the tracks of past trips (the fleet history). */
export interface TripTracks {
  tripPath(
    companyId: number,
    vehicleId: number,
    startedAt: number,
  ): Promise<{ endedAt: number; path: LatLng[] } | null>;
}

export interface SavedRouteServiceDeps {
  geofences: GeofenceStore;
  visits: VisitStore;
  tasks: FleetTaskStore;
  trips: TripTracks;
  store: DocumentStore;
  clock: Clock;
  changed: GeofenceListener;
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Saved route ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.savedRouteNotFound,
    params: { id },
  });
}

/** SRT-3, SRT-8: a line taken from a task or a trip, thinned so it fits the point limit. */
const thinned = (line: readonly LatLng[]) =>
  simplifyLine(line, SAVED_ROUTE_LIMITS.simplifyM, SAVED_ROUTE_LIMITS.maxPoints);

/** SRT-1: a drawn line, checked; the first problem refuses it. */
function drawnPath(points: readonly LatLng[]): LatLng[] {
  const checked = checkRoutePath(points);
  if (!checked.ok) throw shapeRefusal('body.path', checked.problems[0] as ShapeProblem);
  return checked.shape;
}

/**
 * Saved routes (docs/rules/saved-routes.md SRT-1 ... SRT-3, SRT-6, SRT-7): the company's list,
 * creation from a drawn line or a fleet task's planned path, changes (the watcher reads them
 * again before the answer) and the deviations of each route.
 */
export class SavedRouteService {
  constructor(private readonly deps: SavedRouteServiceDeps) {}

  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<SavedRoute>> {
    requireAny(auth, P.read, 'see saved routes');
    const rows = await this.deps.geofences.listRoutes(auth.company.id);
    return runListQuery(
      rows.map((row) => this.wire(row)),
      listSpec,
      query,
    );
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<SavedRoute>> {
    requireAny(auth, P.read, 'see saved routes');
    const row = await this.deps.geofences.getRoute(auth.company.id, id);
    if (!row) throw notFound(id);
    return { data: this.wire(row) };
  }

  /** SRT-7. */
  async deviations(
    auth: AuthContext,
    id: number,
    query: RouteDeviationQuery,
  ): Promise<RouteDeviationList> {
    requireAny(auth, P.read, 'see route deviations');
    const row = await this.deps.geofences.getRoute(auth.company.id, id);
    if (!row) throw notFound(id);
    const before = query.before === undefined ? undefined : Date.parse(query.before);
    const rows = await this.deps.visits.deviationsOf(
      auth.company.id,
      id,
      query.limit ?? 20,
      before,
    );
    return { data: rows.map(deviationWire) };
  }

  /** SRT-1 ... SRT-3, SRT-8. */
  async create(
    auth: AuthContext,
    body: CreateSavedRouteRequest,
  ): Promise<ItemResponse<SavedRoute>> {
    requireAny(auth, P.create, 'create saved routes');
    const companyId = auth.company.id;
    const given = (['path', 'fleet_task_id', 'trip'] as const).filter(
      (source) => body[source] !== undefined,
    );
    if (given.length !== 1) {
      throw ServiceError.validation(
        'Give one of body.path, body.fleet_task_id or body.trip (exactly one).',
        {
          reason: SERVER_ERROR_REASONS.savedRouteSourceRequired,
          // None: the drawn line is missing; more than one: the second names the clash.
          field: `body.${given[1] ?? 'path'}`,
        },
      );
    }
    let path: LatLng[];
    let fleetTask: SavedRouteRow['fleetTask'] = null;
    let trip: SavedRouteRow['trip'] = null;
    if (body.path !== undefined) {
      path = drawnPath(body.path);
    } else if (body.trip !== undefined) {
      ({ path, trip } = await this.tripLine(companyId, body.trip));
    } else {
      ({ path, fleetTask } = await this.taskLine(companyId, body.fleet_task_id ?? 0));
    }
    const vehicleIds = this.knownVehicles(companyId, body.vehicle_ids ?? []);
    const count = await this.deps.geofences.countRoutes(companyId);
    if (count >= SAVED_ROUTE_LIMITS.perCompany) {
      throw ServiceError.conflict(
        `A company keeps at most ${SAVED_ROUTE_LIMITS.perCompany} saved routes.`,
        {
          reason: SERVER_ERROR_REASONS.savedRouteLimitReached,
          params: { max: SAVED_ROUTE_LIMITS.perCompany },
        },
      );
    }
    const row = await this.deps.geofences.insertRoute({
      companyId,
      name: body.name.trim(),
      toleranceM: body.tolerance_m,
      path,
      lengthM: pathLengthM(path),
      source: fleetTask ? 'FLEET_TASK' : trip ? 'TRIP' : 'DRAWN',
      fleetTask,
      trip,
      vehicleIds,
      active: body.active ?? true,
      createdAt: this.deps.clock.now(),
      createdBy: { id: auth.user.id, name: auth.user.fullname },
    });
    await this.deps.changed(companyId);
    return { data: this.wire(row) };
  }

  /** SRT-1, SRT-2, SRT-6: the fields given; a new line, tolerance or vehicles start afresh. */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateSavedRouteRequest,
  ): Promise<ItemResponse<SavedRoute>> {
    requireAny(auth, P.update, 'change saved routes');
    const companyId = auth.company.id;
    const current = await this.deps.geofences.getRoute(companyId, id);
    if (!current) throw notFound(id);
    const change: SavedRouteChange = { updatedAt: this.deps.clock.now(), rewatch: false };
    if (body.path !== undefined) {
      change.path = drawnPath(body.path);
      change.lengthM = pathLengthM(change.path);
      change.rewatch = JSON.stringify(change.path) !== JSON.stringify(current.path);
    }
    if (body.tolerance_m !== undefined) {
      change.toleranceM = body.tolerance_m;
      change.rewatch ||= body.tolerance_m !== current.toleranceM;
    }
    if (body.vehicle_ids !== undefined) {
      change.vehicleIds = this.knownVehicles(companyId, body.vehicle_ids);
      change.rewatch ||=
        change.vehicleIds.length !== current.vehicleIds.length ||
        change.vehicleIds.some((vehicleId, i) => vehicleId !== current.vehicleIds[i]);
    }
    if (body.name !== undefined) change.name = body.name.trim();
    if (body.active !== undefined) change.active = body.active;
    const row = await this.deps.geofences.updateRoute(companyId, id, change);
    if (!row) throw notFound(id);
    await this.deps.changed(companyId);
    return { data: this.wire(row) };
  }

  /** SRT-1: the seeded routes of a company that has none. */
  async seed(rows: readonly NewSavedRouteRow[]): Promise<number> {
    let made = 0;
    const fresh = new Map<number, boolean>();
    for (const row of rows) {
      if (!fresh.has(row.companyId)) {
        fresh.set(row.companyId, (await this.deps.geofences.countRoutes(row.companyId)) === 0);
      }
      if (!fresh.get(row.companyId)) continue;
      await this.deps.geofences.insertRoute(row);
      made++;
    }
    return made;
  }

  /** SRT-3: a fleet task's planned path, thinned so it fits the point limit. */
  private async taskLine(
    companyId: number,
    taskId: number,
  ): Promise<{ path: LatLng[]; fleetTask: NonNullable<SavedRouteRow['fleetTask']> }> {
    const task = await this.deps.tasks.getTask(companyId, taskId);
    if (!task) {
      throw ServiceError.notFound(`Fleet task ${taskId} not found.`, {
        reason: SERVER_ERROR_REASONS.savedRouteTaskNotFound,
        params: { id: taskId },
      });
    }
    const checked = checkRoutePath(thinned(task.plannedPath));
    if (!checked.ok) {
      throw ServiceError.validation(`Fleet task ${taskId} has no planned path to follow.`, {
        reason: SERVER_ERROR_REASONS.savedRouteTaskWithoutPath,
        params: { id: taskId },
        field: 'body.fleet_task_id',
      });
    }
    return { path: checked.shape, fleetTask: { id: task.id, number: task.number } };
  }

  /** SRT-8: the track a vehicle drove on one past trip, thinned as a task's path is. */
  private async tripLine(
    companyId: number,
    given: { vehicle_id: number; started_on: string },
  ): Promise<{ path: LatLng[]; trip: NonNullable<SavedRouteRow['trip']> }> {
    const startedAt = Date.parse(given.started_on);
    const params = { vehicle: given.vehicle_id, at: given.started_on };
    const track = await this.deps.trips.tripPath(companyId, given.vehicle_id, startedAt);
    if (!track) {
      throw ServiceError.notFound(
        `No trip of vehicle ${given.vehicle_id} started at ${given.started_on}.`,
        { reason: SERVER_ERROR_REASONS.savedRouteTripNotFound, params },
      );
    }
    const checked = checkRoutePath(thinned(track.path));
    if (!checked.ok) {
      throw ServiceError.validation(
        `The trip of vehicle ${given.vehicle_id} started at ${given.started_on} has no line to follow.`,
        { reason: SERVER_ERROR_REASONS.savedRouteTripWithoutPath, params, field: 'body.trip' },
      );
    }
    return { path: checked.shape, trip: { vehicleId: given.vehicle_id, startedAt } };
  }

  private knownVehicles(companyId: number, ids: readonly number[]): number[] {
    const unknown = ids.filter((id) => !this.deps.store.get('vehicles', companyId, id));
    if (unknown.length > 0) {
      throw ServiceError.validation(`Vehicles ${unknown.join(', ')} are not the company's.`, {
        reason: SERVER_ERROR_REASONS.geofenceUnknownVehicles,
        params: { ids: unknown.slice(0, 10).join(', ') },
        field: 'body.vehicle_ids',
      });
    }
    return [...ids].sort((a, b) => a - b);
  }

  private wire(row: SavedRouteRow): SavedRoute {
    return {
      id: row.id,
      name: row.name,
      tolerance_m: row.toleranceM,
      path: row.path,
      length_m: Math.round(row.lengthM),
      source: row.source,
      fleet_task: row.fleetTask,
      trip: row.trip && {
        vehicle: {
          id: row.trip.vehicleId,
          license_plate:
            this.deps.store.get('vehicles', row.companyId, row.trip.vehicleId)?.license_plate ?? '',
        },
        started_on: toWibIso(row.trip.startedAt),
      },
      vehicles: row.vehicleIds.flatMap((id) => {
        const vehicle = this.deps.store.get('vehicles', row.companyId, id);
        return vehicle ? [{ id, license_plate: vehicle.license_plate }] : [];
      }),
      active: row.active,
      created_on: toWibIso(row.createdAt),
      updated_on: toWibIso(row.updatedAt),
      created_by: row.createdBy,
    };
  }
}

function deviationWire(row: DeviationRow): RouteDeviationList['data'][number] {
  return {
    id: row.id,
    route: { id: row.routeId, name: row.routeName },
    vehicle: { id: row.vehicleId, license_plate: row.licensePlate },
    left_on: toWibIso(row.leftAt),
    ended_on: row.endedAt === null ? null : toWibIso(row.endedAt),
    returned: row.returned,
    max_distance_m: row.maxDistanceM,
  };
}
