/**
 * The business constants of each spec's section 9, defined once (STYLE.md: "the spec documents'
 * numbers live in contracts, once"). A number that two specs share is defined in the first
 * group that names it and referenced, not repeated, by the others.
 *
 * Durations carry their unit in the name (`Ms`, `S`, `Minutes`, `Days`); sizes in pixels end
 * in `Px`.
 */

import { FEEDBACK_LIMITS, LIST_LIMITS, SAVED_FILTER_LIMITS } from './values';

/** Interface locales; Indonesian is the default (spec 01 section 1, spec 02 section 9). */
export const SUPPORTED_LOCALES = ['id', 'en'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'id';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Spec 01 (shell and shared parts), section 9. */
/** Device types that can call the driver (spec 01 section 6). */
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

/** Traffic levels, slowest last; the key is the wire value of `options.traffic_level`. */
export const TRAFFIC_LEVELS = ['faster', 'fast', 'normal', 'slow', 'very_slow'] as const;
export type TrafficLevel = (typeof TRAFFIC_LEVELS)[number];

/** Spec 03 (route optimization), section 9. */
export const ROUTE_OPTIMIZATION_CONSTANTS = {
  /**
   * Average speed band (km/h) the solver assumes for each traffic level. The spec gives the
   * bands with English names only; the keys are our wire values (`TRAFFIC_LEVELS`).
   */
  speedOptions: [
    { level: 'faster', minKmh: 55, maxKmh: 78 },
    { level: 'fast', minKmh: 44, maxKmh: 62 },
    { level: 'normal', minKmh: 35, maxKmh: 50 },
    { level: 'slow', minKmh: 26, maxKmh: 38 },
    { level: 'very_slow', minKmh: 20, maxKmh: 28 },
  ] as const satisfies readonly { level: TrafficLevel; minKmh: number; maxKmh: number }[],
  defaultTrafficLevel: 'slow' satisfies TrafficLevel,
  wizardSteps: ['attach-delivery', 'set-parameters'] as const,
  /** A step strip with at least this many steps uses the long style. */
  longWizardMinSteps: 6,
  duplicateTagErrorMs: 5000,
  dateShortcuts: ['today', 'yesterday', 'last-3-days', 'last-7-days'] as const,
  /** The re-optimize (and create) payload type. */
  runType: 'SINGLE_PICK-MULTI_DROP',
  /** Wire value: ISO-8601 datetime with offset (dayjs format string). */
  dateValueFormat: 'YYYY-MM-DDTHH:mm:ssZ',
  /** Display format, in the Indonesian locale. */
  dateDisplayFormat: 'DD MMM YYYY HH:mm',
  dateDisplayLocale: DEFAULT_LOCALE,
  defaultServiceTime: 'PT15M',
  minServiceTime: 'PT3M',
  minServiceTimeMs: 3 * MINUTE_MS,
  hourChoices: { min: 0, max: 23 },
  minuteChoices: { min: 0, max: 59 },
  deliveryOrdersPageSize: 100,
  vehiclesFetchLimit: 10,
  /** Step-strip slider breakpoints: 3 steps from 640 px, 6 at 1025 px, all from 1026 px. */
  sliderBreakpointsPx: { threeSteps: 640, sixSteps: 1025, allSteps: 1026 },
  selectionRestoreDelayMs: 500,
  /** The quota thresholds and colours are the shell's (spec 01 and 03 give the same numbers). */
  quota: SHELL_CONSTANTS.quota,
} as const;
