import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import type idWizard from './locales/route-optimization-wizard/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    routeOptimization: typeof id;
    routeOptimizationWizard: typeof idWizard;
  }
}

export const feature = defineFeature({
  name: 'route-optimization',
  menu: [
    {
      key: 'routeOptimization',
      specPath: '/route-optimization/',
      href: paths.routeOptimization.getHref(),
      icon: 'pi-directions',
      place: { group: 'orderManagement', order: 70 },
    },
  ],
  routes: [
    {
      name: 'route-optimization',
      widgets: true,
      path: paths.routeOptimization.path,
      menuItem: 'routeOptimization',
      load: () => import('./routes/route-optimization'),
      translations: ['routeOptimization', 'table'],
    },
    {
      // The run's detail (map, timelines, moves) under the same menu entry and rule.
      name: 'route-optimization-detail',
      widgets: true,
      path: paths.routeOptimizationDetail.path,
      menuItem: 'routeOptimization',
      load: () => import('./routes/route-optimization-detail'),
      translations: ['routeOptimization'],
      crumbs: [{ label: (t) => t('routeOptimization.detailCrumb') }],
    },
    {
      // docs/rules/route-optimization.md §2.1: the creation wizard, under the Route Optimization
      // menu entry.
      name: 'route-optimization-create',
      widgets: true,
      path: paths.routeOptimizationCreate.path,
      menuItem: 'routeOptimization',
      load: () => import('./routes/route-optimization-create'),
      translations: ['routeOptimization', 'routeOptimizationWizard'],
      crumbs: [{ label: (t) => t('routeOptimizationWizard.createTitle') }],
    },
    {
      // docs/rules/route-optimization.md §2.2: re-optimize a run.
      name: 'route-optimization-reoptimize',
      widgets: true,
      path: paths.routeOptimizationReoptimize.path,
      menuItem: 'routeOptimization',
      load: () => import('./routes/route-optimization-reoptimize'),
      translations: ['routeOptimization', 'routeOptimizationWizard'],
      crumbs: [{ label: (t) => t('routeOptimizationWizard.editTitle') }],
    },
  ],
});
