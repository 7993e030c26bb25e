import { useMemo } from 'react';
import { PERMISSION_SETS } from '@armada/contracts/auth';

export interface CustomerPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * What the buttons offer. The order service decides for real (PERM-1: an action of tms or of
 * sales order); these only hide what the server would refuse. Reading is not guessed here: the
 * list's own 403 shows the no-access state.
 */
export function useCustomerPermissions(accessRight: readonly string[]): CustomerPermissions {
  return useMemo(() => {
    const has = (index: 1 | 2 | 3) =>
      accessRight.includes(PERMISSION_SETS.tms[index]) ||
      accessRight.includes(PERMISSION_SETS.salesOrder[index]);
    return { create: has(1), update: has(2), delete: has(3) };
  }, [accessRight]);
}
