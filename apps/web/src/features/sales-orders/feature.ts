import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import { salesOrderDetailPath } from './paths';

declare module '@/locales' {
  interface FeatureCatalogues {
    salesOrders: typeof id;
  }
}

/**
 * Sales orders: `/sales-order/` and `/sales-order/:id` (docs/rules/sales-orders.md), the menu's
 * Sales Order entry and its rule (all four sales-order actions).
 */
export const feature = defineFeature({
  name: 'sales-orders',
  routes: [
    {
      name: 'sales-orders',
      widgets: true,
      path: paths.salesOrder.path,
      menuItem: 'salesOrder',
      load: () => import('./routes/sales-orders'),
      translations: ['salesOrders', 'table'],
    },
    {
      name: 'sales-order-detail',
      widgets: true,
      path: salesOrderDetailPath.path,
      access: '/sales-order/',
      load: () => import('./routes/sales-order-detail'),
      translations: ['salesOrders'],
      crumbs: [
        { label: (t) => t('shell.menu.groups.orderManagement') },
        { label: (t) => t('shell.menu.items.salesOrder'), href: paths.salesOrder.getHref() },
        { label: (t, params) => t('salesOrders.detail.crumb', { id: params.id ?? '' }) },
      ],
    },
  ],
});
