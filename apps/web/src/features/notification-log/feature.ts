import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    notificationLog: typeof id;
  }
}

export const feature = defineFeature({
  name: 'notification-log',
  routes: [
    {
      // docs/rules/alert-center.md §2 and §6: the alert center's log page, outside the menu; the
      // page checks e1j-log-notification:read itself.
      name: 'notification-log',
      path: paths.notificationLog.path,
      load: () => import('./routes/notification-log'),
      translations: ['notificationLog'],
      crumbs: [{ label: (t) => t('notificationLog.title') }],
    },
  ],
});
