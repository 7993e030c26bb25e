import Type from 'typebox';
import {
  MarkSystemNotificationReadResponseSchema,
  MarkSystemNotificationReadSchema,
  SystemNotificationListQuerySchema,
  SystemNotificationListResponseSchema,
  SystemNotificationParamsSchema,
  SystemNotificationResponseSchema,
  SystemNotificationUnreadCountResponseSchema,
} from './system-notification';
import { API_BASES, defineRoute } from '../shared/route-definition';

/**
 * Announcements on the main REST base. docs/rules/alert-center.md §7 gives only `GET
 * /system-notification/ {id}`; the list, mark-as-read and unread-count paths are not shown, so
 * these are ours: static sub-paths under the same resource (Fastify matches them before `:id`).
 */
const base = `${API_BASES.main}/system-notification`;

export const listSystemNotificationsRoute = defineRoute({
  id: 'listSystemNotifications',
  method: 'GET',
  url: base,
  summary: "The signed-in user's announcements, newest first",
  tags: ['system-notification'],
  auth: true,
  schema: {
    querystring: SystemNotificationListQuerySchema,
    response: { 200: SystemNotificationListResponseSchema },
  },
});

export const systemNotificationUnreadCountRoute = defineRoute({
  id: 'getSystemNotificationUnreadCount',
  method: 'GET',
  url: `${base}/unread-count`,
  summary: "How many of the signed-in user's announcements are unread",
  tags: ['system-notification'],
  auth: true,
  schema: {
    querystring: Type.Object({}),
    response: { 200: SystemNotificationUnreadCountResponseSchema },
  },
});

export const markSystemNotificationReadRoute = defineRoute({
  id: 'markSystemNotificationRead',
  method: 'PATCH',
  url: `${base}/read`,
  summary: 'Mark one announcement (system_notification_uuid) or all of them as read or unread',
  tags: ['system-notification'],
  auth: true,
  schema: {
    body: MarkSystemNotificationReadSchema,
    response: { 200: MarkSystemNotificationReadResponseSchema },
  },
});

export const getSystemNotificationRoute = defineRoute({
  id: 'getSystemNotification',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One announcement with its action and content',
  tags: ['system-notification'],
  auth: true,
  schema: {
    params: SystemNotificationParamsSchema,
    response: { 200: SystemNotificationResponseSchema },
  },
});

export const systemNotificationRoutes = [
  listSystemNotificationsRoute,
  systemNotificationUnreadCountRoute,
  markSystemNotificationReadRoute,
  getSystemNotificationRoute,
] as const;
