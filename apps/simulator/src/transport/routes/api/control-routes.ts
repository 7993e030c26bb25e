import {
  announceRoute,
  expireSessionRoute,
  raiseAlertsRoute,
  setRouteOptimizationQuotaRoute,
} from '@armada/contracts';
import { ANNOUNCEMENT_TEMPLATES, withText } from '../../../services/system-notification-service';
import { routeOptions } from '../../http/route-options';
import { authOf } from '../../http/request-auth';
import type { RouteRegistrar } from '../typebox-app';

/**
 * The simulator controls (ARMADA_SIM_CONTROLS=1, CTRL-1): raise alerts now on a vehicle of the
 * signed-in user's company (stored and pushed like the fleet's own), and publish an
 * announcement now to the signed-in user only (SYSNOTIF-8; with the test's own text if given), and set the company's route
 * optimization quota (PLAN-3: tests reach the limit without a hundred runs), and end the calling
 * session's validity now (CTRL-2: the reliability suite's expired-session case, without moving
 * the clock of a server other files share).
 */
export const controlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(raiseAlertsRoute, prefix),
    handler: async (request, reply) => {
      const alerts = await services.alerts.raise(authOf(request), request.body);
      return reply.code(201).send({ data: alerts });
    },
  });
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
  app.route({
    ...routeOptions(setRouteOptimizationQuotaRoute, prefix),
    handler: async (request) => services.fleetPlanning.setQuota(authOf(request), request.body),
  });
  app.route({
    ...routeOptions(expireSessionRoute, prefix),
    handler: async (request) => ({
      data: await services.auth.expireNow(authOf(request), request.body.what ?? 'session'),
    }),
  });
};
