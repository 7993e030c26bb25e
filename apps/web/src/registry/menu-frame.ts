import type { MenuGroupKey, MenuSectionKey, MenuSeparatorKey } from './types';

/**
 * The skeleton of the side menu (SHELL-10, SHELL-12): its blocks in order, the separator line
 * drawn before each, and its groups (icon, block, place in the block). The entries themselves
 * come from the features (`feature.ts`) and from menu-entries.ts.
 */
export const MENU_SECTIONS_FRAME: readonly {
  key: MenuSectionKey;
  separator: MenuSeparatorKey | null;
}[] = [
  { key: 'main', separator: null },
  { key: 'orders', separator: 'orders' },
  { key: 'operations', separator: null },
  { key: 'admin', separator: 'admin' },
  { key: 'support', separator: null },
];

export const MENU_GROUPS_FRAME: Readonly<
  Record<MenuGroupKey, { section: MenuSectionKey; order: number; icon: string }>
> = {
  orderManagement: { section: 'orders', order: 10, icon: 'pi-box' },
  fleetTracking: { section: 'operations', order: 20, icon: 'pi-compass' },
  trackVision: { section: 'operations', order: 30, icon: 'pi-video' },
  fleetManagement: { section: 'operations', order: 40, icon: 'pi-wrench' },
};
