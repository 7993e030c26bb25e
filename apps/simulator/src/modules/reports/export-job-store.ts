import type { ReportExport } from '@armada/contracts/reports';
import { jsonColumn, type SqlClient } from '../../store/sql-client';

/**
 * Where a finished export's file is (RPT-10): in the database with PostgreSQL, where several
 * gateways share one database and a poll or download may reach any of them; on this process's
 * disk with PGlite, whose data directory only ever has one process.
 */
export type ExportFile = { kind: 'bytes'; bytes: Buffer } | { kind: 'path'; path: string };

export interface StoredExport {
  view: ReportExport;
  /** Clock ms of the last progress written by the process making it. */
  updatedAt: number;
  /** Set once the export ended (DONE or FAILED): after this it is swept. */
  expiresAt: number | null;
}

interface Row {
  view: unknown;
  updated_at: string | number;
  expires_at: string | number | null;
}

/**
 * A RUNNING export whose maker has written no progress for this long is answered FAILED: the
 * process making it stopped (a chunk of 500 rows takes well under a second).
 */
export const STALE_EXPORT_MS = 5 * 60_000;

/** The exports of every process, in `report_exports` (RPT-10). */
export class ExportJobStore {
  constructor(private readonly db: SqlClient) {}

  /** Files live in the database only where another process may serve them. */
  get filesInDatabase(): boolean {
    return this.db.kind === 'postgres';
  }

  async insert(view: ReportExport, companyId: number, userId: number, now: number): Promise<void> {
    await this.db.query(
      `INSERT INTO report_exports (id, company_id, user_id, view, updated_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [view.id, companyId, userId, JSON.stringify(view), now],
    );
  }

  async progress(view: ReportExport, now: number): Promise<void> {
    await this.db.query(
      `UPDATE report_exports SET view = $2, updated_at = $3 WHERE id = $1 AND expires_at IS NULL`,
      [view.id, JSON.stringify(view), now],
    );
  }

  /** The export ended: DONE with its file, or FAILED without one. */
  async end(
    view: ReportExport,
    file: ExportFile | null,
    now: number,
    expiresAt: number,
  ): Promise<void> {
    await this.db.query(
      `UPDATE report_exports
          SET view = $2, updated_at = $3, expires_at = $4, file = $5, file_path = $6
        WHERE id = $1`,
      [
        view.id,
        JSON.stringify(view),
        now,
        expiresAt,
        file?.kind === 'bytes' ? file.bytes : null,
        file?.kind === 'path' ? file.path : null,
      ],
    );
  }

  /** The caller's own export, or undefined (another user's, an unknown or a swept one). */
  async read(
    id: string,
    companyId: number,
    userId: number,
    now: number,
  ): Promise<StoredExport | undefined> {
    const [row] = await this.db.query<Row>(
      `SELECT view, updated_at, expires_at FROM report_exports
        WHERE id = $1 AND company_id = $2 AND user_id = $3 AND (expires_at IS NULL OR expires_at >= $4)`,
      [id, companyId, userId, now],
    );
    if (!row) return undefined;
    return {
      view: jsonColumn<ReportExport>(row.view),
      updatedAt: Number(row.updated_at),
      expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    };
  }

  /** The finished file of an export `read` answered DONE. */
  async file(id: string): Promise<ExportFile | undefined> {
    const [row] = await this.db.query<{ file: Uint8Array | null; file_path: string | null }>(
      'SELECT file, file_path FROM report_exports WHERE id = $1',
      [id],
    );
    if (row?.file) return { kind: 'bytes', bytes: Buffer.from(row.file) };
    if (row?.file_path) return { kind: 'path', path: row.file_path };
    return undefined;
  }

  /** Forgets the exports kept long enough; answers the files on disk they leave behind. */
  async sweep(now: number): Promise<string[]> {
    const rows = await this.db.query<{ file_path: string | null }>(
      'DELETE FROM report_exports WHERE expires_at < $1 RETURNING file_path',
      [now],
    );
    return rows.flatMap((row) => (row.file_path ? [row.file_path] : []));
  }
}
