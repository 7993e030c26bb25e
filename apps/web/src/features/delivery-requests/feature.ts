import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import { deliveryRequestDetailPath } from './paths';

declare module '@/locales' {
  interface FeatureCatalogues {
    deliveryRequests: typeof id;
  }
}

/**
 * Delivery requests: `/delivery-request/` and `/delivery-request/:id`
 * (docs/rules/delivery-requests.md §6), under the menu's Delivery Request entry and its rule.
 */
export const feature = defineFeature({
  name: 'delivery-requests',
  routes: [
    {
      name: 'delivery-requests',
      widgets: true,
      path: paths.deliveryRequest.path,
      menuItem: 'deliveryRequest',
      load: () => import('./routes/delivery-requests'),
      translations: ['deliveryRequests', 'table'],
    },
    {
      // Like the order detail: the entry's access rule, and crumbs that link back to the list.
      name: 'delivery-request-detail',
      widgets: true,
      path: deliveryRequestDetailPath.path,
      access: '/delivery-request/',
      load: () => import('./routes/delivery-request-detail'),
      translations: ['deliveryRequests'],
      crumbs: [
        { label: (t) => t('shell.menu.groups.orderManagement') },
        {
          label: (t) => t('shell.menu.items.deliveryRequest'),
          href: paths.deliveryRequest.getHref(),
        },
        { label: (t, params) => t('deliveryRequests.detail.crumb', { id: params.id ?? '' }) },
      ],
    },
  ],
});
