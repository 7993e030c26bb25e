import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    integrations: typeof id;
  }
}

/**
 * Integrations (docs/rules/integrations.md): the Marketplace entry of the admin section
 * (registry/menu-entries.ts, `marketplace:read`): the catalogue, webhooks, API keys and
 * requests for integrations not built yet.
 */
export const feature = defineFeature({
  name: 'integrations',
  routes: [
    {
      name: 'integrations',
      widgets: true,
      path: paths.marketplace.path,
      menuItem: 'marketplace',
      load: () => import('./routes/integrations'),
      translations: ['integrations', 'table'],
    },
  ],
});
