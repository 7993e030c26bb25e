// Cross-cutting contracts: value lists and limits, the REST error shape and reasons, list queries
// and their filter/sort expressions, route and GraphQL operation builders, GraphQL results, the
// request checks both servers run, locales and shell constants, app config, geocoding, saved filters.
export {
  SERVER_ERROR_REASONS,
  ServerErrorReasonSchema,
  ServerErrorParamsSchema,
  isServerErrorReason,
  ErrorResponseSchema,
  HTTP_ERROR_CODES,
  type ServerErrorReason,
  type ServerErrorParams,
  type ErrorResponse,
  type HttpErrorCode,
} from './errors';
export {
  CONTROL_CHARACTERS,
  controlCharacterPath,
  requestCheck,
  requestLimitsOf,
  requestProblemOf,
  type RequestProblem,
} from './request-check';
export {
  LIST_OPERATORS_BY_TYPE,
  listField,
  filterableFields,
  sortableFields,
  canFilter,
  listSortKey,
  compareListValues,
  customerList,
  deliveryOrderList,
  addressList,
  vehicleList,
  boxTypeList,
  routeOptimizationRunList,
  routeOptimizationDeliveryOrderList,
  routeOptimizationVehicleList,
  savedFilterList,
  type ListFieldType,
  type ListField,
  type ListDeclaration,
  type ListSortKey,
  type CustomerListField,
} from './list-fields';
export {
  LIST_LIMITS,
  ID_RANGE,
  IdSchema,
  DECIMAL_INTEGER_PATTERN,
  DECIMAL_NUMBER_PATTERN,
  ListQuerySchema,
  ListMetadataSchema,
  ListResponseSchema,
  ItemResponseSchema,
  IdParamsSchema,
  BulkDeleteRequestSchema,
  BulkDeleteResponseSchema,
  SORT_ORDERS,
  type ListQuery,
  type ListMetadata,
  type ListResponse,
  type ItemResponse,
  type IdParams,
  type BulkDeleteRequest,
  type BulkDeleteResponse,
  type SortOrder,
} from './list-query';
export {
  FILTER_OPERATORS,
  QueryExpressionError,
  parseFilterExpression,
  formatFilterExpression,
  parseSortExpression,
  formatSortExpression,
  asList,
  type FilterOperator,
  type FilterExpression,
  type SortExpression,
} from './filter-expression';
export {
  API_BASES,
  defineRoute,
  type HttpMethod,
  type RouteSchemas,
  type RouteDefinition,
} from './route-definition';
export {
  APP_CONFIG_PATH,
  AppConfigSchema,
  BackendModeSchema,
  type AppConfig,
  type BackendMode,
} from './app-config';
export { Nullable } from './nullable';
export {
  SAVED_FILTER_LIMITS,
  TableKeySchema,
  SavedFilterNameSchema,
  SavedFilterValueSchema,
  SavedFilterSchema,
  SavedFilterListQuerySchema,
  CreateSavedFilterRequestSchema,
  UpdateSavedFilterRequestSchema,
  type SavedFilterValue,
  type SavedFilter,
  type SavedFilterListQuery,
  type CreateSavedFilterRequest,
  type UpdateSavedFilterRequest,
} from './saved-filter';
export {
  listSavedFiltersRoute,
  createSavedFilterRoute,
  updateSavedFilterRoute,
  deleteSavedFilterRoute,
  savedFilterRoutes,
} from './saved-filter-routes';
export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  SHELL_CONSTANTS,
  type SupportedLocale,
} from './constants';
export {
  GRAPHQL_ERROR_CODES,
  GraphqlErrorCodeSchema,
  type GraphqlErrorCode,
  type GraphqlErrorCodeValue,
} from './graphql-error-codes';
export {
  GraphqlResultFields,
  GraphqlResultBaseSchema,
  GraphqlResultSchema,
  graphqlOk,
  graphqlFailure,
  GRAPHQL_RESULT_INTERFACE,
  GRAPHQL_RESULT_FIELDS_SDL,
  graphqlCommonSdl,
  graphqlResultType,
  GRAPHQL_RESULT_FRAGMENT,
  type GraphqlResultBase,
} from './graphql-result';
export {
  ReverseGeocodingInputSchema,
  GeocodedAddressSchema,
  ReverseGeocodingResultSchema,
  type ReverseGeocodingInput,
  type GeocodedAddress,
  type ReverseGeocodingResult,
} from './geocoding';
export { defineGraphqlOperation, type GraphqlOperation } from './graphql-operation';
export { GRAPHQL_LIMITS, GRAPHQL_LIMIT_ERROR_CODE } from './graphql-limits';
