import { randomUUID } from 'node:crypto';
import { REPORT_PERMISSIONS, PERMISSIONS } from '@armada/contracts/auth';
import { defineModule } from '../module';
import { ReportExportService } from './export-service';
import { REPORT_MIGRATIONS } from './migrations';
import { mailerFromEnv, type ReportMailer } from './report-mailer';
import { closeFileThread } from './report-file-thread';
import { ReportService } from './report-service';
import { reportControlRoutes, reportRoutes } from './routes';
import { ReportScheduleLoop } from './schedule-loop';
import { ReportScheduleService } from './schedule-service';

declare module '../../services/services' {
  interface Services {
    /** The report catalogue and its runs (RPT-1..7). */
    reports: ReportService;
    /** Exports to CSV, XLSX and PDF (RPT-8..13). */
    reportExports: ReportExportService;
    /** Scheduled reports and their outbox (RPT-14..17). */
    reportSchedules: ReportScheduleService;
    /** Their minute tick (RPT-15). */
    reportScheduleLoop: ReportScheduleLoop;
  }
}

const P = PERMISSIONS;

/**
 * Reports (docs/rules/reports.md): the catalogue of report definitions over the alerts,
 * telemetry events, the daily rollup, fleet tasks and driver scores; exports; schedules with an
 * outbox (migration 28). Last in the registry: it reads the tables of the modules above.
 */
export const reportsModule = defineModule({
  name: 'reports',
  migrations: REPORT_MIGRATIONS,
  grants: {
    admin: REPORT_PERMISSIONS,
    operator: [
      'c1e-report-overspeed:read',
      'c1i-report-alert:read',
      'c1k-report-temperature:read',
      'c1g-report-distance:read',
      'c1n-report-driver-score:read',
      'c1l-report-engine-hours:read',
      'c1d-report-idle:read',
      'c1j-report-driver-behaviour:read',
      'c1s-report-video-event:read',
      P.logNotificationRead,
    ],
    dispatcher: [
      'c1o-report-delivery:read',
      'c1g-report-distance:read',
      'c1p-report-fleet-task:read',
    ],
  },
  services: ({ db, store, clock, speed, onError, services }) => {
    const reports = new ReportService({
      db,
      store,
      clock,
      driverScores: services.driverScores,
      history: services.fleetHistory,
      media: services.alertMedia,
    });
    const reportExports = new ReportExportService({
      reports,
      store,
      db,
      clock,
      ...(onError ? { onError } : {}),
    });
    let mailer: Promise<ReportMailer> | null = null;
    const reportSchedules = new ReportScheduleService({
      db,
      store,
      clock,
      reports,
      exports: reportExports,
      mailer: () => (mailer ??= mailerFromEnv()),
      processId: `sim-${randomUUID()}`,
      ...(onError ? { onError } : {}),
    });
    const reportScheduleLoop = new ReportScheduleLoop({
      clock,
      schedules: reportSchedules,
      ...(speed === undefined ? {} : { speed }),
      ...(onError ? { onError } : {}),
    });
    return { reports, reportExports, reportSchedules, reportScheduleLoop };
  },
  routes: [
    { base: 'main', register: reportRoutes },
    { base: 'main', register: reportControlRoutes, controls: true },
  ],
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, scheduler, liveFleet }) => {
    if (liveFleet === 'auto') services.reportScheduleLoop.start(scheduler);
  },
  stop: async (services) => {
    await services.reportScheduleLoop.stop();
    services.reportExports.close();
    await closeFileThread();
  },
});
