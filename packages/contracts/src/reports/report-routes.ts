import Type from 'typebox';
import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  CreateReportExportRequestSchema,
  ReportCatalogueSchema,
  ReportExportParamsSchema,
  ReportExportSchema,
  ReportFilterOptionsSchema,
  ReportOutboxListSchema,
  ReportPageSchema,
  ReportParamsSchema,
  ReportScheduleInputSchema,
  ReportScheduleListSchema,
  ReportSchedulePassResultSchema,
  ReportScheduleSchema,
  RunReportQuerySchema,
} from './report';

const base = `${API_BASES.main}/report`;
const tags = ['report'];
const File = Type.Unknown({ description: 'The file (attachment)' });

/** RPT-1, RPT-2: the reports the caller may open, with their filters, columns and chart. */
export const listReportsRoute = defineRoute({
  id: 'listReports',
  method: 'GET',
  url: base,
  summary: 'The report catalogue: the reports the caller may open, by category',
  tags,
  auth: true,
  schema: { response: { 200: ReportCatalogueSchema } },
});

/** RPT-7: the vehicles, groups and drivers the filters offer. */
export const listReportFilterOptionsRoute = defineRoute({
  id: 'listReportFilterOptions',
  method: 'GET',
  url: `${base}-options`,
  summary: "The company's vehicles, groups and drivers, for the reports' filters",
  tags,
  auth: true,
  schema: { response: { 200: ReportFilterOptionsSchema } },
});

/** RPT-3..7: one page of a report over a period, with its chart. */
export const runReportRoute = defineRoute({
  id: 'runReport',
  method: 'GET',
  url: `${base}/:reportId`,
  summary:
    'One page of a report over a period (company days), filtered by vehicles, groups, drivers',
  tags,
  auth: true,
  schema: {
    params: ReportParamsSchema,
    querystring: RunReportQuerySchema,
    response: { 200: ReportPageSchema },
  },
});

/** RPT-8, RPT-9: starts making the whole result as a CSV, XLSX or PDF file. */
export const createReportExportRoute = defineRoute({
  id: 'createReportExport',
  method: 'POST',
  url: `${base}/:reportId/export`,
  summary: 'Start an export of a report to CSV, XLSX or PDF; poll it, then download the file',
  tags,
  auth: true,
  schema: {
    params: ReportParamsSchema,
    body: CreateReportExportRequestSchema,
    response: { 202: ItemResponseSchema(ReportExportSchema) },
  },
});

/** RPT-10: how far an export is. */
export const getReportExportRoute = defineRoute({
  id: 'getReportExport',
  method: 'GET',
  url: `${base}-export/:exportId`,
  summary: 'An export: rows written so far of all, and the file once it is made',
  tags,
  auth: true,
  schema: {
    params: ReportExportParamsSchema,
    response: { 200: ItemResponseSchema(ReportExportSchema) },
  },
});

/** RPT-10: the finished file. */
export const downloadReportExportRoute = defineRoute({
  id: 'downloadReportExport',
  method: 'GET',
  url: `${base}-export/:exportId/file`,
  summary: 'The file of a finished export (attachment)',
  tags,
  auth: true,
  schema: { params: ReportExportParamsSchema, response: { 200: File } },
});

const scheduleBase = `${API_BASES.main}/report-schedule`;

/** RPT-14. */
export const listReportSchedulesRoute = defineRoute({
  id: 'listReportSchedules',
  method: 'GET',
  url: scheduleBase,
  summary: "The company's scheduled reports the caller may open",
  tags,
  auth: true,
  schema: { response: { 200: ReportScheduleListSchema } },
});

/** RPT-14. */
export const createReportScheduleRoute = defineRoute({
  id: 'createReportSchedule',
  method: 'POST',
  url: scheduleBase,
  summary: 'Schedule a report to be sent daily, weekly or monthly to e-mail addresses',
  tags,
  auth: true,
  schema: {
    body: ReportScheduleInputSchema,
    response: { 201: ItemResponseSchema(ReportScheduleSchema) },
  },
});

/** RPT-14. */
export const updateReportScheduleRoute = defineRoute({
  id: 'updateReportSchedule',
  method: 'PUT',
  url: `${scheduleBase}/:id`,
  summary: 'Change a scheduled report (all its fields)',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: ReportScheduleInputSchema,
    response: { 200: ItemResponseSchema(ReportScheduleSchema) },
  },
});

/** RPT-14. */
export const deleteReportScheduleRoute = defineRoute({
  id: 'deleteReportSchedule',
  method: 'DELETE',
  url: `${scheduleBase}/:id`,
  summary: 'Delete a scheduled report; the mails it made stay in the outbox',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(Type.Object({ id: Type.Integer() })) },
  },
});

const outboxBase = `${API_BASES.main}/report-outbox`;

/** RPT-17. */
export const listReportOutboxRoute = defineRoute({
  id: 'listReportOutbox',
  method: 'GET',
  url: outboxBase,
  summary: 'The latest mails the scheduled reports made, sent or kept here',
  tags,
  auth: true,
  schema: { response: { 200: ReportOutboxListSchema } },
});

/** RPT-17. */
export const downloadReportOutboxFileRoute = defineRoute({
  id: 'downloadReportOutboxFile',
  method: 'GET',
  url: `${outboxBase}/:id/file`,
  summary: "An outbox mail's attached report (attachment)",
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: File } },
});

export const reportRoutes = [
  listReportsRoute,
  listReportFilterOptionsRoute,
  runReportRoute,
  createReportExportRoute,
  getReportExportRoute,
  downloadReportExportRoute,
  listReportSchedulesRoute,
  createReportScheduleRoute,
  updateReportScheduleRoute,
  deleteReportScheduleRoute,
  listReportOutboxRoute,
  downloadReportOutboxFileRoute,
] as const;

/**
 * Simulator control (CTRL-1, ARMADA_SIM_CONTROLS; RPT-15): one pass of the report schedules in
 * this process now, as its minute tick runs it. Tests and demos; not in the catalogue.
 */
export const runReportSchedulePassRoute = defineRoute({
  id: 'runSimulatedReportSchedulePass',
  method: 'POST',
  url: `${API_BASES.main}/simulator/report-schedules/pass`,
  summary: 'Simulator control: run one pass of the report schedules now in this process',
  tags: ['simulator'],
  auth: true,
  schema: { response: { 200: ReportSchedulePassResultSchema } },
});
