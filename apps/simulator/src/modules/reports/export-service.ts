import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
import { threadWriter } from './report-file-thread';
import { fileNameOf, type ReportFileMeta } from './report-files';
import type { ReportCaller, ReportRun, ReportService } from './report-service';

interface ExportJob {
  view: ReportExport;
  companyId: number;
  userId: number;
  path: string;
  /** Epoch ms (the wall clock of this process) after which the file is removed. */
  expiresAt: number;
}

export interface MadeFile {
  fileName: string;
  contentType: string;
  rows: number;
  bytes: Buffer;
}

/**
 * Exports (docs/rules/reports.md RPT-8..11): a file of the whole result made in the background,
 * chunk by chunk (RPT-9), its progress polled, then downloaded once. Jobs live in this process
 * (a download goes to the gateway that made it); files in the temp directory until
 * `exportKeepMs` after they are made.
 */
export class ReportExportService {
  private readonly jobs = new Map<string, ExportJob>();
  private readonly dir: string;

  constructor(
    private readonly deps: {
      reports: ReportService;
      store: DocumentStore;
      clock: Clock;
      dir?: string;
      onError?: (error: unknown, what: string) => void;
    },
  ) {
    this.dir = deps.dir ?? join(tmpdir(), `armada-report-exports-${process.pid}`);
  }

  /** RPT-8: checks the request, counts the rows and starts making the file (202). */
  async start(
    caller: ReportCaller,
    reportId: string,
    body: CreateReportExportRequest,
  ): Promise<ReportExport> {
    this.sweep();
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
    const job: ExportJob = {
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
      path: join(this.dir, `${id}.${body.format}`),
      expiresAt: Number.POSITIVE_INFINITY,
    };
    this.jobs.set(id, job);
    void this.make(
      run,
      body.format,
      job.path,
      (done) => {
        job.view = { ...job.view, rows_done: done };
      },
      (all) => {
        job.view = { ...job.view, rows_total: all };
      },
    )
      .then((rows) => {
        job.view = {
          ...job.view,
          status: 'DONE',
          rows_done: rows,
          rows_total: Math.max(rows, job.view.rows_total),
          bytes: statSync(job.path).size,
        };
        job.expiresAt = this.deps.clock.now() + REPORT_LIMITS.exportKeepMs;
      })
      .catch((error: unknown) => {
        this.deps.onError?.(error, `report export ${reportId}`);
        job.view = { ...job.view, status: 'FAILED', error: 'The file could not be made.' };
        job.expiresAt = this.deps.clock.now() + REPORT_LIMITS.exportKeepMs;
      });
    return job.view;
  }

  /** RPT-10: another user's export, like an unknown one, is 404. */
  get(caller: ReportCaller, id: string): ReportExport {
    return this.job(caller, id).view;
  }

  /** RPT-10: the finished file; 409 while it is being made. */
  file(caller: ReportCaller, id: string): { fileName: string; contentType: string; path: string } {
    const job = this.job(caller, id);
    if (job.view.status !== 'DONE') {
      throw ServiceError.conflict(`Export ${id} is ${job.view.status}.`, {
        reason: SERVER_ERROR_REASONS.reportExportNotReady,
        params: { id, status: job.view.status },
      });
    }
    return {
      fileName: job.view.file_name,
      contentType: REPORT_FORMAT_CONTENT_TYPES[job.view.format],
      path: job.path,
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
    this.jobs.clear();
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

  private job(caller: ReportCaller, id: string): ExportJob {
    const job = this.jobs.get(id);
    if (!job || job.companyId !== caller.companyId || job.userId !== caller.userId) {
      throw ServiceError.notFound(`Export ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.reportExportNotFound,
        params: { id },
      });
    }
    return job;
  }

  /** Forgets exports whose file was kept long enough. */
  private sweep(): void {
    const now = this.deps.clock.now();
    for (const [id, job] of this.jobs) {
      if (job.expiresAt < now) {
        rmSync(job.path, { force: true });
        this.jobs.delete(id);
      }
    }
  }
}
