import {
  createDeliveryScheduleRoute,
  deleteDeliveryScheduleRoute,
  getAutoPlanSettingsRoute,
  getDeliveryScheduleRoute,
  listDeliverySchedulesRoute,
  pauseDeliveryScheduleRoute,
  resumeDeliveryScheduleRoute,
  runSchedulerPassRoute,
  updateAutoPlanSettingsRoute,
  updateDeliveryScheduleRoute,
} from '@armada/contracts/delivery-scheduler';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Delivery schedules and the auto-plan under the order service `/order/api/web/v1` (SCH-9 … SCH-14). */
export const deliverySchedulerRoutes: RouteRegistrar = (app, services, prefix) => {
  const schedules = services.deliverySchedules;
  const autoPlan = services.deliveryAutoPlan;
  app.route({
    ...routeOptions(listDeliverySchedulesRoute, prefix),
    handler: async (request) => schedules.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getDeliveryScheduleRoute, prefix),
    handler: async (request) => schedules.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createDeliveryScheduleRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await schedules.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateDeliveryScheduleRoute, prefix),
    handler: async (request) => schedules.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(pauseDeliveryScheduleRoute, prefix),
    handler: async (request) => schedules.pause(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(resumeDeliveryScheduleRoute, prefix),
    handler: async (request) => schedules.resume(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(deleteDeliveryScheduleRoute, prefix),
    handler: async (request) => schedules.remove(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(getAutoPlanSettingsRoute, prefix),
    handler: async (request) => autoPlan.get(authOf(request)),
  });
  app.route({
    ...routeOptions(updateAutoPlanSettingsRoute, prefix),
    handler: async (request) => autoPlan.update(authOf(request), request.body),
  });
};

/** CTRL-1 (ARMADA_SIM_CONTROLS), SCH-21: one scheduler pass in this process now. */
export const schedulerControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(runSchedulerPassRoute, prefix),
    handler: async (request) => {
      authOf(request);
      const result = await services.deliveryScheduler.pass();
      return { data: { orders_made: result.ordersMade, days_claimed: result.daysClaimed } };
    },
  });
};
