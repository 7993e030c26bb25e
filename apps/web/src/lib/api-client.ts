import {
  HTTP_ERROR_CODES,
  isServerErrorReason,
  type ServerErrorParams,
  type ServerErrorReason,
} from '@armada/contracts/shared';
import { env } from '@/config/env';
import { describeMismatch, type Validator } from './contract';
import * as validators from './contract/checks.generated.js';

/** Codes for failures that never reached a server answer, beside the server's own codes. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export interface ApiErrorInit {
  statusCode: number;
  code: string;
  message: string;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  retryAfterSeconds?: number | undefined;
  /** Why the server refused, when it said so (contracts errors.ts); see serverErrorText. */
  reason?: ServerErrorReason | undefined;
  params?: ServerErrorParams | undefined;
  /** The codes of the body's `errors_v2.issues`, when it listed them (submit answers). */
  issueCodes?: readonly string[] | undefined;
}

/**
 * Every failed gateway call becomes one of these: the server's `{statusCode, code, message}`
 * (with its `reason` and `params` when it sent them) as sent, or a client-side code with
 * statusCode 0 when no answer arrived.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;
  readonly reason: ServerErrorReason | undefined;
  readonly params: ServerErrorParams | undefined;
  readonly issueCodes: readonly string[];

  constructor({
    statusCode,
    code,
    message,
    retryAfterSeconds,
    reason,
    params,
    issueCodes = [],
  }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.reason = reason;
    this.params = params;
    this.issueCodes = issueCodes;
  }
}

/** The `code` of each `errors_v2.issues` entry of an error body (none when it has no list). */
export function issueCodesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const v2: unknown = (body as Record<string, unknown>).errors_v2;
  if (typeof v2 !== 'object' || v2 === null) return [];
  const issues: unknown = (v2 as Record<string, unknown>).issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    const code =
      typeof issue === 'object' && issue !== null
        ? (issue as Record<string, unknown>).code
        : undefined;
    return typeof code === 'string' ? [code] : [];
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 401;
}

/** Client errors (4xx) will fail the same way again; retrying them only delays the message. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
}

const STATUS_CODES: Record<number, string> = {
  400: HTTP_ERROR_CODES.badRequest,
  401: HTTP_ERROR_CODES.unauthorized,
  403: HTTP_ERROR_CODES.forbidden,
  404: HTTP_ERROR_CODES.notFound,
  409: HTTP_ERROR_CODES.conflict,
  429: HTTP_ERROR_CODES.tooManyRequests,
  502: HTTP_ERROR_CODES.badGateway,
  503: HTTP_ERROR_CODES.serviceUnavailable,
  504: HTTP_ERROR_CODES.gatewayTimeout,
};

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** The contract the success body must match (validators.ts); anything else is an error. */
  validate: Validator<T>;
  body?: unknown;
  /**
   * A file sent as the body itself (an import, a photo), instead of `body` as JSON: its bytes
   * with `contentType` (default the file's own type, else application/octet-stream).
   */
  file?: Blob;
  contentType?: string;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal | undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  // The error shape without its optional reason and params, read apart: a reason this build
  // does not know (a newer server) must not cost the message.
  if (validators.ErrorCore.check(body)) {
    const { reason, params } = body as { reason?: unknown; params?: unknown };
    return new ApiError({
      statusCode: body.statusCode,
      code: body.code,
      message: body.message,
      retryAfterSeconds,
      reason: isServerErrorReason(reason) ? reason : undefined,
      params: validators.ErrorParams.check(params) ? params : undefined,
      issueCodes: issueCodesOf(body),
    });
  }
  // Not our error shape (a proxy's HTML page, an empty body): keep what the status says.
  return new ApiError({
    statusCode: response.status,
    code: STATUS_CODES[response.status] ?? HTTP_ERROR_CODES.internal,
    message: response.statusText || `HTTP ${response.status}`,
    retryAfterSeconds,
  });
}

async function request<T>(
  method: HttpMethod,
  path: string,
  { validate, body, file, contentType, query, signal }: RequestOptions<T>,
): Promise<T> {
  const timeout = AbortSignal.timeout(env.requestTimeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (file) headers['Content-Type'] = contentType ?? (file.type || 'application/octet-stream');
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: file ?? (body === undefined ? null : JSON.stringify(body)),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    // A caller's own abort (a cancelled query) is not a failure to report: pass it through.
    if (signal?.aborted) throw cause;
    const timedOut = timeout.aborted;
    throw new ApiError({
      statusCode: 0,
      code: timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
      message: timedOut ? `No answer from ${path} in time` : `Could not reach ${path}`,
    });
  }

  if (!response.ok) throw await toApiError(response);

  const data = await readJson(response);
  if (!validate.check(data)) {
    const where = await describeMismatch(validate.name, data);
    throw new ApiError({
      statusCode: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: `Unexpected response from ${method} ${path}${where}`,
    });
  }
  return data;
}

/**
 * The one way the app talks to the gateway: same-origin cookies, JSON both ways, typed errors,
 * and success bodies checked against the contract before any component sees them.
 */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions<T>) => request('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request('PUT', path, options),
  patch: <T>(path: string, options: RequestOptions<T>) => request('PATCH', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request('DELETE', path, options),
};
