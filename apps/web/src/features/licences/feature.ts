import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    licences: typeof id;
  }
}

/**
 * Licences and documents (docs/rules/licences.md): the Licence entry of the Fleet management
 * group (registry/menu-entries.ts, `user_docs` or `vehicle_docs` read).
 */
export const feature = defineFeature({
  name: 'licences',
  routes: [
    {
      name: 'licences',
      widgets: true,
      path: paths.licence.path,
      menuItem: 'licence',
      load: () => import('./routes/licences'),
      translations: ['licences', 'table'],
    },
  ],
});
