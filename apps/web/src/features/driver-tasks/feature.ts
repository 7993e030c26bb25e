import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    driverTasks: typeof id;
  }
}

/**
 * The driver's day on the phone (docs/rules/fleet-tasks.md FT-14 ... FT-20): outside the menu,
 * like the profile (the reduced layout has none); the driver's dashboard links to it. The
 * server gives each user only their own tasks.
 */
export const feature = defineFeature({
  name: 'driver-tasks',
  routes: [
    {
      name: 'my-tasks',
      widgets: true,
      path: paths.myTask.path,
      load: () => import('./routes/my-tasks'),
      translations: ['driverTasks'],
      crumbs: [{ label: (t) => t('driverTasks.title') }],
    },
  ],
});
