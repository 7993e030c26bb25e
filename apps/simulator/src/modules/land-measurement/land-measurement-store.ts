import type { LandMeasurementSource } from '@armada/contracts/land-measurement';
import { jsonColumn, type SqlExecutor } from '../../store/sql-client';

type LatLng = [number, number];

/** One row of `land_measurements` (migrations.ts) without its boundary. */
export interface LandSummaryRow {
  id: number;
  companyId: number;
  name: string;
  notes: string;
  vertexCount: number;
  areaM2: number;
  perimeterM: number;
  source: LandMeasurementSource;
  track: { vehicleId: number; from: number; to: number } | null;
  createdAt: number;
  updatedAt: number;
  createdBy: { id: number; name: string } | null;
}

export interface LandRow extends LandSummaryRow {
  boundary: LatLng[];
}

export type NewLandRow = Omit<LandRow, 'id' | 'updatedAt'>;
export type LandChange = Partial<
  Pick<LandRow, 'name' | 'notes' | 'boundary' | 'vertexCount' | 'areaM2' | 'perimeterM'>
> & { updatedAt: number };

interface SqlLand {
  id: number;
  company_id: number;
  name: string;
  notes: string;
  boundary?: unknown;
  vertex_count: number;
  area_m2: number;
  perimeter_m: number;
  source: LandMeasurementSource;
  track_vehicle_id: number | null;
  track_from: number | string | null;
  track_to: number | string | null;
  created_at: number | string;
  updated_at: number | string;
  created_by_id: number | null;
  created_by_name: string | null;
}

const SUMMARY_COLUMNS = `id, company_id, name, notes, vertex_count, area_m2, perimeter_m, source,
  track_vehicle_id, track_from, track_to, created_at, updated_at, created_by_id, created_by_name`;

function summaryOf(row: SqlLand): LandSummaryRow {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    notes: row.notes,
    vertexCount: row.vertex_count,
    areaM2: Number(row.area_m2),
    perimeterM: Number(row.perimeter_m),
    source: row.source,
    track:
      row.track_vehicle_id === null || row.track_from === null || row.track_to === null
        ? null
        : {
            vehicleId: row.track_vehicle_id,
            from: Number(row.track_from),
            to: Number(row.track_to),
          },
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    createdBy:
      row.created_by_id === null || row.created_by_name === null
        ? null
        : { id: row.created_by_id, name: row.created_by_name },
  };
}

const rowOf = (row: SqlLand): LandRow => ({
  ...summaryOf(row),
  boundary: jsonColumn<LatLng[]>(row.boundary),
});

const COLUMNS = {
  name: (v: string) => ['name', v],
  notes: (v: string) => ['notes', v],
  boundary: (v: LatLng[]) => ['boundary', JSON.stringify(v)],
  vertexCount: (v: number) => ['vertex_count', v],
  areaM2: (v: number) => ['area_m2', v],
  perimeterM: (v: number) => ['perimeter_m', v],
  updatedAt: (v: number) => ['updated_at', v],
} as const satisfies Record<string, (value: never) => [string, unknown]>;

/** The SQL of land measurements; every read and write names the company (LAND-8). */
export class LandMeasurementStore {
  constructor(private readonly db: SqlExecutor) {}

  /** The company's measurements without their boundaries, newest first. */
  async summaries(companyId: number): Promise<LandSummaryRow[]> {
    const rows = await this.db.query<SqlLand>(
      `SELECT ${SUMMARY_COLUMNS} FROM land_measurements WHERE company_id = $1
       ORDER BY created_at DESC, id DESC`,
      [companyId],
    );
    return rows.map(summaryOf);
  }

  /** The boundaries of some of the company's measurements, by id. */
  async boundaries(companyId: number, ids: readonly number[]): Promise<Map<number, LatLng[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: number; boundary: unknown }>(
      'SELECT id, boundary FROM land_measurements WHERE company_id = $1 AND id = ANY($2::integer[])',
      [companyId, [...ids]],
    );
    return new Map(rows.map((row) => [row.id, jsonColumn<LatLng[]>(row.boundary)]));
  }

  async all(companyId: number): Promise<LandRow[]> {
    const rows = await this.db.query<SqlLand>(
      'SELECT * FROM land_measurements WHERE company_id = $1 ORDER BY created_at DESC, id DESC',
      [companyId],
    );
    return rows.map(rowOf);
  }

  async get(companyId: number, id: number): Promise<LandRow | undefined> {
    const [row] = await this.db.query<SqlLand>(
      'SELECT * FROM land_measurements WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return row ? rowOf(row) : undefined;
  }

  /** LAND-8: notes the company's seeded measurements once; false when noted before. */
  async markSeeded(companyId: number): Promise<boolean> {
    const rows = await this.db.query<{ key: string }>(
      `INSERT INTO world_meta (key, value) VALUES ($1, $2::json)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [`land_measurement/seeded/${companyId}`, JSON.stringify({ seeded: true })],
    );
    return rows.length > 0;
  }

  async count(companyId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM land_measurements WHERE company_id = $1',
      [companyId],
    );
    return Number(row?.n ?? 0);
  }

  async insert(row: NewLandRow): Promise<LandRow> {
    const [inserted] = await this.db.query<SqlLand>(
      `INSERT INTO land_measurements (company_id, name, notes, boundary, vertex_count, area_m2,
         perimeter_m, source, track_vehicle_id, track_from, track_to, created_at, updated_at,
         created_by_id, created_by_name)
       VALUES ($1, $2, $3, $4::json, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14)
       RETURNING *`,
      [
        row.companyId,
        row.name,
        row.notes,
        JSON.stringify(row.boundary),
        row.vertexCount,
        row.areaM2,
        row.perimeterM,
        row.source,
        row.track?.vehicleId ?? null,
        row.track?.from ?? null,
        row.track?.to ?? null,
        row.createdAt,
        row.createdBy?.id ?? null,
        row.createdBy?.name ?? null,
      ],
    );
    if (!inserted) throw new Error('land measurement insert returned no row');
    return rowOf(inserted);
  }

  async update(companyId: number, id: number, change: LandChange): Promise<LandRow | undefined> {
    const sets: string[] = [];
    const params: unknown[] = [companyId, id];
    for (const [field, value] of Object.entries(change)) {
      const column = COLUMNS[field as keyof typeof COLUMNS] as
        ((value: unknown) => [string, unknown]) | undefined;
      if (!column || value === undefined) continue;
      const [name, v] = column(value);
      params.push(v);
      sets.push(`${name} = $${params.length}`);
    }
    const [row] = await this.db.query<SqlLand>(
      `UPDATE land_measurements SET ${sets.join(', ')} WHERE company_id = $1 AND id = $2 RETURNING *`,
      params,
    );
    return row ? rowOf(row) : undefined;
  }

  async delete(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      'DELETE FROM land_measurements WHERE company_id = $1 AND id = $2 RETURNING id',
      [companyId, id],
    );
    return rows.length > 0;
  }
}
