import {
  GEOFENCE_IMPORT,
  type GeofenceImportReport,
  type GeofenceImportResult,
} from '@armada/contracts/geofences';
import { HTTP_ERROR_CODES, isServerErrorReason } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * GEO-13 ... GEO-15: the GeoJSON upload. The file is the request body with its own content
 * type; a refused import carries the report it was refused for.
 */

export class ImportRefusedError extends ApiError {
  constructor(
    error: ApiError,
    readonly report: GeofenceImportReport,
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

/** GEO-21: what the browser checks before sending: the name's extension and the size. */
export type FileProblem = 'type' | 'size' | null;

export function fileProblem(file: { name: string; size: number }): FileProblem {
  const name = file.name.toLowerCase();
  if (!GEOFENCE_IMPORT.extensions.some((extension) => name.endsWith(extension))) return 'type';
  return file.size > GEOFENCE_IMPORT.maxBytes ? 'size' : null;
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
    const checked = { data: report };
    return validators.checkGeofenceImport.check(checked)
      ? new ImportRefusedError(error, checked.data)
      : error;
  }
  return new ApiError({
    statusCode: status,
    code: status === 0 ? CLIENT_ERROR_CODES.network : HTTP_ERROR_CODES.internal,
    message: status === 0 ? 'Could not reach the server' : `HTTP ${status}`,
  });
}

async function send(url: string, file: Blob): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${url}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/geo+json', accept: 'application/json' },
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
  return body;
}

function unexpected(status: number): ApiError {
  return new ApiError({
    statusCode: status,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: 'Unexpected response from the geofence import',
  });
}

/** `POST /api/geofence/import/check`: the report; nothing is saved. */
export async function checkImport(file: Blob): Promise<GeofenceImportReport> {
  const body = await send(ROUTE_URLS.checkGeofenceImport, file);
  if (!validators.checkGeofenceImport.check(body)) throw unexpected(200);
  return body.data;
}

/** `POST /api/geofence/import`: every feature saved, or none (unless `validOnly`). */
export async function commitImport(file: Blob, validOnly: boolean): Promise<GeofenceImportResult> {
  const body = await send(
    `${ROUTE_URLS.importGeofences}${validOnly ? '?valid_only=true' : ''}`,
    file,
  );
  if (!validators.importGeofences.check(body)) throw unexpected(201);
  return body.data;
}

export interface ImportApi {
  check: typeof checkImport;
  commit: typeof commitImport;
}

export const importApi: ImportApi = { check: checkImport, commit: commitImport };
