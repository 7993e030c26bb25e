import { PERMISSION_SETS } from '@armada/contracts';
import type { AuthContext } from './auth-service';
import { ServiceError } from './service-error';

/**
 * Order data is for users with order management (PERM-1): reading needs any read, writing the
 * matching action of tms or sales_order. The spec does not show the server's rules; these follow
 * the menu rules of spec 01 section 6 so an account never reaches data its menu hides.
 */
const { tms, salesOrder } = PERMISSION_SETS;
export const ORDER_READ = [tms[0], salesOrder[0]];
export const ORDER_CREATE = [tms[1], salesOrder[1]];
export const ORDER_UPDATE = [tms[2], salesOrder[2]];
export const ORDER_DELETE = [tms[3], salesOrder[3]];

export function requireAny(auth: AuthContext, anyOf: readonly string[], what: string): void {
  if (!anyOf.some((permission) => auth.user.accessRight.includes(permission))) {
    throw ServiceError.forbidden(`You may not ${what}: it needs one of ${anyOf.join(', ')}.`);
  }
}
