import type { AuthContext } from './auth-service';
import { ServiceError } from './service-error';

/** Refuses (403) a user who holds none of `anyOf`, e.g. `ORDER_PERMISSIONS.read` from contracts. */
export function requireAny(auth: AuthContext, anyOf: readonly string[], what: string): void {
  if (!anyOf.some((permission) => auth.user.accessRight.includes(permission))) {
    throw ServiceError.forbidden(`You may not ${what}: it needs one of ${anyOf.join(', ')}.`);
  }
}
