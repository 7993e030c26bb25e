import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  Navigate,
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { isUnauthorized } from '@/lib/api-client';
import { appConfigQueryOptions } from '@/lib/app-config';
import { loadAreaTranslations } from '@/lib/i18n';
import { preparePrimeReact } from '@/lib/prime-widgets';
import { PageLoader } from '@/components/ui/page-loader';
import { getIdentityQueryOptions } from '@/features/auth/api/get-identity';
import { menuGroupOf } from '@/features/shell/utils/menu-model';
import {
  FEATURE_ROUTES,
  MENU_ITEMS,
  availableMenuItems,
  type FeatureRoute,
  type MenuItemDef,
  type MenuItemKey,
} from '@/registry';
import type { AppRouteHandle, RouteCrumb } from './route-handle';
import { RouteError } from './routes/route-error';

/**
 * Guard of every signed-in route: the identity must load, or the user goes to sign-in and
 * comes back here afterwards. A cached identity is used at once and checked in the background.
 */
export function requireIdentity(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      return await queryClient.ensureQueryData({
        ...getIdentityQueryOptions(),
        revalidateIfStale: true,
      });
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      const url = new URL(request.url);
      throw redirect(paths.login.getHref(`${url.pathname}${url.search}`));
    }
  };
}

const CHUNK_RELOAD_KEY = 'armada.chunkReload';

/**
 * Loads a route module. When the chunk is gone (a new build replaced the files this page was
 * built against), the page reloads once to pick up the new build instead of showing an error;
 * a second failure in the same tab is a real error.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const module = await load();
      sessionFlag(CHUNK_RELOAD_KEY, false);
      return module;
    } catch (error) {
      // Without storage there is no way to tell a second failure: report instead of looping.
      if (sessionFlag(CHUNK_RELOAD_KEY) !== false) throw error;
      sessionFlag(CHUNK_RELOAD_KEY, true);
      window.location.reload();
      return new Promise<T>(() => undefined); // The page is going away.
    }
  };
}

/** Reads (one argument) or sets a tab-scoped flag; undefined when storage is blocked. */
function sessionFlag(key: string, value?: boolean): boolean | undefined {
  try {
    if (value === undefined) return sessionStorage.getItem(key) === '1';
    if (value) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
    return value;
  } catch {
    return undefined;
  }
}

/** Starts the app config (demo accounts) alongside the sign-in page's code. */
export function prefetchSignInData(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(appConfigQueryOptions());
    return null;
  };
}

/** The crumbs of a menu entry: its group (not a page of its own), then the entry. */
function menuCrumbs(item: MenuItemDef, href?: string): RouteCrumb[] {
  const group = menuGroupOf(item.key);
  const crumbs: RouteCrumb[] = [];
  if (group) crumbs.push({ label: (t) => t(`shell.menu.groups.${group}`) });
  crumbs.push({
    label: (t) => t(`shell.menu.items.${item.key}`),
    ...(href !== undefined && { href }),
  });
  return crumbs;
}

function menuItem(key: MenuItemKey): MenuItemDef {
  const found = MENU_ITEMS.find((entry) => entry.key === key);
  if (!found) throw new Error(`No menu entry ${key}`);
  return found;
}

/** Sends a menu entry's address on to its feature's page (`/master` to `/master/customers`). */
function redirectRoute(path: string, to: string, handle: AppRouteHandle): RouteObject {
  // An element, not a loader redirect: a loader redirect during the first load left the page on
  // its loader, and a route without an element makes react-router warn on every visit.
  return { path, handle, element: <Navigate to={to} replace /> };
}

/**
 * The route of a registered feature: guarded by its menu entry's permission rule, with the
 * entry's breadcrumbs, its module and its strings loaded together.
 */
function featureRoute(feature: FeatureRoute, i18n: I18n): RouteObject {
  const item = feature.menuItem ? menuItem(feature.menuItem) : undefined;
  // The home page needs no crumb of its own: "Home" leads every trail.
  const entryCrumbs = item && item.href !== paths.dashboard.getHref() ? menuCrumbs(item) : [];
  const handle: AppRouteHandle = {
    access: feature.access ?? item?.specPath,
    crumbs: [...entryCrumbs, ...(feature.crumbs ?? [])],
  };
  return {
    path: feature.path,
    handle,
    lazy: lazyRoute(async () => {
      const [module] = await Promise.all([
        feature.load(),
        loadAreaTranslations(i18n, feature.translations ?? []),
        feature.widgets ? preparePrimeReact() : undefined,
      ]);
      return module;
    }),
  };
}

const moduleUnavailable = lazyRoute(() => import('./routes/app/module-unavailable'));

/**
 * A route per menu entry that no feature implements, guarded by the entry's rule; sub-paths
 * (a detail page) land on the same page, named detail pages with their own crumb.
 */
function unavailableModuleRoutes(available: ReadonlySet<MenuItemKey>): RouteObject[] {
  return MENU_ITEMS.filter((item) => !available.has(item.key)).flatMap((item) => {
    const handle: AppRouteHandle = {
      access: item.specPath,
      module: item.key,
      crumbs: menuCrumbs(item),
    };
    const routes: RouteObject[] = [
      { path: item.href, handle, lazy: moduleUnavailable },
      { path: `${item.href}/*`, handle, lazy: moduleUnavailable },
    ];
    // Named detail routes (docs/rules/shell.md §2), such as Delivery Detail.
    for (const detail of item.unavailableDetails ?? []) {
      routes.push({
        path: detail.path,
        handle: {
          ...handle,
          crumbs: [...menuCrumbs(item, item.href), detail.crumb],
        } satisfies AppRouteHandle,
        lazy: moduleUnavailable,
      });
    }
    return routes;
  });
}

/**
 * The signed-in pages, all from the feature registry (`@/registry`: every feature's
 * `feature.ts`): each feature's route; each menu entry whose address is not a feature's page
 * (`/master`) sent on to its first feature; every other entry the 'not available yet' page.
 */
export function signedInRoutes(
  i18n: I18n,
  features: readonly FeatureRoute[] = FEATURE_ROUTES,
): RouteObject[] {
  const routes = features.map((feature) => featureRoute(feature, i18n));
  const available = availableMenuItems(features);
  for (const key of available) {
    const item = menuItem(key);
    if (features.some((feature) => feature.path === item.href)) continue;
    const first = features.find((feature) => feature.menuItem === key);
    if (!first) continue;
    routes.push(
      redirectRoute(item.href, first.path, {
        access: item.specPath,
        crumbs: menuCrumbs(item),
      }),
    );
  }
  return [...routes, ...unavailableModuleRoutes(available)];
}

export function createAppRouter(queryClient: QueryClient, i18n: I18n) {
  return createBrowserRouter([
    {
      path: paths.root.path,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, loader: () => redirect(paths.dashboard.getHref()) },
        {
          path: paths.login.path,
          loader: prefetchSignInData(queryClient),
          lazy: lazyRoute(() => import('./routes/login')),
        },
        {
          path: paths.logout.path,
          lazy: lazyRoute(() => import('./routes/logout')),
        },
        {
          id: 'app',
          loader: requireIdentity(queryClient),
          lazy: lazyRoute(() => import('./routes/app/root')),
          children: signedInRoutes(i18n),
        },
        { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
