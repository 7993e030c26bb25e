import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateLicenceDocumentRequest,
  LicenceDocument,
  LicenceDocumentKind,
  LicenceExpiryWindow,
  LicenceExportFormat,
  LicenceHolderType,
  LicenceScan,
  UpdateLicenceDocumentRequest,
} from '@armada/contracts/licences';
import {
  HTTP_ERROR_CODES,
  isServerErrorReason,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import { env } from '@/config/env';
import { ApiError, CLIENT_ERROR_CODES, apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** What narrows the list beside the shared list query (LIC-7). */
export interface LicenceScope {
  holder: LicenceHolderType;
  window: LicenceExpiryWindow | null;
  kind: LicenceDocumentKind | null;
}

/** Every licence query key starts with `licenceKeys.all`. */
export const licenceKeys = {
  all: ['licences'] as const,
  lists: () => [...licenceKeys.all, 'list'] as const,
  list: (scope: LicenceScope, query: ListQuery) => [...licenceKeys.lists(), scope, query] as const,
  summary: (holder: LicenceHolderType) => [...licenceKeys.all, 'summary', holder] as const,
  holders: () => [...licenceKeys.all, 'holders'] as const,
};
export type LicenceListQueryKey = ReturnType<typeof licenceKeys.list>;

const withIds = (url: string, id: number, scanId?: number) =>
  url.replace(':id', String(id)).replace(':scanId', String(scanId ?? 0));

function scopeQuery(scope: LicenceScope) {
  return {
    holder_type: scope.holder,
    ...(scope.window ? { window: scope.window } : {}),
    ...(scope.kind ? { kind: scope.kind } : {}),
  };
}

/** `GET /api/license/document` (LIC-7). */
export async function getLicenceDocuments(
  scope: LicenceScope,
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<LicenceDocument>> {
  return apiClient.get(ROUTE_URLS.listLicenceDocuments, {
    validate: validators.listLicenceDocuments,
    query: { ...query, ...scopeQuery(scope) },
    signal,
  });
}

export const licenceListQueryOptions = (scope: LicenceScope) => (query: ListQuery) =>
  queryOptions({
    queryKey: licenceKeys.list(scope, query),
    queryFn: ({ signal }) => getLicenceDocuments(scope, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/license/document/summary` (LIC-7): the cards' counts. */
export function useLicenceSummary(holder: LicenceHolderType, enabled = true) {
  return useQuery({
    queryKey: licenceKeys.summary(holder),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.getLicenceSummary, {
          validate: validators.getLicenceSummary,
          query: { holder_type: holder },
          signal,
        })
      ).data,
  });
}

/** `GET /api/license/holder` (LIC-2): the form's vehicles and drivers. */
export function useLicenceHolders(enabled = true) {
  return useQuery({
    queryKey: licenceKeys.holders(),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.listLicenceHolders, {
          validate: validators.listLicenceHolders,
          signal,
        })
      ).data,
  });
}

export type LicenceChange =
  | { kind: 'create'; body: CreateLicenceDocumentRequest }
  | { kind: 'update'; id: number; body: UpdateLicenceDocumentRequest };

export async function changeLicenceDocument(change: LicenceChange): Promise<LicenceDocument> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createLicenceDocument, {
        validate: validators.createLicenceDocument,
        body: change.body,
      })
    ).data;
  }
  return (
    await apiClient.put(withIds(ROUTE_URLS.updateLicenceDocument, change.id), {
      validate: validators.updateLicenceDocument,
      body: change.body,
    })
  ).data;
}

/** Refreshes the lists and the cards after any change. */
export function useLicenceChange<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: licenceKeys.all });
    },
  });
}

export async function deleteLicenceDocument(id: number): Promise<void> {
  await apiClient.delete(withIds(ROUTE_URLS.deleteLicenceDocument, id), {
    validate: validators.deleteLicenceDocument,
  });
}

export async function deleteLicenceScan(args: { id: number; scanId: number }): Promise<void> {
  await apiClient.delete(withIds(ROUTE_URLS.deleteLicenceScan, args.id, args.scanId), {
    validate: validators.deleteLicenceScan,
  });
}

function errorOf(status: number, body: unknown): ApiError {
  if (validators.ErrorCore.check(body)) {
    const { reason, params } = body as { reason?: unknown; params?: unknown };
    return new ApiError({
      statusCode: body.statusCode,
      code: body.code,
      message: body.message,
      reason: isServerErrorReason(reason) ? reason : undefined,
      params: validators.ErrorParams.check(params) ? params : undefined,
    });
  }
  return new ApiError({
    statusCode: status,
    code: status === 0 ? CLIENT_ERROR_CODES.network : HTTP_ERROR_CODES.internal,
    message: status === 0 ? 'Could not reach the server' : `HTTP ${status}`,
  });
}

/** `POST /api/license/document/:id/scan` (LIC-8): the file itself is the body. */
export async function uploadLicenceScan(args: { id: number; file: File }): Promise<LicenceScan> {
  const url = `${env.apiBaseUrl}${withIds(ROUTE_URLS.uploadLicenceScan, args.id)}?file_name=${encodeURIComponent(args.file.name)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': args.file.type || 'application/octet-stream',
        accept: 'application/json',
      },
      body: args.file,
    });
  } catch {
    throw errorOf(0, undefined);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) throw errorOf(response.status, body);
  if (!validators.uploadLicenceScan.check(body)) {
    throw new ApiError({
      statusCode: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'Unexpected response from the scan upload',
    });
  }
  return body.data;
}

/** LIC-8: where a scan is served (shown in the viewer, saved by the browser). */
export function scanUrl(id: number, scanId: number): string {
  return `${env.apiBaseUrl}${withIds(ROUTE_URLS.downloadLicenceScan, id, scanId)}`;
}

/** LIC-13: the export file's address for what the list shows. */
export function exportUrl(
  scope: LicenceScope,
  format: LicenceExportFormat,
  language: string,
  search: string,
  sort: string | null,
): string {
  const params = new URLSearchParams({
    ...scopeQuery(scope),
    format,
    lang: language === 'en' ? 'en' : 'id',
  });
  if (search.trim() !== '') params.set('search', search.trim());
  if (sort) params.set('sorts', sort);
  return `${env.apiBaseUrl}${ROUTE_URLS.exportLicenceDocuments}?${params.toString()}`;
}
