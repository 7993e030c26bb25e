import { DEFAULT_COMPANY_TIME_ZONE } from '@armada/contracts/company';
import {
  LAND_EXPORT,
  LAND_LIMITS,
  LAND_MEASUREMENT_ERROR_REASONS as R,
  LAND_MEASUREMENT_PERMISSIONS as P,
  LAND_TRACK_LIMITS,
  checkBoundary,
  landFeature,
  landFeatureCollection,
  landKml,
  landMeasurementList,
  type BoundaryProblem,
  type CreateLandMeasurementRequest,
  type LandExportFormat,
  type LandFiguresWire,
  type LandMeasurement,
  type LandTrackMeasure,
  type LandTrackRequest,
  type UpdateLandMeasurementRequest,
} from '@armada/contracts/land-measurement';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Vehicle } from '@armada/contracts/fleet';
import type { Clock } from '../../domain/clock';
import { DAY_MS } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import { toZoneIso, zoneOffsetMs } from '../fleet-history/history-rules';
import type { HistoryService } from '../fleet-history/history-service';
import type {
  LandChange,
  LandMeasurementStore,
  LandRow,
  LandSummaryRow,
  NewLandRow,
} from './land-measurement-store';
import { trackLine, trackOutline } from './track-outline';

const listSpec: ListSpec<LandMeasurement> = { ...landMeasurementList, idOf: (m) => m.id };

export interface LandMeasurementServiceDeps {
  store: LandMeasurementStore;
  documents: DocumentStore;
  clock: Clock;
  /** The fleet's history: its past days are drawn before a track is read (HIST-7). */
  history: Pick<HistoryService, 'drivenPath'>;
}

/** A file of one or all measurements (LAND-9). */
export interface LandExportFile {
  contentType: string;
  fileName: string;
  body: string;
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Land measurement ${id} not found.`, {
    reason: R.landMeasurementNotFound,
    params: { id },
  });
}

/** LAND-2: a boundary's problem as the 400 of the field that carries it. */
function boundaryRefusal(field: string, problem: BoundaryProblem): ServiceError {
  const detail = Object.entries(problem.params)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  return ServiceError.validation(
    `${field} is not an acceptable boundary: ${problem.reason}${detail ? ` (${detail})` : ''}.`,
    { reason: problem.reason, params: problem.params, field },
  );
}

/** A file name of the measurement's name: letters, digits and dashes. */
function fileNameOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return slug || 'lahan';
}

/**
 * Land measurement (docs/rules/land-measurement.md LAND-1 ... LAND-10): boundaries drawn or
 * taken from a vehicle's driven track, measured on the ellipsoid, kept per company in SQL,
 * listed, changed, deleted and exported as GeoJSON and KML.
 */
export class LandMeasurementService {
  constructor(private readonly deps: LandMeasurementServiceDeps) {}

  /** LAND-8: the page's rows read without boundaries, then the page's boundaries. */
  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<LandMeasurement>> {
    requireAny(auth, P.read, 'see land measurements');
    const companyId = auth.company.id;
    const rows = await this.deps.store.summaries(companyId);
    const page = runListQuery(
      rows.map((row) => this.wire(auth, row, [])),
      listSpec,
      query,
    );
    const items = page.data.paginated_result;
    const boundaries = await this.deps.store.boundaries(
      companyId,
      items.map((item) => item.id),
    );
    for (const item of items) item.boundary = boundaries.get(item.id) ?? [];
    return page;
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<LandMeasurement>> {
    requireAny(auth, P.read, 'see land measurements');
    const row = await this.deps.store.get(auth.company.id, id);
    if (!row) throw notFound(id);
    return { data: this.wire(auth, row, row.boundary) };
  }

  /** LAND-1 ... LAND-5, LAND-8. */
  async create(
    auth: AuthContext,
    body: CreateLandMeasurementRequest,
  ): Promise<ItemResponse<LandMeasurement>> {
    requireAny(auth, P.create, 'measure land');
    const companyId = auth.company.id;
    const checked = checkBoundary(body.boundary);
    if (!checked.ok) throw boundaryRefusal('body.boundary', checked.problem);
    let track: NewLandRow['track'] = null;
    if (body.track !== undefined) {
      const vehicle = this.vehicle(companyId, body.track.vehicle_id, 'body.track.vehicle_id');
      const { from, to } = this.period(body.track, 'body.track');
      track = { vehicleId: vehicle.id, from, to };
    }
    const count = await this.deps.store.count(companyId);
    if (count >= LAND_LIMITS.perCompany) {
      throw ServiceError.conflict(
        `A company keeps at most ${LAND_LIMITS.perCompany} land measurements.`,
        { reason: R.landMeasurementLimitReached, params: { max: LAND_LIMITS.perCompany } },
      );
    }
    const row = await this.deps.store.insert({
      companyId,
      name: body.name.trim(),
      notes: (body.notes ?? '').trim(),
      boundary: checked.ring,
      vertexCount: checked.figures.vertexCount,
      areaM2: checked.figures.areaM2,
      perimeterM: checked.figures.perimeterM,
      source: track ? 'TRACK' : 'DRAWN',
      track,
      createdAt: this.deps.clock.now(),
      createdBy: { id: auth.user.id, name: auth.user.fullname },
    });
    return { data: this.wire(auth, row, row.boundary) };
  }

  /** LAND-1 ... LAND-3: the fields given; a new boundary is measured again. */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateLandMeasurementRequest,
  ): Promise<ItemResponse<LandMeasurement>> {
    requireAny(auth, P.update, 'change land measurements');
    const companyId = auth.company.id;
    const change: LandChange = { updatedAt: this.deps.clock.now() };
    if (body.boundary !== undefined) {
      const checked = checkBoundary(body.boundary);
      if (!checked.ok) throw boundaryRefusal('body.boundary', checked.problem);
      change.boundary = checked.ring;
      change.vertexCount = checked.figures.vertexCount;
      change.areaM2 = checked.figures.areaM2;
      change.perimeterM = checked.figures.perimeterM;
    }
    if (body.name !== undefined) change.name = body.name.trim();
    if (body.notes !== undefined) change.notes = body.notes.trim();
    const row = await this.deps.store.update(companyId, id, change);
    if (!row) throw notFound(id);
    return { data: this.wire(auth, row, row.boundary) };
  }

  async delete(auth: AuthContext, id: number): Promise<ItemResponse<{ id: number }>> {
    requireAny(auth, P.delete, 'delete land measurements');
    if (!(await this.deps.store.delete(auth.company.id, id))) throw notFound(id);
    return { data: { id } };
  }

  /** LAND-4. */
  measure(auth: AuthContext, boundary: readonly unknown[]): ItemResponse<LandFiguresWire> {
    requireAny(auth, [...P.read, ...P.create, ...P.update], 'measure land');
    const checked = checkBoundary(boundary);
    if (!checked.ok) throw boundaryRefusal('body.boundary', checked.problem);
    const f = checked.figures;
    return {
      data: {
        area_m2: f.areaM2,
        area_ha: f.areaHa,
        perimeter_m: f.perimeterM,
        vertex_count: f.vertexCount,
      },
    };
  }

  /** LAND-6, LAND-7: the boundary of what the vehicle drove over in the period. */
  async measureTrack(
    auth: AuthContext,
    body: LandTrackRequest,
  ): Promise<ItemResponse<LandTrackMeasure>> {
    requireAny(auth, [...P.create, ...P.update], 'measure land from a track');
    const companyId = auth.company.id;
    const vehicle = this.vehicle(companyId, body.vehicle_id, 'body.vehicle_id');
    const { from, to } = this.period(body, 'body');
    const { points } = await this.deps.history.drivenPath(
      companyId,
      vehicle,
      from,
      to,
      LAND_TRACK_LIMITS.maxPositions,
    );
    const outline = trackOutline(points);
    if (!outline.ok) {
      throw ServiceError.validation(
        `The vehicle drove over no area in the period (${points.length} positions, ${outline.distinct} apart).`,
        { reason: R.landTrackNoArea, params: { count: points.length }, field: 'body' },
      );
    }
    const offset = this.offsetOf(auth);
    const f = outline.check.figures;
    return {
      data: {
        vehicle: { id: vehicle.id, license_plate: vehicle.license_plate },
        from: toZoneIso(from, offset),
        to: toZoneIso(to, offset),
        position_count: points.length,
        track: trackLine(points),
        method: outline.method,
        boundary: outline.check.ring,
        figures: {
          area_m2: f.areaM2,
          area_ha: f.areaHa,
          perimeter_m: f.perimeterM,
          vertex_count: f.vertexCount,
        },
      },
    };
  }

  /** LAND-9: one measurement, or all of the company's, as a GeoJSON or KML file. */
  async export(auth: AuthContext, format: LandExportFormat, id?: number): Promise<LandExportFile> {
    requireAny(auth, P.read, 'export land measurements');
    const companyId = auth.company.id;
    let rows: LandRow[];
    if (id === undefined) {
      rows = await this.deps.store.all(companyId);
    } else {
      const row = await this.deps.store.get(companyId, id);
      if (!row) throw notFound(id);
      rows = [row];
    }
    const measurements = rows.map((row) => this.wire(auth, row, row.boundary));
    const single = id === undefined ? undefined : measurements[0];
    const name = single ? fileNameOf(single.name) : LAND_EXPORT.allName;
    if (format === 'kml') {
      return {
        contentType: `${LAND_EXPORT.kmlType}; charset=utf-8`,
        fileName: `${name}.kml`,
        body: landKml(measurements, single?.name ?? LAND_EXPORT.allName),
      };
    }
    const json = single ? landFeature(single) : landFeatureCollection(measurements);
    return {
      contentType: `${LAND_EXPORT.geojsonType}; charset=utf-8`,
      fileName: `${name}.geojson`,
      body: JSON.stringify(json),
    };
  }

  /**
   * LAND-8: the seeded measurements of each company, written once: a company that deleted
   * them does not get them back at the next start.
   */
  async seed(rows: readonly NewLandRow[]): Promise<number> {
    let added = 0;
    for (const companyId of new Set(rows.map((row) => row.companyId))) {
      if (!(await this.deps.store.markSeeded(companyId))) continue;
      for (const row of rows) {
        if (row.companyId !== companyId) continue;
        await this.deps.store.insert(row);
        added++;
      }
    }
    return added;
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** The company's vehicle, or 404 as for a vehicle no company has. */
  private vehicle(companyId: number, id: number, field: string): Vehicle {
    const vehicle = this.deps.documents.get('vehicles', companyId, id);
    if (!vehicle) {
      throw ServiceError.notFound(`Vehicle ${id} (${field}) not found.`, {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id },
        field,
      });
    }
    return vehicle;
  }

  /** LAND-6: [from, to) of two date-times, at most LAND_TRACK_LIMITS.maxDays long. */
  private period(body: { from: string; to: string }, at: string): { from: number; to: number } {
    const from = Date.parse(body.from);
    const to = Date.parse(body.to);
    if (!Number.isFinite(from))
      throw ServiceError.invalidField(`${at}.from`, 'from is not a date-time.');
    if (!Number.isFinite(to)) throw ServiceError.invalidField(`${at}.to`, 'to is not a date-time.');
    if (to <= from) {
      throw ServiceError.validation('The end of the period must be after its start.', {
        reason: R.landTrackPeriodReversed,
        field: `${at}.to`,
      });
    }
    const max = LAND_TRACK_LIMITS.maxDays;
    if (to - from > max * DAY_MS) {
      throw ServiceError.validation(`The period is longer than ${max} days.`, {
        reason: R.landTrackPeriodTooLong,
        params: { max },
        field: `${at}.to`,
      });
    }
    return { from, to };
  }

  private offsetOf(auth: AuthContext): number {
    return zoneOffsetMs(auth.company.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE);
  }

  private wire(
    auth: AuthContext,
    row: LandSummaryRow,
    boundary: [number, number][],
  ): LandMeasurement {
    const offset = this.offsetOf(auth);
    const track = row.track;
    return {
      id: row.id,
      name: row.name,
      notes: row.notes,
      boundary,
      area_m2: row.areaM2,
      area_ha: Math.round((row.areaM2 / LAND_LIMITS.m2PerHectare) * 1e4) / 1e4,
      perimeter_m: row.perimeterM,
      vertex_count: row.vertexCount,
      source: row.source,
      track: track
        ? {
            vehicle: {
              id: track.vehicleId,
              license_plate:
                this.deps.documents.get('vehicles', row.companyId, track.vehicleId)
                  ?.license_plate ?? `#${track.vehicleId}`,
            },
            from: toZoneIso(track.from, offset),
            to: toZoneIso(track.to, offset),
          }
        : null,
      created_by: row.createdBy,
      created_on: toZoneIso(row.createdAt, offset),
      updated_on: toZoneIso(row.updatedAt, offset),
    };
  }
}
