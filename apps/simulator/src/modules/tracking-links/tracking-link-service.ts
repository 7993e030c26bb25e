import { DEFAULT_COMPANY_TIME_ZONE } from '@armada/contracts/company';
import { isStopSettled, isTaskClosed } from '@armada/contracts/fleet-tasks';
import {
  HTTP_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import {
  TRACKING_LINK_PERMISSIONS,
  publicTrackingPath,
  trackingLinkList,
  trackingLinkStatus,
  type CreateTrackingLinkRequest,
  type CreatedTrackingLink,
  type ExtendTrackingLinkRequest,
  type PublicTracking,
  type TrackingLink,
  type TrackingLinkEnd,
} from '@armada/contracts/tracking-links';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { FleetTaskStore } from '../fleet-tasks/fleet-task-store';
import { hashLinkToken, isLinkTokenShape, newLinkToken, tokenHintOf } from './link-token';
import { publicViewOf, type LinkFacts } from './public-view';
import type { LinkRow, TrackingLinkStore } from './tracking-link-store';

const HOUR_MS = 60 * 60 * 1000;
const P = TRACKING_LINK_PERMISSIONS;

const listSpec: ListSpec<TrackingLink> = { ...trackingLinkList, idOf: (link) => link.id };

/** Where a vehicle is, as the moving fleet last heard it; null when it does not move it. */
export type PositionSource = (
  vehicleId: number,
) => { latitude: number; longitude: number; heading: number; reportedAt: number } | null;

/** Who hears that a link ended or changed (the public streams, TRK-12). */
export interface LinkListener {
  ended(linkId: number, status: TrackingLinkEnd): void;
  extended(linkId: number, expiresAt: number): void;
}

export interface TrackingLinkServiceDeps {
  links: TrackingLinkStore;
  tasks: FleetTaskStore;
  store: DocumentStore;
  clock: Clock;
  positionOf: PositionSource;
  /** TRK-3: tests pass their own; default 32 bytes from the operating system. */
  newToken?: () => string;
}

function badField(field: string, message: string): ServiceError {
  return ServiceError.validation(message, {
    reason: SERVER_ERROR_REASONS.requestInvalid,
    params: { field },
    field,
  });
}

function linkNotFound(id: number): ServiceError {
  return ServiceError.notFound(`Tracking link ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.trackingLinkNotFound,
    params: { id },
  });
}

function notActive(link: LinkRow, now: number): ServiceError {
  const status = trackingLinkStatus(link, now);
  return ServiceError.conflict(
    `Tracking link ${link.id} is ${status}; only an active link changes.`,
    {
      reason: SERVER_ERROR_REASONS.trackingLinkNotActive,
      params: { status },
    },
  );
}

/** TRK-10: the same answer for every token that opens nothing, tampered or made up. */
function publicNotFound(): ServiceError {
  return ServiceError.notFound('This tracking link does not exist.', {
    reason: SERVER_ERROR_REASONS.publicTrackingNotFound,
  });
}

/** TRK-12: an ended link is 410 Gone, saying whether it expired or was revoked. */
export function publicEnded(status: TrackingLinkEnd): ServiceError {
  return new ServiceError(
    410,
    HTTP_ERROR_CODES.gone,
    status === 'EXPIRED' ? 'This tracking link has expired.' : 'This tracking link was revoked.',
    { reason: SERVER_ERROR_REASONS.publicTrackingEnded, params: { status } },
  );
}

const byOf = (auth: AuthContext) => ({ id: auth.user.id, name: auth.user.fullname });

/**
 * Temporary tracking links (docs/rules/tracking-links.md): the dispatcher's list, creation,
 * extension and revocation, and the public view a token opens.
 */
export class TrackingLinkService {
  private readonly listeners = new Set<LinkListener>();

  constructor(private readonly deps: TrackingLinkServiceDeps) {}

  listen(listener: LinkListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- the dispatcher's side ------------------------------------------------------------------

  /** TRK-8. */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<TrackingLink>> {
    requireAny(auth, P.read, 'see tracking links');
    const now = this.deps.clock.now();
    const rows = await this.deps.links.list(auth.company.id);
    return runListQuery(
      rows.map((row) => this.linkOf(row, now)),
      listSpec,
      query,
    );
  }

  /** TRK-1 ... TRK-4. */
  async create(
    auth: AuthContext,
    body: CreateTrackingLinkRequest,
  ): Promise<ItemResponse<CreatedTrackingLink>> {
    requireAny(auth, P.create, 'make tracking links');
    const companyId = auth.company.id;
    const { vehicle_id: vehicleId, stop_id: stopId } = body;
    if ((vehicleId === undefined) === (stopId === undefined)) {
      throw ServiceError.validation('Give either body.vehicle_id or body.stop_id (one of them).', {
        reason: SERVER_ERROR_REASONS.trackingLinkTargetRequired,
        field: vehicleId === undefined ? 'body.vehicle_id' : 'body.stop_id',
      });
    }
    const now = this.deps.clock.now();
    const subject =
      stopId === undefined
        ? await this.vehicleSubject(companyId, vehicleId ?? 0)
        : await this.stopSubject(companyId, stopId);
    const token = (this.deps.newToken ?? newLinkToken)();
    const row = await this.deps.links.insert({
      companyId,
      tokenHash: hashLinkToken(token),
      tokenHint: tokenHintOf(token),
      label: body.label?.trim() ?? '',
      shows: [...body.shows],
      expiresAt: now + body.expires_in_hours * HOUR_MS,
      createdAt: now,
      createdBy: byOf(auth),
      ...subject,
    });
    return { data: { link: this.linkOf(row, now), token, path: publicTrackingPath(token) } };
  }

  /** TRK-6: a new expiry from now, for an active link only. */
  async extend(
    auth: AuthContext,
    id: number,
    body: ExtendTrackingLinkRequest,
  ): Promise<ItemResponse<TrackingLink>> {
    requireAny(auth, P.update, 'extend tracking links');
    const now = this.deps.clock.now();
    const current = await this.deps.links.get(auth.company.id, id);
    if (!current) throw linkNotFound(id);
    const expiresAt = now + body.expires_in_hours * HOUR_MS;
    const row = await this.deps.links.extend(auth.company.id, id, expiresAt, byOf(auth), now);
    if (!row) throw notActive(current, now);
    for (const listener of this.listeners) listener.extended(id, expiresAt);
    return { data: this.linkOf(row, now) };
  }

  /** TRK-6, TRK-12: revoked now; its page ends at once. */
  async revoke(auth: AuthContext, id: number): Promise<ItemResponse<TrackingLink>> {
    requireAny(auth, P.update, 'revoke tracking links');
    const now = this.deps.clock.now();
    const current = await this.deps.links.get(auth.company.id, id);
    if (!current) throw linkNotFound(id);
    const row = await this.deps.links.revoke(auth.company.id, id, byOf(auth), now);
    if (!row) throw notActive(current, now);
    for (const listener of this.listeners) listener.ended(id, 'REVOKED');
    return { data: this.linkOf(row, now) };
  }

  /** Simulator control: the link expires now (tests of the expired page and stream). */
  async expireNow(auth: AuthContext, id: number): Promise<ItemResponse<TrackingLink>> {
    const now = this.deps.clock.now();
    const row = await this.deps.links.expireNow(auth.company.id, id, now);
    if (!row) throw linkNotFound(id);
    const status = trackingLinkStatus(row, now);
    if (status !== 'ACTIVE') for (const listener of this.listeners) listener.ended(id, status);
    return { data: this.linkOf(row, now) };
  }

  // ---- the recipient's side -------------------------------------------------------------------

  /**
   * TRK-10: the active link a token opens; 404 for anything that is not a token of a link (its
   * shape is checked before any lookup), 410 for one that ended (TRK-12).
   */
  async resolve(token: string): Promise<LinkRow> {
    if (!isLinkTokenShape(token)) throw publicNotFound();
    const row = await this.deps.links.byTokenHash(hashLinkToken(token));
    if (!row) throw publicNotFound();
    const status = trackingLinkStatus(row, this.deps.clock.now());
    if (status !== 'ACTIVE') throw publicEnded(status);
    return row;
  }

  /** TRK-10: what the page shows now; each read counts as a view. */
  async publicView(token: string): Promise<ItemResponse<PublicTracking>> {
    const row = await this.resolve(token);
    await this.deps.links.countView(row.id);
    return { data: publicViewOf(await this.factsOf(row), this.deps.clock.now()) };
  }

  /** Where the link's vehicle is now (the streams' every view, TRK-12). */
  positionNow(vehicleId: number): LinkFacts['position'] {
    return this.deps.positionOf(vehicleId);
  }

  /** The link again by id (a stream checks that it is still on, TRK-12). */
  current(row: LinkRow): Promise<LinkRow | undefined> {
    return this.deps.links.get(row.companyId, row.id);
  }

  /** Everything the view of a link is made from, before anything is left out (TRK-11). */
  async factsOf(row: LinkRow): Promise<LinkFacts> {
    const { store, tasks } = this.deps;
    const company = store.get('companies', row.companyId, row.companyId);
    const vehicle = store.get('vehicles', row.companyId, row.vehicleId);
    const base = {
      target: row.target,
      shows: row.shows,
      expiresAt: row.expiresAt,
      timeZone: company?.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
      licensePlate: vehicle?.license_plate ?? '',
      position: this.deps.positionOf(row.vehicleId),
    };
    if (row.stopId === null || row.taskId === null) {
      return { ...base, driverName: vehicle?.driver?.fullname ?? null, stop: null };
    }
    const [task, stop] = await Promise.all([
      tasks.getTask(row.companyId, row.taskId),
      tasks.stopById(row.companyId, row.stopId),
    ]);
    const driver =
      task?.driverId === null || task?.driverId === undefined
        ? undefined
        : store.get('drivers', row.companyId, task.driverId);
    return {
      ...base,
      driverName: driver?.fullname ?? null,
      stop: stop
        ? {
            status: stop.status,
            latitude: stop.address.latitude,
            longitude: stop.address.longitude,
            // Before the task starts the plan is the best estimate there is.
            etaAt: stop.etaAt ?? (task?.status === 'PLANNED' ? stop.plannedArrivalAt : null),
            arrivedAt: stop.arrivedAt,
            departedAt: stop.departedAt,
            taskStarted: task?.status === 'STARTED',
          }
        : null,
    };
  }

  // ---- seed ---------------------------------------------------------------------------------

  /**
   * TRK-17: a company that has vehicles and no links yet gets three, so the list and its audit
   * read true from the start: one active, one expired yesterday, one revoked this morning, made by
   * a user who may make links. Their tokens are random and never shown (TRK-3).
   */
  async seed(): Promise<number> {
    const { store, links, clock } = this.deps;
    const now = clock.now();
    let made = 0;
    for (const { record: company } of store.entries('companies')) {
      if ((await links.list(company.id)).length > 0) continue;
      const vehicles = store.list('vehicles', company.id).filter((v) => v.is_active);
      const maker =
        store
          .list('users', company.id)
          .find((user) => P.create.some((permission) => user.accessRight.includes(permission))) ??
        store.list('users', company.id)[0];
      if (vehicles.length < 3 || !maker) continue;
      const by = { id: maker.id, name: maker.fullname };
      const plans = [
        {
          vehicle: vehicles[0],
          label: 'Toko Sumber Rejeki',
          createdAt: now - HOUR_MS,
          hours: 24,
          revokedAt: null,
        },
        {
          vehicle: vehicles[1],
          label: 'CV Maju Bersama',
          createdAt: now - 30 * HOUR_MS,
          hours: 24,
          revokedAt: null,
        },
        {
          vehicle: vehicles[2],
          label: 'Bu Sari (penerima)',
          createdAt: now - 3 * HOUR_MS,
          hours: 8,
          revokedAt: now - 2 * HOUR_MS,
        },
      ];
      for (const plan of plans) {
        if (!plan.vehicle) continue;
        const token = newLinkToken();
        const row = await links.insert({
          companyId: company.id,
          tokenHash: hashLinkToken(token),
          tokenHint: tokenHintOf(token),
          label: plan.label,
          shows: ['position', 'plate'],
          expiresAt: plan.createdAt + plan.hours * HOUR_MS,
          createdAt: plan.createdAt,
          createdBy: by,
          ...(await this.vehicleSubject(company.id, plan.vehicle.id)),
        });
        if (plan.revokedAt !== null) await links.revoke(company.id, row.id, by, plan.revokedAt);
        made += 1;
      }
    }
    return made;
  }

  // ---- internals ------------------------------------------------------------------------------

  private async vehicleSubject(companyId: number, vehicleId: number) {
    const vehicle = this.deps.store.get('vehicles', companyId, vehicleId);
    if (!vehicle) {
      throw ServiceError.validation(`Vehicle ${vehicleId} (body.vehicle_id) not found.`, {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id: vehicleId },
        field: 'body.vehicle_id',
      });
    }
    return {
      target: 'VEHICLE' as const,
      vehicleId,
      taskId: null,
      taskNumber: null,
      stopId: null,
      stopSequence: null,
      stopName: null,
    };
  }

  /** TRK-1: a stop still ahead of a task that is not over. */
  private async stopSubject(companyId: number, stopId: number) {
    const stop = await this.deps.tasks.stopById(companyId, stopId);
    const task = stop ? await this.deps.tasks.getTask(companyId, stop.taskId) : undefined;
    if (!stop || !task) throw badField('body.stop_id', `Stop ${stopId} (body.stop_id) not found.`);
    if (isTaskClosed(task.status) || isStopSettled(stop.status)) {
      throw ServiceError.conflict(
        `Stop ${stopId} is ${stop.status} on a ${task.status} task: nothing left to follow.`,
        {
          reason: SERVER_ERROR_REASONS.trackingLinkStopNotAhead,
          params: { id: stopId, status: stop.status },
        },
      );
    }
    return {
      target: 'STOP' as const,
      vehicleId: task.vehicleId,
      taskId: task.id,
      taskNumber: task.number,
      stopId: stop.id,
      stopSequence: stop.sequence,
      stopName: stop.address.name,
    };
  }

  private linkOf(row: LinkRow, now: number): TrackingLink {
    const vehicle = this.deps.store.get('vehicles', row.companyId, row.vehicleId);
    const iso = (ms: number | null) => (ms === null ? null : toWibIso(ms));
    return {
      id: row.id,
      target: row.target,
      label: row.label,
      vehicle: { id: row.vehicleId, license_plate: vehicle?.license_plate ?? `#${row.vehicleId}` },
      task:
        row.taskId === null ? null : { id: row.taskId, number: row.taskNumber ?? `#${row.taskId}` },
      stop:
        row.stopId === null
          ? null
          : { id: row.stopId, sequence: row.stopSequence ?? 1, name: row.stopName ?? '' },
      shows: row.shows,
      status: trackingLinkStatus(row, now),
      token_hint: row.tokenHint,
      expires_on: toWibIso(row.expiresAt),
      created_on: toWibIso(row.createdAt),
      created_by: row.createdBy,
      extended_on: iso(row.extendedAt),
      extended_by: row.extendedBy,
      revoked_on: iso(row.revokedAt),
      revoked_by: row.revokedBy,
      views: row.views,
    };
  }
}
