import type { TvChannel, TvFailureReason } from '@armada/contracts/track-vision';
import type { SqlExecutor } from '../../store/sql-client';
import type { FootagePlan } from './footage-plan';

/** One row of `tv_footage_requests` (migrations.ts). */
export interface FootageRow extends FootagePlan {
  id: number;
  companyId: number;
  vehicleId: number;
  licensePlate: string;
  channel: TvChannel;
  from: number;
  to: number;
  attempts: number;
  requestedAt: number;
  attemptAt: number;
  requestedBy: { id: number; name: string } | null;
}

export type NewFootageRow = Omit<FootageRow, 'id'>;

interface SqlFootage {
  id: number;
  company_id: number;
  vehicle_id: number;
  license_plate: string;
  channel: TvChannel;
  range_from: number | string;
  range_to: number | string;
  attempts: number;
  requested_at: number | string;
  attempt_at: number | string;
  asked_at: number | string;
  uploading_at: number | string | null;
  done_at: number | string;
  outcome: 'READY' | 'FAILED';
  failure_reason: TvFailureReason | null;
  requested_by_id: number | null;
  requested_by_name: string | null;
}

const rowOf = (row: SqlFootage): FootageRow => ({
  id: row.id,
  companyId: row.company_id,
  vehicleId: row.vehicle_id,
  licensePlate: row.license_plate,
  channel: row.channel,
  from: Number(row.range_from),
  to: Number(row.range_to),
  attempts: row.attempts,
  requestedAt: Number(row.requested_at),
  attemptAt: Number(row.attempt_at),
  askedAt: Number(row.asked_at),
  uploadingAt: row.uploading_at === null ? null : Number(row.uploading_at),
  doneAt: Number(row.done_at),
  outcome: row.outcome,
  failureReason: row.failure_reason,
  requestedBy:
    row.requested_by_id === null || row.requested_by_name === null
      ? null
      : { id: row.requested_by_id, name: row.requested_by_name },
});

/** TV-13: what the list filters on. */
export interface FootageFilter {
  vehicleId?: number;
  /** Only requests whose state at `now` is this one (the plan's instants, in SQL). */
  state?: { name: string; now: number };
}

/** The state of a row at $n in SQL, the same as footageStateAt (footage-plan.ts). */
function stateCondition(name: string, param: string): string {
  switch (name) {
    case 'QUEUED':
      return `${param} < asked_at`;
    case 'DEVICE_ASKED':
      return `${param} >= asked_at AND ${param} < COALESCE(uploading_at, done_at)`;
    case 'UPLOADING':
      return `uploading_at IS NOT NULL AND ${param} >= uploading_at AND ${param} < done_at`;
    default:
      return `${param} >= done_at AND outcome = '${name === 'READY' ? 'READY' : 'FAILED'}'`;
  }
}

/** The SQL of footage requests; every read and write names the company (TV-13). */
export class FootageStore {
  constructor(private readonly db: SqlExecutor) {}

  async page(
    companyId: number,
    filter: FootageFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: FootageRow[]; ids: number[] }> {
    const where = ['company_id = $1'];
    const params: unknown[] = [companyId];
    if (filter.vehicleId !== undefined) {
      params.push(filter.vehicleId);
      where.push(`vehicle_id = $${params.length}`);
    }
    if (filter.state) {
      params.push(filter.state.now);
      where.push(stateCondition(filter.state.name, `$${params.length}::bigint`));
    }
    const clause = where.join(' AND ');
    const ids = await this.db.query<{ id: number }>(
      `SELECT id FROM tv_footage_requests WHERE ${clause} ORDER BY requested_at DESC, id DESC`,
      params,
    );
    const rows = await this.db.query<SqlFootage>(
      `SELECT * FROM tv_footage_requests WHERE ${clause} ORDER BY requested_at DESC, id DESC
       LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { rows: rows.map(rowOf), ids: ids.map((row) => row.id) };
  }

  async get(companyId: number, id: number): Promise<FootageRow | undefined> {
    const [row] = await this.db.query<SqlFootage>(
      'SELECT * FROM tv_footage_requests WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return row ? rowOf(row) : undefined;
  }

  async insert(row: NewFootageRow): Promise<FootageRow> {
    const [inserted] = await this.db.query<SqlFootage>(
      `INSERT INTO tv_footage_requests (company_id, vehicle_id, license_plate, channel,
         range_from, range_to, attempts, requested_at, attempt_at, asked_at, uploading_at,
         done_at, outcome, failure_reason, requested_by_id, requested_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       RETURNING *`,
      [
        row.companyId,
        row.vehicleId,
        row.licensePlate,
        row.channel,
        row.from,
        row.to,
        row.attempts,
        row.requestedAt,
        row.attemptAt,
        row.askedAt,
        row.uploadingAt,
        row.doneAt,
        row.outcome,
        row.failureReason,
        row.requestedBy?.id ?? null,
        row.requestedBy?.name ?? null,
      ],
    );
    if (!inserted) throw new Error('footage request insert returned no row');
    return rowOf(inserted);
  }

  /** TV-12: a new try with its plan, only while the row is still on the try it was read at. */
  async retry(
    companyId: number,
    id: number,
    fromAttempt: number,
    attemptAt: number,
    plan: FootagePlan,
  ): Promise<FootageRow | undefined> {
    const [row] = await this.db.query<SqlFootage>(
      `UPDATE tv_footage_requests SET attempts = attempts + 1, attempt_at = $4, asked_at = $5,
         uploading_at = $6, done_at = $7, outcome = $8, failure_reason = $9
       WHERE company_id = $1 AND id = $2 AND attempts = $3 RETURNING *`,
      [
        companyId,
        id,
        fromAttempt,
        attemptAt,
        plan.askedAt,
        plan.uploadingAt,
        plan.doneAt,
        plan.outcome,
        plan.failureReason,
      ],
    );
    return row ? rowOf(row) : undefined;
  }

  /** TV-15: notes the company's seeded requests once; false when noted before. */
  async markSeeded(companyId: number): Promise<boolean> {
    const rows = await this.db.query<{ key: string }>(
      `INSERT INTO world_meta (key, value) VALUES ($1, $2::json)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [`track_vision/seeded/${companyId}`, JSON.stringify({ seeded: true })],
    );
    return rows.length > 0;
  }
}
