import {
  MENU_PERMISSION_RULES,
  evaluatePermissionRule,
  hasFullDeliveryPermission,
  isDriverUser,
  type Identity,
  type MenuPath,
} from '@armada/contracts/auth';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import {
  FEATURE_ROUTES,
  MENU_ITEMS,
  MENU_SECTIONS,
  type MenuGroupKey,
  type MenuItemDef,
  type MenuItemKey,
  type MenuSeparatorKey,
} from '@/registry';

/**
 * The rules of the side menu of docs/rules/shell.md §2 and section 6. Its entries come from the
 * feature registry (`@/registry`: each feature's `feature.ts` and the shared entries); every
 * entry names its spec path (the key of `MENU_PERMISSION_RULES` in contracts) and the address it
 * links to. Which entries a user sees is computed here and nowhere else, so the menu, the
 * mobile bottom bar and the route guard cannot disagree.
 */

/** What the rules read of the signed-in user. */
export type MenuIdentity = Pick<Identity, 'accessRight' | 'featureFlags' | 'companyId'> &
  Partial<Pick<Identity, 'newMenuPaths'>>;

export type {
  MenuGroupDef,
  MenuGroupKey,
  MenuItemDef,
  MenuItemKey,
  MenuSectionDef,
  MenuSeparatorKey,
} from '@/registry';
export { MENU_ITEMS, MENU_SECTIONS } from '@/registry';

/** The label key of an item: its own, or 'fleet task instant' for the fleet-task rule. */
export type MenuLabelKey = MenuItemKey | 'fleetTaskInstant';

/** The group an item sits in, if any (for breadcrumbs). */
export function menuGroupOf(key: MenuItemKey): MenuGroupKey | null {
  for (const section of MENU_SECTIONS) {
    for (const node of section.nodes) {
      if (node.kind === 'group' && node.children.some((child) => child.key === key))
        return node.key;
    }
  }
  return null;
}

export function menuItemBySpecPath(specPath: MenuPath): MenuItemDef {
  const found = MENU_ITEMS.find((entry) => entry.specPath === specPath);
  if (!found) throw new Error(`No menu item for ${specPath}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/**
 * Whether the menu shows the entry of `specPath`: its permission rule (contracts), then the
 * company rule (company 1449 has no help and contact).
 */
export function isMenuPathAllowed(specPath: MenuPath, identity: MenuIdentity): boolean {
  const def = menuItemBySpecPath(specPath);
  if (def.hiddenForCompanyIds?.includes(identity.companyId)) return false;
  return evaluatePermissionRule(MENU_PERMISSION_RULES[specPath], {
    accessRight: identity.accessRight,
    featureFlags: identity.featureFlags,
  });
}

/**
 * Whether a signed-in user may open the pages under `specPath`. The menu rule, except that a
 * driver always has the dashboard: it is their home in the reduced layout.
 */
export function canOpenMenuPath(
  specPath: MenuPath,
  identity: MenuIdentity & Pick<Identity, 'accessRight'>,
): boolean {
  if (specPath === '/dashboard/' && isDriverUser(identity.accessRight)) return true;
  return isMenuPathAllowed(specPath, identity);
}

/** The label of an item: fleet task reads 'fleet task instant' without full delivery rights. */
export function menuLabelKey(key: MenuItemKey, identity: MenuIdentity): MenuLabelKey {
  if (key === 'fleetTask' && !hasFullDeliveryPermission(identity.accessRight)) {
    return 'fleetTaskInstant';
  }
  return key;
}

export interface VisibleMenuItem {
  kind: 'item';
  key: MenuItemKey;
  labelKey: MenuLabelKey;
  specPath: MenuPath;
  href: string;
  icon: string;
  isNew: boolean;
  opensKnowledgeBase: boolean;
  /** SHELL-81: the module of the count the entry shows, if any. */
  count?: MenuItemDef['count'];
}

export interface VisibleMenuGroup {
  kind: 'group';
  key: MenuGroupKey;
  icon: string;
  children: VisibleMenuItem[];
}

export interface VisibleMenuSeparator {
  kind: 'separator';
  key: MenuSeparatorKey;
}

export type VisibleMenuNode = VisibleMenuItem | VisibleMenuGroup | VisibleMenuSeparator;

export interface BuildMenuOptions {
  /**
   * Whether this edition includes the entry's module (the app's feature registry says). An entry
   * without its module still shows when allowed (it opens the 'not available yet' page) but
   * never with the 'new' pill. By default every module counts as present.
   */
  isAvailable?: (key: MenuItemKey) => boolean;
}

/** The 'new' pill: the entry is flagged new for everyone, or its module is new for the company. */
function isNewForUser(def: MenuItemDef, identity: MenuIdentity): boolean {
  return (def.isNew ?? false) || (identity.newMenuPaths?.includes(def.specPath) ?? false);
}

function visibleItem(
  def: MenuItemDef,
  identity: MenuIdentity,
  { isAvailable = () => true }: BuildMenuOptions,
): VisibleMenuItem | null {
  if (!isMenuPathAllowed(def.specPath, identity)) return null;
  return {
    kind: 'item',
    key: def.key,
    labelKey: menuLabelKey(def.key, identity),
    specPath: def.specPath,
    href: def.href,
    icon: def.icon,
    isNew: isNewForUser(def, identity) && isAvailable(def.key),
    opensKnowledgeBase: def.opensKnowledgeBase ?? false,
    ...(def.count ? { count: def.count } : {}),
  };
}

/**
 * The menu a user sees: allowed items; groups with at least one allowed child; and each
 * separator only when its block has something visible.
 */
export function buildMenu(
  identity: MenuIdentity,
  options: BuildMenuOptions = {},
): VisibleMenuNode[] {
  const out: VisibleMenuNode[] = [];
  for (const section of MENU_SECTIONS) {
    const nodes: VisibleMenuNode[] = [];
    for (const node of section.nodes) {
      if (node.kind === 'item') {
        const shown = visibleItem(node, identity, options);
        if (shown) nodes.push(shown);
      } else {
        const children = node.children
          .map((child) => visibleItem(child, identity, options))
          .filter((child): child is VisibleMenuItem => child !== null);
        if (children.length > 0) {
          nodes.push({ kind: 'group', key: node.key, icon: node.icon, children });
        }
      }
    }
    if (nodes.length === 0) continue;
    if (section.separator) out.push({ kind: 'separator', key: section.separator });
    out.push(...nodes);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Active entry and scrolling
// ---------------------------------------------------------------------------------------------

/** `/liveview` and `/liveview/x` both read as `/liveview/`, so prefixes compare whole segments. */
function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** An item is active when the current path is its link or lies under it. */
export function isMenuItemActive(item: Pick<VisibleMenuItem, 'href'>, pathname: string): boolean {
  return withTrailingSlash(pathname).startsWith(withTrailingSlash(item.href));
}

/** A group is active when the current path starts with one of its child links. */
export function isMenuGroupActive(group: VisibleMenuGroup, pathname: string): boolean {
  return group.children.some((child) => isMenuItemActive(child, pathname));
}

/** The key of the active group, if the current page is inside one. */
export function activeGroupKey(
  menu: readonly VisibleMenuNode[],
  pathname: string,
): MenuGroupKey | null {
  for (const node of menu) {
    if (node.kind === 'group' && isMenuGroupActive(node, pathname)) return node.key;
  }
  return null;
}

/**
 * Where the menu scrolls to show the active entry: only when the entry lies lower than 500 px
 * and is not already fully in view, and then to its offset plus 300 px, counted from the bottom
 * edge: the entry shows with up to 300 px of menu after it, never scrolled past its own top. An
 * entry that is already visible leaves the menu where it is, so the top of the menu (Dashboard)
 * does not scroll away for nothing. Null: leave the scroll where it is.
 */
export function menuScrollTarget({
  offsetTop,
  height,
  scrollTop,
  viewportHeight,
}: {
  /** The entry's top within the menu's content. */
  offsetTop: number;
  height: number;
  /** The menu's scroll position now. */
  scrollTop: number;
  /** The menu's visible height. */
  viewportHeight: number;
}): number | null {
  const { scrollThresholdPx, scrollExtraPx } = SHELL_CONSTANTS.menu;
  if (offsetTop <= scrollThresholdPx) return null;
  const inView = offsetTop >= scrollTop && offsetTop + height <= scrollTop + viewportHeight;
  if (inView) return null;
  return Math.max(0, Math.min(offsetTop, offsetTop + scrollExtraPx - viewportHeight));
}

/** The first page a user may open: the home for the 'no access' page and the driver. */
export function homeHref(identity: MenuIdentity): string {
  if (canOpenMenuPath('/dashboard/', identity)) return paths.dashboard.getHref();
  const first = MENU_ITEMS.find(
    (entry) => !entry.opensKnowledgeBase && isMenuPathAllowed(entry.specPath, identity),
  );
  return first?.href ?? paths.profile.getHref();
}

// ---------------------------------------------------------------------------------------------
// Mobile bottom bar
// ---------------------------------------------------------------------------------------------

export type BottomBarKey = 'dashboard' | 'liveView' | 'notifications' | 'reports';

export interface BottomBarEntry {
  key: BottomBarKey;
  href: string;
  icon: string;
}

/**
 * The bottom bar of narrow screens (docs/rules/shell.md §2): Dashboard, Live view, Notifications
 * and Reports, each only when allowed. Live view is the new one when the user has it, else the
 * old one (the named route Liveview).
 */
export function bottomBarEntries(identity: MenuIdentity): BottomBarEntry[] {
  const entries: BottomBarEntry[] = [];
  if (canOpenMenuPath('/dashboard/', identity)) {
    entries.push({ key: 'dashboard', href: paths.dashboard.getHref(), icon: 'pi-th-large' });
  }
  const liveView = isMenuPathAllowed('/liveview-2/', identity)
    ? paths.liveViewNew.getHref()
    : isMenuPathAllowed('/liveview/', identity)
      ? paths.liveView.getHref()
      : null;
  if (liveView) entries.push({ key: 'liveView', href: liveView, icon: 'pi-map' });
  if (isMenuPathAllowed('/notification/', identity)) {
    entries.push({ key: 'notifications', href: paths.notifications.getHref(), icon: 'pi-bell' });
  }
  if (isMenuPathAllowed('/report/', identity)) {
    entries.push({ key: 'reports', href: paths.reports.getHref(), icon: 'pi-chart-bar' });
  }
  return entries;
}

/** The live view pages, where the bottom bar is hidden and (old one) the menu starts collapsed. */
export function isLiveViewPath(pathname: string): boolean {
  return (
    isMenuItemActive({ href: paths.liveView.getHref() }, pathname) ||
    isMenuItemActive({ href: paths.liveViewNew.getHref() }, pathname)
  );
}

/** The old live view starts with the menu collapsed (docs/rules/shell.md §2). */
export function startsCollapsed(pathname: string): boolean {
  return isMenuItemActive({ href: paths.liveView.getHref() }, pathname);
}

/**
 * Whether a signed-in user can open an address inside the app: a menu entry's page when this
 * edition includes its module and the entry's rule allows it, or a page outside the menu
 * (profile). Anything else (a module not in this edition, an unknown address) is not offered.
 */
export function canOpenAppPath(
  pathname: string,
  identity: MenuIdentity,
  routes = FEATURE_ROUTES,
): boolean {
  const entry = MENU_ITEMS.find((item) => isMenuItemActive(item, pathname));
  if (entry) {
    return (
      routes.some((route) => route.menuItem === entry.key) &&
      canOpenMenuPath(entry.specPath, identity)
    );
  }
  return routes.some(
    (route) => !route.menuItem && isMenuItemActive({ href: route.path }, pathname),
  );
}
