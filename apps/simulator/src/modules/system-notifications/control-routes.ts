import { announceRoute } from '@armada/contracts/simulator-control';
import { ANNOUNCEMENT_TEMPLATES, withText } from '../../services/system-notification-service';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** CTRL-1 (ARMADA_SIM_CONTROLS): publish an announcement now to the signed-in user only (SYSNOTIF-8; with the test's own text if given). */
export const announceControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(announceRoute, prefix),
    handler: async (request, reply) => {
      const auth = authOf(request);
      const announcements = services.systemNotifications;
      const wanted = request.body.action;
      const draft =
        ANNOUNCEMENT_TEMPLATES.find((t) => wanted === undefined || t.action === wanted) ??
        ANNOUNCEMENT_TEMPLATES[0];
      if (!draft) throw new Error('no announcement templates');
      const { title, description } = request.body;
      const record = await announcements.announce(
        auth.company.id,
        withText(draft, title, description),
        [auth.user.id],
      );
      return reply.code(201).send(announcements.get(auth, record.system_notification_uuid));
    },
  });
};
