import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';
import type idMedia from './locales/alert-media/id.json';

// No page of its own: its parts load inside other pages (the shell's top bar, the dashboard)
// and add their strings themselves (useAreaTranslations).
declare module '@/locales' {
  interface FeatureCatalogues {
    alerts: typeof id;
    alertMedia: typeof idMedia;
  }
}

export const feature = defineFeature({ name: 'alerts' });
