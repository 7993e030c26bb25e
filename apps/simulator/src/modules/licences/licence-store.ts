import type {
  LicenceDocumentKind,
  LicenceHolderType,
  LicenceReminderStep,
  LicenceScanType,
  SimClass,
} from '@armada/contracts/licences';
import type { SqlExecutor } from '../../store/sql-client';

/** One row of `licence_documents` (migrations.ts), days as `YYYY-MM-DD`. */
export interface DocumentRow {
  id: number;
  companyId: number;
  holderType: LicenceHolderType;
  kind: LicenceDocumentKind;
  vehicleId: number | null;
  driverId: number | null;
  simClass: SimClass | null;
  number: string;
  issuedOn: string;
  expiresOn: string;
  notes: string;
  createdAt: number;
  updatedAt: number;
}

export type NewDocumentRow = Omit<DocumentRow, 'id' | 'updatedAt'>;
export type DocumentChange = Partial<
  Pick<DocumentRow, 'simClass' | 'number' | 'issuedOn' | 'expiresOn' | 'notes'>
> & { updatedAt: number };

export interface ScanRow {
  id: number;
  companyId: number;
  documentId: number;
  fileName: string;
  contentType: LicenceScanType;
  sizeBytes: number;
  storedName: string;
  uploadedAt: number;
}

/** LIC-7: what narrows a list in SQL (expiry days inclusive; null: no bound). */
export interface DocumentFilter {
  holderType: LicenceHolderType;
  kind?: LicenceDocumentKind | undefined;
  vehicleId?: number | undefined;
  driverId?: number | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  /**
   * A narrowing of the list engine's search: rows whose number or notes contain the text, or
   * whose vehicle or driver is one of these (their plate or name contains it). A superset of
   * what the engine keeps; the engine then decides (LIC-7).
   */
  search?: { text: string; vehicleIds: number[]; driverIds: number[] } | undefined;
}

/** A document the reminder check looks at, with the steps already settled for its expiry. */
export interface ReminderCandidate extends DocumentRow {
  settled: LicenceReminderStep[];
}

interface SqlDocument {
  id: number;
  company_id: number;
  holder_type: LicenceHolderType;
  kind: LicenceDocumentKind;
  vehicle_id: number | null;
  driver_id: number | null;
  sim_class: SimClass | null;
  number: string;
  issued_on: string;
  expires_on: string;
  notes: string;
  created_at: number | string;
  updated_at: number | string;
}

interface SqlScan {
  id: number;
  company_id: number;
  document_id: number;
  file_name: string;
  content_type: LicenceScanType;
  size_bytes: number;
  stored_name: string;
  uploaded_at: number | string;
}

/** The columns with the days as text, so every driver reads them alike. */
function columnsOf(alias = ''): string {
  const a = alias ? `${alias}.` : '';
  return `${a}id, ${a}company_id, ${a}holder_type, ${a}kind, ${a}vehicle_id, ${a}driver_id,
    ${a}sim_class, ${a}number, to_char(${a}issued_on, 'YYYY-MM-DD') AS issued_on,
    to_char(${a}expires_on, 'YYYY-MM-DD') AS expires_on, ${a}notes, ${a}created_at,
    ${a}updated_at`;
}
const COLUMNS = columnsOf();

function documentOf(row: SqlDocument): DocumentRow {
  return {
    id: row.id,
    companyId: row.company_id,
    holderType: row.holder_type,
    kind: row.kind,
    vehicleId: row.vehicle_id,
    driverId: row.driver_id,
    simClass: row.sim_class,
    number: row.number,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    notes: row.notes,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function scanOf(row: SqlScan): ScanRow {
  return {
    id: row.id,
    companyId: row.company_id,
    documentId: row.document_id,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    storedName: row.stored_name,
    uploadedAt: Number(row.uploaded_at),
  };
}

/** `WHERE` of a filter; `$1` is the company. */
function whereOf(filter: DocumentFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.holderType];
  const where = ['company_id = $1', 'holder_type = $2'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length + 1}`));
  };
  if (filter.kind !== undefined) add('kind = ?', filter.kind);
  if (filter.vehicleId !== undefined) add('vehicle_id = ?', filter.vehicleId);
  if (filter.driverId !== undefined) add('driver_id = ?', filter.driverId);
  if (filter.from) add('expires_on >= ?::date', filter.from);
  if (filter.to) add('expires_on <= ?::date', filter.to);
  if (filter.search) {
    const like = `%${filter.search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(like, filter.search.vehicleIds, filter.search.driverIds);
    const n = params.length + 1;
    where.push(
      `(number ILIKE $${n - 2} OR notes ILIKE $${n - 2} OR vehicle_id = ANY($${n - 1}::int[]) ` +
        `OR driver_id = ANY($${n}::int[]))`,
    );
  }
  return { sql: where.join(' AND '), params };
}

/** The SQL of documents, scans and reminders; every read and write names the company. */
export class LicenceStore {
  constructor(private readonly db: SqlExecutor) {}

  /** LIC-7: every document matching the filter, soonest expiry first. */
  async list(companyId: number, filter: DocumentFilter): Promise<DocumentRow[]> {
    const { sql, params } = whereOf(filter);
    const rows = await this.db.query<SqlDocument>(
      `SELECT ${COLUMNS} FROM licence_documents WHERE ${sql} ORDER BY expires_on, id`,
      [companyId, ...params],
    );
    return rows.map(documentOf);
  }

  /**
   * LIC-7: one page in the default order (soonest expiry, then id) with every matching id, read
   * from the index without the other rows (the first page of a large fleet).
   */
  async page(
    companyId: number,
    filter: DocumentFilter,
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; rows: DocumentRow[] }> {
    const { sql, params } = whereOf(filter);
    // One row holding every id: far cheaper to carry than one row per id (22,000 at 5,000
    // vehicles; docs/adr/0036).
    const [all] = await this.db.query<{ ids: string | null }>(
      `SELECT string_agg(id::text, ',' ORDER BY expires_on, id) AS ids
       FROM licence_documents WHERE ${sql}`,
      [companyId, ...params],
    );
    const rows = await this.db.query<SqlDocument>(
      `SELECT ${COLUMNS} FROM licence_documents WHERE ${sql} ORDER BY expires_on, id
       LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
      [companyId, ...params],
    );
    const ids = all?.ids ? all.ids.split(',').map(Number) : [];
    return { ids, rows: rows.map(documentOf) };
  }

  /** LIC-7: the summary's counts, each window holding the ones inside it. */
  async counts(
    companyId: number,
    holderType: LicenceHolderType,
    today: string,
  ): Promise<{ total: number; expired: number; days1: number; days7: number; days30: number }> {
    const [row] = await this.db.query<Record<string, number | string>>(
      `SELECT count(*) AS total,
         count(*) FILTER (WHERE expires_on < $3::date) AS expired,
         count(*) FILTER (WHERE expires_on >= $3::date AND expires_on <= $3::date + 1) AS days1,
         count(*) FILTER (WHERE expires_on >= $3::date AND expires_on <= $3::date + 7) AS days7,
         count(*) FILTER (WHERE expires_on >= $3::date AND expires_on <= $3::date + 30) AS days30
       FROM licence_documents WHERE company_id = $1 AND holder_type = $2`,
      [companyId, holderType, today],
    );
    const n = (key: string) => Number(row?.[key] ?? 0);
    return {
      total: n('total'),
      expired: n('expired'),
      days1: n('days1'),
      days7: n('days7'),
      days30: n('days30'),
    };
  }

  /** The companies that have documents (the seed writes only for the others). */
  async companiesWithDocuments(): Promise<number[]> {
    const rows = await this.db.query<{ company_id: number }>(
      'SELECT DISTINCT company_id FROM licence_documents',
    );
    return rows.map((row) => row.company_id);
  }

  async get(companyId: number, id: number): Promise<DocumentRow | undefined> {
    const [row] = await this.db.query<SqlDocument>(
      `SELECT ${COLUMNS} FROM licence_documents WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row ? documentOf(row) : undefined;
  }

  async insert(rows: readonly NewDocumentRow[]): Promise<DocumentRow[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db.query<SqlDocument>(
      `INSERT INTO licence_documents (company_id, holder_type, kind, vehicle_id, driver_id,
         sim_class, number, issued_on, expires_on, notes, created_at, updated_at)
       SELECT company_id, holder_type, kind, vehicle_id, driver_id, sim_class, number,
         issued_on, expires_on, notes, created_at, created_at
       FROM json_to_recordset($1::json) AS x(company_id integer, holder_type text, kind text,
         vehicle_id integer, driver_id integer, sim_class text, number text, issued_on date,
         expires_on date, notes text, created_at bigint)
       RETURNING ${COLUMNS}`,
      [
        JSON.stringify(
          rows.map((row) => ({
            company_id: row.companyId,
            holder_type: row.holderType,
            kind: row.kind,
            vehicle_id: row.vehicleId,
            driver_id: row.driverId,
            sim_class: row.simClass,
            number: row.number,
            issued_on: row.issuedOn,
            expires_on: row.expiresOn,
            notes: row.notes,
            created_at: row.createdAt,
          })),
        ),
      ],
    );
    return inserted.map(documentOf).sort((a, b) => a.id - b.id);
  }

  async update(
    companyId: number,
    id: number,
    change: DocumentChange,
  ): Promise<DocumentRow | undefined> {
    const columns: [string, unknown][] = [];
    if (change.simClass !== undefined) columns.push(['sim_class', change.simClass]);
    if (change.number !== undefined) columns.push(['number', change.number]);
    if (change.issuedOn !== undefined) columns.push(['issued_on', change.issuedOn]);
    if (change.expiresOn !== undefined) columns.push(['expires_on', change.expiresOn]);
    if (change.notes !== undefined) columns.push(['notes', change.notes]);
    columns.push(['updated_at', change.updatedAt]);
    const sets = columns.map(([name], i) => `${name} = $${i + 3}`).join(', ');
    const [row] = await this.db.query<SqlDocument>(
      `UPDATE licence_documents SET ${sets} WHERE company_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [companyId, id, ...columns.map(([, value]) => value)],
    );
    return row ? documentOf(row) : undefined;
  }

  /** Removes a document (its scans' and reminders' rows go with it); answers its scans. */
  async remove(companyId: number, id: number): Promise<ScanRow[] | undefined> {
    const scans = await this.scansOf(companyId, [id]);
    const deleted = await this.db.query<{ id: number }>(
      'DELETE FROM licence_documents WHERE company_id = $1 AND id = $2 RETURNING id',
      [companyId, id],
    );
    return deleted.length > 0 ? scans : undefined;
  }

  // ---- scans ---------------------------------------------------------------------------------

  async scansOf(companyId: number, documentIds: readonly number[]): Promise<ScanRow[]> {
    if (documentIds.length === 0) return [];
    const rows = await this.db.query<SqlScan>(
      `SELECT * FROM licence_scans WHERE company_id = $1 AND document_id = ANY($2::int[])
       ORDER BY document_id, id`,
      [companyId, [...documentIds]],
    );
    return rows.map(scanOf);
  }

  async scan(companyId: number, documentId: number, id: number): Promise<ScanRow | undefined> {
    const [row] = await this.db.query<SqlScan>(
      'SELECT * FROM licence_scans WHERE company_id = $1 AND document_id = $2 AND id = $3',
      [companyId, documentId, id],
    );
    return row ? scanOf(row) : undefined;
  }

  async insertScan(row: Omit<ScanRow, 'id'>): Promise<ScanRow> {
    const [inserted] = await this.db.query<SqlScan>(
      `INSERT INTO licence_scans (company_id, document_id, file_name, content_type, size_bytes,
         stored_name, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        row.companyId,
        row.documentId,
        row.fileName,
        row.contentType,
        row.sizeBytes,
        row.storedName,
        row.uploadedAt,
      ],
    );
    if (!inserted) throw new Error('scan insert returned no row');
    return scanOf(inserted);
  }

  async removeScan(companyId: number, documentId: number, id: number): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      `DELETE FROM licence_scans WHERE company_id = $1 AND document_id = $2 AND id = $3
       RETURNING id`,
      [companyId, documentId, id],
    );
    return rows.length > 0;
  }

  async touch(companyId: number, id: number, at: number): Promise<void> {
    await this.db.query(
      'UPDATE licence_documents SET updated_at = $3 WHERE company_id = $1 AND id = $2',
      [companyId, id, at],
    );
  }

  // ---- route planning flags (LIC-11) ------------------------------------------------------------

  /** The latest document of a kind of each of the vehicles (or drivers) named. */
  async latestOf(
    companyId: number,
    kind: LicenceDocumentKind,
    holder: 'vehicle_id' | 'driver_id',
    ids: readonly number[],
  ): Promise<DocumentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<SqlDocument>(
      `SELECT DISTINCT ON (${holder}) ${COLUMNS} FROM licence_documents
       WHERE company_id = $1 AND kind = $2 AND ${holder} = ANY($3::int[])
       ORDER BY ${holder}, expires_on DESC, id DESC`,
      [companyId, kind, [...ids]],
    );
    return rows.map(documentOf);
  }

  // ---- reminders (LIC-10) ----------------------------------------------------------------------

  /**
   * The documents of a company expiring by `until` whose last step is not settled yet, without
   * the ones a later document of the same holder and kind has taken over.
   */
  async reminderCandidates(companyId: number, until: string): Promise<ReminderCandidate[]> {
    // A later document of the same holder and kind is found with one window over the company's
    // documents (PARTITION BY groups NULL holders as equal, as IS NOT DISTINCT FROM does): the
    // anti-join it replaces compared every document with every other one of its kind, 34 s at
    // 10,000 vehicles on a fresh store.
    const rows = await this.db.query<SqlDocument & { settled: string[] | string | null }>(
      `WITH holder AS (
         SELECT l.*, max(l.expires_on) OVER (PARTITION BY l.kind, l.vehicle_id, l.driver_id) AS latest
         FROM licence_documents l
         WHERE l.company_id = $1
       )
       SELECT ${columnsOf('d')},
         (SELECT array_agg(r.step) FROM licence_reminders r
           WHERE r.document_id = d.id AND r.expires_on = d.expires_on) AS settled
       FROM holder d
       WHERE d.expires_on <= $2::date AND d.expires_on = d.latest
         AND NOT EXISTS (SELECT 1 FROM licence_reminders r WHERE r.document_id = d.id
           AND r.expires_on = d.expires_on AND r.step = 'AT_EXPIRY')
       ORDER BY d.expires_on, d.id`,
      [companyId, until],
    );
    return rows.map((row) => ({ ...documentOf(row), settled: stepsOf(row.settled) }));
  }

  /** Records the settled steps; a step settled already stays as it was. */
  async settle(
    rows: readonly {
      companyId: number;
      documentId: number;
      expiresOn: string;
      step: LicenceReminderStep;
      at: number;
      notified: boolean;
    }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db.query(
      `INSERT INTO licence_reminders (company_id, document_id, expires_on, step, sent_at, notified)
       SELECT company_id, document_id, expires_on, step, sent_at, notified
       FROM json_to_recordset($1::json) AS x(company_id integer, document_id integer,
         expires_on date, step text, sent_at bigint, notified boolean)
       ON CONFLICT DO NOTHING`,
      [
        JSON.stringify(
          rows.map((row) => ({
            company_id: row.companyId,
            document_id: row.documentId,
            expires_on: row.expiresOn,
            step: row.step,
            sent_at: row.at,
            notified: row.notified,
          })),
        ),
      ],
    );
  }

  /** The reminders a company was sent (tests and the seed's check). */
  async remindersOf(
    companyId: number,
  ): Promise<
    { documentId: number; expiresOn: string; step: LicenceReminderStep; notified: boolean }[]
  > {
    const rows = await this.db.query<{
      document_id: number;
      expires_on: string;
      step: LicenceReminderStep;
      notified: boolean;
    }>(
      `SELECT document_id, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, step, notified
       FROM licence_reminders WHERE company_id = $1 ORDER BY sent_at, document_id, step`,
      [companyId],
    );
    return rows.map((row) => ({
      documentId: row.document_id,
      expiresOn: row.expires_on,
      step: row.step,
      notified: row.notified,
    }));
  }
}

/** A Postgres text array as the driver returns it (an array, or `{a,b}` text). */
function stepsOf(value: string[] | string | null): LicenceReminderStep[] {
  if (value === null) return [];
  const list = Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',');
  return list.filter((step) => step.length > 0) as LicenceReminderStep[];
}
