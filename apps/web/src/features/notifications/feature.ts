import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    notifications: typeof id;
  }
}

export const feature = defineFeature({
  name: 'notifications',
  menu: [
    {
      key: 'notifications',
      specPath: '/notification/',
      href: paths.notifications.getHref(),
      icon: 'pi-bell',
      place: { section: 'main', order: 60 },
    },
  ],
  routes: [
    {
      name: 'notifications',
      widgets: true,
      path: paths.notifications.path,
      menuItem: 'notifications',
      load: () => import('./routes/notifications'),
      translations: ['notifications', 'table'],
    },
    {
      // Notification Detail (docs/rules/shell.md §2), under the same menu entry and rule.
      name: 'notification-detail',
      widgets: true,
      path: paths.notificationDetail.path,
      menuItem: 'notifications',
      load: () => import('./routes/notification-detail'),
      translations: ['notifications'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.notificationDetail') }],
    },
  ],
});
