import {
  getSystemNotificationRoute,
  listSystemNotificationsRoute,
  markSystemNotificationReadRoute,
  systemNotificationUnreadCountRoute,
} from '@armada/contracts/notifications';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/**
 * Announcements (docs/rules/alert-center.md §3, §4, §7): the signed-in user's list, count, read
 * state.
 */
export const systemNotificationRoutes: RouteRegistrar = (app, services, prefix) => {
  const announcements = services.systemNotifications;
  app.route({
    ...routeOptions(listSystemNotificationsRoute, prefix),
    handler: async (request) => announcements.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(systemNotificationUnreadCountRoute, prefix),
    handler: async (request) => announcements.unreadCount(authOf(request)),
  });
  app.route({
    ...routeOptions(markSystemNotificationReadRoute, prefix),
    handler: async (request) => announcements.markRead(authOf(request), request.body),
  });
  app.route({
    ...routeOptions(getSystemNotificationRoute, prefix),
    handler: async (request) => announcements.get(authOf(request), request.params.id),
  });
};
