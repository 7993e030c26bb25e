import { HTTP_ERROR_CODES } from '@armada/contracts';

/**
 * A refusal a caller can act on: REST answers it as `{ statusCode, code, message }`, GraphQL as
 * `isSuccessful: false` with `errorCode`, `errorName`, `message` and `status`.
 */
export class ServiceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The request field at fault, e.g. "body.email"; also in the JSON answer. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  static validation(field: string, message: string): ServiceError {
    return new ServiceError(400, HTTP_ERROR_CODES.validation, message, field);
  }

  static notFound(message: string): ServiceError {
    return new ServiceError(404, HTTP_ERROR_CODES.notFound, message);
  }

  static conflict(message: string, field?: string): ServiceError {
    return new ServiceError(409, HTTP_ERROR_CODES.conflict, message, field);
  }

  static unauthorized(message: string): ServiceError {
    return new ServiceError(401, HTTP_ERROR_CODES.unauthorized, message);
  }

  static forbidden(message: string): ServiceError {
    return new ServiceError(403, HTTP_ERROR_CODES.forbidden, message);
  }
}
