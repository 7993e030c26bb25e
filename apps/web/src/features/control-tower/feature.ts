import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    controlTower: typeof id;
  }
}

/**
 * The control tower (docs/rules/control-tower.md CT-1): one page under both menu entries, the
 * new `/controltower-2` and the old `/controltower`, each guarded by its own permission rule.
 */
const page = {
  widgets: true,
  load: () => import('./routes/control-tower'),
  translations: ['controlTower'],
} as const;

export const feature = defineFeature({
  name: 'control-tower',
  routes: [
    {
      name: 'control-tower-new',
      path: paths.controlTowerNew.path,
      menuItem: 'controlTowerNew',
      ...page,
    },
    { name: 'control-tower', path: paths.controlTower.path, menuItem: 'controlTower', ...page },
  ],
});
