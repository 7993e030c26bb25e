import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    company: typeof id;
  }
}

export const feature = defineFeature({
  name: 'company',
  routes: [
    {
      // Under the shared Setting entry (registry/menu-entries.ts): /setting opens this page.
      name: 'company',
      widgets: true,
      path: paths.settingCompany.path,
      menuItem: 'setting',
      load: () => import('./routes/company-settings'),
      translations: ['company'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.company') }],
    },
  ],
});
