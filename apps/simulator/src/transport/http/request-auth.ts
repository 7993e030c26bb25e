import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../services/auth-service';
import { ServiceError } from '../../services/service-error';

/** The caller of a route that required a session (the hook guarantees it is set). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.armadaAuth)
    throw ServiceError.unauthorized('Sign in first: the request has no session.');
  return request.armadaAuth;
}
