import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import type idLayer from './locales/geofence-layer/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    geofences: typeof id;
    /** The live view's geofence layer (GEO-16): a few words, loaded with the live view. */
    geofenceLayer: typeof idLayer;
  }
}

/**
 * Geofences (docs/rules/geofences.md GEO-19 ... GEO-21): a page under the shared Master entry
 * (registry/menu-entries.ts), beside the customers. The drawing library loads with its editor
 * only (ADR 0030); the live view draws the geofences through this feature's layer, composed in
 * its own route module.
 */
export const feature = defineFeature({
  name: 'geofences',
  routes: [
    {
      name: 'geofences',
      widgets: true,
      path: paths.masterGeofences.path,
      menuItem: 'master',
      load: () => import('./routes/geofences'),
      translations: ['geofences', 'table'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.geofences') }],
    },
  ],
});
