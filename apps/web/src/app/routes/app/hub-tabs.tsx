import { NavLink, matchPath } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { FEATURE_ROUTES } from '@/registry';
import type { FeatureRoute } from '@/registry/types';
import './hub-tabs.css';

/**
 * The pages of a menu hub (Master: customers, geofences), as tabs above the page, when the
 * current page is one of two or more features' pages under the same menu entry. Each tab is
 * named by its route's first crumb (a shell string: the tabs show before the pages load).
 */
export function HubTabs({
  pathname,
  t,
  routes = FEATURE_ROUTES,
}: {
  pathname: string;
  t: TFunction;
  routes?: readonly FeatureRoute[];
}) {
  const current = routes.find((route) => matchPath({ path: route.path, end: false }, pathname));
  const entry = current?.menuItem;
  if (!entry) return null;
  const pages = routes.filter(
    (route) => route.menuItem === entry && !route.path.includes(':') && route.crumbs?.[0],
  );
  if (pages.length < 2) return null;
  return (
    <nav className="hub-tabs" aria-label={t(`shell.menu.items.${entry}`)} data-testid="hub-tabs">
      {pages.map((page) => (
        <NavLink
          key={page.name}
          to={page.path}
          className={({ isActive }) => `hub-tabs__tab${isActive ? ' hub-tabs__tab--active' : ''}`}
        >
          {page.crumbs?.[0]?.label(t, {})}
        </NavLink>
      ))}
    </nav>
  );
}
