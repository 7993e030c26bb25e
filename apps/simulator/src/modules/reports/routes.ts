import { createReadStream } from 'node:fs';
import {
  createReportExportRoute,
  createReportScheduleRoute,
  deleteReportScheduleRoute,
  downloadReportExportRoute,
  downloadReportOutboxFileRoute,
  getReportExportRoute,
  listReportOutboxRoute,
  listReportSchedulesRoute,
  listReportsRoute,
  listReportFilterOptionsRoute,
  runReportRoute,
  runReportSchedulePassRoute,
  updateReportScheduleRoute,
  REPORT_LIMITS,
} from '@armada/contracts/reports';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { callerOf } from './report-service';

function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}

/** The reports under `/api` (docs/rules/reports.md RPT-1..17). */
export const reportRoutes: RouteRegistrar = (app, services, prefix) => {
  const reports = services.reports;
  const exports = services.reportExports;
  const schedules = services.reportSchedules;
  app.route({
    ...routeOptions(listReportsRoute, prefix),
    handler: async (request) => ({ data: reports.catalogue(callerOf(authOf(request))) }),
  });
  app.route({
    ...routeOptions(listReportFilterOptionsRoute, prefix),
    handler: async (request) => ({ data: reports.filterOptions(callerOf(authOf(request))) }),
  });
  app.route({
    ...routeOptions(runReportRoute, prefix),
    handler: async (request) => {
      const { page = 1, limit = REPORT_LIMITS.defaultPageSize, ...filters } = request.query;
      const run = reports.prepare(
        callerOf(authOf(request)),
        request.params.reportId,
        filters,
        'query',
      );
      return reports.page(run, page, limit);
    },
  });
  app.route({
    ...routeOptions(createReportExportRoute, prefix),
    handler: async (request, reply) =>
      reply.code(202).send({
        data: await exports.start(callerOf(authOf(request)), request.params.reportId, request.body),
      }),
  });
  app.route({
    ...routeOptions(getReportExportRoute, prefix),
    handler: async (request) => ({
      data: await exports.get(callerOf(authOf(request)), request.params.exportId),
    }),
  });
  app.route({
    ...routeOptions(downloadReportExportRoute, prefix),
    handler: async (request, reply) => {
      const download = await exports.file(callerOf(authOf(request)), request.params.exportId);
      const { file } = download;
      return reply
        .header('content-type', download.contentType)
        .header('content-disposition', attachment(download.fileName))
        .header('cache-control', 'no-store')
        .send(file.kind === 'bytes' ? file.bytes : createReadStream(file.path));
    },
  });
  app.route({
    ...routeOptions(listReportSchedulesRoute, prefix),
    handler: async (request) => ({ data: await schedules.list(callerOf(authOf(request))) }),
  });
  app.route({
    ...routeOptions(createReportScheduleRoute, prefix),
    handler: async (request, reply) => {
      const auth = authOf(request);
      return reply
        .code(201)
        .send({ data: await schedules.create(callerOf(auth), auth.user.fullname, request.body) });
    },
  });
  app.route({
    ...routeOptions(updateReportScheduleRoute, prefix),
    handler: async (request) => ({
      data: await schedules.update(callerOf(authOf(request)), request.params.id, request.body),
    }),
  });
  app.route({
    ...routeOptions(deleteReportScheduleRoute, prefix),
    handler: async (request) => ({
      data: await schedules.remove(callerOf(authOf(request)), request.params.id),
    }),
  });
  app.route({
    ...routeOptions(listReportOutboxRoute, prefix),
    handler: async (request) => ({ data: await schedules.outbox(callerOf(authOf(request))) }),
  });
  app.route({
    ...routeOptions(downloadReportOutboxFileRoute, prefix),
    handler: async (request, reply) => {
      const file = await schedules.outboxFile(callerOf(authOf(request)), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
};

/** CTRL-1 (ARMADA_SIM_CONTROLS), RPT-15: one pass of the report schedules in this process now. */
export const reportControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(runReportSchedulePassRoute, prefix),
    handler: async (request) => {
      authOf(request);
      return { data: { sent: await services.reportScheduleLoop.pass() } };
    },
  });
};
