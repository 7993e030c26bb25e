// Every area in both languages at once, for tests and checks that need the whole catalogue
// (the app itself loads areas with their features, see index.ts).
import type { areaTranslations } from './index';
import { defaultCoreCatalogue, type Catalogue, type TranslationArea } from './index';
import enCoreCatalogue from './core-en';
import table from './areas/table';
import customers from './areas/customers';
import company from './areas/company';
import survey from './areas/survey';
import banner from './areas/banner';
import profile from './areas/profile';
import help from './areas/help';
import liveView from './areas/live-view';
import alerts from './areas/alerts';
import alertMedia from './areas/alert-media';
import notifications from './areas/notifications';
import routeOptimization from './areas/route-optimization';
import routeOptimizationWizard from './areas/route-optimization-wizard';
import alertRules from './areas/alert-rules';
import announcements from './areas/announcements';
import driverScore from './areas/driver-score';

const areas = {
  table,
  customers,
  company,
  survey,
  banner,
  profile,
  help,
  liveView,
  alerts,
  alertMedia,
  notifications,
  routeOptimization,
  routeOptimizationWizard,
  alertRules,
  announcements,
  driverScore,
} satisfies {
  [A in TranslationArea]: Awaited<ReturnType<(typeof areaTranslations)[A]>>;
};

/** The core strings of both languages (the app loads English's on demand). */
export const coreCatalogues = { id: defaultCoreCatalogue, en: enCoreCatalogue };

function whole(language: 'id' | 'en'): Catalogue {
  const out: Record<string, unknown> = { ...coreCatalogues[language] };
  for (const [area, translations] of Object.entries(areas)) out[area] = translations[language];
  return out as Catalogue;
}

/** Every area's strings, to add to an i18next instance at once. */
export const allAreaTranslations = Object.values(areas);

export const idCatalogue: Catalogue = whole('id');
export const enCatalogue: Catalogue = whole('en');
