import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    alertRules: typeof id;
  }
}

export const feature = defineFeature({
  name: 'alert-rules',
  routes: [
    {
      // Setting Notification List (docs/rules/alert-center.md §2), the alert center's settings
      // target. Outside the Setting menu's rule: it opens for every alert-center user, read-only
      // without e4b-alert-center-rule-setting:read.
      name: 'setting-notification-list',
      widgets: true,
      path: paths.settingNotificationList.path,
      load: () => import('./routes/setting-notification-list'),
      translations: ['alertRules'],
      crumbs: [
        { label: (t) => t('shell.menu.items.setting'), href: paths.setting.getHref() },
        { label: (t) => t('alertRules.settings.pageTitle') },
      ],
    },
  ],
});
