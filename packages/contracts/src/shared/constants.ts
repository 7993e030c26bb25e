/**
 * The numbers of each rules file's §9 (docs/rules/), defined once (docs/style.md, Contracts). A
 * number that two rules files share is defined in the first group that names it and referenced,
 * not repeated, by the others.
 *
 * Durations carry their unit in the name (`Ms`, `S`, `Minutes`, `Days`); sizes in pixels end
 * in `Px`.
 */

import { FEEDBACK_LIMITS, LIST_LIMITS, SAVED_FILTER_LIMITS } from './values';

/**
 * Interface locales; Indonesian is the default (docs/rules/shell.md §1, docs/rules/alert-center.md
 * §9).
 */
export const SUPPORTED_LOCALES = ['id', 'en'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'id';

const SECOND_MS = 1000;

/** The shell's numbers: docs/rules/shell.md §9. */
/** Device types that can call the driver (docs/rules/shell.md §6). */
export const CALL_DEVICE_TYPES = ['bsj', 'vss-howen'] as const;

export const SHELL_CONSTANTS = {
  preloaderMs: 2500,
  helpLinkDelayMs: 300,
  feedback: {
    modalDelayMs: 60_000,
    /** The survey shows only during the last N days of the month (configurable). */
    lastDaysOfMonth: 5,
    /** Hiding the survey stores an expiry at this local time the same day. */
    dismissUntil: '23:59',
    /** The points (1..5, default 5) are the API's: `FEEDBACK_LIMITS` in values.ts. */
    points: FEEDBACK_LIMITS,
  },
  /** The preset name limit is the API's: `SAVED_FILTER_LIMITS` in values.ts. */
  savedFilters: SAVED_FILTER_LIMITS,
  table: {
    pageSizes: [10, 25, 50, 100] as const,
    /** The list API's defaults (`LIST_LIMITS`), so a table's first call sends none. */
    defaultPageSize: LIST_LIMITS.defaultLimit,
    defaultPage: LIST_LIMITS.defaultPage,
    searchDebounceMs: 500,
  },
  menu: {
    /** Scroll to the active item when it lies lower than this... */
    scrollThresholdPx: 500,
    /** ...to its offset plus this. */
    scrollExtraPx: 300,
  },
  /** Resolve and other alert actions select alerts created within +/- this of the alert. */
  resolveWindowMs: SECOND_MS,
  /** The company whose menu has no Help and Contact, and whose top bar uses other logos. */
  brandedCompanyId: 1449,
  /** Breadcrumbs with more items than this show the first 3 and the last. */
  breadcrumbCollapseAbove: 3,
  quota: {
    /** usage / limit at or above which the quota is low. */
    lowRatio: 0.8,
    /** usage / limit at or above which the quota is empty. */
    emptyRatio: 1.0,
    colours: { available: 'green', low: 'orange', empty: 'red' },
  },
  numberShortening: { million: 1e6, billion: 1e9 },
  scrollbarMinLengthPx: 60,
  alertPanelWidthPx: 420,
  popupZIndexBase: 130,
  defaultPopupPosition: { x: 100, y: 100 },
  noteMaxLength: 255,
  falseAlertReasonMaxLength: 300,
  overspeedDurationThresholdS: 60,
  /** Driver score aggregation lists the lowest and the top N drivers. */
  driverScoreRankSize: 10,
} as const;
