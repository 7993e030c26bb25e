import type { AlertLogType, AlertUserLog, RawAlert } from '@armada/contracts/alerts';
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
  isFalseAlert: boolean;
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
  /** Only these alerts. */
  ids?: readonly number[];
  /** Resolved (false alerts included) or not. */
  resolved?: boolean;
  falseAlert?: boolean;
  /** `either`: urgent or important; `neither`: the normal level (neither urgent nor important). */
  urgency?: 'urgent' | 'important' | 'either' | 'neither';
  /**
   * Whose view: `isRead` says whether this user read the alert. Without it `isRead` is false;
   * the user logs and last feedback are filled either way.
   */
  readerId?: number;
  /** Default 20 (the alert center's page), at most 1000. */
  limit?: number;
  offset?: number;
}

export interface AlertPage {
  alerts: StoredAlert[];
  /** Alerts matching the query, all pages. */
  total: number;
}

/** An action on alerts (STORE-8), as the alert service checked it. */
export interface AlertActionRecord {
  companyId: number;
  userId: number;
  userName: string;
  ids: readonly number[];
  type: AlertLogType;
  /** The note or the false-alert reason; null otherwise. */
  data: string | null;
  /** Epoch ms. */
  at: number;
  /** Every alert's created time must lie in [from, to] (epoch ms). */
  createdWithin: { from: number; to: number };
}

export type AlertActionOutcome =
  | {
      ok: true;
      updatedAlerts: number;
      updatedAlertStatuses: number;
      insertedAlertLogs: number;
    }
  | { ok: false; problem: 'notFound' | 'outsideRange'; ids: number[] };

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
  retentionMs: 35 * 24 * 60 * 60 * 1000,
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
  is_false_alert: boolean;
  alert: unknown;
}

interface AlertLogDbRow {
  alert_id: string | number;
  user_id: number;
  user_name: string;
  type: AlertLogType;
  data: string | null;
  created_at: string | number;
}

/** STORE-11: one page of the Notification Log. */
export interface AlertUserLogQuery {
  companyId: number;
  /** Action time, epoch ms, included. */
  from: number;
  /** Action time, epoch ms, excluded. */
  to: number;
  types?: readonly AlertLogType[];
  limit: number;
  offset: number;
}

export interface StoredAlertUserLog {
  logId: number;
  alertId: number;
  alertCode: number;
  alertCreatedAt: number;
  description: RawAlert['alert'];
  vehicle: RawAlert['vehicle'];
  type: AlertLogType;
  data: string | null;
  createdAt: number;
  userId: number;
  userName: string;
}

export interface AlertUserLogPage {
  entries: StoredAlertUserLog[];
  total: number;
}

interface AlertUserLogDbRow extends AlertLogDbRow {
  id: string | number;
  code: number;
  alert_created_at: string | number;
  description: unknown;
  vehicle: unknown;
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
    if (query.ids !== undefined) add((n) => `id = ANY($${n}::bigint[])`, [...query.ids]);
    if (query.unresolvedOnly || query.resolved === false) where.push('resolved_at IS NULL');
    if (query.resolved === true) where.push('resolved_at IS NOT NULL');
    if (query.falseAlert !== undefined)
      where.push(query.falseAlert ? 'is_false_alert' : 'NOT is_false_alert');
    if (query.urgency === 'urgent') where.push('is_urgent');
    if (query.urgency === 'important') where.push('is_important');
    if (query.urgency === 'either') where.push('(is_urgent OR is_important)');
    if (query.urgency === 'neither') where.push('NOT is_urgent AND NOT is_important');
    const filter = where.join(' AND ');
    const counted = await this.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM alerts WHERE ${filter}`,
      params,
    );
    const rows = await this.db.query<AlertDbRow>(
      `SELECT id, company_id, vehicle_id, code, is_urgent, is_important, created_at,
              resolved_at, is_false_alert, alert
       FROM alerts WHERE ${filter}
       ORDER BY created_at DESC, id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    const alerts = rows.map(storedAlertOf);
    await this.attachLogs(alerts, query.readerId);
    return { alerts, total: Number(counted[0]?.n ?? 0) };
  }

  /** Fills each alert's user logs (oldest first), last feedback and the reader's `isRead`. */
  private async attachLogs(alerts: StoredAlert[], readerId: number | undefined): Promise<void> {
    if (alerts.length === 0) return;
    const logs = await this.db.query<AlertLogDbRow>(
      `SELECT alert_id, user_id, user_name, type, data, created_at
       FROM alert_logs WHERE alert_id = ANY($1::bigint[]) ORDER BY id`,
      [alerts.map((alert) => alert.id)],
    );
    const byAlert = new Map<number, AlertLogDbRow[]>();
    for (const log of logs) {
      const id = Number(log.alert_id);
      const list = byAlert.get(id) ?? [];
      list.push(log);
      byAlert.set(id, list);
    }
    for (const alert of alerts) {
      const own = byAlert.get(alert.id) ?? [];
      const userLogs: AlertUserLog[] = own.map((log) => ({
        typeField: log.type,
        data: log.data,
        createdOn: new Date(Number(log.created_at)).toISOString(),
        userId: Number(log.user_id),
        user: { fullname: log.user_name },
      }));
      const feedback = userLogs.filter((log) => log.typeField === 'Feedback').at(-1);
      alert.raw = {
        ...alert.raw,
        userLogs,
        lastUserFeedback: feedback
          ? {
              createdOn: feedback.createdOn,
              feedback: feedback.data ?? '',
              userId: feedback.userId,
            }
          : null,
        isRead:
          readerId !== undefined &&
          userLogs.some((log) => log.typeField === 'Read' && log.userId === readerId),
      };
    }
  }

  /**
   * STORE-11 (issue 11, the Notification Log): a company's user actions on alerts with their
   * action time in [from, to), of the given kinds (all when absent), newest first, one page,
   * each with the alert it was about; and how many match in all.
   */
  async listUserLogs(query: AlertUserLogQuery): Promise<AlertUserLogPage> {
    const params: unknown[] = [query.companyId, query.from, query.to];
    let filter = 'l.company_id = $1 AND l.created_at >= $2 AND l.created_at < $3';
    if (query.types !== undefined) {
      params.push([...query.types]);
      filter += ` AND l.type = ANY($${params.length}::text[])`;
    }
    const counted = await this.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM alert_logs l WHERE ${filter}`,
      params,
    );
    const rows = await this.db.query<AlertUserLogDbRow>(
      `SELECT l.id, l.alert_id, l.user_id, l.user_name, l.type, l.data, l.created_at,
              a.code, a.created_at AS alert_created_at,
              a.alert -> 'alert' AS description, a.alert -> 'vehicle' AS vehicle
       FROM alert_logs l JOIN alerts a ON a.id = l.alert_id AND a.company_id = l.company_id
       WHERE ${filter}
       ORDER BY l.created_at DESC, l.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.offset],
    );
    return {
      total: Number(counted[0]?.n ?? 0),
      entries: rows.map((row) => ({
        logId: Number(row.id),
        alertId: Number(row.alert_id),
        alertCode: Number(row.code),
        alertCreatedAt: Number(row.alert_created_at),
        description: jsonColumn<RawAlert['alert']>(row.description),
        vehicle: jsonColumn<RawAlert['vehicle']>(row.vehicle),
        type: row.type,
        data: row.data,
        createdAt: Number(row.created_at),
        userId: Number(row.user_id),
        userName: row.user_name,
      })),
    };
  }

  /**
   * STORE-8: applies one action to a company's alerts in one transaction: every id must be the
   * company's and created within the range, or nothing changes. Read is logged once per user and
   * alert; a false alert is also resolved, and cancelling it un-resolves.
   */
  async applyAction(action: AlertActionRecord): Promise<AlertActionOutcome> {
    const ids = [...new Set(action.ids)];
    return this.db.transaction(async (tx) => {
      const found = await tx.query<{ id: string | number; created_at: string | number }>(
        `SELECT id, created_at FROM alerts
         WHERE company_id = $1 AND id = ANY($2::bigint[]) FOR UPDATE`,
        [action.companyId, ids],
      );
      const createdAt = new Map(found.map((row) => [Number(row.id), Number(row.created_at)]));
      const missing = ids.filter((id) => !createdAt.has(id));
      if (missing.length > 0) return { ok: false, problem: 'notFound', ids: missing };
      const outside = ids.filter((id) => {
        const at = createdAt.get(id) ?? 0;
        return at < action.createdWithin.from || at > action.createdWithin.to;
      });
      if (outside.length > 0) return { ok: false, problem: 'outsideRange', ids: outside };

      let targets = ids;
      let changed = 0;
      const count = async (sql: string, params: unknown[]) => {
        const rows = await tx.query<{ n: string | number }>(
          `WITH changed AS (${sql} RETURNING 1) SELECT count(*) AS n FROM changed`,
          params,
        );
        return Number(rows[0]?.n ?? 0);
      };
      switch (action.type) {
        case 'Read': {
          const read = await tx.query<{ alert_id: string | number }>(
            `SELECT alert_id FROM alert_logs
             WHERE user_id = $1 AND type = 'Read' AND alert_id = ANY($2::bigint[])`,
            [action.userId, ids],
          );
          const already = new Set(read.map((row) => Number(row.alert_id)));
          targets = ids.filter((id) => !already.has(id));
          changed = targets.length;
          break;
        }
        case 'Feedback':
          break;
        case 'FalseAlert':
          changed = await count(
            `UPDATE alerts SET is_false_alert = true, resolved_at = coalesce(resolved_at, $2)
             WHERE id = ANY($1::bigint[]) AND (NOT is_false_alert OR resolved_at IS NULL)`,
            [ids, action.at],
          );
          break;
        case 'CancelFalseAlert':
          changed = await count(
            `UPDATE alerts SET is_false_alert = false, resolved_at = NULL
             WHERE id = ANY($1::bigint[]) AND (is_false_alert OR resolved_at IS NOT NULL)`,
            [ids],
          );
          break;
        case 'Resolve':
          changed = await count(
            `UPDATE alerts SET resolved_at = $2 WHERE id = ANY($1::bigint[]) AND resolved_at IS NULL`,
            [ids, action.at],
          );
          break;
        case 'Unresolve':
          changed = await count(
            `UPDATE alerts SET resolved_at = NULL
             WHERE id = ANY($1::bigint[]) AND resolved_at IS NOT NULL`,
            [ids],
          );
          break;
      }
      if (targets.length > 0) {
        await tx.query(
          `INSERT INTO alert_logs (alert_id, company_id, user_id, user_name, type, data, created_at)
           SELECT unnest($1::bigint[]), $2, $3, $4, $5, $6, $7`,
          [
            targets,
            action.companyId,
            action.userId,
            action.userName,
            action.type,
            action.data,
            action.at,
          ],
        );
      }
      return {
        ok: true,
        updatedAlerts: ids.length,
        updatedAlertStatuses: changed,
        insertedAlertLogs: targets.length,
      };
    });
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
       WHERE company_id = $1 AND resolved_at IS NULL AND NOT is_false_alert
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

  /** Deletes alerts created before `before` (epoch ms) and their logs; returns how many alerts. */
  async prune(before: number): Promise<number> {
    // A log is never older than its alert, so logs before the cut belong to pruned alerts.
    await this.db.query('DELETE FROM alert_logs WHERE created_at < $1', [before]);
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
    isFalseAlert: row.is_false_alert,
    // The columns are the truth: actions update them, not the stored json.
    raw: { ...raw, isResolved: resolvedAt !== null, isFalseAlert: row.is_false_alert },
  };
}
