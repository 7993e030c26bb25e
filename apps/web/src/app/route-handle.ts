import type { MenuPath } from '@armada/contracts/auth';
import type { MenuItemKey, RouteCrumb } from '@/registry/types';

export type { RouteCrumb };

/**
 * What a route tells the signed-in layout through react-router's `handle`: the menu entry whose
 * permission rule guards it, its breadcrumbs, and (for modules this edition does not include)
 * which menu entry it stands for.
 */
export interface AppRouteHandle {
  access?: MenuPath;
  crumbs?: readonly RouteCrumb[];
  module?: MenuItemKey;
}

export function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null;
}
