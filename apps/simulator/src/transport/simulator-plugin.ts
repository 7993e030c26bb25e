import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import { LIVE_LIMITS } from '@armada/contracts/live';
import { API_BASES } from '@armada/contracts/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Services } from '../services/services';
import { registerGraphql } from './graphql/graphql-plugin';
import { resolversOf } from '../modules/assembly';
import { ServiceError } from '../services/service-error';
import type { ApiBase, ModuleRoutes, SimulatorModule } from '../modules/module';
import { errorBody, handleError, notFoundBody } from './http/error-handler';
import { serializerCompiler, validatorCompiler } from './http/typebox-compilers';
import type { TypeBoxApp } from './routes/typebox-app';

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
  modules: readonly SimulatorModule[],
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

    // AUTH-2: everything but sign-in and the token-checked live channel needs a session, or
    // (APIK-4) an API key of the integrations module outside `/auth`.
    // The answer is sent here, not thrown: GraphQL's own error handler would reshape it.
    const apiKeys = (services as Partial<Services>).apiKeys;
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 || request.routeOptions.config.armadaPublic) return;
      try {
        const key =
          apiKeys && !request.url.startsWith(`${API_BASES.auth}/`)
            ? apiKeys.keyOf(request.headers)
            : null;
        request.armadaAuth = key
          ? await (apiKeys as NonNullable<typeof apiKeys>).authenticate(key, request.method)
          : await services.auth.authenticate(request.cookies[SESSION_COOKIE_NAME]);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return reply.code(error.statusCode).send(
          errorBody(error.statusCode, error.code, error.message, {
            ...(error.reason === undefined ? {} : { reason: error.reason }),
          }),
        );
      }
      return undefined;
    });

    // One plugin per API base, with its 404 answer; each module's routes in their own context
    // under it, so a module's error handler covers its routes only.
    const settings = { secureCookies: options.secureCookies };
    for (const base of Object.keys(API_BASES) as ApiBase[]) {
      const prefix = API_BASES[base];
      const routes: ModuleRoutes[] = modules.flatMap((module) =>
        (module.routes ?? []).filter(
          (route) => route.base === base && (!route.controls || options.controls === true),
        ),
      );
      if (routes.length === 0) continue;
      await app.register(
        async (group) => {
          group.setNotFoundHandler((request, reply) => {
            void reply.code(404).send(notFoundBody(request.method, request.url));
          });
          for (const route of routes) {
            await group.register(async (child) => {
              if (route.errorHandler) child.setErrorHandler(route.errorHandler);
              route.register(child as TypeBoxApp, services, prefix, settings);
            });
          }
        },
        { prefix },
      );
    }

    for (const module of modules) module.register?.(app, services);
    await registerGraphql(app, resolversOf(modules, services));
  };
}
