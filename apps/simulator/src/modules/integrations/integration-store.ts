import type { SqlClient } from '../../store/sql-client';

/** One endpoint row (WHK-1). */
export interface EndpointRow {
  id: number;
  companyId: number;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  secret: string;
  createdAt: number;
  createdById: number | null;
  createdByName: string | null;
}

/** One delivery row (WHK-6). */
export interface DeliveryRow {
  id: number;
  companyId: number;
  endpointId: number;
  event: string;
  eventId: string;
  body: string;
  status: 'PENDING' | 'SENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  createdAt: number;
  giveUpAt: number;
  nextAttemptAt: number | null;
  lastResponseCode: number | null;
  lastDurationMs: number | null;
  replayOf: number | null;
}

export interface AttemptRow {
  number: number;
  at: number;
  responseCode: number | null;
  durationMs: number;
  detail: string;
}

export interface ApiKeyRow {
  id: number;
  companyId: number;
  userId: number;
  name: string;
  scope: 'READ_ONLY' | 'READ_WRITE';
  keyPrefix: string;
  createdAt: number;
  createdByName: string | null;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export interface RequestRow {
  id: number;
  companyId: number;
  integration: string;
  note: string;
  contact: string;
  requestedAt: number;
  requestedById: number | null;
  requestedByName: string | null;
}

/** A due delivery with where it goes and how it is signed. */
export interface DueDelivery extends DeliveryRow {
  url: string;
  secret: string;
}

/** A new delivery: one event for one endpoint. */
export interface NewDelivery {
  companyId: number;
  endpointId: number;
  event: string;
  eventId: string;
  body: string;
  createdAt: number;
  giveUpAt: number;
  replayOf?: number;
}

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

type Raw = Record<string, unknown>;

function endpointOf(r: Raw): EndpointRow {
  return {
    id: num(r.id),
    companyId: num(r.company_id),
    url: String(r.url),
    description: String(r.description),
    events: r.events as string[],
    active: Boolean(r.active),
    secret: String(r.secret),
    createdAt: num(r.created_at),
    createdById: numOrNull(r.created_by_id),
    createdByName: (r.created_by_name as string | null) ?? null,
  };
}

function deliveryOf(r: Raw): DeliveryRow {
  return {
    id: num(r.id),
    companyId: num(r.company_id),
    endpointId: num(r.endpoint_id),
    event: String(r.event),
    eventId: String(r.event_id),
    body: String(r.body),
    status: r.status as DeliveryRow['status'],
    attempts: num(r.attempts),
    createdAt: num(r.created_at),
    giveUpAt: num(r.give_up_at),
    nextAttemptAt: numOrNull(r.next_attempt_at),
    lastResponseCode: numOrNull(r.last_response_code),
    lastDurationMs: numOrNull(r.last_duration_ms),
    replayOf: numOrNull(r.replay_of),
  };
}

function apiKeyOf(r: Raw): ApiKeyRow {
  return {
    id: num(r.id),
    companyId: num(r.company_id),
    userId: num(r.user_id),
    name: String(r.name),
    scope: r.scope as ApiKeyRow['scope'],
    keyPrefix: String(r.key_prefix),
    createdAt: num(r.created_at),
    createdByName: (r.created_by_name as string | null) ?? null,
    lastUsedAt: numOrNull(r.last_used_at),
    revokedAt: numOrNull(r.revoked_at),
  };
}

function requestOf(r: Raw): RequestRow {
  return {
    id: num(r.id),
    companyId: num(r.company_id),
    integration: String(r.integration),
    note: String(r.note),
    contact: String(r.contact),
    requestedAt: num(r.requested_at),
    requestedById: numOrNull(r.requested_by_id),
    requestedByName: (r.requested_by_name as string | null) ?? null,
  };
}

const DELIVERY_COLUMNS = `id, company_id, endpoint_id, event, event_id, body, status, attempts,
  created_at, give_up_at, next_attempt_at, last_response_code, last_duration_ms, replay_of`;

/** The SQL of integrations (migrations 49 and 50); every read is by company. */
export class IntegrationStore {
  constructor(private readonly db: SqlClient) {}

  // --- endpoints -------------------------------------------------------------------------------

  async endpoints(companyId: number): Promise<EndpointRow[]> {
    const rows = await this.db.query<Raw>(
      'SELECT * FROM webhook_endpoints WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    return rows.map(endpointOf);
  }

  async endpoint(companyId: number, id: number): Promise<EndpointRow | null> {
    const rows = await this.db.query<Raw>(
      'SELECT * FROM webhook_endpoints WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return rows[0] ? endpointOf(rows[0]) : null;
  }

  /** WHK-3: the active endpoints of these companies (the events' router, one query a batch). */
  async activeEndpointsOf(companyIds: readonly number[]): Promise<EndpointRow[]> {
    const rows = await this.db.query<Raw>(
      `SELECT * FROM webhook_endpoints
        WHERE company_id = ANY($1::int[]) AND active ORDER BY id`,
      [companyIds],
    );
    return rows.map(endpointOf);
  }

  async endpointById(id: number): Promise<EndpointRow | null> {
    const rows = await this.db.query<Raw>('SELECT * FROM webhook_endpoints WHERE id = $1', [id]);
    return rows[0] ? endpointOf(rows[0]) : null;
  }

  /** WHK-1: adds the endpoint unless the company has `max` already; null then. */
  async addEndpoint(
    row: Omit<EndpointRow, 'id' | 'active'>,
    max: number,
  ): Promise<EndpointRow | null> {
    return this.db.transaction(async (tx) => {
      // One company's adds in turn, so two at once cannot pass the bound together.
      await tx.query('SELECT pg_advisory_xact_lock(49, $1)', [row.companyId]);
      const count = await tx.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM webhook_endpoints WHERE company_id = $1',
        [row.companyId],
      );
      if (Number(count[0]?.n ?? 0) >= max) return null;
      const rows = await tx.query<Raw>(
        `INSERT INTO webhook_endpoints
           (company_id, url, description, events, active, secret, created_at, created_by_id, created_by_name)
         VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8) RETURNING *`,
        [
          row.companyId,
          row.url,
          row.description,
          row.events,
          row.secret,
          row.createdAt,
          row.createdById,
          row.createdByName,
        ],
      );
      return endpointOf(rows[0] as Raw);
    });
  }

  async updateEndpoint(
    companyId: number,
    id: number,
    change: { url?: string; description?: string; events?: string[]; active?: boolean },
  ): Promise<EndpointRow | null> {
    const rows = await this.db.query<Raw>(
      `UPDATE webhook_endpoints SET
         url = COALESCE($3, url),
         description = COALESCE($4, description),
         events = COALESCE($5::text[], events),
         active = COALESCE($6, active)
       WHERE company_id = $1 AND id = $2 RETURNING *`,
      [
        companyId,
        id,
        change.url ?? null,
        change.description ?? null,
        change.events ?? null,
        change.active ?? null,
      ],
    );
    return rows[0] ? endpointOf(rows[0]) : null;
  }

  async removeEndpoint(companyId: number, id: number): Promise<EndpointRow | null> {
    const rows = await this.db.query<Raw>(
      'DELETE FROM webhook_endpoints WHERE company_id = $1 AND id = $2 RETURNING *',
      [companyId, id],
    );
    return rows[0] ? endpointOf(rows[0]) : null;
  }

  /** Each endpoint's newest delivery. */
  async lastDeliveries(companyId: number): Promise<Map<number, DeliveryRow>> {
    const rows = await this.db.query<Raw>(
      `SELECT DISTINCT ON (endpoint_id) ${DELIVERY_COLUMNS} FROM webhook_deliveries
        WHERE company_id = $1 ORDER BY endpoint_id, id DESC`,
      [companyId],
    );
    return new Map(rows.map((r) => [num(r.endpoint_id), deliveryOf(r)]));
  }

  // --- deliveries ------------------------------------------------------------------------------

  /** WHK-3: the deliveries made, in one statement; an event an endpoint already has is skipped. */
  async addDeliveries(deliveries: readonly NewDelivery[]): Promise<DeliveryRow[]> {
    if (deliveries.length === 0) return [];
    const column = <T>(pick: (d: NewDelivery) => T) => deliveries.map(pick);
    const rows = await this.db.query<Raw>(
      `INSERT INTO webhook_deliveries
         (company_id, endpoint_id, event, event_id, body, status, created_at, give_up_at,
          next_attempt_at, replay_of)
       SELECT c, e, ev, id, b, 'PENDING', at, g, at, r
         FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[],
                     $7::bigint[], $8::int[]) AS x (c, e, ev, id, b, at, g, r)
       ON CONFLICT (endpoint_id, event_id) WHERE replay_of IS NULL DO NOTHING
       RETURNING ${DELIVERY_COLUMNS}`,
      [
        column((d) => d.companyId),
        column((d) => d.endpointId),
        column((d) => d.event),
        column((d) => d.eventId),
        column((d) => d.body),
        column((d) => d.createdAt),
        column((d) => d.giveUpAt),
        column((d) => d.replayOf ?? null),
      ],
    );
    return rows.map(deliveryOf).sort((a, b) => a.id - b.id);
  }

  async delivery(companyId: number, id: number): Promise<DeliveryRow | null> {
    const rows = await this.db.query<Raw>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return rows[0] ? deliveryOf(rows[0]) : null;
  }

  async deliveries(
    companyId: number,
    endpointId: number,
    status: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: DeliveryRow[]; total: number }> {
    const where = `company_id = $1 AND endpoint_id = $2 AND ($3::text IS NULL OR status = $3)`;
    const params = [companyId, endpointId, status ?? null];
    const [rows, count] = await Promise.all([
      this.db.query<Raw>(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE ${where}
          ORDER BY id DESC LIMIT $4 OFFSET $5`,
        [...params, limit, offset],
      ),
      this.db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM webhook_deliveries WHERE ${where}`,
        params,
      ),
    ]);
    return { rows: rows.map(deliveryOf), total: Number(count[0]?.n ?? 0) };
  }

  async attempts(deliveryId: number): Promise<AttemptRow[]> {
    const rows = await this.db.query<Raw>(
      `SELECT number, at, response_code, duration_ms, detail FROM webhook_attempts
        WHERE delivery_id = $1 ORDER BY number`,
      [deliveryId],
    );
    return rows.map((r) => ({
      number: num(r.number),
      at: num(r.at),
      responseCode: numOrNull(r.response_code),
      durationMs: num(r.duration_ms),
      detail: String(r.detail),
    }));
  }

  /** WHK-7: SENDING rows whose lease ran out (their process stopped) wait again. */
  async releaseExpired(now: number): Promise<number> {
    const rows = await this.db.query<Raw>(
      `UPDATE webhook_deliveries SET status = 'PENDING', leased_until = NULL
        WHERE status = 'SENDING' AND leased_until < $1 RETURNING id`,
      [now],
    );
    return rows.length;
  }

  /**
   * Due deliveries of active endpoints, oldest due first, skipping the busy endpoints given,
   * each with its endpoint's address and secret (one query a pass, none an attempt).
   */
  async due(now: number, busy: readonly number[], limit: number): Promise<DueDelivery[]> {
    const rows = await this.db.query<Raw>(
      `SELECT d.id, d.company_id, d.endpoint_id, d.event, d.event_id, d.body, d.status, d.attempts,
              d.created_at, d.give_up_at, d.next_attempt_at, d.last_response_code,
              d.last_duration_ms, d.replay_of, e.url, e.secret
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'PENDING' AND d.next_attempt_at <= $1
          AND NOT (d.endpoint_id = ANY($2::int[]))
          -- WHK-4: a paused endpoint's deliveries wait until it is resumed.
          AND e.active
        ORDER BY d.next_attempt_at, d.id LIMIT $3`,
      [now, busy, limit],
    );
    return rows.map((r) => ({ ...deliveryOf(r), url: String(r.url), secret: String(r.secret) }));
  }

  /**
   * Claims these deliveries for sending until `leasedUntil`: answers the ones still PENDING
   * (another process may have claimed some meanwhile; each row moves once).
   */
  async claim(ids: readonly number[], leasedUntil: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<Raw>(
      `UPDATE webhook_deliveries SET status = 'SENDING', leased_until = $2
        WHERE id = ANY($1::int[]) AND status = 'PENDING' RETURNING id`,
      [ids, leasedUntil],
    );
    return rows.map((r) => num(r.id));
  }

  /** WHK-6, WHK-8: one attempt written with the delivery's next state, in one statement. */
  async recordAttempt(
    id: number,
    attempt: AttemptRow,
    next: { status: DeliveryRow['status']; nextAttemptAt: number | null },
  ): Promise<void> {
    // Nothing is written for a delivery removed meanwhile (its endpoint went).
    await this.db.query(
      `WITH d AS (
         UPDATE webhook_deliveries SET status = $2, attempts = attempts + 1,
           next_attempt_at = $3, leased_until = NULL, last_response_code = $4,
           last_duration_ms = $5
         WHERE id = $1 RETURNING id, attempts)
       INSERT INTO webhook_attempts (delivery_id, number, at, response_code, duration_ms, detail)
       SELECT id, attempts, $6, $4, $5, $7 FROM d`,
      [
        id,
        next.status,
        next.nextAttemptAt,
        attempt.responseCode,
        attempt.durationMs,
        attempt.at,
        attempt.detail,
      ],
    );
  }

  /** Deliveries waiting or being sent, for tests and the bench. */
  async openCount(): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM webhook_deliveries WHERE status IN ('PENDING', 'SENDING')`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The soonest time a PENDING delivery is due, or null. */
  async nextDue(): Promise<number | null> {
    const rows = await this.db.query<{ at: string | number | null }>(
      `SELECT min(next_attempt_at) AS at FROM webhook_deliveries WHERE status = 'PENDING'`,
    );
    return numOrNull(rows[0]?.at);
  }

  // --- API keys --------------------------------------------------------------------------------

  async apiKeys(companyId: number): Promise<ApiKeyRow[]> {
    const rows = await this.db.query<Raw>(
      'SELECT * FROM api_keys WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    return rows.map(apiKeyOf);
  }

  async addApiKey(
    row: Omit<ApiKeyRow, 'id' | 'lastUsedAt' | 'revokedAt'> & { keyHash: string },
    max: number,
  ): Promise<ApiKeyRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(50, $1)', [row.companyId]);
      const count = await tx.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM api_keys WHERE company_id = $1 AND revoked_at IS NULL',
        [row.companyId],
      );
      if (Number(count[0]?.n ?? 0) >= max) return null;
      const rows = await tx.query<Raw>(
        `INSERT INTO api_keys
           (company_id, user_id, name, scope, key_hash, key_prefix, created_at, created_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          row.companyId,
          row.userId,
          row.name,
          row.scope,
          row.keyHash,
          row.keyPrefix,
          row.createdAt,
          row.createdByName,
        ],
      );
      return apiKeyOf(rows[0] as Raw);
    });
  }

  async revokeApiKey(companyId: number, id: number, at: number): Promise<ApiKeyRow | null> {
    const rows = await this.db.query<Raw>(
      `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3)
        WHERE company_id = $1 AND id = $2 RETURNING *`,
      [companyId, id, at],
    );
    return rows[0] ? apiKeyOf(rows[0]) : null;
  }

  /** APIK-4: the active key with this hash. */
  async apiKeyByHash(hash: string): Promise<ApiKeyRow | null> {
    const rows = await this.db.query<Raw>(
      'SELECT * FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [hash],
    );
    return rows[0] ? apiKeyOf(rows[0]) : null;
  }

  async touchApiKey(id: number, at: number): Promise<void> {
    await this.db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [id, at]);
  }

  // --- requests --------------------------------------------------------------------------------

  async requests(companyId: number): Promise<RequestRow[]> {
    const rows = await this.db.query<Raw>(
      'SELECT * FROM integration_requests WHERE company_id = $1 ORDER BY id DESC',
      [companyId],
    );
    return rows.map(requestOf);
  }

  async addRequest(row: Omit<RequestRow, 'id'>): Promise<RequestRow> {
    const rows = await this.db.query<Raw>(
      `INSERT INTO integration_requests
         (company_id, integration, note, contact, requested_at, requested_by_id, requested_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        row.companyId,
        row.integration,
        row.note,
        row.contact,
        row.requestedAt,
        row.requestedById,
        row.requestedByName,
      ],
    );
    return requestOf(rows[0] as Raw);
  }
}
