import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    playback: typeof id;
  }
}

/**
 * Playback of a vehicle's history (docs/rules/playback.md PLAY-1): the same player under the
 * new video-tracking entry (`/trackvideo-2`) and, in its classic layout, under the old one
 * (`/trackvideo`), each guarded by its own menu rule.
 */
const page = {
  widgets: true,
  translations: ['playback', 'alerts'],
} as const;

export const feature = defineFeature({
  name: 'playback',
  routes: [
    {
      name: 'playback',
      path: paths.videoTrackingNew.path,
      menuItem: 'videoTrackingNew',
      load: () => import('./routes/playback'),
      ...page,
    },
    {
      name: 'playback-classic',
      path: paths.videoTracking.path,
      menuItem: 'videoTracking',
      load: () => import('./routes/playback-classic'),
      ...page,
    },
  ],
});
