import {
  HTTP_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ServerErrorParams,
  type ServerErrorReason,
} from '@armada/contracts/shared';

/** Why a refusal happened, for clients that say it in their own words (contracts errors.ts). */
export interface Refusal {
  reason: ServerErrorReason;
  /** The values the reason's text names; also in the English message. */
  params?: ServerErrorParams;
  /** The request field at fault, e.g. "body.email"; also in the JSON answer. */
  field?: string;
}

/**
 * A refusal a caller can act on: REST answers it as `{ statusCode, code, message }` plus
 * `reason`, `params` and `field` when there are some; GraphQL as `isSuccessful: false` with
 * `errorCode`, `errorName`, `message` and `status` (results have no room for the reason).
 * `message` is English, for API consumers; the reason is what a client translates.
 */
export class ServiceError extends Error {
  readonly field: string | undefined;
  readonly reason: ServerErrorReason | undefined;
  readonly params: ServerErrorParams | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    refusal?: Refusal,
  ) {
    super(message);
    this.name = 'ServiceError';
    this.field = refusal?.field;
    this.reason = refusal?.reason;
    this.params = refusal?.params;
  }

  static validation(message: string, refusal: Refusal & { field: string }): ServiceError {
    return new ServiceError(400, HTTP_ERROR_CODES.validation, message, refusal);
  }

  /**
   * A request field that breaks a rule its schema cannot state (a calendar day, a range's
   * order, a device that is not the vehicle's): 400 with the generic `request.invalid` reason
   * naming the field.
   */
  static invalidField(field: string, message: string): ServiceError {
    return ServiceError.validation(message, {
      reason: SERVER_ERROR_REASONS.requestInvalid,
      params: { field },
      field,
    });
  }

  static notFound(message: string, refusal: Refusal): ServiceError {
    return new ServiceError(404, HTTP_ERROR_CODES.notFound, message, refusal);
  }

  static conflict(message: string, refusal: Refusal): ServiceError {
    return new ServiceError(409, HTTP_ERROR_CODES.conflict, message, refusal);
  }

  static unauthorized(message: string): ServiceError {
    return new ServiceError(401, HTTP_ERROR_CODES.unauthorized, message);
  }

  static forbidden(message: string): ServiceError {
    return new ServiceError(403, HTTP_ERROR_CODES.forbidden, message);
  }
}
