import type {
  DeliveryOrderImportCommitResult,
  DeliveryOrderImportFormat,
  DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
import { HTTP_ERROR_CODES, isServerErrorReason } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * The delivery order import (DLV-25 … DLV-31): the file is sent as the request body with its
 * own content type, through XMLHttpRequest because fetch cannot report upload progress (the
 * dialog's progress bar, DLV-33). Answers are checked against the contract like apiClient's.
 */

export type ImportStep = 'check' | 'commit';

/** How far a call is: bytes sent out of the file's size, then waiting for the server. */
export interface ImportProgress {
  sent: number;
  total: number;
}

/** A refused commit carries the report it was refused for (DLV-31). */
export class ImportRefusedError extends ApiError {
  constructor(
    error: ApiError,
    readonly report: DeliveryOrderImportReport,
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

export function importTemplateUrl(format: DeliveryOrderImportFormat): string {
  return `${env.apiBaseUrl}${ROUTE_URLS.deliveryOrderImportTemplate}?format=${format}`;
}

/** The file's content type as the server reads it: by extension when the browser gives none. */
export function importContentType(file: File): string {
  if (/\.xlsx$/i.test(file.name)) {
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  if (/\.csv$/i.test(file.name)) return 'text/csv';
  return file.type || 'application/octet-stream';
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
    const checkedReport = { data: report };
    return validators.DeliveryOrderImportReport.check(checkedReport)
      ? new ImportRefusedError(error, checkedReport.data)
      : error;
  }
  return new ApiError({
    statusCode: status,
    code: status === 0 ? CLIENT_ERROR_CODES.network : HTTP_ERROR_CODES.internal,
    message: status === 0 ? 'Could not reach the server' : `HTTP ${status}`,
  });
}

export interface UploadOptions {
  validOnly?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
}

function send(step: ImportStep, file: File, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url =
      step === 'check'
        ? ROUTE_URLS.checkDeliveryOrderImport
        : `${ROUTE_URLS.commitDeliveryOrderImport}${options.validOnly ? '?valid_only=true' : ''}`;
    xhr.open('POST', `${env.apiBaseUrl}${url}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', importContentType(file));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({ sent: event.loaded, total: event.total || file.size });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(errorOf(xhr.status, body));
    };
    xhr.onerror = () => reject(errorOf(0, undefined));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** `POST …/import/check` (DLV-30): the report; nothing is saved. */
export async function checkImport(
  file: File,
  options: UploadOptions = {},
): Promise<DeliveryOrderImportReport> {
  const body = await send('check', file, options);
  if (!validators.DeliveryOrderImportReport.check(body)) {
    throw new ApiError({
      statusCode: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'Unexpected response from the import check',
    });
  }
  return body.data;
}

/** `POST …/import/commit` (DLV-31): all valid orders saved, or none. */
export async function commitImport(
  file: File,
  options: UploadOptions = {},
): Promise<DeliveryOrderImportCommitResult> {
  const body = await send('commit', file, options);
  if (!validators.DeliveryOrderImportCommit.check(body)) {
    throw new ApiError({
      statusCode: 201,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'Unexpected response from the import commit',
    });
  }
  return body.data;
}

export interface ImportApi {
  check: typeof checkImport;
  commit: typeof commitImport;
}

export const importApi: ImportApi = { check: checkImport, commit: commitImport };
