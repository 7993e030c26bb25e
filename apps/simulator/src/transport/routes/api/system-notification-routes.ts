import Type from 'typebox';
import {
  API_BASES,
  SYSTEM_NOTIFICATION_ACTIONS,
  SystemNotificationResponseSchema,
  getSystemNotificationRoute,
  listSystemNotificationsRoute,
  markSystemNotificationReadRoute,
  systemNotificationUnreadCountRoute,
} from '@armada/contracts';
import { routeOptions } from '../../http/route-options';
import { authOf } from '../../http/request-auth';
import { ANNOUNCEMENT_TEMPLATES } from '../../../services/system-notification-service';
import type { RouteRegistrar } from '../typebox-app';

/** The test hook's path: not in the contracts' catalogue, served only with ARMADA_SIM_TEST_HOOKS. */
export const SYSTEM_NOTIFICATION_TEST_HOOK_URL = `${API_BASES.main}/__sim/system-notification`;

const TestHookBodySchema = Type.Object(
  { action: Type.Optional(Type.Enum([...SYSTEM_NOTIFICATION_ACTIONS])) },
  { additionalProperties: false },
);

/** Announcements (spec 02 sections 3, 4, 7): the signed-in user's list, count, read state. */
export function systemNotificationRoutes(options: { testHooks: boolean }): RouteRegistrar {
  return (app, services, prefix) => {
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

    // SYSNOTIF-8: with test hooks on, a signed-in user publishes an announcement to themself
    // (never to anyone else), so a suite against a running server need not wait for the
    // timeline. Off by default: the path then answers 404 like any unknown one.
    if (!options.testHooks) return;
    app.route({
      method: 'POST',
      url: SYSTEM_NOTIFICATION_TEST_HOOK_URL.slice(prefix.length),
      schema: { body: TestHookBodySchema, response: { 201: SystemNotificationResponseSchema } },
      handler: async (request, reply) => {
        const auth = authOf(request);
        const wanted = request.body.action;
        const draft =
          ANNOUNCEMENT_TEMPLATES.find((t) => wanted === undefined || t.action === wanted) ??
          ANNOUNCEMENT_TEMPLATES[0];
        if (!draft) throw new Error('no announcement templates');
        const record = await announcements.announce(auth.company.id, draft, [auth.user.id]);
        return reply.code(201).send(announcements.get(auth, record.system_notification_uuid));
      },
    });
  };
}
