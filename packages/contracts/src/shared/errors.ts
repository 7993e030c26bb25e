import Type, { type Static } from 'typebox';
import { SERVER_ERROR_REASONS } from './server-errors';

export {
  HTTP_ERROR_CODES,
  SERVER_ERROR_REASONS,
  isServerErrorReason,
  type HttpErrorCode,
  type ServerErrorReason,
} from './server-errors';

/**
 * The error shape and its parts as schemas; the reason ids and transport codes themselves are in
 * server-errors.ts, a module without TypeBox calls that the web's first page can load alone.
 */

export const ServerErrorReasonSchema = Type.Enum(Object.values(SERVER_ERROR_REASONS));

/** The values a reason's text names, flat: `{ code: 'CUS-00001', name: 'Toko Maju' }`. */
export const ServerErrorParamsSchema = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Number()]),
);
export type ServerErrorParams = Static<typeof ServerErrorParamsSchema>;

/**
 * The one error shape every REST endpoint, the gateway and the simulator answer with
 * (docs/architecture.md: never an HTML page or a stack trace). `reason` and `params` are optional:
 * answers that are not a service's refusal (a proxy error, a crash) carry neither.
 */
export const ErrorResponseSchema = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({ minLength: 1 }),
    message: Type.String({ minLength: 1 }),
    reason: Type.Optional(ServerErrorReasonSchema),
    params: Type.Optional(ServerErrorParamsSchema),
  },
  { $id: 'ErrorResponse', additionalProperties: true },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;
