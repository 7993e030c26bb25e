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
      name: 'delivery-detail',
      widgets: true,
      path: paths.deliveryDetail.path,
      menuItem: 'delivery',
      load: () => import('./routes/delivery-detail'),
      translations: ['deliveries', 'table'],
      crumbs: [
        {
          label: (t, params) => t('shell.breadcrumbs.deliveryDetail', { id: params.id ?? '' }),
        },
      ],
    },
  ],
});
