import type { TrackingLinkShow, TrackingLinkTarget } from '@armada/contracts/tracking-links';
import { jsonColumn, type SqlExecutor } from '../../store/sql-client';

/** One row of `tracking_links` (migrations.ts), with numbers as numbers. */
export interface LinkRow {
  id: number;
  companyId: number;
  tokenHint: string;
  target: TrackingLinkTarget;
  label: string;
  vehicleId: number;
  taskId: number | null;
  taskNumber: string | null;
  stopId: number | null;
  stopSequence: number | null;
  stopName: string | null;
  shows: TrackingLinkShow[];
  expiresAt: number;
  createdAt: number;
  createdBy: { id: number; name: string };
  extendedAt: number | null;
  extendedBy: { id: number; name: string } | null;
  revokedAt: number | null;
  revokedBy: { id: number; name: string } | null;
  views: number;
}

export type NewLinkRow = Omit<
  LinkRow,
  'id' | 'extendedAt' | 'extendedBy' | 'revokedAt' | 'revokedBy' | 'views'
> & { tokenHash: string };

interface SqlRow {
  id: number;
  company_id: number;
  token_hint: string;
  target: TrackingLinkTarget;
  label: string;
  vehicle_id: number;
  task_id: number | null;
  task_number: string | null;
  stop_id: number | null;
  stop_sequence: number | null;
  stop_name: string | null;
  shows: unknown;
  expires_at: number | string;
  created_at: number | string;
  created_by_id: number;
  created_by_name: string;
  extended_at: number | string | null;
  extended_by_id: number | null;
  extended_by_name: string | null;
  revoked_at: number | string | null;
  revoked_by_id: number | null;
  revoked_by_name: string | null;
  views: number;
}

/** bigint columns come back as text from PostgreSQL. */
const ms = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

const person = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

function rowOf(row: SqlRow): LinkRow {
  return {
    id: row.id,
    companyId: row.company_id,
    tokenHint: row.token_hint,
    target: row.target,
    label: row.label,
    vehicleId: row.vehicle_id,
    taskId: row.task_id,
    taskNumber: row.task_number,
    stopId: row.stop_id,
    stopSequence: row.stop_sequence,
    stopName: row.stop_name,
    shows: jsonColumn<TrackingLinkShow[]>(row.shows),
    expiresAt: Number(row.expires_at),
    createdAt: Number(row.created_at),
    createdBy: { id: row.created_by_id, name: row.created_by_name },
    extendedAt: ms(row.extended_at),
    extendedBy: person(row.extended_by_id, row.extended_by_name),
    revokedAt: ms(row.revoked_at),
    revokedBy: person(row.revoked_by_id, row.revoked_by_name),
    views: row.views,
  };
}

/** The SQL of tracking links; every read names the company except the token lookup (TRK-10). */
export class TrackingLinkStore {
  constructor(private readonly db: SqlExecutor) {}

  async list(companyId: number): Promise<LinkRow[]> {
    const rows = await this.db.query<SqlRow>(
      'SELECT * FROM tracking_links WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    return rows.map(rowOf);
  }

  async get(companyId: number, id: number): Promise<LinkRow | undefined> {
    const [row] = await this.db.query<SqlRow>(
      'SELECT * FROM tracking_links WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return row ? rowOf(row) : undefined;
  }

  /** The link of a token's hash, whichever company's (the token is the only key, TRK-10). */
  async byTokenHash(tokenHash: string): Promise<LinkRow | undefined> {
    const [row] = await this.db.query<SqlRow>(
      'SELECT * FROM tracking_links WHERE token_hash = $1',
      [tokenHash],
    );
    return row ? rowOf(row) : undefined;
  }

  async insert(link: NewLinkRow): Promise<LinkRow> {
    const [row] = await this.db.query<SqlRow>(
      `INSERT INTO tracking_links (company_id, token_hash, token_hint, target, label, vehicle_id,
         task_id, task_number, stop_id, stop_sequence, stop_name, shows, expires_at, created_at,
         created_by_id, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       RETURNING *`,
      [
        link.companyId,
        link.tokenHash,
        link.tokenHint,
        link.target,
        link.label,
        link.vehicleId,
        link.taskId,
        link.taskNumber,
        link.stopId,
        link.stopSequence,
        link.stopName,
        JSON.stringify(link.shows),
        link.expiresAt,
        link.createdAt,
        link.createdBy.id,
        link.createdBy.name,
      ],
    );
    if (!row) throw new Error('tracking link insert returned no row');
    return rowOf(row);
  }

  /** A new expiry, only while the link is still active at `now` (one statement: no race). */
  async extend(
    companyId: number,
    id: number,
    expiresAt: number,
    by: { id: number; name: string },
    now: number,
  ): Promise<LinkRow | undefined> {
    const [row] = await this.db.query<SqlRow>(
      `UPDATE tracking_links SET expires_at = $3, extended_at = $4, extended_by_id = $5,
         extended_by_name = $6
       WHERE company_id = $1 AND id = $2 AND revoked_at IS NULL AND expires_at > $4
       RETURNING *`,
      [companyId, id, expiresAt, now, by.id, by.name],
    );
    return row ? rowOf(row) : undefined;
  }

  /** Revoked now, only while still active at `now`. */
  async revoke(
    companyId: number,
    id: number,
    by: { id: number; name: string },
    now: number,
  ): Promise<LinkRow | undefined> {
    const [row] = await this.db.query<SqlRow>(
      `UPDATE tracking_links SET revoked_at = $3, revoked_by_id = $4, revoked_by_name = $5
       WHERE company_id = $1 AND id = $2 AND revoked_at IS NULL AND expires_at > $3
       RETURNING *`,
      [companyId, id, now, by.id, by.name],
    );
    return row ? rowOf(row) : undefined;
  }

  /** The simulator control: the expiry set to `now` (a revoked link stays as it is). */
  async expireNow(companyId: number, id: number, now: number): Promise<LinkRow | undefined> {
    const [row] = await this.db.query<SqlRow>(
      `UPDATE tracking_links SET expires_at = LEAST(expires_at, $3)
       WHERE company_id = $1 AND id = $2 RETURNING *`,
      [companyId, id, now],
    );
    return row ? rowOf(row) : undefined;
  }

  async countView(id: number): Promise<void> {
    await this.db.query('UPDATE tracking_links SET views = views + 1 WHERE id = $1', [id]);
  }
}
