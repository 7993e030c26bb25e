import type { ComponentType } from 'react';
import type { MenuPath } from '@armada/contracts';
import type { TranslationArea } from '@/locales';
import { paths } from '@/config/paths';
import {
  MENU_ITEMS,
  canOpenMenuPath,
  isMenuItemActive,
  type MenuIdentity,
  type MenuItemKey,
} from '@/features/shell/utils/menu-model';
import type { RouteCrumb } from './route-handle';

/** What a feature's route module exports: react-router's lazy route fields. */
export interface FeatureRouteModule {
  Component: ComponentType;
}

/**
 * One feature as the app sees it: the only place a new screen is added. The router builds its
 * route (permission guard, breadcrumbs, lazy module, strings) from this entry, and the menu
 * counts its entry as present in this edition; every other menu entry opens the 'not
 * available yet' page.
 *
 * Adding a feature (alerts, live view, route optimization) means writing its folder under
 * `features/`, a route module under `app/routes/app/`, its strings under `locales/{id,en}/`
 * (with a loader in `locales/index.ts`) and one entry below.
 */
export interface FeatureRegistration {
  /** Unique name, for messages and tests. */
  name: string;
  /** The address (from `config/paths`). */
  path: string;
  /**
   * The menu entry of spec 01 section 2 that leads here. Its permission rule (section 6)
   * guards the route, its group and label start the breadcrumbs, and the entry stops leading to
   * the 'not available yet' page. Pages outside the menu (profile) leave it out.
   */
  menuItem?: MenuItemKey;
  /**
   * The permission rule when it is not the menu entry's (a spec path of
   * `MENU_PERMISSION_RULES`); by default the menu entry's, and none without a menu entry.
   */
  access?: MenuPath;
  /** The route module, loaded on the first visit. */
  load: () => Promise<FeatureRouteModule>;
  /** The page renders PrimeReact widgets: their texts (and runtime) load with the module. */
  widgets?: boolean;
  /** The string areas its screens read, loaded with the module (`t('<area>.…')`). */
  translations?: readonly TranslationArea[];
  /** The breadcrumbs after the menu entry's (or alone, without a menu entry). */
  crumbs?: readonly RouteCrumb[];
}

export const FEATURES: readonly FeatureRegistration[] = [
  {
    name: 'dashboard',
    path: paths.dashboard.path,
    menuItem: 'dashboard',
    load: () => import('./routes/app/dashboard'),
  },
  {
    name: 'live-view',
    path: paths.liveViewNew.path,
    menuItem: 'liveViewNew',
    load: () => import('./routes/app/live-view'),
    translations: ['liveView'],
  },
  {
    // The old address opens the same page (the shell starts with the menu collapsed there).
    name: 'live-view-old',
    path: paths.liveView.path,
    menuItem: 'liveView',
    load: () => import('./routes/app/live-view'),
    translations: ['liveView'],
  },
  {
    name: 'notifications',
    widgets: true,
    path: paths.notifications.path,
    menuItem: 'notifications',
    load: () => import('./routes/app/notifications'),
    translations: ['notifications', 'table'],
  },
  {
    // Notification Detail (spec 01 section 2), under the same menu entry and rule.
    name: 'notification-detail',
    widgets: true,
    path: paths.notificationDetail.path,
    menuItem: 'notifications',
    load: () => import('./routes/app/notification-detail'),
    translations: ['notifications'],
    crumbs: [{ label: (t) => t('shell.breadcrumbs.notificationDetail') }],
  },
  {
    name: 'profile',
    widgets: true,
    path: paths.profile.path,
    load: () => import('./routes/app/profile'),
    translations: ['profile'],
    crumbs: [{ label: (t) => t('shell.breadcrumbs.profile') }],
  },
  {
    name: 'customers',
    widgets: true,
    path: paths.masterCustomers.path,
    menuItem: 'master',
    load: () => import('./routes/app/customers'),
    translations: ['customers', 'table'],
    crumbs: [{ label: (t) => t('shell.breadcrumbs.customers') }],
  },
  {
    name: 'company',
    widgets: true,
    path: paths.settingCompany.path,
    menuItem: 'setting',
    load: () => import('./routes/app/company-settings'),
    translations: ['company'],
    crumbs: [{ label: (t) => t('shell.breadcrumbs.company') }],
  },
  {
    name: 'route-optimization',
    widgets: true,
    path: paths.routeOptimization.path,
    menuItem: 'routeOptimization',
    load: () => import('./routes/app/route-optimization'),
    translations: ['routeOptimization', 'table'],
  },
  {
    // The run's detail (map, timelines, moves) under the same menu entry and rule.
    name: 'route-optimization-detail',
    widgets: true,
    path: paths.routeOptimizationDetail.path,
    menuItem: 'routeOptimization',
    load: () => import('./routes/app/route-optimization-detail'),
    translations: ['routeOptimization'],
    crumbs: [{ label: (t) => t('routeOptimization.detailCrumb') }],
  },
  {
    // Spec 03 section 2.1: the creation wizard, under the Route Optimization menu entry.
    name: 'route-optimization-create',
    widgets: true,
    path: paths.routeOptimizationCreate.path,
    menuItem: 'routeOptimization',
    load: () => import('./routes/app/route-optimization-create'),
    translations: ['routeOptimization', 'routeOptimizationWizard'],
    crumbs: [{ label: (t) => t('routeOptimizationWizard.createTitle') }],
  },
  {
    // Spec 03 section 2.2: re-optimize a run.
    name: 'route-optimization-reoptimize',
    widgets: true,
    path: paths.routeOptimizationReoptimize.path,
    menuItem: 'routeOptimization',
    load: () => import('./routes/app/route-optimization-reoptimize'),
    translations: ['routeOptimization', 'routeOptimizationWizard'],
    crumbs: [{ label: (t) => t('routeOptimizationWizard.editTitle') }],
  },
  {
    // Issue 11: driver scoring (spec 01 sections 2, 3); the driver detail is a chunk of its own.
    name: 'driver-score',
    widgets: true,
    path: paths.driverScore.path,
    menuItem: 'driverScore',
    load: () => import('./routes/app/driver-score'),
    translations: ['driverScore', 'table'],
  },
  {
    // Setting Notification List (spec 02 section 2), the alert center's settings target. Outside
    // the Setting menu's rule: it opens for every alert-center user, read-only without
    // e4b-alert-center-rule-setting:read.
    name: 'setting-notification-list',
    widgets: true,
    path: paths.settingNotificationList.path,
    load: () => import('./routes/app/setting-notification-list'),
    translations: ['alertRules'],
    crumbs: [
      { label: (t) => t('shell.menu.items.setting'), href: paths.setting.getHref() },
      { label: (t) => t('alertRules.settings.pageTitle') },
    ],
  },
  {
    name: 'help',
    path: paths.help.path,
    menuItem: 'help',
    load: () => import('./routes/app/help'),
    translations: ['help'],
  },
];

/** The menu entries whose module this edition includes (the rest open 'not available yet'). */
export const AVAILABLE_MENU_ITEMS: ReadonlySet<MenuItemKey> = new Set(
  FEATURES.flatMap((feature) => (feature.menuItem ? [feature.menuItem] : [])),
);

/**
 * Whether a signed-in user can open an address inside the app: a menu entry's page when this
 * edition includes its module and the entry's rule allows it, or a page outside the menu
 * (profile). Anything else (a module not in this edition, an unknown address) is not offered.
 */
export function canOpenAppPath(pathname: string, identity: MenuIdentity): boolean {
  const entry = MENU_ITEMS.find((item) => isMenuItemActive(item, pathname));
  if (entry)
    return AVAILABLE_MENU_ITEMS.has(entry.key) && canOpenMenuPath(entry.specPath, identity);
  return FEATURES.some(
    (feature) => !feature.menuItem && isMenuItemActive({ href: feature.path }, pathname),
  );
}
