import { DOMAIN_ERROR_REASONS } from '../catalogue/server-error-reasons';

/** `A | B` to `A & B`: the assembled object has every domain's keys. */
type IntersectionOf<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void
  ? I
  : never;
type MergedReasons = IntersectionOf<(typeof DOMAIN_ERROR_REASONS)[number]>;

function mergeReasons(parts: readonly Readonly<Record<string, string>>[]): MergedReasons {
  const merged: Record<string, string> = {};
  const ids = new Set<string>();
  for (const part of parts) {
    for (const [key, id] of Object.entries(part)) {
      if (key in merged || ids.has(id))
        throw new Error(`Server error reason ${key} (${id}) is declared twice`);
      merged[key] = id;
      ids.add(id);
    }
  }
  return merged as MergedReasons;
}

/**
 * Why a server refused a request, beside the transport `code`: a stable id a client can turn
 * into its own words (the web app's `errors.server.<reason>`), filled in with `params`, the
 * values the text names. The English `message` stays for API consumers and for clients that do
 * not know the reason. One id per refusal a service can make; ids never change meaning.
 *
 * REST error bodies carry `reason` and `params` (ErrorResponseSchema). GraphQL results do not:
 * their fields are fixed by the spec and an upstream backend's schema has no such field to ask
 * for (graphql-result.ts), so a GraphQL client reads `errorCode` and maps it per operation.
 *
 * Each domain declares its reasons in its own folder (`src/<domain>/error-reasons.ts`, the key
 * names the reason in code, the value is the id on the wire); catalogue/server-error-reasons.ts
 * lists them and this is their union. A key or an id two domains declare fails at load.
 */
// Pure for the bundler: a page that imports only HTTP_ERROR_CODES from here (the public
// tracking page) must not keep the merge, and the chunk it sits in, for its side effects.
export const SERVER_ERROR_REASONS = /* @__PURE__ */ mergeReasons(DOMAIN_ERROR_REASONS);

export type ServerErrorReason = (typeof SERVER_ERROR_REASONS)[keyof typeof SERVER_ERROR_REASONS];

const REASONS: ReadonlySet<string> = /* @__PURE__ */ new Set(Object.values(SERVER_ERROR_REASONS));

export function isServerErrorReason(value: unknown): value is ServerErrorReason {
  return typeof value === 'string' && REASONS.has(value);
}

/** Transport-level error codes shared by every service (domain codes live with their feature). */
export const HTTP_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  badGateway: 'BAD_GATEWAY',
  gatewayTimeout: 'GATEWAY_TIMEOUT',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];
