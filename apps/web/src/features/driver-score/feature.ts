import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    driverScore: typeof id;
  }
}

export const feature = defineFeature({
  name: 'driver-score',
  menu: [
    {
      key: 'driverScore',
      specPath: '/driverscore/',
      href: paths.driverScore.getHref(),
      icon: 'pi-star',
      place: { section: 'operations', order: 50 },
    },
  ],
  routes: [
    {
      // Issue 11: driver scoring (docs/rules/shell.md §2, §3); the driver detail is a chunk of its
      // own.
      name: 'driver-score',
      widgets: true,
      path: paths.driverScore.path,
      menuItem: 'driverScore',
      load: () => import('./routes/driver-score'),
      translations: ['driverScore', 'table'],
    },
  ],
});
