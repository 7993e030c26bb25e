import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    trackingLinks: typeof id;
  }
}

/**
 * Temporary tracking links: `/trackingtemp/` (docs/rules/tracking-links.md §3), under the menu's
 * Temporary tracking entry and its rule. The public page a link opens is not a feature of this
 * app: it is its own entry (src/public-tracking, TRK-7).
 */
export const feature = defineFeature({
  name: 'tracking-links',
  routes: [
    {
      name: 'tracking-links',
      widgets: true,
      path: paths.temporaryTracking.path,
      menuItem: 'temporaryTracking',
      load: () => import('./routes/tracking-links'),
      translations: ['trackingLinks', 'table'],
    },
  ],
});
