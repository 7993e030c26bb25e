import { MENU_GROUPS_FRAME, MENU_SECTIONS_FRAME } from './menu-frame';
import { SHARED_MENU_ENTRIES } from './menu-entries';
import type {
  FeatureDefinition,
  FeatureRoute,
  MenuEntry,
  MenuGroupKey,
  MenuItemKey,
  MenuSeparatorKey,
} from './types';

export * from './types';

/**
 * The feature registry: every `features/<name>/feature.ts`, found at build time, so a new
 * feature needs no list edited here or in the app. Eager: these files are light data and lazy
 * loaders (their screens load on the first visit), so the whole registry is small.
 */
const modules = import.meta.glob<{ feature: FeatureDefinition }>('../features/*/feature.ts', {
  eager: true,
});

/** The registered features, in folder order. */
export const FEATURES: readonly FeatureDefinition[] = Object.keys(modules)
  .sort()
  .map((file) => {
    const feature = modules[file]?.feature;
    if (!feature) throw new Error(`${file} exports no \`feature\``);
    return feature;
  });

// ---------------------------------------------------------------------------------------------
// The menu
// ---------------------------------------------------------------------------------------------

/** A menu entry as the shell reads it. */
export interface MenuItemDef extends Omit<MenuEntry, 'place'> {
  kind: 'item';
}

export interface MenuGroupDef {
  kind: 'group';
  key: MenuGroupKey;
  icon: string;
  children: readonly MenuItemDef[];
}

export interface MenuSectionDef {
  /** The separator line drawn before the section; null for none. */
  separator: MenuSeparatorKey | null;
  nodes: readonly (MenuItemDef | MenuGroupDef)[];
}

/** Every menu entry: the features' own and the shared ones; a key declared twice is an error. */
export function collectMenuEntries(
  features: readonly FeatureDefinition[],
  shared: readonly MenuEntry[] = SHARED_MENU_ENTRIES,
): MenuEntry[] {
  const entries = [...features.flatMap((feature) => feature.menu ?? []), ...shared];
  const seen = new Set<MenuItemKey>();
  for (const entry of entries) {
    if (seen.has(entry.key)) throw new Error(`Menu entry ${entry.key} is declared twice`);
    seen.add(entry.key);
  }
  return entries;
}

const toItem = ({ place: _place, ...entry }: MenuEntry): MenuItemDef => ({
  kind: 'item',
  ...entry,
});

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The menu's blocks from its entries: each block's entries and groups by their order. */
export function buildMenuSections(entries: readonly MenuEntry[]): MenuSectionDef[] {
  return MENU_SECTIONS_FRAME.map((section) => {
    const nodes: { order: number; node: MenuItemDef | MenuGroupDef }[] = [];
    for (const entry of entries) {
      if ('section' in entry.place && entry.place.section === section.key) {
        nodes.push({ order: entry.place.order, node: toItem(entry) });
      }
    }
    for (const [key, group] of Object.entries(MENU_GROUPS_FRAME) as [
      MenuGroupKey,
      (typeof MENU_GROUPS_FRAME)[MenuGroupKey],
    ][]) {
      if (group.section !== section.key) continue;
      const children = entries
        .flatMap((entry) =>
          'group' in entry.place && entry.place.group === key
            ? [{ order: entry.place.order, node: toItem(entry) }]
            : [],
        )
        .sort(byOrder)
        .map(({ node }) => node);
      if (children.length > 0) {
        nodes.push({
          order: group.order,
          node: { kind: 'group', key, icon: group.icon, children },
        });
      }
    }
    return { separator: section.separator, nodes: nodes.sort(byOrder).map(({ node }) => node) };
  });
}

export const MENU_SECTIONS: readonly MenuSectionDef[] = buildMenuSections(
  collectMenuEntries(FEATURES),
);

/** Every item of the menu, groups flattened, in menu order. */
export const MENU_ITEMS: readonly MenuItemDef[] = MENU_SECTIONS.flatMap((section) =>
  section.nodes.flatMap((node) => (node.kind === 'group' ? node.children : [node])),
);

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

/** Every feature's routes, with the name of the feature that declares each. */
export function collectRoutes(features: readonly FeatureDefinition[]): FeatureRoute[] {
  const routes = features.flatMap((feature) => feature.routes ?? []);
  const names = new Set<string>();
  for (const route of routes) {
    if (names.has(route.name)) throw new Error(`Route ${route.name} is declared twice`);
    names.add(route.name);
  }
  return routes;
}

export const FEATURE_ROUTES: readonly FeatureRoute[] = collectRoutes(FEATURES);

/** The menu entries whose module some feature provides (the rest open 'not available yet'). */
export function availableMenuItems(routes: readonly FeatureRoute[]): ReadonlySet<MenuItemKey> {
  return new Set(routes.flatMap((route) => (route.menuItem ? [route.menuItem] : [])));
}

export const AVAILABLE_MENU_ITEMS: ReadonlySet<MenuItemKey> = availableMenuItems(FEATURE_ROUTES);
