import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    customers: typeof id;
  }
}

export const feature = defineFeature({
  name: 'customers',
  routes: [
    {
      // Under the shared Master entry (registry/menu-entries.ts): /master opens this page.
      name: 'customers',
      widgets: true,
      path: paths.masterCustomers.path,
      menuItem: 'master',
      load: () => import('./routes/customers'),
      translations: ['customers', 'table'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.customers') }],
    },
  ],
});
