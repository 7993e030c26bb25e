import Type from 'typebox';
import {
  IdentityResponseSchema,
  LogoutResponseSchema,
  ProfileResponseSchema,
  WsTokenResponseSchema,
} from '@armada/contracts/auth';
import { AlertPopupSchema, SubscribedAlertRulesSchema } from '@armada/contracts/alerts';
import { BannerListResponseSchema } from '@armada/contracts/company';
import { AddressSchema, CustomerSchema } from '@armada/contracts/customers';
import {
  DeliveryOrderDetailSchema,
  DeliveryOrderImportCommitResultSchema,
  DeliveryOrderImportReportSchema,
  DeliveryOrderListItemSchema,
  DeliveryOrderSchema,
} from '@armada/contracts/delivery-orders';
import { FeedbackResponseSchema, FeedbackStatusResponseSchema } from '@armada/contracts/feedback';
import { BoxTypeSchema, VehicleSchema } from '@armada/contracts/fleet';
import {
  DriverTaskSchema,
  FleetTaskDetailSchema,
  FleetTaskSchema,
  MyFleetTasksSchema,
} from '@armada/contracts/fleet-tasks';
import {
  FleetSummarySchema,
  FleetDirectorySchema,
  VehicleLiveDetailSchema,
  VehicleTrailSchema,
} from '@armada/contracts/live';
import {
  MarkSystemNotificationReadResponseSchema,
  SystemNotificationListResponseSchema,
  SystemNotificationUnreadCountResponseSchema,
} from '@armada/contracts/notifications';
import {
  CreateFleetTaskResponseSchema,
  DriverDaySchema,
  RouteOptimizationDeliveryOrderSchema,
  RouteOptimizationSettingSchema,
  RouteOptimizationSubmitResponseSchema,
  RouteOptimizationQuotaSchema,
  RouteOptimizationResultSchema,
  RouteOptimizationRunActionResponseSchema,
  RouteOptimizationRunSchema,
  VehicleSelectionRowSchema,
} from '@armada/contracts/route-optimization';
import {
  AppConfigSchema,
  BulkDeleteResponseSchema,
  ErrorResponseSchema,
  ItemResponseSchema,
  ListMetadataSchema,
  ListResponseSchema,
  SavedFilterSchema,
  ServerErrorParamsSchema,
} from '@armada/contracts/shared';
import { PublicTrackingEndSchema, PublicTrackingSchema } from '@armada/contracts/tracking-links';

/**
 * Answers the web app checks before a component sees it, by name, beside the ones it checks by
 * route id: every route of the contracts catalogue has a check of its success answer
 * (`validators.getDeliveryRequest`), so a new module's answers need no line here. This list is
 * for what no route answers as such: shared shapes (errors, the GraphQL envelope, the app
 * config), answers read in part (`ListCount`, `DeliveryOrderList`) and checks older pages
 * name. The app does not run
 * these schemas: `pnpm --filter @armada/web generate` (and every build) compiles each into plain
 * checking code in `generated.ts` with TypeBox's own compiler, so the first page does not
 * download TypeBox (about 33 KB gzip). Only a failed check loads these schemas, to say where the
 * answer broke the contract (`describe.ts`).
 */
export const VALIDATED_SCHEMAS = {
  AddressList: ListResponseSchema(AddressSchema),
  AppConfig: AppConfigSchema,
  BannerList: BannerListResponseSchema,
  BoxTypeList: ListResponseSchema(BoxTypeSchema),
  BulkDelete: BulkDeleteResponseSchema,
  CustomerItem: ItemResponseSchema(CustomerSchema),
  CustomerList: ListResponseSchema(CustomerSchema),
  DeliveryOrderItem: ItemResponseSchema(DeliveryOrderDetailSchema),
  /** The §3.1 rows route optimization reads (the extra fields of the list are not needed). */
  DeliveryOrderList: ListResponseSchema(DeliveryOrderSchema),
  /** The `/delivery/` rows: §3.1 plus the planned date, run and vehicle (DLV-16). */
  DeliveryOrderPlanList: ListResponseSchema(DeliveryOrderListItemSchema),
  /** The import's report and commit result (DLV-30, DLV-31). */
  DeliveryOrderImportReport: ItemResponseSchema(DeliveryOrderImportReportSchema),
  DeliveryOrderImportCommit: ItemResponseSchema(DeliveryOrderImportCommitResultSchema),
  DriverDayItem: ItemResponseSchema(DriverDaySchema),
  DriverTaskItem: ItemResponseSchema(DriverTaskSchema),
  /** The error shape without its optional reason and params, read apart (api-client.ts). */
  ErrorCore: Type.Omit(ErrorResponseSchema, ['reason', 'params']),
  ErrorParams: ServerErrorParamsSchema,
  FeedbackResponse: FeedbackResponseSchema,
  FeedbackStatus: FeedbackStatusResponseSchema,
  FleetSummary: ItemResponseSchema(FleetSummarySchema),
  FleetTaskItem: ItemResponseSchema(FleetTaskDetailSchema),
  FleetTaskList: ListResponseSchema(FleetTaskSchema),
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
  MyFleetTasksItem: ItemResponseSchema(MyFleetTasksSchema),
  Profile: ProfileResponseSchema,
  RouteOptimizationDeliveryOrderList: ListResponseSchema(RouteOptimizationDeliveryOrderSchema),
  RouteOptimizationSettingItem: ItemResponseSchema(RouteOptimizationSettingSchema),
  RouteOptimizationSubmitResponse: RouteOptimizationSubmitResponseSchema,
  RouteOptimizationFleetTask: CreateFleetTaskResponseSchema,
  RouteOptimizationItem: ItemResponseSchema(RouteOptimizationRunSchema),
  RouteOptimizationList: ListResponseSchema(RouteOptimizationRunSchema),
  RouteOptimizationQuotaItem: ItemResponseSchema(RouteOptimizationQuotaSchema),
  RouteOptimizationResultItem: ItemResponseSchema(RouteOptimizationResultSchema),
  RouteOptimizationRunAction: RouteOptimizationRunActionResponseSchema,
  SavedFilterItem: ItemResponseSchema(SavedFilterSchema),
  SavedFilterList: ListResponseSchema(SavedFilterSchema),
  VehicleList: ListResponseSchema(VehicleSchema),
  VehicleLiveItem: ItemResponseSchema(VehicleLiveDetailSchema),
  VehicleSelectionList: ListResponseSchema(VehicleSelectionRowSchema),
  VehicleTrailItem: ItemResponseSchema(VehicleTrailSchema),
  WsToken: WsTokenResponseSchema,
  // Announcements (the megaphone): the unread count is on the first page, the rest lazy.
  SystemNotificationList: SystemNotificationListResponseSchema,
  SystemNotificationUnreadCount: SystemNotificationUnreadCountResponseSchema,
  SystemNotificationMarkRead: MarkSystemNotificationReadResponseSchema,
  // The public tracking page: its view and the live stream's messages (TRK-10).
  PublicTrackingItem: ItemResponseSchema(PublicTrackingSchema),
  PublicTracking: PublicTrackingSchema,
  PublicTrackingEnd: PublicTrackingEndSchema,
  // What the alert center keeps in the browser (features/alerts/utils/popup-storage.ts): read
  // back on the first page after a reload, so checked by compiled code, not TypeBox.
  /** The open preview popups of a user; each popup is checked apart (StoredAlertPopup). */
  StoredAlertPopups: Type.Object({
    userId: Type.Integer(),
    popups: Type.Array(Type.Unknown()),
  }),
  StoredAlertPopup: Type.Intersect([
    AlertPopupSchema,
    Type.Object({
      position: Type.Object({ x: Type.Number(), y: Type.Number() }),
      zIndex: Type.Integer(),
    }),
  ]),
  /** The alert center payload of a user, kept for the next load. */
  StoredAlertPayload: Type.Object({
    userId: Type.Integer(),
    isSharedVehicle: Type.Boolean(),
    tags: Type.Array(Type.String()),
    subscribedAlertRules: Type.Union([SubscribedAlertRulesSchema, Type.Null()]),
  }),
} as const;

export type SchemaCheckName = keyof typeof VALIDATED_SCHEMAS;
