import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    trackVision: typeof id;
  }
}

/**
 * Track vision (docs/rules/track-vision.md): the three pages of the Track vision menu group
 * (registry/menu-entries.ts): live streaming and video history (b3h-new-trackvision-menu) and
 * vehicle media (b3i-menu-media). hls.js loads with a player only.
 */
export const feature = defineFeature({
  name: 'track-vision',
  routes: [
    {
      name: 'liveStreaming',
      widgets: true,
      path: paths.liveStreaming.path,
      menuItem: 'liveStreaming',
      load: () => import('./routes/live-streaming'),
      translations: ['trackVision', 'table'],
    },
    {
      name: 'videoHistory',
      widgets: true,
      path: paths.videoHistory.path,
      menuItem: 'videoHistory',
      load: () => import('./routes/video-history'),
      translations: ['trackVision', 'table'],
    },
    {
      name: 'vehicleMedia',
      widgets: true,
      path: paths.vehicleMedia.path,
      menuItem: 'vehicleMedia',
      load: () => import('./routes/vehicle-media'),
      translations: ['trackVision', 'table'],
    },
  ],
});
