import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import { scheduleDetailPath } from './paths';

declare module '@/locales' {
  interface FeatureCatalogues {
    deliveryScheduler: typeof id;
  }
}

/**
 * The delivery scheduler: `/delivery-scheduler/` and `/delivery-scheduler/:id`
 * (docs/rules/delivery-scheduler.md §7), under the menu's Delivery Scheduler entry and its rule.
 */
export const feature = defineFeature({
  name: 'delivery-scheduler',
  routes: [
    {
      name: 'delivery-scheduler',
      widgets: true,
      path: paths.deliveryScheduler.path,
      menuItem: 'deliveryScheduler',
      load: () => import('./routes/delivery-scheduler'),
      translations: ['deliveryScheduler', 'table'],
    },
    {
      name: 'delivery-schedule-detail',
      widgets: true,
      path: scheduleDetailPath.path,
      access: '/delivery-scheduler/',
      load: () => import('./routes/schedule-detail'),
      translations: ['deliveryScheduler'],
      crumbs: [
        { label: (t) => t('shell.menu.groups.orderManagement') },
        {
          label: (t) => t('shell.menu.items.deliveryScheduler'),
          href: paths.deliveryScheduler.getHref(),
        },
        { label: (t, params) => t('deliveryScheduler.detail.crumb', { id: params.id ?? '' }) },
      ],
    },
  ],
});
