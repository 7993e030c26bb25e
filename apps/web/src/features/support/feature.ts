import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import { ticketDetailPath, ticketLabel } from './paths';

declare module '@/locales' {
  interface FeatureCatalogues {
    support: typeof id;
  }
}

/**
 * Support (docs/rules/support.md): Contact us (`/contactus`, `contact:read`) and the company's
 * tickets (`/company-ticket`, `company_ticket:read`), whose entry counts the unread replies
 * (SUP-13, SHELL-81).
 */
export const feature = defineFeature({
  name: 'support',
  menu: [
    {
      key: 'companyTicket',
      specPath: '/company-ticket/',
      href: paths.companyTicket.getHref(),
      icon: 'pi-ticket',
      place: { section: 'support', order: 30 },
      count: () => import('./routes/menu-count'),
    },
  ],
  routes: [
    {
      name: 'contact',
      widgets: true,
      path: paths.contact.path,
      menuItem: 'contact',
      load: () => import('./routes/contact'),
      translations: ['support'],
    },
    {
      name: 'company-tickets',
      widgets: true,
      path: paths.companyTicket.path,
      menuItem: 'companyTicket',
      load: () => import('./routes/tickets'),
      translations: ['support', 'table'],
    },
    {
      name: 'company-ticket',
      widgets: true,
      path: ticketDetailPath.path,
      menuItem: 'companyTicket',
      load: () => import('./routes/ticket'),
      translations: ['support', 'table'],
      crumbs: [
        {
          label: (t, params) => t('support.detail.crumb', { number: ticketLabel(params.id) }),
        },
      ],
    },
  ],
});
