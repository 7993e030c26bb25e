import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    fleetAvailability: typeof id;
  }
}

/**
 * Fleet availability (docs/rules/fleet-availability.md): the menu's `/fleet-availability/`
 * page, under its entry and permission rule.
 */
export const feature = defineFeature({
  name: 'fleet-availability',
  routes: [
    {
      name: 'fleet-availability',
      widgets: true,
      path: paths.fleetAvailability.path,
      menuItem: 'fleetAvailability',
      load: () => import('./routes/fleet-availability'),
      translations: ['fleetAvailability', 'table'],
    },
  ],
});
