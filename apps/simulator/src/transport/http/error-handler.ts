import {
  ROUTE_OPTIMIZATION_ERROR_CODES,
  type RouteOptimizationErrorResponse,
  type RouteOptimizationIssue,
} from '@armada/contracts/route-optimization';
import {
  HTTP_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ErrorResponse,
  type ServerErrorParams,
  type ServerErrorReason,
} from '@armada/contracts/shared';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { ListQueryError } from '../../engine/list-engine';
import { ServiceError } from '../../services/service-error';
import { RouteOptimizationRefusal } from '../../services/fleet-planning/submit-checks';

/**
 * The JSON error answer, with the field at fault when there is one (ERR-1), and for a refusal
 * its reason and params (contracts errors.ts), which clients translate.
 */
export interface ErrorBody extends ErrorResponse {
  field?: string;
  errors?: { field: string; message: string }[];
}

const CODE_BY_STATUS: Record<number, string> = {
  400: HTTP_ERROR_CODES.badRequest,
  401: HTTP_ERROR_CODES.unauthorized,
  403: HTTP_ERROR_CODES.forbidden,
  404: HTTP_ERROR_CODES.notFound,
  409: HTTP_ERROR_CODES.conflict,
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: HTTP_ERROR_CODES.tooManyRequests,
};

function pathOf(context: string | undefined, instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return [context ?? 'request', ...parts].join('.');
}

/** "body.email must match format "email"", "body.name is required", "body.foo is not allowed". */
export function describeValidationError(
  context: string | undefined,
  error: FastifySchemaValidationError,
): { field: string; message: string } {
  const base = pathOf(context, error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = (params.requiredProperties ?? params.missingProperty) as
      string[] | string | undefined;
    const name = Array.isArray(missing) ? missing[0] : missing;
    const field = name ? `${base}.${name}` : base;
    return { field, message: `${field} is required` };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = params.additionalProperties as string[] | string | undefined;
    const name = Array.isArray(extra) ? extra[0] : extra;
    const field = name ? `${base}.${name}` : base;
    return { field, message: `${field} is not allowed` };
  }
  if (error.keyword === 'boolean' && error.message === 'schema is false') {
    return { field: base, message: `${base} is not allowed` };
  }
  if (error.keyword === 'minProperties') {
    return { field: base, message: `${base} must contain at least one field to change` };
  }
  if (error.keyword === 'pattern' && params.pattern === '\\S') {
    return { field: base, message: `${base} must not be blank` };
  }
  return { field: base, message: `${base} ${error.message ?? 'is invalid'}` };
}

/** The first item of each key, in order; one pass (a refusal may list thousands of items). */
function firstPerKey<T>(items: readonly T[], keyOf: (item: T) => string | undefined): T[] {
  const seen = new Set<string | undefined>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface ErrorDetails {
  field?: string | undefined;
  reason?: ServerErrorReason | undefined;
  params?: ServerErrorParams | undefined;
}

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  { field, reason, params }: ErrorDetails = {},
): ErrorBody {
  return {
    statusCode,
    code,
    message,
    ...(field === undefined ? {} : { field }),
    ...(reason === undefined ? {} : { reason }),
    ...(params === undefined ? {} : { params }),
  };
}

/** One handler for the whole simulator: clear JSON for 4xx, nothing internal on 5xx (ERR-2). */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.validation) {
    const described = error.validation.map((e) =>
      describeValidationError(error.validationContext, e),
    );
    // "schema is false" repeats the additionalProperties error; keep the clearer one.
    const unique = firstPerKey(described, (d) => d.field);
    const first = unique[0] ?? {
      field: error.validationContext ?? 'request',
      message: error.message,
    };
    return reply.code(400).send({
      ...errorBody(400, HTTP_ERROR_CODES.validation, first.message, {
        field: first.field,
        reason: SERVER_ERROR_REASONS.requestInvalid,
        params: { field: first.field },
      }),
      errors: unique,
    });
  }
  if (error instanceof ServiceError) {
    return reply.code(error.statusCode).send(
      errorBody(error.statusCode, error.code, error.message, {
        field: error.field,
        reason: error.reason,
        params: error.params,
      }),
    );
  }
  if (error instanceof ListQueryError) {
    return reply
      .code(400)
      .send(errorBody(400, HTTP_ERROR_CODES.badRequest, error.message, { field: error.part }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? error.code ?? HTTP_ERROR_CODES.badRequest;
    return reply.code(status).send(errorBody(status, code, error.message || 'Bad request'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send(
      errorBody(
        500,
        HTTP_ERROR_CODES.internal,
        'Something went wrong on our side; the error was logged. Try again.',
      ),
    );
}

export function notFoundBody(method: string, url: string): ErrorBody {
  const path = url.split('?')[0]?.slice(0, 200) ?? '';
  return errorBody(404, HTTP_ERROR_CODES.notFound, `There is no ${method} ${path} endpoint.`);
}

/**
 * Create and re-optimize answer refusals in the route optimization shape
 * (docs/rules/route-optimization.md §7.3): the error shape plus `data: null`, `errors` (messages)
 * and `errors_v2.issues` (codes of §8, with the field's path). Schema errors and unreadable
 * bodies become issues too; an empty order list is the spec's EMPTY_ORDER. Other errors (401, 403,
 * 404, 409) keep the common shape.
 */
export function handleRouteOptimizationSubmitError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  let statusCode: number;
  let issues: RouteOptimizationIssue[];
  if (error instanceof RouteOptimizationRefusal) {
    statusCode = error.statusCode;
    issues = [...error.issues];
  } else if (error.validation) {
    statusCode = 400;
    issues = error.validation.map((e) => {
      const described = describeValidationError(error.validationContext, e);
      const path = described.field.replace(/^body\.?/, '');
      const emptyOrders = path === 'delivery_orders' && e.keyword === 'minItems';
      return {
        code: emptyOrders ? ROUTE_OPTIMIZATION_ERROR_CODES.emptyOrder : HTTP_ERROR_CODES.validation,
        message: emptyOrders ? 'Choose at least one delivery order.' : described.message,
        path,
      };
    });
    issues = firstPerKey(issues, (issue) => issue.path);
  } else if (
    !(error instanceof ServiceError) &&
    (error.statusCode === 400 || error.statusCode === 422 || error.statusCode === 429)
  ) {
    // A body that is not JSON, too large a number of fields, ...: still the submit's shape.
    statusCode = error.statusCode;
    issues = [
      {
        code: CODE_BY_STATUS[statusCode] ?? HTTP_ERROR_CODES.badRequest,
        message: error.message || 'Bad request',
      },
    ];
  } else {
    return handleError(error, request, reply);
  }
  const first = issues[0] ?? { code: HTTP_ERROR_CODES.validation, message: 'Invalid request' };
  return reply.code(statusCode).send({
    statusCode,
    code: first.code,
    message: first.message ?? first.code,
    data: null,
    errors: issues.map((issue) => issue.message ?? issue.code),
    errors_v2: { issues },
  } satisfies RouteOptimizationErrorResponse);
}
