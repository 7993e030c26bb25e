import {
  createTvFootageRoute,
  createTvMediaZipRoute,
  getTvFootageRoute,
  listTvCamerasRoute,
  listTvFootageRoute,
  listTvMediaRoute,
  retryTvFootageRoute,
  startTvStreamRoute,
  stopTvStreamRoute,
  TRACK_VISION_PERMISSIONS as P,
} from '@armada/contracts/track-vision';
import { requireAny } from '../../services/permissions';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

/** Track vision under the main API `/api` (docs/rules/track-vision.md). */
export const trackVisionRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(listTvCamerasRoute, prefix),
    handler: async (request) => {
      const auth = authOf(request);
      requireAny(auth, [...P.live, ...P.footage, ...P.media], 'see the cameras');
      return { data: services.tvCameras.list(auth) };
    },
  });
  app.route({
    ...routeOptions(startTvStreamRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send({ data: await services.tvLive.start(authOf(request), request.body) }),
  });
  app.route({
    ...routeOptions(stopTvStreamRoute, prefix),
    handler: async (request) => ({
      data: await services.tvLive.stop(authOf(request), request.params.id),
    }),
  });
  app.route({
    ...routeOptions(listTvFootageRoute, prefix),
    handler: async (request) => services.tvFootage.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(createTvFootageRoute, prefix),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await services.tvFootage.create(authOf(request), request.body) }),
  });
  app.route({
    ...routeOptions(getTvFootageRoute, prefix),
    handler: async (request) => ({
      data: await services.tvFootage.get(authOf(request), request.params.id),
    }),
  });
  app.route({
    ...routeOptions(retryTvFootageRoute, prefix),
    handler: async (request) => ({
      data: await services.tvFootage.retry(authOf(request), request.params.id),
    }),
  });
  app.route({
    ...routeOptions(listTvMediaRoute, prefix),
    handler: async (request) => services.tvMedia.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(createTvMediaZipRoute, prefix),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await services.tvMedia.prepareZip(authOf(request), request.body.items) }),
  });
};
