import Type, { type Static } from 'typebox';

/**
 * The one error shape every REST endpoint, the gateway and the simulator answer with
 * (ARCHITECTURE.md: never an HTML page or a stack trace).
 */
export const ErrorResponseSchema = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({ minLength: 1 }),
    message: Type.String({ minLength: 1 }),
  },
  { $id: 'ErrorResponse', additionalProperties: true },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** Transport-level error codes shared by every service (domain codes live with their feature). */
export const HTTP_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  badGateway: 'BAD_GATEWAY',
  gatewayTimeout: 'GATEWAY_TIMEOUT',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];
