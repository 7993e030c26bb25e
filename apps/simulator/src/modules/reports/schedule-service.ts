import { COMPANY_TIME_ZONE_INFO } from '@armada/contracts/company';
import { addDays, companyDay, companyHour, isoWeekday } from '@armada/contracts/delivery-scheduler';
import {
  REPORT_FORMAT_CONTENT_TYPES,
  REPORT_LIMITS,
  type ReportFormat,
  type ReportLanguage,
  type ReportOutboxItem,
  type ReportSchedule,
  type ReportScheduleFrequency,
  type ReportScheduleInput,
} from '@armada/contracts/reports';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import { jsonColumn, type SqlClient } from '../../store/sql-client';
import type { ReportExportService } from './export-service';
import type { ReportMailer } from './report-mailer';
import type { ReportCaller, ReportService } from './report-service';

/** RPT-15: a claim with no mail after this long belongs to a process that stopped. */
export const STALE_CLAIM_MS = 10 * 60_000;

interface ScheduleRow {
  id: number;
  company_id: number;
  report_id: string;
  name: string;
  frequency: ReportScheduleFrequency;
  weekday: number | null;
  month_day: number | null;
  hour: number;
  format: ReportFormat;
  language: ReportLanguage;
  recipients: unknown;
  vehicles: unknown;
  groups: unknown;
  drivers: unknown;
  status: 'ACTIVE' | 'PAUSED';
  created_by_user_id: number;
  created_by: string;
}

interface OutboxRow {
  id: number;
  schedule_id: number;
  report_id: string;
  subject: string;
  recipients: unknown;
  period_from: string;
  period_to: string;
  rows: number;
  file_name: string;
  bytes: number | string;
  delivery: ReportOutboxItem['delivery'];
  error: string | null;
  created_at: number | string;
}

/** RPT-14: whether a schedule sends on this company day. */
export function sendsOn(
  row: Pick<ScheduleRow, 'frequency' | 'weekday' | 'month_day'>,
  day: string,
): boolean {
  if (row.frequency === 'DAILY') return true;
  if (row.frequency === 'WEEKLY') return isoWeekday(day) === (row.weekday ?? 1);
  return Number(day.slice(8, 10)) === (row.month_day ?? 1);
}

/** RPT-14: the period a send on `day` covers: the day, the 7 days or the month just ended. */
export function periodOf(
  frequency: ReportScheduleFrequency,
  day: string,
): { from: string; to: string } {
  const yesterday = addDays(day, -1);
  if (frequency === 'DAILY') return { from: yesterday, to: yesterday };
  if (frequency === 'WEEKLY') return { from: addDays(day, -7), to: yesterday };
  const [y, m] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
}

function isoAt(epochMs: number, offsetMinutes: number): string {
  const wall = new Date(epochMs + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const hh = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wall}${sign}${hh}:${mm}`;
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Report schedule ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.reportScheduleNotFound,
    params: { id },
  });
}

/**
 * Scheduled reports (docs/rules/reports.md RPT-14..17): the company's schedules, one pass that
 * sends each schedule's due period once (the claim row, RPT-15, ADR 0031), and the outbox of the
 * mails made.
 */
export class ReportScheduleService {
  constructor(
    private readonly deps: {
      db: SqlClient;
      store: DocumentStore;
      clock: Clock;
      reports: ReportService;
      exports: ReportExportService;
      mailer: () => Promise<ReportMailer>;
      processId: string;
      onError?: (error: unknown, what: string) => void;
    },
  ) {}

  async list(caller: ReportCaller): Promise<ReportSchedule[]> {
    const rows = await this.deps.db.query<ScheduleRow>(
      'SELECT * FROM report_schedules WHERE company_id = $1 ORDER BY id',
      [caller.companyId],
    );
    const last = await this.lastSent(caller.companyId);
    return rows
      .filter((row) => this.mayOpen(caller, row.report_id))
      .map((row) => this.view(row, last.get(row.id) ?? null));
  }

  /** RPT-14: the report and its filters are checked as a run of them would be. */
  async create(
    caller: ReportCaller,
    name: string,
    input: ReportScheduleInput,
  ): Promise<ReportSchedule> {
    this.check(caller, input);
    const [count] = await this.deps.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM report_schedules WHERE company_id = $1',
      [caller.companyId],
    );
    if (Number(count?.n ?? 0) >= REPORT_LIMITS.maxSchedules) {
      throw ServiceError.conflict(
        `A company has at most ${REPORT_LIMITS.maxSchedules} schedules.`,
        {
          reason: SERVER_ERROR_REASONS.reportScheduleLimitReached,
          params: { max: REPORT_LIMITS.maxSchedules },
        },
      );
    }
    const now = this.deps.clock.now();
    const [row] = await this.deps.db.query<ScheduleRow>(
      `INSERT INTO report_schedules (company_id, report_id, name, frequency, weekday, month_day,
         hour, format, language, recipients, vehicles, groups, drivers, status,
         created_by_user_id, created_by, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$17) RETURNING *`,
      [caller.companyId, ...this.columns(input), caller.userId, name, now],
    );
    if (!row) throw new Error('the schedule was not stored');
    return this.view(row, null);
  }

  async update(
    caller: ReportCaller,
    id: number,
    input: ReportScheduleInput,
  ): Promise<ReportSchedule> {
    await this.row(caller, id);
    this.check(caller, input);
    const [row] = await this.deps.db.query<ScheduleRow>(
      `UPDATE report_schedules SET report_id = $3, name = $4, frequency = $5, weekday = $6,
         month_day = $7, hour = $8, format = $9, language = $10, recipients = $11, vehicles = $12,
         groups = $13, drivers = $14, status = $15, updated_at = $16
       WHERE company_id = $1 AND id = $2 RETURNING *`,
      [caller.companyId, id, ...this.columns(input), this.deps.clock.now()],
    );
    if (!row) throw notFound(id);
    const last = await this.lastSent(caller.companyId);
    return this.view(row, last.get(id) ?? null);
  }

  async remove(caller: ReportCaller, id: number): Promise<{ id: number }> {
    await this.row(caller, id);
    await this.deps.db.query('DELETE FROM report_schedules WHERE company_id = $1 AND id = $2', [
      caller.companyId,
      id,
    ]);
    return { id };
  }

  /** RPT-17: the latest mails of the schedules of reports the caller may open. */
  async outbox(caller: ReportCaller): Promise<ReportOutboxItem[]> {
    const rows = await this.deps.db.query<OutboxRow>(
      `SELECT id, schedule_id, report_id, subject, recipients, period_from, period_to, rows,
              file_name, octet_length(file) AS bytes, delivery, error, created_at
       FROM report_outbox WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [caller.companyId, REPORT_LIMITS.outboxListSize],
    );
    const offset =
      COMPANY_TIME_ZONE_INFO[this.deps.reports.zoneOf(caller.companyId)].utcOffsetMinutes;
    return rows
      .filter((row) => this.mayOpen(caller, row.report_id))
      .map((row) => ({
        id: row.id,
        schedule_id: row.schedule_id,
        report_id: row.report_id,
        subject: row.subject,
        recipients: jsonColumn<string[]>(row.recipients),
        period_from: row.period_from,
        period_to: row.period_to,
        rows: Number(row.rows),
        file_name: row.file_name,
        bytes: Number(row.bytes),
        delivery: row.delivery,
        error: row.error,
        created_at: isoAt(Number(row.created_at), offset),
      }));
  }

  async outboxFile(
    caller: ReportCaller,
    id: number,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    const [row] = await this.deps.db.query<{
      report_id: string;
      file_name: string;
      content_type: string;
      file: Uint8Array;
    }>(
      'SELECT report_id, file_name, content_type, file FROM report_outbox WHERE company_id = $1 AND id = $2',
      [caller.companyId, id],
    );
    if (!row || !this.mayOpen(caller, row.report_id)) {
      throw ServiceError.notFound(`Outbox mail ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.reportOutboxNotFound,
        params: { id },
      });
    }
    return { fileName: row.file_name, contentType: row.content_type, bytes: Buffer.from(row.file) };
  }

  /**
   * RPT-15: one pass: every active schedule whose send day is today and whose hour has come is
   * claimed for today's period; the process that claims it makes and sends the file. Answers
   * how many mails this pass made.
   */
  async pass(): Promise<number> {
    const now = this.deps.clock.now();
    const rows = await this.deps.db.query<ScheduleRow>(
      "SELECT * FROM report_schedules WHERE status = 'ACTIVE' ORDER BY id",
    );
    let sent = 0;
    for (const row of rows) {
      const zone = this.deps.reports.zoneOf(row.company_id);
      const today = companyDay(now, zone);
      if (!sendsOn(row, today) || companyHour(now, zone) < row.hour) continue;
      const period = periodOf(row.frequency, today);
      if (!(await this.claim(row, period.from, now))) continue;
      try {
        await this.send(row, period);
        sent++;
      } catch (error) {
        this.deps.onError?.(error, `report schedule ${row.id}`);
        await this.settle(row.id, period.from, 'FAILED', String(error));
      }
    }
    return sent;
  }

  private async send(row: ScheduleRow, period: { from: string; to: string }): Promise<void> {
    const author = this.deps.store.get('users', row.company_id, row.created_by_user_id);
    const caller: ReportCaller = {
      companyId: row.company_id,
      userId: row.created_by_user_id,
      accessRight: author?.accessRight ?? [],
      language: row.language,
    };
    const run = this.deps.reports.prepare(
      caller,
      row.report_id,
      {
        from: period.from,
        to: period.to,
        vehicles: jsonColumn<number[]>(row.vehicles),
        groups: jsonColumn<number[]>(row.groups),
        drivers: jsonColumn<number[]>(row.drivers),
      },
      'body',
      row.language,
    );
    const file = await this.deps.exports.makeFile(run, row.format);
    const title = run.definition.info.title[row.language];
    const company = this.deps.reports.companyName(row.company_id);
    const subject = `${title}: ${period.from}${period.to === period.from ? '' : ` – ${period.to}`}`;
    const text =
      row.language === 'en'
        ? `${company}\n${row.name}\n${title}, ${period.from} to ${period.to}: ${file.rows} rows, attached.`
        : `${company}\n${row.name}\n${title}, ${period.from} s.d. ${period.to}: ${file.rows} baris, terlampir.`;
    const recipients = jsonColumn<string[]>(row.recipients);
    const mailer = await this.deps.mailer();
    let delivery: ReportOutboxItem['delivery'] = 'OUTBOX';
    let error: string | null = null;
    if (mailer.kind === 'smtp') {
      try {
        await mailer.send({ to: recipients, subject, text, attachment: file });
        delivery = 'SENT';
      } catch (failure) {
        delivery = 'FAILED';
        error = failure instanceof Error ? failure.message : String(failure);
      }
    }
    await this.deps.db.query(
      `INSERT INTO report_outbox (company_id, schedule_id, report_id, subject, body, recipients,
         period_from, period_to, rows, file_name, content_type, file, delivery, error, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`,
      [
        row.company_id,
        row.id,
        row.report_id,
        subject,
        text,
        JSON.stringify(recipients),
        period.from,
        period.to,
        file.rows,
        file.fileName,
        REPORT_FORMAT_CONTENT_TYPES[row.format],
        file.bytes,
        delivery,
        error,
        this.deps.clock.now(),
      ],
    );
    await this.settle(row.id, period.from, delivery, error);
  }

  /** RPT-15: the (schedule, period) row; true when this process is to send it. */
  private async claim(row: ScheduleRow, periodFrom: string, now: number): Promise<boolean> {
    const inserted = await this.deps.db.query<{ id: number }>(
      `INSERT INTO report_schedule_runs
         (company_id, schedule_id, period_from, status, claimed_by, claimed_at, updated_at)
       VALUES ($1, $2, $3, 'CLAIMED', $4, $5, $5)
       ON CONFLICT (schedule_id, period_from) DO NOTHING RETURNING id`,
      [row.company_id, row.id, periodFrom, this.deps.processId, now],
    );
    if (inserted.length > 0) return true;
    const reclaimed = await this.deps.db.query<{ id: number }>(
      `UPDATE report_schedule_runs SET claimed_by = $3, claimed_at = $4, updated_at = $4
       WHERE schedule_id = $1 AND period_from = $2 AND status = 'CLAIMED' AND claimed_at < $5
       RETURNING id`,
      [row.id, periodFrom, this.deps.processId, now, now - STALE_CLAIM_MS],
    );
    return reclaimed.length > 0;
  }

  private async settle(id: number, periodFrom: string, status: string, message: string | null) {
    await this.deps.db.query(
      `UPDATE report_schedule_runs SET status = $3, message = $4, updated_at = $5
       WHERE schedule_id = $1 AND period_from = $2`,
      [id, periodFrom, status, message, this.deps.clock.now()],
    );
  }

  private check(caller: ReportCaller, input: ReportScheduleInput): void {
    // A run of yesterday checks the report, the caller's permission and every filter id.
    const day = companyDay(this.deps.clock.now(), this.deps.reports.zoneOf(caller.companyId));
    const { definition } = this.deps.reports.prepare(
      caller,
      input.report_id,
      {
        from: day,
        to: day,
        vehicles: input.vehicles,
        groups: input.groups,
        drivers: input.drivers,
      },
      'body',
    );
    // RPT-42: a report of one day is sent daily (a week or a month is longer than it takes).
    if (definition.info.period === 'day' && input.frequency !== 'DAILY') {
      throw ServiceError.validation('A report of one day can only be scheduled daily.', {
        reason: SERVER_ERROR_REASONS.reportPeriodTooLong,
        params: { max: 1, unit: 'days' },
        field: 'body.frequency',
      });
    }
  }

  private columns(input: ReportScheduleInput): unknown[] {
    return [
      input.report_id,
      input.name.trim(),
      input.frequency,
      input.frequency === 'WEEKLY' ? (input.weekday ?? 1) : null,
      input.frequency === 'MONTHLY' ? (input.month_day ?? 1) : null,
      input.hour,
      input.format,
      input.language,
      JSON.stringify(input.recipients.map((r) => r.trim().toLowerCase())),
      JSON.stringify(input.vehicles ?? []),
      JSON.stringify(input.groups ?? []),
      JSON.stringify(input.drivers ?? []),
      input.status ?? 'ACTIVE',
    ];
  }

  private async row(caller: ReportCaller, id: number): Promise<ScheduleRow> {
    const [row] = await this.deps.db.query<ScheduleRow>(
      'SELECT * FROM report_schedules WHERE company_id = $1 AND id = $2',
      [caller.companyId, id],
    );
    if (!row || !this.mayOpen(caller, row.report_id)) throw notFound(id);
    return row;
  }

  private mayOpen(caller: ReportCaller, reportId: string): boolean {
    const definition = this.deps.reports.definitions.find((d) => d.info.id === reportId);
    return Boolean(definition && caller.accessRight.includes(definition.info.permission));
  }

  private async lastSent(companyId: number): Promise<Map<number, number>> {
    const rows = await this.deps.db.query<{ schedule_id: number; at: number | string }>(
      `SELECT schedule_id, max(created_at) AS at FROM report_outbox WHERE company_id = $1
       GROUP BY schedule_id`,
      [companyId],
    );
    return new Map(rows.map((r) => [Number(r.schedule_id), Number(r.at)]));
  }

  /** RPT-14: the next send at or after now, on the company's clock. */
  nextRunOf(
    row: Pick<
      ScheduleRow,
      'company_id' | 'frequency' | 'weekday' | 'month_day' | 'hour' | 'status'
    >,
  ): number | null {
    if (row.status !== 'ACTIVE') return null;
    const now = this.deps.clock.now();
    const zone = this.deps.reports.zoneOf(row.company_id);
    const offset = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000;
    let day = companyDay(now, zone);
    for (let i = 0; i < 62; i++, day = addDays(day, 1)) {
      if (!sendsOn(row, day)) continue;
      const at = Date.parse(`${day}T${String(row.hour).padStart(2, '0')}:00:00Z`) - offset;
      if (at >= now) return at;
    }
    return null;
  }

  private view(row: ScheduleRow, lastSent: number | null): ReportSchedule {
    const offset =
      COMPANY_TIME_ZONE_INFO[this.deps.reports.zoneOf(row.company_id)].utcOffsetMinutes;
    const next = this.nextRunOf(row);
    return {
      id: row.id,
      report_id: row.report_id,
      name: row.name,
      frequency: row.frequency,
      weekday: row.weekday,
      month_day: row.month_day,
      hour: row.hour,
      format: row.format,
      language: row.language,
      recipients: jsonColumn<string[]>(row.recipients),
      vehicles: jsonColumn<number[]>(row.vehicles),
      groups: jsonColumn<number[]>(row.groups),
      drivers: jsonColumn<number[]>(row.drivers),
      status: row.status,
      next_run_at: next === null ? null : isoAt(next, offset),
      last_sent_at: lastSent === null ? null : isoAt(lastSent, offset),
      created_by: row.created_by,
    };
  }
}
