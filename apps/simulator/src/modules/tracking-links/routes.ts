import {
  createTrackingLinkRoute,
  expireTrackingLinkRoute,
  extendTrackingLinkRoute,
  getPublicTrackingRoute,
  listTrackingLinksRoute,
  revokeTrackingLinkRoute,
  streamPublicTrackingRoute,
} from '@armada/contracts/tracking-links';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import type { StreamSink } from './public-streams';

/** How long a browser waits before it opens a dropped stream again (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

/** The dispatcher's routes and the two public ones, under the main API `/api` (TRK-8, TRK-10). */
export const trackingLinkRoutes: RouteRegistrar = (app, services, prefix) => {
  const links = services.trackingLinks;
  app.route({
    ...routeOptions(listTrackingLinksRoute, prefix),
    handler: async (request) => links.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(createTrackingLinkRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await links.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(extendTrackingLinkRoute, prefix),
    handler: async (request) => links.extend(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(revokeTrackingLinkRoute, prefix),
    handler: async (request) => links.revoke(authOf(request), request.params.id),
  });

  // TRK-10: no session is read here (the routes are public), so a cookie changes nothing.
  app.route({
    ...routeOptions(getPublicTrackingRoute, prefix),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return links.publicView(request.params.token);
    },
  });
  app.route({
    ...routeOptions(streamPublicTrackingRoute, prefix),
    handler: async (request, reply) => {
      // Refusals (404, 410) are answered as JSON before the stream starts.
      const link = await links.resolve(request.params.token);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // Proxies that buffer answers (nginx) pass this one on as it comes.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      const sink: StreamSink = {
        event: (name, data) => {
          if (!raw.writableEnded) raw.write(`event: ${name}\ndata: ${data}\n\n`);
        },
        keepAlive: () => {
          if (!raw.writableEnded) raw.write(': keep-alive\n\n');
        },
        close: () => raw.end(),
      };
      const detach = await services.trackingLinkStreams.open(link, sink);
      request.raw.once('close', detach);
      raw.once('close', detach);
    },
  });
};

/** Simulator control (ARMADA_SIM_CONTROLS=1): a link expires now. */
export const trackingLinkControlRoutes: RouteRegistrar = (app, services, prefix) => {
  app.route({
    ...routeOptions(expireTrackingLinkRoute, prefix),
    handler: async (request) =>
      services.trackingLinks.expireNow(authOf(request), request.params.id),
  });
};
