import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import { reportPath, reportSchedulesPath } from './paths';

declare module '@/locales' {
  interface FeatureCatalogues {
    reports: typeof id;
  }
}

/**
 * Reports (docs/rules/reports.md): the catalogue at `/report/`, one report with its filters,
 * chart, table and exports at `/report/<id>`, and the scheduled reports with their outbox.
 */
export const feature = defineFeature({
  name: 'reports',
  routes: [
    {
      name: 'reports',
      path: paths.reports.path,
      menuItem: 'reports',
      load: () => import('./routes/reports'),
      translations: ['reports'],
    },
    {
      name: 'report-schedules',
      widgets: true,
      path: reportSchedulesPath.path,
      access: '/report/',
      load: () => import('./routes/report-schedules'),
      translations: ['reports', 'table'],
      crumbs: [
        { label: (t) => t('shell.menu.items.reports'), href: paths.reports.getHref() },
        { label: (t) => t('reports.schedules.title') },
      ],
    },
    {
      name: 'report',
      widgets: true,
      path: reportPath.path,
      access: '/report/',
      load: () => import('./routes/report'),
      translations: ['reports', 'table'],
      // The report's own title is the page's heading; the crumb leads back to the catalogue.
      crumbs: [{ label: (t) => t('shell.menu.items.reports'), href: paths.reports.getHref() }],
    },
  ],
});
