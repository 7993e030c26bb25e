import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    liveView: typeof id;
  }
}

const load = () => import('./routes/live-view');

export const feature = defineFeature({
  name: 'live-view',
  menu: [
    {
      key: 'liveViewNew',
      specPath: '/liveview-2/',
      href: paths.liveViewNew.getHref(),
      icon: 'pi-map',
      place: { section: 'main', order: 20 },
      isNew: true,
    },
    {
      key: 'liveView',
      specPath: '/liveview/',
      href: paths.liveView.getHref(),
      icon: 'pi-map-marker',
      place: { section: 'main', order: 30 },
    },
  ],
  routes: [
    {
      name: 'live-view',
      path: paths.liveViewNew.path,
      menuItem: 'liveViewNew',
      load,
      translations: ['liveView', 'geofenceLayer'],
    },
    {
      // The old address opens the same page (the shell starts with the menu collapsed there).
      name: 'live-view-old',
      path: paths.liveView.path,
      menuItem: 'liveView',
      load,
      translations: ['liveView', 'geofenceLayer'],
    },
  ],
});
