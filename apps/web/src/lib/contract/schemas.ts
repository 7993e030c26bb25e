import Type from 'typebox';
import {
  AppConfigSchema,
  BannerListResponseSchema,
  BulkDeleteResponseSchema,
  CreateFleetTaskResponseSchema,
  CustomerSchema,
  DriverDaySchema,
  ErrorResponseSchema,
  FeedbackResponseSchema,
  FeedbackStatusResponseSchema,
  FleetSummarySchema,
  FleetDirectorySchema,
  IdentityResponseSchema,
  ItemResponseSchema,
  ListMetadataSchema,
  ListResponseSchema,
  LogoutResponseSchema,
  ProfileResponseSchema,
  RouteOptimizationQuotaSchema,
  RouteOptimizationResultSchema,
  RouteOptimizationRunActionResponseSchema,
  RouteOptimizationRunSchema,
  SavedFilterSchema,
  ServerErrorParamsSchema,
  VehicleLiveDetailSchema,
  VehicleTrailSchema,
  WsTokenResponseSchema,
} from '@armada/contracts';

/**
 * Every answer the web app checks before a component sees it, by name. The app does not run
 * these schemas: `pnpm --filter @armada/web generate` (and every build) compiles each into plain
 * checking code in `generated.ts` with TypeBox's own compiler, so the first page does not
 * download TypeBox (about 33 KB gzip). Only a failed check loads these schemas, to say where the
 * answer broke the contract (`describe.ts`).
 */
export const VALIDATED_SCHEMAS = {
  AppConfig: AppConfigSchema,
  BannerList: BannerListResponseSchema,
  BulkDelete: BulkDeleteResponseSchema,
  CustomerItem: ItemResponseSchema(CustomerSchema),
  CustomerList: ListResponseSchema(CustomerSchema),
  DriverDayItem: ItemResponseSchema(DriverDaySchema),
  /** The error shape without its optional reason and params, read apart (api-client.ts). */
  ErrorCore: Type.Omit(ErrorResponseSchema, ['reason', 'params']),
  ErrorParams: ServerErrorParamsSchema,
  FeedbackResponse: FeedbackResponseSchema,
  FeedbackStatus: FeedbackStatusResponseSchema,
  FleetSummary: ItemResponseSchema(FleetSummarySchema),
  FleetDirectoryItem: ItemResponseSchema(FleetDirectorySchema),
  /**
   * The GraphQL transport envelope. GraphQL-level `errors` (a query the schema refuses) are
   * programming errors here; business failures come as results with `isSuccessful: false`.
   */
  GraphqlEnvelope: Type.Object({
    data: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
    errors: Type.Optional(Type.Array(Type.Object({ message: Type.String() }))),
  }),
  Identity: IdentityResponseSchema,
  /**
   * A list answer read for its count only (`limit=1`, `metadata.total_count`): its metadata is
   * checked, its rows are not read (the contract suite checks them against the full schema).
   */
  ListCount: Type.Object({ metadata: ListMetadataSchema }),
  Logout: LogoutResponseSchema,
  Profile: ProfileResponseSchema,
  RouteOptimizationFleetTask: CreateFleetTaskResponseSchema,
  RouteOptimizationItem: ItemResponseSchema(RouteOptimizationRunSchema),
  RouteOptimizationList: ListResponseSchema(RouteOptimizationRunSchema),
  RouteOptimizationQuotaItem: ItemResponseSchema(RouteOptimizationQuotaSchema),
  RouteOptimizationResultItem: ItemResponseSchema(RouteOptimizationResultSchema),
  RouteOptimizationRunAction: RouteOptimizationRunActionResponseSchema,
  SavedFilterItem: ItemResponseSchema(SavedFilterSchema),
  SavedFilterList: ListResponseSchema(SavedFilterSchema),
  VehicleLiveItem: ItemResponseSchema(VehicleLiveDetailSchema),
  VehicleTrailItem: ItemResponseSchema(VehicleTrailSchema),
  WsToken: WsTokenResponseSchema,
} as const;

export type ValidatorName = keyof typeof VALIDATED_SCHEMAS;
