import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REPORT_FORMAT_CONTENT_TYPES,
  REPORT_LIMITS,
  type CreateReportExportRequest,
  type ReportExport,
  type ReportFormat,
  type ReportLanguage,
} from '@armada/contracts/reports';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { SqlClient } from '../../store/sql-client';
import { ExportJobStore, STALE_EXPORT_MS, type ExportFile } from './export-job-store';
import { threadWriter } from './report-file-thread';
import { fileNameOf, type ReportFileMeta } from './report-files';
import type { ReportCaller, ReportRun, ReportService } from './report-service';

/** An export this process is making: its progress is read here before the database. */
interface MakingJob {
  view: ReportExport;
  companyId: number;
  userId: number;
}

export interface MadeFile {
  fileName: string;
  contentType: string;
  rows: number;
  bytes: Buffer;
}

/** The download of a finished export: bytes from the database or a file on this disk. */
export interface ExportDownload {
  fileName: string;
  contentType: string;
  file: ExportFile;
}

/** Progress is written to the database at most this often (wall ms) while a file is made. */
const PROGRESS_WRITE_MS = 1_000;

/**
 * Exports (docs/rules/reports.md RPT-8..11): a file of the whole result made in the background,
 * chunk by chunk (RPT-9), its progress polled, then downloaded. The export and its progress are
 * in `report_exports` (ExportJobStore), so a poll or a download may reach any gateway on the same
 * PostgreSQL; the file is kept `exportKeepMs` after it is made.
 */
export class ReportExportService {
  private readonly making = new Map<string, MakingJob>();
  private readonly dir: string;
  private readonly jobs: ExportJobStore;

  constructor(
    private readonly deps: {
      reports: ReportService;
      store: DocumentStore;
      db: SqlClient;
      clock: Clock;
      dir?: string;
      onError?: (error: unknown, what: string) => void;
    },
  ) {
    this.dir = deps.dir ?? join(tmpdir(), `armada-report-exports-${process.pid}`);
    this.jobs = new ExportJobStore(deps.db);
  }

  /** RPT-8: checks the request, counts the rows and starts making the file (202). */
  async start(
    caller: ReportCaller,
    reportId: string,
    body: CreateReportExportRequest,
  ): Promise<ReportExport> {
    await this.sweep();
    const language = body.language ?? caller.language;
    const run = this.deps.reports.prepare(caller, reportId, body, 'body', language);
    // Only a PDF needs its size before it starts (RPT-11); the others learn it as they go.
    const total = body.format === 'pdf' ? await this.deps.reports.count(run) : 0;
    if (body.format === 'pdf' && total > REPORT_LIMITS.maxPdfRows) {
      throw ServiceError.validation(
        `A PDF holds at most ${REPORT_LIMITS.maxPdfRows} rows; this report has ${total}. Export CSV or XLSX.`,
        {
          reason: SERVER_ERROR_REASONS.reportPdfTooLarge,
          params: { rows: total, max: REPORT_LIMITS.maxPdfRows },
          field: 'body.format',
        },
      );
    }
    mkdirSync(this.dir, { recursive: true });
    const id = randomUUID();
    const job: MakingJob = {
      view: {
        id,
        report_id: reportId,
        format: body.format,
        status: 'RUNNING',
        rows_done: 0,
        rows_total: total,
        file_name: fileNameOf(reportId, run.scope.fromDay, run.scope.toDay, body.format),
        bytes: null,
        error: null,
      },
      companyId: caller.companyId,
      userId: caller.userId,
    };
    await this.jobs.insert(job.view, job.companyId, job.userId, this.deps.clock.now());
    this.making.set(id, job);
    const path = join(this.dir, `${id}.${body.format}`);
    let written = performance.now();
    const saveProgress = () => {
      if (performance.now() - written < PROGRESS_WRITE_MS) return;
      written = performance.now();
      void this.jobs.progress(job.view, this.deps.clock.now()).catch((error: unknown) => {
        this.deps.onError?.(error, `report export ${reportId} progress`);
      });
    };
    void this.make(
      run,
      body.format,
      path,
      (done) => {
        job.view = { ...job.view, rows_done: done };
        saveProgress();
      },
      (all) => {
        job.view = { ...job.view, rows_total: all };
      },
    )
      .then(async (rows) => {
        const size = statSync(path).size;
        const file: ExportFile = this.jobs.filesInDatabase
          ? { kind: 'bytes', bytes: readFileSync(path) }
          : { kind: 'path', path };
        if (file.kind === 'bytes') rmSync(path, { force: true });
        const done: ReportExport = {
          ...job.view,
          status: 'DONE',
          rows_done: rows,
          rows_total: Math.max(rows, job.view.rows_total),
          bytes: size,
        };
        await this.end(done, file);
      })
      .catch(async (error: unknown) => {
        this.deps.onError?.(error, `report export ${reportId}`);
        rmSync(path, { force: true });
        await this.end(
          { ...job.view, status: 'FAILED', error: 'The file could not be made.' },
          null,
        ).catch((failed: unknown) => this.deps.onError?.(failed, `report export ${reportId}`));
      });
    return job.view;
  }

  /** RPT-10: another user's export, like an unknown one, is 404. */
  async get(caller: ReportCaller, id: string): Promise<ReportExport> {
    return (await this.job(caller, id)).view;
  }

  /** RPT-10: the finished file; 409 while it is being made. */
  async file(caller: ReportCaller, id: string): Promise<ExportDownload> {
    const { view } = await this.job(caller, id);
    if (view.status !== 'DONE') {
      throw ServiceError.conflict(`Export ${id} is ${view.status}.`, {
        reason: SERVER_ERROR_REASONS.reportExportNotReady,
        params: { id, status: view.status },
      });
    }
    const file = await this.jobs.file(id);
    // A file on the disk of a process that has stopped since (PGlite) is gone with it.
    if (!file || (file.kind === 'path' && !existsSync(file.path))) throw this.notFound(id);
    return {
      fileName: view.file_name,
      contentType: REPORT_FORMAT_CONTENT_TYPES[view.format],
      file,
    };
  }

  /** RPT-15: a whole file in memory, for a scheduled mail. */
  async makeFile(run: ReportRun, format: ReportFormat): Promise<MadeFile> {
    mkdirSync(this.dir, { recursive: true });
    const path = join(this.dir, `${randomUUID()}.${format}`);
    try {
      const rows = await this.make(run, format, path, () => undefined);
      return {
        fileName: fileNameOf(run.definition.info.id, run.scope.fromDay, run.scope.toDay, format),
        contentType: REPORT_FORMAT_CONTENT_TYPES[format],
        rows,
        bytes: readFileSync(path),
      };
    } finally {
      rmSync(path, { force: true });
    }
  }

  /** Removes every file this process made (its stop). */
  close(): void {
    this.making.clear();
    rmSync(this.dir, { recursive: true, force: true });
  }

  metaOf(run: ReportRun, language: ReportLanguage): ReportFileMeta {
    const company = this.deps.store.get('companies', run.scope.companyId, run.scope.companyId);
    return {
      title: run.definition.info.title[language],
      companyName: company?.company.name ?? '',
      logo: company?.company.logoUrl ?? null,
      fromDay: run.scope.fromDay,
      toDay: run.scope.toDay,
      zone: run.scope.zone,
      language,
      columns: run.definition.info.columns,
      madeAt: this.deps.clock.now(),
    };
  }

  private async make(
    run: ReportRun,
    format: ReportFormat,
    path: string,
    progress: (rowsDone: number) => void,
    total: (rows: number) => void = () => undefined,
  ): Promise<number> {
    const writer = threadWriter(format, path, this.metaOf(run, run.scope.language));
    let done = 0;
    try {
      await this.deps.reports.forEachChunk(
        run,
        async (rows) => {
          await writer.write(rows);
          done += rows.length;
          progress(done);
        },
        total,
      );
    } finally {
      await writer.close();
    }
    return done;
  }

  /** Ends a job: the database first (any process then answers it), then this process. */
  private async end(view: ReportExport, file: ExportFile | null): Promise<void> {
    const now = this.deps.clock.now();
    const job = this.making.get(view.id);
    if (job) job.view = view;
    try {
      await this.jobs.end(view, file, now, now + REPORT_LIMITS.exportKeepMs);
    } finally {
      this.making.delete(view.id);
    }
  }

  private async job(caller: ReportCaller, id: string): Promise<{ view: ReportExport }> {
    const mine = this.making.get(id);
    if (mine) {
      if (mine.companyId !== caller.companyId || mine.userId !== caller.userId)
        throw this.notFound(id);
      return mine;
    }
    const now = this.deps.clock.now();
    const stored = await this.jobs.read(id, caller.companyId, caller.userId, now);
    if (!stored) throw this.notFound(id);
    if (stored.view.status === 'RUNNING' && now - stored.updatedAt > STALE_EXPORT_MS) {
      // Its maker stopped before it finished: no process will finish it.
      return { view: { ...stored.view, status: 'FAILED', error: 'The file could not be made.' } };
    }
    return stored;
  }

  private notFound(id: string): ServiceError {
    return ServiceError.notFound(`Export ${id} not found.`, {
      reason: SERVER_ERROR_REASONS.reportExportNotFound,
      params: { id },
    });
  }

  /** Forgets exports whose file was kept long enough, and their files on this disk. */
  private async sweep(): Promise<void> {
    for (const path of await this.jobs.sweep(this.deps.clock.now())) rmSync(path, { force: true });
  }
}
