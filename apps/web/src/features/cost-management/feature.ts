import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    costManagement: typeof id;
  }
}

/**
 * Cost management (docs/rules/costs.md COST-12): the menu's Cost management entry and its rule
 * (all four `financial-record` actions).
 */
export const feature = defineFeature({
  name: 'cost-management',
  routes: [
    {
      name: 'costManagement',
      widgets: true,
      path: paths.costManagement.path,
      menuItem: 'costManagement',
      load: () => import('./routes/cost-management'),
      translations: ['costManagement', 'table'],
    },
  ],
});
