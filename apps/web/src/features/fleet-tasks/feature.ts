import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    fleetTasks: typeof id;
  }
}

/**
 * Fleet tasks (docs/rules/fleet-tasks.md): the menu's fleet-task page and Fleet Task Instant
 * Detail, both under the Fleet Task entry and its permission rule (the entry's label follows the
 * shell's fleet-task-instant rule).
 */
export const feature = defineFeature({
  name: 'fleet-tasks',
  routes: [
    {
      name: 'fleet-tasks',
      widgets: true,
      path: paths.fleetTask.path,
      menuItem: 'fleetTask',
      load: () => import('./routes/fleet-tasks'),
      translations: ['fleetTasks', 'table'],
    },
    {
      name: 'fleet-task-detail',
      widgets: true,
      path: paths.fleetTaskInstantDetail.path,
      menuItem: 'fleetTask',
      load: () => import('./routes/fleet-task-detail'),
      translations: ['fleetTasks'],
      crumbs: [{ label: (t) => t('fleetTasks.detailTitle') }],
    },
  ],
});
