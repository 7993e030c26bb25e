import Type, { type Static } from 'typebox';

/**
 * `errorCode` values of GraphQL results (`isSuccessful:false`). The specs show no catalogue;
 * these are ours, aligned with the REST transport codes where they mean the same.
 */
export const GRAPHQL_ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  notImplemented: 'NOT_IMPLEMENTED',
  /** Media: the device has not reported within the freshness window. */
  deviceUnreachable: 'DEVICE_UNREACHABLE',
  /** Media: the device has no file for the alert's time window. */
  mediaNotFound: 'MEDIA_NOT_FOUND',
  internal: 'INTERNAL_ERROR',
} as const;
export type GraphqlErrorCode = (typeof GRAPHQL_ERROR_CODES)[keyof typeof GRAPHQL_ERROR_CODES];
export const GraphqlErrorCodeSchema = Type.Enum(Object.values(GRAPHQL_ERROR_CODES));
export type GraphqlErrorCodeValue = Static<typeof GraphqlErrorCodeSchema>;
