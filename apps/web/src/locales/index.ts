// The catalogues are split by area so each feature keeps its own strings; every area is one
// key of the single `translation` namespace, so keys read `<area>.<...>` (for example
// `customers.form.name`). The core strings (common, auth, language), the shell's and the dashboard's are bundled
// (Indonesian; English loads before the first paint when chosen)
// with the app; a feature's area is loaded with the feature (see `app/features.ts`) and added
// to i18next then, so the first page does not download every screen's strings.
import idCore from './id.json';
import idShell from './id/shell.json';
import idDashboard from './id/dashboard.json';
import type idTable from './id/table.json';
import type idCustomers from './id/customers.json';
import type idCompany from './id/company.json';
import type idSurvey from './id/survey.json';
import type idBanner from './id/banner.json';
import type idProfile from './id/profile.json';
import type idHelp from './id/help.json';
import type idLiveView from './id/live-view.json';
import type idAlerts from './id/alerts.json';
import type idAlertMedia from './id/alert-media.json';
import type idNotifications from './id/notifications.json';
import type idRouteOptimization from './id/route-optimization.json';
import type idRouteOptimizationWizard from './id/route-optimization-wizard.json';
import type idAlertRules from './id/alert-rules.json';
import type idAnnouncements from './id/announcements.json';
import type idDriverScore from './id/driver-score.json';

/** The shape of a whole catalogue (Indonesian is the reference): the type of every `t` key. */
export type Catalogue = typeof idCore & {
  shell: typeof idShell;
  dashboard: typeof idDashboard;
  table: typeof idTable;
  customers: typeof idCustomers;
  company: typeof idCompany;
  survey: typeof idSurvey;
  banner: typeof idBanner;
  profile: typeof idProfile;
  help: typeof idHelp;
  liveView: typeof idLiveView;
  alerts: typeof idAlerts;
  alertMedia: typeof idAlertMedia;
  notifications: typeof idNotifications;
  routeOptimization: typeof idRouteOptimization;
  routeOptimizationWizard: typeof idRouteOptimizationWizard;
  alertRules: typeof idAlertRules;
  announcements: typeof idAnnouncements;
  driverScore: typeof idDriverScore;
};

/** An area loaded with its feature. */
export type TranslationArea = Exclude<keyof Catalogue, keyof typeof idCore | 'shell' | 'dashboard'>;

/** One area's strings in both languages, as a lazily loaded module gives them. */
export interface AreaTranslations<A extends TranslationArea = TranslationArea> {
  area: A;
  id: Catalogue[A];
  /** English may differ in plural forms only (i18n.test.ts checks the keys match). */
  en: object;
}

/**
 * What every page needs before its first paint; with the dashboard's strings, the first page
 * of every user after sign-in (one file fewer to wait for there). Indonesian, the default, is
 * bundled; another language's core loads before the first paint of whoever chose it.
 */
export const defaultCoreCatalogue = { ...idCore, shell: idShell, dashboard: idDashboard };

export const coreCatalogueLoaders = {
  en: () => import('./core-en').then((m) => m.default),
} as const;

/** Loaders of each area, one chunk per area with both languages (a switch needs no fetch). */
export const areaTranslations: {
  [A in TranslationArea]: () => Promise<AreaTranslations<A>>;
} = {
  table: () => import('./areas/table').then((m) => m.default),
  customers: () => import('./areas/customers').then((m) => m.default),
  company: () => import('./areas/company').then((m) => m.default),
  survey: () => import('./areas/survey').then((m) => m.default),
  banner: () => import('./areas/banner').then((m) => m.default),
  profile: () => import('./areas/profile').then((m) => m.default),
  help: () => import('./areas/help').then((m) => m.default),
  liveView: () => import('./areas/live-view').then((m) => m.default),
  alerts: () => import('./areas/alerts').then((m) => m.default),
  alertMedia: () => import('./areas/alert-media').then((m) => m.default),
  notifications: () => import('./areas/notifications').then((m) => m.default),
  routeOptimization: () => import('./areas/route-optimization').then((m) => m.default),
  routeOptimizationWizard: () => import('./areas/route-optimization-wizard').then((m) => m.default),
  alertRules: () => import('./areas/alert-rules').then((m) => m.default),
  announcements: () => import('./areas/announcements').then((m) => m.default),
  driverScore: () => import('./areas/driver-score').then((m) => m.default),
};
