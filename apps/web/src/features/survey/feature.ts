import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

// No page of its own: its parts load inside other pages (the shell's top bar, the dashboard)
// and add their strings themselves (useAreaTranslations).
declare module '@/locales' {
  interface FeatureCatalogues {
    survey: typeof id;
  }
}

export const feature = defineFeature({ name: 'survey' });
