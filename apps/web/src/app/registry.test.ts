import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { initI18n } from '@/lib/i18n';
import { areaFileOf, areaLoadersOf } from '@/locales';
import { areaTranslations } from '@/locales/area-loaders';
import { SHARED_MENU_ENTRIES } from '@/registry/menu-entries';
import {
  FEATURES,
  FEATURE_ROUTES,
  MENU_ITEMS,
  availableMenuItems,
  buildMenuSections,
  collectMenuEntries,
  collectRoutes,
  defineFeature,
  type MenuItemDef,
} from '@/registry';
import { signedInRoutes } from './router';
import type { AppRouteHandle } from './route-handle';

/** A module that is not in this edition yet: vehicle media, moved into a feature of its own. */
const vehicleMedia = defineFeature({
  name: 'vehicle-media',
  menu: [
    {
      key: 'vehicleMedia',
      specPath: '/vehicle-media/',
      href: '/vehicle-media',
      icon: 'pi-images',
      place: { group: 'trackVision', order: 30 },
      isNew: true,
    },
  ],
  routes: [
    {
      name: 'vehicle-media',
      path: '/vehicle-media',
      menuItem: 'vehicleMedia',
      load: () => Promise.resolve({ Component: () => null }),
      translations: ['table'],
    },
  ],
});

const sharedWithoutMedia = SHARED_MENU_ENTRIES.filter((entry) => entry.key !== 'vehicleMedia');
const keys = (items: readonly MenuItemDef[]) => items.map((item) => item.key);
const flatten = (sections: ReturnType<typeof buildMenuSections>) =>
  sections.flatMap((section) =>
    section.nodes.flatMap((node) => (node.kind === 'group' ? node.children : [node])),
  );

describe('the feature registry', () => {
  it('finds every feature.ts, each under its folder name', () => {
    expect(FEATURES.map((feature) => feature.name)).toEqual(
      expect.arrayContaining(['dashboard', 'customers', 'live-view', 'route-optimization']),
    );
    expect(FEATURE_ROUTES.map((route) => route.name)).toContain('route-optimization-create');
  });

  it('builds the whole menu of SHELL-10, in its order, from features and shared entries', () => {
    expect(keys(MENU_ITEMS)).toEqual([
      'dashboard',
      'liveViewNew',
      'liveView',
      'controlTowerNew',
      'controlTower',
      'notifications',
      'reports',
      'salesOrder',
      'deliveryRequest',
      'delivery',
      'fleetTask',
      'fleetAvailability',
      'invoice',
      'routeOptimization',
      'deliveryScheduler',
      'costManagement',
      'videoTrackingNew',
      'videoTracking',
      'temporaryTracking',
      'route',
      'liveStreaming',
      'videoHistory',
      'vehicleMedia',
      'maintenance',
      'licence',
      'landMeasurement',
      'driverScore',
      'master',
      'setting',
      'marketplace',
      'help',
      'contact',
      'companyTicket',
    ]);
    // Features own their entries: the route-optimization entry comes from its feature.ts.
    const routeOptimization = FEATURES.find((feature) => feature.name === 'route-optimization');
    expect(routeOptimization?.menu?.map((entry) => entry.key)).toEqual(['routeOptimization']);
  });

  it('places a registered feature’s menu entry by its order, and its route replaces "not available yet"', () => {
    // Every entry of the menu has its page now: the track-vision feature is taken out to see
    // its media entry fall back to "not available yet", then a feature of its own replaces it.
    const withoutVision = FEATURES.filter((feature) => feature.name !== 'track-vision');
    const features = [...withoutVision, vehicleMedia];
    const items = flatten(buildMenuSections(collectMenuEntries(features, sharedWithoutMedia)));
    expect(keys(items)).toEqual(keys(MENU_ITEMS));
    expect(items.find((item) => item.key === 'vehicleMedia')?.isNew).toBe(true);

    const before = signedInRoutes(initI18n('id'), collectRoutes(withoutVision));
    const unavailable = (routes: RouteObject[]) =>
      routes.filter(
        (route) => (route.handle as AppRouteHandle | undefined)?.module === 'vehicleMedia',
      );
    expect(unavailable(before).map((route) => route.path)).toEqual([
      '/vehicle-media',
      '/vehicle-media/*',
    ]);

    const routes = collectRoutes(features);
    expect(availableMenuItems(routes).has('vehicleMedia')).toBe(true);
    const after = signedInRoutes(initI18n('id'), routes);
    expect(unavailable(after)).toEqual([]);
    const added = after.find((route) => route.path === '/vehicle-media');
    expect((added?.handle as AppRouteHandle).access).toBe('/vehicle-media/');
  });

  it('gives every entry of the menu its own page: none opens "not available yet"', () => {
    const placeholders = signedInRoutes(initI18n('id')).filter(
      (route) => (route.handle as AppRouteHandle | undefined)?.module !== undefined,
    );
    expect(placeholders.map((route) => route.path)).toEqual([]);
  });

  it('refuses a menu entry or a route declared twice', () => {
    expect(() => collectMenuEntries([vehicleMedia])).toThrow('vehicleMedia is declared twice');
    expect(() => collectRoutes([vehicleMedia, vehicleMedia])).toThrow(
      'vehicle-media is declared twice',
    );
  });
});

describe('feature strings', () => {
  it('names an area after its folder', () => {
    expect(areaFileOf('../features/live-view/locales/id.json')).toEqual({
      area: 'liveView',
      language: 'id',
    });
    expect(areaFileOf('../features/alerts/locales/alert-media/en.json')).toEqual({
      area: 'alertMedia',
      language: 'en',
    });
    expect(areaFileOf('./shared/table/id.json')).toEqual({ area: 'table', language: 'id' });
    expect(areaFileOf('../features/alerts/locales/index.ts')).toBeNull();
  });

  it('finds every feature’s strings, in both languages', async () => {
    expect(Object.keys(areaTranslations)).toEqual(
      expect.arrayContaining(['customers', 'liveView', 'alertMedia', 'routeOptimizationWizard']),
    );
    const reportsArea = areaLoadersOf({
      '../features/reports/locales/id.json': () => Promise.resolve({ title: 'Laporan' }),
      '../features/reports/locales/en.json': () => Promise.resolve({ title: 'Reports' }),
    });
    await expect(reportsArea.reports?.()).resolves.toEqual({
      area: 'reports',
      id: { title: 'Laporan' },
      en: { title: 'Reports' },
    });
    expect(() =>
      areaLoadersOf({ '../features/reports/locales/id.json': () => Promise.resolve({}) }),
    ).toThrow('needs both');
  });
});
