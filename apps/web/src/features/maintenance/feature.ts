import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    maintenance: typeof id;
  }
}

/**
 * Maintenance (docs/rules/maintenance.md MNT-15): the menu's Maintenance entry and its rule
 * (`maintenance:read`, `maintenance-group:read` or `service_order:read`).
 */
export const feature = defineFeature({
  name: 'maintenance',
  routes: [
    {
      name: 'maintenance',
      widgets: true,
      path: paths.maintenance.path,
      menuItem: 'maintenance',
      load: () => import('./routes/maintenance'),
      translations: ['maintenance', 'table'],
    },
  ],
});
