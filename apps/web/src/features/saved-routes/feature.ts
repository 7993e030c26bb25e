import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    savedRoutes: typeof id;
  }
}

/**
 * Saved routes (docs/rules/saved-routes.md SRT-9): the Route menu entry's page, `/route/`. Its
 * line is drawn with the geofences feature's drawing map (composed in its route module), whose
 * strings it also loads: the shape problems are named there.
 */
export const feature = defineFeature({
  name: 'saved-routes',
  routes: [
    {
      name: 'saved-routes',
      widgets: true,
      path: paths.route.path,
      menuItem: 'route',
      load: () => import('./routes/saved-routes'),
      translations: ['savedRoutes', 'geofences', 'table'],
    },
  ],
});
