import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    masterAddresses: typeof id;
  }
}

export const feature = defineFeature({
  name: 'master-addresses',
  routes: [
    {
      // Under the shared Master entry, beside the customers (docs/rules/addresses.md).
      name: 'master-addresses',
      widgets: true,
      path: paths.masterAddresses.path,
      menuItem: 'master',
      load: () => import('./routes/addresses'),
      translations: ['masterAddresses', 'table'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.addresses') }],
    },
  ],
});
