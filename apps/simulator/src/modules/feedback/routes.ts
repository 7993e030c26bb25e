import { createFeedbackRoute, getFeedbackStatusRoute } from '@armada/contracts/feedback';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** The feedback survey under `/api`. */
export const feedbackRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(createFeedbackRoute, prefix),
    handler: async (request, reply) => {
      const created = await services.feedback.submit(authOf(request), request.body);
      return reply.code(201).send(created);
    },
  });
  app.route({
    ...routeOptions(getFeedbackStatusRoute, prefix),
    handler: async (request) => services.feedback.status(authOf(request)),
  });
};
