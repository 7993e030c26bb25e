import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import {
  API_BASES,
  LIVE_LIMITS,
  SESSION_COOKIE_NAME,
  createRouteOptimizationRoute,
  reoptimizeRouteOptimizationRoute,
} from '@armada/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Services } from '../services/services';
import { registerGraphql } from './graphql/graphql-plugin';
import { ServiceError } from '../services/service-error';
import {
  errorBody,
  handleError,
  handleRouteOptimizationSubmitError,
  notFoundBody,
} from './http/error-handler';
import { serializerCompiler, validatorCompiler } from './http/typebox-compilers';
import { registerLiveChannel } from './live/live-channel-route';
import { apiRoutes } from './routes/api/api-routes';
import { controlRoutes } from './routes/api/control-routes';
import { systemNotificationRoutes } from './routes/api/system-notification-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { orderRoutes } from './routes/order/order-routes';
import { fleetPlanningRoutes } from './routes/fleet-planning/fleet-planning-routes';
import { registerDashcamMedia } from './routes/media/dashcam-media-routes';
import type { RouteRegistrar, TypeBoxApp } from './routes/typebox-app';

/** The submits that answer refusals in the route optimization shape. */
const SUBMIT_OPERATIONS: ReadonlySet<string> = new Set([
  createRouteOptimizationRoute.id,
  reoptimizeRouteOptimizationRoute.id,
]);

export interface PluginOptions {
  /** Check every response against its contract (default true; RESP-1). */
  validateResponses: boolean;
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  secureCookies: boolean;
  /** ARMADA_SIM_CONTROLS: serve the simulator controls (raise alerts, announce now). */
  controls?: boolean;
}

/**
 * The simulator as one encapsulated Fastify plugin: its own validation, error handler,
 * session hook, cookie and websocket support, every REST route at its upstream path, GraphQL
 * and the live channel. Nothing leaks into the host app (the gateway).
 */
export function createSimulatorPlugin(
  services: Services,
  options: PluginOptions,
): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // The gateway may already parse cookies or speak websocket; one of each per server.
    if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
    if (!app.hasDecorator('websocketServer')) {
      await app.register(fastifyWebsocket, { options: { maxPayload: LIVE_LIMITS.maxFrameBytes } });
    }
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler(options.validateResponses));
    app.setErrorHandler(handleError);
    app.decorateRequest('armadaAuth', null);

    // AUTH-2: everything but sign-in and the token-checked live channel needs a session.
    // The answer is sent here, not thrown: GraphQL's own error handler would reshape it.
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 || request.routeOptions.config.armadaPublic) return;
      try {
        request.armadaAuth = await services.auth.authenticate(request.cookies[SESSION_COOKIE_NAME]);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return reply
          .code(error.statusCode)
          .send(errorBody(error.statusCode, error.code, error.message));
      }
      return undefined;
    });

    const group = async (
      prefix: string,
      registrars: readonly RouteRegistrar[],
      errorHandler?: typeof handleError,
    ) => {
      await app.register(
        async (child) => {
          if (errorHandler) child.setErrorHandler(errorHandler);
          child.setNotFoundHandler((request, reply) => {
            void reply.code(404).send(notFoundBody(request.method, request.url));
          });
          for (const register of registrars) register(child as TypeBoxApp, services, prefix);
        },
        { prefix },
      );
    };
    await group(API_BASES.auth, [authRoutes({ secure: options.secureCookies })]);
    await group(API_BASES.main, [
      apiRoutes,
      systemNotificationRoutes,
      ...(options.controls ? [controlRoutes] : []),
    ]);
    await group(API_BASES.order, [orderRoutes]);
    await group(API_BASES.fleetPlanning, [fleetPlanningRoutes], (error, request, reply) =>
      SUBMIT_OPERATIONS.has(request.routeOptions.config.operationId ?? '')
        ? handleRouteOptimizationSubmitError(error, request, reply)
        : handleError(error, request, reply),
    );

    registerDashcamMedia(app);
    await registerGraphql(app, services);
    registerLiveChannel(app, services);
  };
}
