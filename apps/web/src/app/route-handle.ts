import type { TFunction } from 'i18next';
import type { Params } from 'react-router-dom';
import type { MenuPath } from '@armada/contracts';
import type { MenuItemKey } from '@/features/shell/utils/menu-model';

/** One breadcrumb a route adds after its parents' (the shell puts "Home" first). */
export interface RouteCrumb {
  label: (t: TFunction, params: Params) => string;
  href?: string;
}

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
