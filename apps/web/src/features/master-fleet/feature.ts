import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    masterFleet: typeof id;
  }
}

/**
 * Master data of the fleet (docs/rules/master-fleet.md): pages under the shared Master entry
 * (registry/menu-entries.ts), beside the customers and geofences. One feature with a route per
 * resource: the pages share the form, file and deactivation pieces (ADR 0043).
 */
export const feature = defineFeature({
  name: 'master-fleet',
  routes: [
    {
      name: 'master-vehicles',
      widgets: true,
      path: paths.masterVehicles.path,
      menuItem: 'master',
      load: () => import('./routes/vehicles'),
      translations: ['masterFleet', 'table'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.masterVehicles') }],
    },
    {
      name: 'master-drivers',
      widgets: true,
      path: paths.masterDrivers.path,
      menuItem: 'master',
      load: () => import('./routes/drivers'),
      translations: ['masterFleet', 'table'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.masterDrivers') }],
    },
    {
      name: 'master-vehicle-groups',
      widgets: true,
      path: paths.masterVehicleGroups.path,
      menuItem: 'master',
      load: () => import('./routes/vehicle-groups'),
      translations: ['masterFleet', 'table'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.masterVehicleGroups') }],
    },
    {
      name: 'master-box-types',
      widgets: true,
      path: paths.masterBoxTypes.path,
      menuItem: 'master',
      load: () => import('./routes/box-types'),
      translations: ['masterFleet', 'table'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.masterBoxTypes') }],
    },
  ],
});
