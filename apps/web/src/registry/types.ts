import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { Params } from 'react-router-dom';
import type { MenuPath } from '@armada/contracts/auth';
import type { TranslationArea } from '@/locales';

/**
 * What a feature declares about itself in its `features/<name>/feature.ts`: its menu entries
 * and its routes. The app finds every `feature.ts` (registry/index.ts) and builds the router
 * and the side menu from them, so a new feature is its folder plus that file. A `feature.ts`
 * holds light data and lazy loaders only: it is in the first-load bundle of every page.
 */
export interface FeatureDefinition {
  /** Unique, for messages and tests (the folder name). */
  name: string;
  /** The menu entries this feature owns (their module is this feature). */
  menu?: readonly MenuEntry[];
  /** Its pages. */
  routes?: readonly FeatureRoute[];
}

/** Spells a feature's declaration with its types checked (and nothing else). */
export const defineFeature = (definition: FeatureDefinition): FeatureDefinition => definition;

// ---------------------------------------------------------------------------------------------
// Menu entries
// ---------------------------------------------------------------------------------------------

/** The entries of the side menu (SHELL-10 in docs/rules/shell.md). */
export type MenuItemKey =
  | 'dashboard'
  | 'liveViewNew'
  | 'liveView'
  | 'controlTowerNew'
  | 'controlTower'
  | 'notifications'
  | 'reports'
  | 'salesOrder'
  | 'deliveryRequest'
  | 'delivery'
  | 'fleetTask'
  | 'fleetAvailability'
  | 'invoice'
  | 'routeOptimization'
  | 'deliveryScheduler'
  | 'costManagement'
  | 'videoTrackingNew'
  | 'videoTracking'
  | 'temporaryTracking'
  | 'route'
  | 'liveStreaming'
  | 'videoHistory'
  | 'vehicleMedia'
  | 'maintenance'
  | 'licence'
  | 'landMeasurement'
  | 'driverScore'
  | 'master'
  | 'setting'
  | 'marketplace'
  | 'help'
  | 'contact'
  | 'companyTicket';

export type MenuGroupKey = 'orderManagement' | 'fleetTracking' | 'trackVision' | 'fleetManagement';

/** The blocks of the menu, in order (registry/menu-frame.ts). */
export type MenuSectionKey = 'main' | 'orders' | 'operations' | 'admin' | 'support';

/** The blocks that a separator line introduces. */
export type MenuSeparatorKey = 'orders' | 'admin';

/**
 * Where an entry sits: in a block of its own, or inside a group; `order` sorts it among the
 * block's entries and groups (or the group's entries), smallest first.
 */
export type MenuPlace =
  { section: MenuSectionKey; order: number } | { group: MenuGroupKey; order: number };

/** One crumb a route adds after its parents' (the shell puts "Home" first). */
export interface RouteCrumb {
  label: (t: TFunction, params: Params) => string;
  href?: string;
}

/**
 * One side-menu entry. Its label is `shell.menu.items.<key>` (bundled with the shell: the menu
 * shows before any feature loads); its permission rule is the contracts' rule of `specPath`,
 * which also guards every route of the entry.
 */
export interface MenuEntry {
  key: MenuItemKey;
  /** The spec path: key of `MENU_PERMISSION_RULES` in contracts. */
  specPath: MenuPath;
  href: string;
  /** A PrimeIcons class (`pi-map`). */
  icon: string;
  place: MenuPlace;
  /** Shows the 'new' pill (for everyone; a company can also mark it new, SHELL-14). */
  isNew?: boolean;
  /** Opens the external knowledge base (AppConfig.helpUrl) in a new tab. */
  opensKnowledgeBase?: boolean;
  /** Company ids for which the entry is hidden whatever the permissions. */
  hiddenForCompanyIds?: readonly number[];
  /**
   * Named detail pages of a module this edition does not include (Delivery Detail): they open
   * the 'not available yet' page with their own crumb. A feature declares its own routes instead.
   */
  unavailableDetails?: readonly { path: string; crumb: RouteCrumb }[];
  /**
   * A count the entry shows (unread replies, say): the feature's module holding the hook that
   * reads it, loaded lazily once the entry shows (SHELL-81), so `feature.ts` stays light.
   */
  count?: () => Promise<MenuCountModule>;
}

/** What a menu entry's count module exports (MenuEntry.count). */
export interface MenuCountModule {
  /** Called while the entry shows; 0 or undefined shows nothing. */
  useMenuCount: () => number | undefined;
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

/** What a route module exports: react-router's lazy route fields. */
export interface FeatureRouteModule {
  Component: ComponentType;
}

/** One page of a feature. */
export interface FeatureRoute {
  /** Unique name, for messages and tests. */
  name: string;
  /** The address (from `config/paths`). */
  path: string;
  /**
   * The menu entry that leads here (the feature's own, or a shared one such as Master). Its
   * permission rule guards the route, its group and label start the breadcrumbs, and the entry
   * stops leading to the 'not available yet' page. Pages outside the menu (profile) leave it out.
   */
  menuItem?: MenuItemKey;
  /**
   * The permission rule when it is not the menu entry's (a spec path of
   * `MENU_PERMISSION_RULES`); by default the menu entry's, and none without a menu entry.
   */
  access?: MenuPath;
  /** The route module (`features/<name>/routes/*.tsx`), loaded on the first visit. */
  load: () => Promise<FeatureRouteModule>;
  /** The page renders PrimeReact widgets: their texts (and runtime) load with the module. */
  widgets?: boolean;
  /** The string areas its screens read, loaded with the module (`t('<area>.…')`). */
  translations?: readonly TranslationArea[];
  /** The breadcrumbs after the menu entry's (or alone, without a menu entry). */
  crumbs?: readonly RouteCrumb[];
}
