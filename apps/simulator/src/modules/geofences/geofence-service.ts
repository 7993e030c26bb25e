import {
  GEOFENCE_DEFAULTS,
  GEOFENCE_IMPORT,
  GEOFENCE_LIMITS,
  GEOFENCE_PERMISSIONS,
  GEOFENCE_VISIT_PAGE,
  checkShapeInput,
  geofenceFeatureCollection,
  geofenceList,
  parseGeofenceFile,
  shapeAreaM2,
  vertexCount,
  watchShape,
  type CreateGeofenceRequest,
  type Geofence,
  type GeofenceFeatureCollection,
  type GeofenceImportReport,
  type GeofenceImportResult,
  type GeofenceMap,
  type GeofenceShape,
  type GeofenceVisitList,
  type GeofenceVisitQuery,
  type ImportedFeature,
  type ShapeProblem,
  type UpdateGeofenceRequest,
} from '@armada/contracts/geofences';
import {
  HTTP_ERROR_CODES,
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
import type { GeofenceChange, GeofenceRow, GeofenceStore, NewGeofenceRow } from './geofence-store';
import type { VisitRow, VisitStore } from './visit-store';

const P = GEOFENCE_PERMISSIONS;
const listSpec: ListSpec<Geofence> = { ...geofenceList, idOf: (geofence) => geofence.id };

/** Who is told when a company's geofences change: the watcher, read again before the answer. */
export type GeofenceListener = (companyId: number) => Promise<void>;

export interface GeofenceServiceDeps {
  geofences: GeofenceStore;
  visits: VisitStore;
  store: DocumentStore;
  clock: Clock;
  changed: GeofenceListener;
}

const byOf = (auth: AuthContext) => ({ id: auth.user.id, name: auth.user.fullname });

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Geofence ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.geofenceNotFound,
    params: { id },
  });
}

/** GEO-3, GEO-4: the first problem of a shape, as the 400 of the field that carries it. */
export function shapeRefusal(field: string, problem: ShapeProblem): ServiceError {
  const detail = Object.entries(problem.params)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  return ServiceError.validation(
    `${field} is not an acceptable shape: ${problem.reason}${detail ? ` (${detail})` : ''}.`,
    { reason: problem.reason, params: problem.params, field },
  );
}

/** The box in degrees of a checked shape. */
export function boxOf(shape: GeofenceShape): [number, number, number, number] {
  return watchShape(shape).bounds(0);
}

/**
 * Geofences (docs/rules/geofences.md GEO-1 ... GEO-6, GEO-11, GEO-13 ... GEO-16): the company's
 * list, the map layer, creation and changes (the watcher reads them again before the answer),
 * visits, and GeoJSON in and out.
 */
export class GeofenceService {
  constructor(private readonly deps: GeofenceServiceDeps) {}

  /** GEO-6. */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<Geofence>> {
    requireAny(auth, P.read, 'see geofences');
    const rows = await this.deps.geofences.list(auth.company.id);
    return runListQuery(
      rows.map((row) => this.wire(row)),
      listSpec,
      query,
    );
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<Geofence>> {
    requireAny(auth, P.read, 'see geofences');
    const row = await this.deps.geofences.get(auth.company.id, id);
    if (!row) throw notFound(id);
    return { data: this.wire(row) };
  }

  /** GEO-16: the active geofences for the live view's layer. */
  async map(auth: AuthContext): Promise<GeofenceMap> {
    requireAny(auth, P.read, 'see geofences');
    const rows = await this.deps.geofences.activeOf(auth.company.id);
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        category: row.category,
        shape: row.shape,
      })),
    };
  }

  /** GEO-13. */
  async export(auth: AuthContext): Promise<GeofenceFeatureCollection> {
    requireAny(auth, P.read, 'export geofences');
    const rows = await this.deps.geofences.list(auth.company.id);
    return geofenceFeatureCollection(rows.map((row) => this.wire(row)));
  }

  /** GEO-11. */
  async visits(
    auth: AuthContext,
    id: number,
    query: GeofenceVisitQuery,
  ): Promise<GeofenceVisitList> {
    requireAny(auth, P.read, 'see geofence visits');
    const row = await this.deps.geofences.get(auth.company.id, id);
    if (!row) throw notFound(id);
    const before = query.before === undefined ? undefined : Date.parse(query.before);
    const visits = await this.deps.visits.visitsOf(
      auth.company.id,
      id,
      query.limit ?? GEOFENCE_VISIT_PAGE.defaultLimit,
      before,
    );
    return { data: visits.map(visitWire) };
  }

  /** GEO-2 ... GEO-6. */
  async create(auth: AuthContext, body: CreateGeofenceRequest): Promise<ItemResponse<Geofence>> {
    requireAny(auth, P.create, 'create geofences');
    const companyId = auth.company.id;
    const checked = checkShapeInput(body.shape);
    if (!checked.ok) throw shapeRefusal('body.shape', checked.problems[0] as ShapeProblem);
    const vehicleIds = this.knownVehicles(companyId, body.vehicle_ids ?? []);
    const groupIds = this.knownGroups(companyId, body.group_ids ?? []);
    await this.requireRoom(companyId, 1);
    const [row] = await this.deps.geofences.insert([
      {
        companyId,
        name: body.name.trim(),
        category: body.category,
        ...shapeColumns(checked.shape),
        active: body.active ?? GEOFENCE_DEFAULTS.active,
        alertOnEnter: body.alert_on_enter ?? GEOFENCE_DEFAULTS.alertOnEnter,
        alertOnExit: body.alert_on_exit ?? GEOFENCE_DEFAULTS.alertOnExit,
        dwellMinutes: body.dwell_minutes ?? GEOFENCE_DEFAULTS.dwellMinutes,
        vehicleIds,
        groupIds,
        createdAt: this.deps.clock.now(),
        createdBy: byOf(auth),
      },
    ]);
    if (!row) throw new Error('geofence insert returned no row');
    await this.deps.changed(companyId);
    return { data: this.wire(row) };
  }

  /** GEO-2 ... GEO-6, GEO-12: the fields given; a new shape or scope is looked at afresh. */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateGeofenceRequest,
  ): Promise<ItemResponse<Geofence>> {
    requireAny(auth, P.update, 'change geofences');
    const companyId = auth.company.id;
    const current = await this.deps.geofences.get(companyId, id);
    if (!current) throw notFound(id);
    const change: GeofenceChange = { updatedAt: this.deps.clock.now(), rewatch: false };
    if (body.shape !== undefined) {
      const checked = checkShapeInput(body.shape);
      if (!checked.ok) throw shapeRefusal('body.shape', checked.problems[0] as ShapeProblem);
      Object.assign(change, shapeColumns(checked.shape));
      change.rewatch = JSON.stringify(checked.shape) !== JSON.stringify(current.shape);
    }
    if (body.vehicle_ids !== undefined) {
      change.vehicleIds = this.knownVehicles(companyId, body.vehicle_ids);
      change.rewatch ||= !sameIds(change.vehicleIds, current.vehicleIds);
    }
    if (body.group_ids !== undefined) {
      change.groupIds = this.knownGroups(companyId, body.group_ids);
      change.rewatch ||= !sameIds(change.groupIds, current.groupIds);
    }
    if (body.name !== undefined) change.name = body.name.trim();
    if (body.category !== undefined) change.category = body.category;
    if (body.active !== undefined) change.active = body.active;
    if (body.alert_on_enter !== undefined) change.alertOnEnter = body.alert_on_enter;
    if (body.alert_on_exit !== undefined) change.alertOnExit = body.alert_on_exit;
    if (body.dwell_minutes !== undefined) change.dwellMinutes = body.dwell_minutes;
    const row = await this.deps.geofences.update(companyId, id, change);
    if (!row) throw notFound(id);
    await this.deps.changed(companyId);
    return { data: this.wire(row) };
  }

  /** GEO-13, GEO-14: the report of a file; nothing is saved. */
  async checkImport(
    auth: AuthContext,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<GeofenceImportReport> {
    requireAny(auth, P.create, 'import geofences');
    return reportOf(this.readFile(auth, contentType, bytes));
  }

  /**
   * GEO-15: the file checked again and its geofences saved in one statement; an invalid feature
   * refuses them all (400 with the report) unless `validOnly`.
   */
  async import(
    auth: AuthContext,
    contentType: string,
    bytes: Uint8Array,
    validOnly: boolean,
  ): Promise<GeofenceImportResult> {
    requireAny(auth, P.create, 'import geofences');
    const companyId = auth.company.id;
    const features = this.readFile(auth, contentType, bytes);
    const report = reportOf(features);
    if (report.invalid > 0 && !validOnly) {
      const error = ServiceError.validation(
        `${report.invalid} of the file's ${features.length} features cannot be geofences; see the report.`,
        {
          reason: SERVER_ERROR_REASONS.geojsonInvalidFeatures,
          params: { count: report.invalid },
          field: 'body',
        },
      );
      throw Object.assign(error, { report });
    }
    const valid = features.filter(
      (feature): feature is ImportedFeature & { shape: GeofenceShape } => feature.shape !== null,
    );
    await this.requireRoom(companyId, valid.length);
    const now = this.deps.clock.now();
    const rows: NewGeofenceRow[] = valid.map((feature) => ({
      companyId,
      name: feature.name,
      category: feature.category,
      ...shapeColumns(feature.shape),
      active: feature.active,
      alertOnEnter: feature.alertOnEnter,
      alertOnExit: feature.alertOnExit,
      dwellMinutes: feature.dwellMinutes,
      vehicleIds: [],
      groupIds: [],
      createdAt: now,
      createdBy: byOf(auth),
    }));
    const created = await this.deps.geofences.insert(rows);
    if (created.length > 0) await this.deps.changed(companyId);
    return { created: created.map((row) => this.wire(row)), report };
  }

  /** GEO-18: the seeded geofences of a company that has none. */
  async seed(rows: readonly NewGeofenceRow[]): Promise<number> {
    const companies = new Set(rows.map((row) => row.companyId));
    const fresh: NewGeofenceRow[] = [];
    for (const companyId of companies) {
      if ((await this.deps.geofences.count(companyId)) > 0) continue;
      fresh.push(...rows.filter((row) => row.companyId === companyId));
    }
    return (await this.deps.geofences.insert(fresh)).length;
  }

  // ---- helpers -------------------------------------------------------------------------------

  private readFile(auth: AuthContext, contentType: string, bytes: Uint8Array): ImportedFeature[] {
    if (bytes.length > GEOFENCE_IMPORT.maxBytes) throw importTooLarge();
    const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(GEOFENCE_IMPORT.contentTypes as readonly string[]).includes(type)) {
      throw new ServiceError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the file as GeoJSON (${GEOFENCE_IMPORT.contentTypes.join(' or ')}), not ${type || 'without a content type'}.`,
        {
          reason: SERVER_ERROR_REASONS.geojsonType,
          params: { types: GEOFENCE_IMPORT.extensions.join(', ') },
        },
      );
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw malformed('utf8');
    }
    const language = auth.user.language;
    const parsed = parseGeofenceFile(text, (n) =>
      language === 'en' ? `Imported geofence ${n}` : `Geofence impor ${n}`,
    );
    if (!parsed.ok) {
      const { reason, params } = parsed.problem;
      throw ServiceError.validation(`The file is not GeoJSON geofences: ${reason}.`, {
        reason,
        params,
        field: 'body',
      });
    }
    return parsed.features;
  }

  private async requireRoom(companyId: number, adding: number): Promise<void> {
    const count = await this.deps.geofences.count(companyId);
    if (count + adding > GEOFENCE_LIMITS.perCompany) {
      throw ServiceError.conflict(
        `A company keeps at most ${GEOFENCE_LIMITS.perCompany} geofences (it has ${count}).`,
        {
          reason: SERVER_ERROR_REASONS.geofenceLimitReached,
          params: { max: GEOFENCE_LIMITS.perCompany },
        },
      );
    }
  }

  /** GEO-5: the ids, each a vehicle of the company, or 400 naming the others. */
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

  private knownGroups(companyId: number, ids: readonly number[]): number[] {
    const unknown = ids.filter((id) => !this.deps.store.get('vehicle_groups', companyId, id));
    if (unknown.length > 0) {
      throw ServiceError.validation(`Vehicle groups ${unknown.join(', ')} are not the company's.`, {
        reason: SERVER_ERROR_REASONS.geofenceUnknownGroups,
        params: { ids: unknown.slice(0, 10).join(', ') },
        field: 'body.group_ids',
      });
    }
    return [...ids].sort((a, b) => a - b);
  }

  private wire(row: GeofenceRow): Geofence {
    const { store } = this.deps;
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      shape: row.shape,
      active: row.active,
      alert_on_enter: row.alertOnEnter,
      alert_on_exit: row.alertOnExit,
      dwell_minutes: row.dwellMinutes,
      vehicles: row.vehicleIds.flatMap((id) => {
        const vehicle = store.get('vehicles', row.companyId, id);
        return vehicle ? [{ id, license_plate: vehicle.license_plate }] : [];
      }),
      groups: row.groupIds.flatMap((id) => {
        const group = store.get('vehicle_groups', row.companyId, id);
        return group ? [{ id, name: group.name }] : [];
      }),
      vertex_count: row.vertexCount,
      area_m2: Math.round(row.areaM2),
      created_on: toWibIso(row.createdAt),
      updated_on: toWibIso(row.updatedAt),
      created_by: row.createdBy,
    };
  }
}

/** The stored columns that follow from a checked shape. */
export function shapeColumns(
  shape: GeofenceShape,
): Pick<NewGeofenceRow, 'shape' | 'box' | 'vertexCount' | 'areaM2'> {
  return {
    shape,
    box: boxOf(shape),
    vertexCount: vertexCount(shape),
    areaM2: shapeAreaM2(shape),
  };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function reportOf(features: readonly ImportedFeature[]): GeofenceImportReport {
  const invalid = features.filter((feature) => feature.shape === null).length;
  return {
    features: features.map((feature) => ({
      index: feature.index,
      name: feature.name,
      category: feature.category,
      shape_type: feature.shapeType,
      vertex_count: feature.vertexCount,
      problems: feature.problems,
    })),
    valid: features.length - invalid,
    invalid,
  };
}

export function importTooLarge(): ServiceError {
  return new ServiceError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${GEOFENCE_IMPORT.maxBytes / 1024 / 1024} MB; split it into smaller files.`,
    { reason: SERVER_ERROR_REASONS.geojsonTooLarge, params: { max: GEOFENCE_IMPORT.maxBytes } },
  );
}

function malformed(detail: string): ServiceError {
  return new ServiceError(400, HTTP_ERROR_CODES.badRequest, 'The file is not GeoJSON text.', {
    reason: SERVER_ERROR_REASONS.geojsonMalformed,
    params: { detail },
    field: 'body',
  });
}

function visitWire(visit: VisitRow): GeofenceVisitList['data'][number] {
  return {
    id: visit.id,
    geofence: { id: visit.geofenceId, name: visit.geofenceName, category: visit.category },
    vehicle: { id: visit.vehicleId, license_plate: visit.licensePlate },
    entered_on: toWibIso(visit.enteredAt),
    entry_seen: visit.entrySeen,
    exited_on: visit.exitedAt === null ? null : toWibIso(visit.exitedAt),
    exit_seen: visit.exitSeen,
    duration_s:
      visit.exitedAt === null
        ? null
        : Math.max(0, Math.round((visit.exitedAt - visit.enteredAt) / 1000)),
    dwell_alerted_on: visit.dwellAlertedAt === null ? null : toWibIso(visit.dwellAlertedAt),
  };
}
