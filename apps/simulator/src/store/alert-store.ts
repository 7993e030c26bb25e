import type { RawAlert } from '@armada/contracts';
import { jsonColumn, type SqlClient } from './sql-client';

/**
 * Raw alerts (issue 8, STORE-7): one row per alert in `alerts`, the whole alert as json plus
 * the columns the alert center filters and counts on. Appended in batches, keyed by the alert
 * engine's ids, listed per company newest first, pruned by age.
 */
export interface AlertRow {
  id: number;
  companyId: number;
  vehicleId: number;
  code: number;
  isUrgent: boolean;
  isImportant: boolean;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms; absent or null: unresolved. */
  resolvedAt?: number | null;
  raw: RawAlert;
}

export interface StoredAlert extends AlertRow {
  resolvedAt: number | null;
}

export interface AlertQuery {
  companyId: number;
  /** Epoch ms, included. */
  from?: number;
  /** Epoch ms, excluded. */
  to?: number;
  vehicleIds?: readonly number[];
  codes?: readonly number[];
  unresolvedOnly?: boolean;
  urgency?: 'urgent' | 'important';
  /** Default 20 (the alert center's page), at most 1000. */
  limit?: number;
  offset?: number;
}

export interface AlertPage {
  alerts: StoredAlert[];
  /** Alerts matching the query, all pages. */
  total: number;
}

export interface UnresolvedAlertCounts {
  urgent: number;
  important: number;
}

/** Rows per INSERT: one statement carries a batch as JSON, whatever the storm. */
const CHUNK = 2000;

export const ALERT_STORE_DEFAULTS = {
  listLimit: 20,
  listMaxLimit: 1000,
  /** Alerts older than this are pruned (the alert center shows 2 to 3 days). */
  retentionMs: 30 * 24 * 60 * 60 * 1000,
} as const;

interface AlertDbRow {
  id: string | number;
  company_id: number;
  vehicle_id: number;
  code: number;
  is_urgent: boolean;
  is_important: boolean;
  created_at: string | number;
  resolved_at: string | number | null;
  alert: unknown;
}

export class AlertStore {
  constructor(private readonly db: SqlClient) {}

  /** Appends alerts in one transaction, CHUNK rows a statement; an id already stored is kept. */
  async appendAlerts(rows: readonly AlertRow[]): Promise<void> {
    if (rows.length === 0) return;
    const records = rows.map((row) => ({
      id: row.id,
      company_id: row.companyId,
      vehicle_id: row.vehicleId,
      code: row.code,
      is_urgent: row.isUrgent,
      is_important: row.isImportant,
      created_at: row.createdAt,
      resolved_at: row.resolvedAt ?? null,
      alert: row.raw,
    }));
    await this.db.transaction(async (tx) => {
      for (let i = 0; i < records.length; i += CHUNK) {
        await tx.query(
          `INSERT INTO alerts (id, company_id, vehicle_id, code, is_urgent, is_important,
                               created_at, resolved_at, alert)
           SELECT id, company_id, vehicle_id, code, is_urgent, is_important, created_at,
                  resolved_at, alert
           FROM json_to_recordset($1::json) AS x(
             id bigint, company_id integer, vehicle_id integer, code integer,
             is_urgent boolean, is_important boolean, created_at bigint, resolved_at bigint,
             alert json)
           ON CONFLICT (id) DO NOTHING`,
          [JSON.stringify(records.slice(i, i + CHUNK))],
        );
      }
    });
  }

  /** A company's alerts matching the query, newest first (ties: higher id first), and the total. */
  async listAlerts(query: AlertQuery): Promise<AlertPage> {
    const limit = Math.min(
      Math.max(1, Math.floor(query.limit ?? ALERT_STORE_DEFAULTS.listLimit)),
      ALERT_STORE_DEFAULTS.listMaxLimit,
    );
    const offset = Math.max(0, Math.floor(query.offset ?? 0));
    const params: unknown[] = [query.companyId];
    const where = ['company_id = $1'];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (query.from !== undefined) add((n) => `created_at >= $${n}`, query.from);
    if (query.to !== undefined) add((n) => `created_at < $${n}`, query.to);
    if (query.vehicleIds !== undefined) {
      add((n) => `vehicle_id = ANY($${n}::integer[])`, [...query.vehicleIds]);
    }
    if (query.codes !== undefined) add((n) => `code = ANY($${n}::integer[])`, [...query.codes]);
    if (query.unresolvedOnly) where.push('resolved_at IS NULL');
    if (query.urgency === 'urgent') where.push('is_urgent');
    if (query.urgency === 'important') where.push('is_important');
    const filter = where.join(' AND ');
    const counted = await this.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM alerts WHERE ${filter}`,
      params,
    );
    const rows = await this.db.query<AlertDbRow>(
      `SELECT id, company_id, vehicle_id, code, is_urgent, is_important, created_at,
              resolved_at, alert
       FROM alerts WHERE ${filter}
       ORDER BY created_at DESC, id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { alerts: rows.map(storedAlertOf), total: Number(counted[0]?.n ?? 0) };
  }

  /** Unresolved alerts of a company per urgency type, optionally created in [from, to). */
  async countUnresolved(
    companyId: number,
    range: { from?: number; to?: number } = {},
  ): Promise<UnresolvedAlertCounts> {
    const rows = await this.db.query<{ urgent: string | number; important: string | number }>(
      `SELECT count(*) FILTER (WHERE is_urgent) AS urgent,
              count(*) FILTER (WHERE is_important) AS important
       FROM alerts
       WHERE company_id = $1 AND resolved_at IS NULL
         AND ($2::bigint IS NULL OR created_at >= $2) AND ($3::bigint IS NULL OR created_at < $3)`,
      [companyId, range.from ?? null, range.to ?? null],
    );
    return { urgent: Number(rows[0]?.urgent ?? 0), important: Number(rows[0]?.important ?? 0) };
  }

  /** Marks alerts resolved at `resolvedAt`, or unresolved with null; returns how many changed. */
  async setResolved(ids: readonly number[], resolvedAt: number | null): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.db.query<{ n: string | number }>(
      `WITH changed AS (
         UPDATE alerts SET resolved_at = $2
         WHERE id = ANY($1::bigint[]) AND resolved_at IS DISTINCT FROM $2 RETURNING 1)
       SELECT count(*) AS n FROM changed`,
      [[...ids], resolvedAt],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The id after the highest stored one (1 when empty): the engine's `firstId` on restart. */
  async nextId(): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>(
      'SELECT coalesce(max(id), 0) + 1 AS n FROM alerts',
    );
    return Number(rows[0]?.n ?? 1);
  }

  /** Deletes alerts created before `before` (epoch ms); returns how many. */
  async prune(before: number): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>(
      `WITH gone AS (DELETE FROM alerts WHERE created_at < $1 RETURNING 1)
       SELECT count(*) AS n FROM gone`,
      [before],
    );
    return Number(rows[0]?.n ?? 0);
  }
}

function storedAlertOf(row: AlertDbRow): StoredAlert {
  const raw = jsonColumn<RawAlert>(row.alert);
  const resolvedAt = row.resolved_at === null ? null : Number(row.resolved_at);
  return {
    id: Number(row.id),
    companyId: Number(row.company_id),
    vehicleId: Number(row.vehicle_id),
    code: Number(row.code),
    isUrgent: row.is_urgent,
    isImportant: row.is_important,
    createdAt: Number(row.created_at),
    resolvedAt,
    // The column is the truth: resolving updates it, not the stored json.
    raw: { ...raw, isResolved: resolvedAt !== null },
  };
}
