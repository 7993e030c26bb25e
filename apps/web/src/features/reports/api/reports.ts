import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateReportExportRequest,
  ReportExport,
  ReportFilterOptions,
  ReportInfo,
  ReportOutboxItem,
  ReportPage,
  ReportRow,
  ReportSchedule,
  ReportScheduleInput,
} from '@armada/contracts/reports';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import type { ReportFilterValues } from '../utils/report-filters';

/** Every report query key starts with `reportKeys.all`. */
export const reportKeys = {
  all: ['reports'] as const,
  catalogue: () => [...reportKeys.all, 'catalogue'] as const,
  options: () => [...reportKeys.all, 'options'] as const,
  pages: (reportId: string) => [...reportKeys.all, 'page', reportId] as const,
  page: (reportId: string, filters: ReportFilterValues, query: ListQuery) =>
    [...reportKeys.pages(reportId), filters, query] as const,
  schedules: () => [...reportKeys.all, 'schedules'] as const,
  outbox: () => [...reportKeys.all, 'outbox'] as const,
};
export type ReportPageQueryKey = ReturnType<typeof reportKeys.page>;

/** `GET /api/report` (RPT-1). */
export const reportCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.catalogue(),
    queryFn: async ({ signal }): Promise<ReportInfo[]> =>
      (await apiClient.get(ROUTE_URLS.listReports, { validate: validators.listReports, signal }))
        .data,
    staleTime: 5 * 60_000,
  });

export const useReportCatalogue = () => useQuery(reportCatalogueQueryOptions());

/** `GET /api/report-options` (RPT-7). */
export const useReportFilterOptions = () =>
  useQuery({
    queryKey: reportKeys.options(),
    queryFn: async ({ signal }): Promise<ReportFilterOptions['data']> =>
      (
        await apiClient.get(ROUTE_URLS.listReportFilterOptions, {
          validate: validators.listReportFilterOptions,
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

function filterQuery(filters: ReportFilterValues) {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.vehicles.length > 0 && { vehicles: filters.vehicles.join(',') }),
    ...(filters.groups.length > 0 && { groups: filters.groups.join(',') }),
    ...(filters.drivers.length > 0 && { drivers: filters.drivers.join(',') }),
  };
}

/** The table's sort (`key asc`) from the list query's `sorts`. */
export function sortOf(query: ListQuery): string | undefined {
  const sorts = query.sorts;
  const first = Array.isArray(sorts) ? sorts[0] : sorts;
  return first || undefined;
}

/** `GET /api/report/:reportId` (RPT-3): one page, its size and its chart. */
export const reportPageQueryOptions = (
  reportId: string,
  filters: ReportFilterValues,
  query: ListQuery,
) =>
  queryOptions({
    queryKey: reportKeys.page(reportId, filters, query),
    queryFn: ({ signal }) => fetchReportPage(reportId, filters, query, signal),
    placeholderData: keepPreviousData,
  });

function fetchReportPage(
  reportId: string,
  filters: ReportFilterValues,
  query: ListQuery,
  signal: AbortSignal,
): Promise<ReportPage> {
  return apiClient.get(ROUTE_URLS.runReport.replace(':reportId', encodeURIComponent(reportId)), {
    validate: validators.runReport,
    query: {
      ...filterQuery(filters),
      page: query.page,
      limit: query.limit,
      sort: sortOf(query),
    },
    signal,
  });
}

/**
 * The same query for the list table, which reads a page as a list answer (the page is one, with
 * its report part besides): one key, so the table and the chart share one request.
 */
export const reportTableQueryOptions = (
  reportId: string,
  filters: ReportFilterValues,
  query: ListQuery,
) => {
  return queryOptions<ListResponse<ReportRow>, Error, ListResponse<ReportRow>, ReportPageQueryKey>({
    queryKey: reportKeys.page(reportId, filters, query),
    queryFn: (context) => fetchReportPage(reportId, filters, query, context.signal),
    placeholderData: keepPreviousData,
  });
};

/** `POST /api/report/:reportId/export` (RPT-8). */
export async function startReportExport(
  reportId: string,
  filters: ReportFilterValues,
  body: Pick<CreateReportExportRequest, 'format' | 'language' | 'sort'>,
): Promise<ReportExport> {
  const answer = await apiClient.post(
    ROUTE_URLS.createReportExport.replace(':reportId', encodeURIComponent(reportId)),
    { validate: validators.createReportExport, body: { ...filterQuery(filters), ...body } },
  );
  return answer.data;
}

/** `GET /api/report-export/:exportId` (RPT-10). */
export async function getReportExport(id: string, signal?: AbortSignal): Promise<ReportExport> {
  const answer = await apiClient.get(ROUTE_URLS.getReportExport.replace(':exportId', id), {
    validate: validators.getReportExport,
    signal,
  });
  return answer.data;
}

/** Where a finished export's file is (`GET /api/report-export/:exportId/file`). */
export function reportExportFileUrl(id: string): string {
  return `${env.apiBaseUrl}${ROUTE_URLS.downloadReportExport.replace(':exportId', id)}`;
}

export function reportOutboxFileUrl(id: number): string {
  return `${env.apiBaseUrl}${ROUTE_URLS.downloadReportOutboxFile.replace(':id', String(id))}`;
}

/** `GET /api/report-schedule` (RPT-14). */
export const useReportSchedules = () =>
  useQuery({
    queryKey: reportKeys.schedules(),
    queryFn: async ({ signal }): Promise<ReportSchedule[]> =>
      (
        await apiClient.get(ROUTE_URLS.listReportSchedules, {
          validate: validators.listReportSchedules,
          signal,
        })
      ).data,
  });

/** `GET /api/report-outbox` (RPT-17). */
export const useReportOutbox = () =>
  useQuery({
    queryKey: reportKeys.outbox(),
    queryFn: async ({ signal }): Promise<ReportOutboxItem[]> =>
      (
        await apiClient.get(ROUTE_URLS.listReportOutbox, {
          validate: validators.listReportOutbox,
          signal,
        })
      ).data,
  });

/** `POST /api/report-schedule` (RPT-14). */
export function useCreateReportSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReportScheduleInput) =>
      (
        await apiClient.post(ROUTE_URLS.createReportSchedule, {
          validate: validators.createReportSchedule,
          body: input,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.schedules() }),
  });
}

/** `DELETE /api/report-schedule/:id` (RPT-14). */
export function useDeleteReportSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiClient.delete(ROUTE_URLS.deleteReportSchedule.replace(':id', String(id)), {
          validate: validators.deleteReportSchedule,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.schedules() }),
  });
}
