import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    deliveries: typeof id;
  }
}

/** Delivery orders: `/delivery/` and `/delivery/:id` (docs/rules/deliveries.md §5). */
export const feature = defineFeature({
  name: 'deliveries',
  routes: [
    {
      name: 'deliveries',
      widgets: true,
      path: paths.delivery.path,
      menuItem: 'delivery',
      load: () => import('./routes/deliveries'),
      translations: ['deliveries', 'table'],
    },
    {
      // No menuItem: the entry's crumb would not link back to the list; the access rule and the
      // crumbs are the entry's, spelled out (the menu still marks the entry active).
      name: 'delivery-detail',
      widgets: true,
      path: paths.deliveryDetail.path,
      access: '/delivery/',
      load: () => import('./routes/delivery-detail'),
      // The stop's statuses and reasons are the fleet tasks' words (DLV-40).
      translations: ['deliveries', 'table', 'fleetTasks'],
      crumbs: [
        { label: (t) => t('shell.menu.groups.orderManagement') },
        { label: (t) => t('shell.menu.items.delivery'), href: paths.delivery.getHref() },
        {
          label: (t, params) => t('shell.breadcrumbs.deliveryDetail', { id: params.id ?? '' }),
        },
      ],
    },
  ],
});
