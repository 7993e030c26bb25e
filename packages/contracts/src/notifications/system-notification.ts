import Type, { type Static } from 'typebox';
import { IdSchema, ListMetadataSchema, ListQuerySchema } from '../shared/list-query';

/**
 * System announcements (docs/rules/alert-center.md §3, §4, §7): the megaphone of the top bar, its
 * unread count, the list modal and the action modal. Field names are snake_case as upstream's REST.
 */

/** How an announcement opens: three modal kinds and two link kinds. */
export const SYSTEM_NOTIFICATION_ACTIONS = [
  'pop_up_image',
  'carousel_image',
  'pop_up_video',
  'external_link',
  'internal_link',
] as const;
export const SystemNotificationActionSchema = Type.Enum(SYSTEM_NOTIFICATION_ACTIONS);
export type SystemNotificationAction = (typeof SYSTEM_NOTIFICATION_ACTIONS)[number];

/** The actions shown in the notification action modal (with its 'understand' button). */
export const NOTIFICATION_MODAL_ACTIONS = [
  'pop_up_image',
  'pop_up_video',
  'carousel_image',
] as const;
export type NotificationModalAction = (typeof NOTIFICATION_MODAL_ACTIONS)[number];

/** Link actions open in a new tab: internal links resolve to an app route first. */
export const NOTIFICATION_LINK_ACTIONS = ['external_link', 'internal_link'] as const;
export type NotificationLinkAction = (typeof NOTIFICATION_LINK_ACTIONS)[number];

export function isModalAction(action: SystemNotificationAction): action is NotificationModalAction {
  return (NOTIFICATION_MODAL_ACTIONS as readonly string[]).includes(action);
}

export const SystemNotificationContentSchema = Type.Object(
  {
    title: Type.String(),
    description: Type.String(),
    /** Image or video URL for modal kinds, target URL or app path for link kinds. */
    url: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'SystemNotificationContent' },
);
export type SystemNotificationContent = Static<typeof SystemNotificationContentSchema>;

export const SystemNotificationSchema = Type.Object(
  {
    system_notification_uuid: Type.String({ format: 'uuid' }),
    is_read: Type.Boolean(),
    action: SystemNotificationActionSchema,
    /** An array for `carousel_image`, one item otherwise. */
    data: Type.Union([
      SystemNotificationContentSchema,
      Type.Array(SystemNotificationContentSchema, { minItems: 1 }),
    ]),
    created_on: Type.String({ format: 'date-time' }),
    updated_on: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'SystemNotification' },
);
export type SystemNotification = Static<typeof SystemNotificationSchema>;

export const SystemNotificationParamsSchema = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { $id: 'SystemNotificationParams' },
);
export type SystemNotificationParams = Static<typeof SystemNotificationParamsSchema>;

export const SystemNotificationResponseSchema = Type.Object({ data: SystemNotificationSchema });
export type SystemNotificationResponse = Static<typeof SystemNotificationResponseSchema>;

/**
 * The list is the signed-in user's; `user_id`, when sent (upstream's client sends it), must be
 * that user. The page grows by 10 while scrolling (`ALERT_CONSTANTS.systemNotification`).
 */
export const SystemNotificationListQuerySchema = Type.Object(
  {
    limit: ListQuerySchema.properties.limit,
    page: ListQuerySchema.properties.page,
    user_id: Type.Optional(IdSchema),
  },
  { $id: 'SystemNotificationListQuery' },
);
export type SystemNotificationListQuery = Static<typeof SystemNotificationListQuerySchema>;

export const SystemNotificationListResponseSchema = Type.Object(
  {
    data: Type.Object({ paginated_result: Type.Array(SystemNotificationSchema) }),
    metadata: ListMetadataSchema,
  },
  { $id: 'SystemNotificationListResponse' },
);
export type SystemNotificationListResponse = Static<typeof SystemNotificationListResponseSchema>;

/** Mark one announcement (with uuid) or all of the user's announcements (without) as read. */
export const MarkSystemNotificationReadSchema = Type.Object(
  {
    is_read: Type.Boolean(),
    updated_on: Type.String({ format: 'date-time' }),
    system_notification_uuid: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { $id: 'MarkSystemNotificationRead', additionalProperties: false },
);
export type MarkSystemNotificationRead = Static<typeof MarkSystemNotificationReadSchema>;

export const MarkSystemNotificationReadResponseSchema = Type.Object({
  data: Type.Object({ updated: Type.Integer({ minimum: 0 }) }),
});
export type MarkSystemNotificationReadResponse = Static<
  typeof MarkSystemNotificationReadResponseSchema
>;

export const SystemNotificationUnreadCountResponseSchema = Type.Object({
  data: Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
});
export type SystemNotificationUnreadCountResponse = Static<
  typeof SystemNotificationUnreadCountResponseSchema
>;
