import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import { invoiceDetailPath } from './paths';

declare module '@/locales' {
  interface FeatureCatalogues {
    invoices: typeof id;
  }
}

/**
 * Invoices: `/invoice/` and `/invoice/:id` (docs/rules/invoices.md), the menu's Invoice entry and
 * its rule (all four accounting-integration actions and the company's invoiceCoreFlag, INV-11).
 */
export const feature = defineFeature({
  name: 'invoices',
  routes: [
    {
      name: 'invoices',
      widgets: true,
      path: paths.invoice.path,
      menuItem: 'invoice',
      load: () => import('./routes/invoices'),
      translations: ['invoices', 'table'],
    },
    {
      name: 'invoice-detail',
      widgets: true,
      path: invoiceDetailPath.path,
      access: '/invoice/',
      load: () => import('./routes/invoice-detail'),
      translations: ['invoices'],
      crumbs: [
        { label: (t) => t('shell.menu.groups.orderManagement') },
        { label: (t) => t('shell.menu.items.invoice'), href: paths.invoice.getHref() },
        { label: (t, params) => t('invoices.detail.crumb', { id: params.id ?? '' }) },
      ],
    },
  ],
});
