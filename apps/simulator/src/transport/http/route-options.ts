import type { RouteDefinition, RouteSchemas } from '@armada/contracts/shared';
import type { AuthContext } from '../../services/auth-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook on every route that needs a session. */
    armadaAuth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Skips the session check (sign-in, the token-checked live channel). */
    armadaPublic?: boolean;
    operationId?: string;
  }
}

/**
 * Fastify route options from a contracts route definition, relative to the plugin prefix the
 * route is registered under (routes are declared once, in contracts; ROUTE-1).
 */
export function routeOptions<S extends RouteSchemas>(
  definition: RouteDefinition<S>,
  prefix: string,
) {
  if (!definition.url.startsWith(prefix)) {
    throw new Error(`${definition.id} (${definition.url}) does not live under ${prefix}`);
  }
  return {
    method: definition.method,
    url: definition.url.slice(prefix.length) || '/',
    schema: definition.schema,
    config: { armadaPublic: !definition.auth, operationId: definition.id },
  };
}
