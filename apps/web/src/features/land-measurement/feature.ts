import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    landMeasurement: typeof id;
  }
}

/**
 * Land measurement (docs/rules/land-measurement.md LAND-11 ... LAND-13): the page of the
 * Fleet management entry of the same name (registry/menu-entries.ts), whose rule needs all four
 * `i1a-landmeasurement` actions. Leaflet and the geodesy load with the page only.
 */
export const feature = defineFeature({
  name: 'land-measurement',
  routes: [
    {
      name: 'landMeasurement',
      widgets: true,
      path: paths.landMeasurement.path,
      menuItem: 'landMeasurement',
      load: () => import('./routes/land-measurement'),
      translations: ['landMeasurement'],
    },
  ],
});
