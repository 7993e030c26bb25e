import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Address,
  AddressExportFormat,
  AddressImportProblem,
  AddressImportReport,
  AddressImportResult,
  AddressPlace,
  CreateAddressRequest,
  UpdateAddressRequest,
} from '@armada/contracts/customers';
import { HTTP_ERROR_CODES, isServerErrorReason } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { ApiError, CLIENT_ERROR_CODES, apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { addressKeys } from '@/lib/resources/addresses';

/** The address book's calls (docs/rules/addresses.md); the list is `lib/resources/addresses`. */

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET /api/address/:id`: the record as it is now, for the edit form. */
export function useAddress(id: number | null) {
  return useQuery({
    queryKey: [...addressKeys.all, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(withId(ROUTE_URLS.getAddress, id ?? 0), {
          validate: validators.getAddress,
          signal,
        })
      ).data,
    enabled: id !== null,
    staleTime: 0,
  });
}

export async function createAddress(body: CreateAddressRequest): Promise<Address> {
  return (
    await apiClient.post(ROUTE_URLS.createAddress, { validate: validators.createAddress, body })
  ).data;
}

export async function updateAddress({
  id,
  body,
}: {
  id: number;
  body: UpdateAddressRequest;
}): Promise<Address> {
  return (
    await apiClient.patch(withId(ROUTE_URLS.updateAddress, id), {
      validate: validators.updateAddress,
      body,
    })
  ).data;
}

/** ADDR-8, ADDR-9: a change; every address list refreshes after it. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: number | null;
      body: CreateAddressRequest | UpdateAddressRequest;
    }) =>
      input.id === null
        ? createAddress(input.body as CreateAddressRequest)
        : updateAddress({ id: input.id, body: input.body as UpdateAddressRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** ADDR-13: the kecamatan, city, province and postcode under a pin. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<AddressPlace> {
  return (
    await apiClient.get(ROUTE_URLS.reverseGeocodeAddress, {
      validate: validators.reverseGeocodeAddress,
      query: { latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) },
    })
  ).data;
}

/** ADDR-11: the export file's address for what the list shows. */
export function exportUrl(
  format: AddressExportFormat,
  search: string,
  filters: readonly string[],
  sort: string | null,
): string {
  const params = new URLSearchParams({ format });
  if (search.trim() !== '') params.set('search', search.trim());
  for (const filter of filters) params.append('filters', filter);
  if (sort) params.set('sorts', sort);
  return `${env.apiBaseUrl}${ROUTE_URLS.exportAddresses}?${params.toString()}`;
}

/** ADDR-12: a refused import, with the problems it was refused for. */
export class ImportRefusedError extends ApiError {
  constructor(
    error: ApiError,
    readonly report: AddressImportReport,
  ) {
    super({
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      reason: error.reason,
      params: error.params,
    });
  }
}

function isReport(value: unknown): value is AddressImportReport {
  if (typeof value !== 'object' || value === null) return false;
  const { rows, problems } = value as { rows?: unknown; problems?: unknown };
  return (
    typeof rows === 'number' &&
    Array.isArray(problems) &&
    problems.every(
      (p: Partial<AddressImportProblem>) =>
        typeof p === 'object' &&
        p !== null &&
        typeof p.row === 'number' &&
        typeof p.problem === 'string',
    )
  );
}

function errorOf(status: number, body: unknown): ApiError {
  if (validators.ErrorCore.check(body)) {
    const { reason, params, report } = body as {
      reason?: unknown;
      params?: unknown;
      report?: unknown;
    };
    const error = new ApiError({
      statusCode: body.statusCode,
      code: body.code,
      message: body.message,
      reason: isServerErrorReason(reason) ? reason : undefined,
      params: validators.ErrorParams.check(params) ? params : undefined,
    });
    return isReport(report) ? new ImportRefusedError(error, report) : error;
  }
  return new ApiError({
    statusCode: status,
    code: status === 0 ? CLIENT_ERROR_CODES.network : HTTP_ERROR_CODES.internal,
    message: status === 0 ? 'Could not reach the server' : `HTTP ${status}`,
  });
}

/** The content type of an import file, from its name (the server checks the bytes too). */
function typeOf(file: File): string {
  return file.name.toLowerCase().endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv';
}

/** `POST /api/address/import`: every row saved, or none (ADDR-12). */
export async function importAddresses(file: File): Promise<AddressImportResult> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${ROUTE_URLS.importAddresses}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': typeOf(file), accept: 'application/json' },
      body: file,
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
  if (!validators.importAddresses.check(body)) {
    throw new ApiError({
      statusCode: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'Unexpected response from the address import',
    });
  }
  return body.data;
}

export function useImportAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAddresses,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
