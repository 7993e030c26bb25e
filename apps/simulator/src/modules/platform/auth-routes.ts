import type {} from '@fastify/cookie';
import { SESSION_COOKIE_NAME, loginRoute, logoutRoute, wsTokenRoute } from '@armada/contracts/auth';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';

export interface CookieSettings {
  secure: boolean;
}

/** `/auth/login`, `/auth/logout`, `/auth/ws-token` (AUTH-1 ... AUTH-5). */
export function authRoutes(cookie: CookieSettings): RouteRegistrar {
  return (app, services, prefix) => {
    app.route({
      ...routeOptions(loginRoute, prefix),
      handler: async (request, reply) => {
        const { token, identity } = await services.auth.login(
          request.body.username,
          request.body.password,
        );
        reply.setCookie(SESSION_COOKIE_NAME, token, {
          httpOnly: true,
          sameSite: 'lax',
          secure: cookie.secure,
          path: '/',
          maxAge: Math.floor(services.auth.sessionTtlMs / 1000),
        });
        return { data: identity };
      },
    });

    app.route({
      ...routeOptions(logoutRoute, prefix),
      handler: async (request, reply) => {
        const auth = authOf(request);
        await services.auth.logout(auth);
        // LIVE-7: sockets opened with this session's tokens stop receiving now.
        services.live.endSession(auth.sessionHash);
        reply.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
        return { data: { loggedOut: true } };
      },
    });

    app.route({
      ...routeOptions(wsTokenRoute, prefix),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { token: await services.auth.issueWsToken(authOf(request)) };
      },
    });
  };
}
