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
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Spec 01 (shell and shared parts), section 9. */
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

/** Spec 02 (alert center and notifications), section 9 (and the numbers of its sections 2-7). */
export const ALERT_CONSTANTS = {
  list: {
    pageSize: 20,
    /** Only the newest N alerts are kept in each accordion. */
    keptNewest: 20,
    /** Counts above this show `countOverflowLabel`. */
    countCap: 99,
    countOverflowLabel: '99+',
    historyWindowDays: 2,
    /** Empty state: "nothing urgent or important in the last 3 days". */
    emptyStateWindowDays: 3,
  },
  /** The resolve window of spec 01 is the action date range of spec 02. */
  actionWindowMs: SHELL_CONSTANTS.resolveWindowMs,
  reminder: {
    optionsMinutes: [0, 5, 10, 15, 30, 60] as const,
    defaultMinutes: 5,
  },
  /** Stored unresolved counts are restored only when younger than this. */
  storedCountsMaxAgeMs: HOUR_MS,
  popups: {
    maxOpen: 9,
    limitToastMs: SECOND_MS,
    /** min(80% of the viewport height, 720 px); 750 px when the alert center is pinned. */
    maxViewportHeightRatio: 0.8,
    maxHeightPx: 720,
    pinnedHeightPx: 750,
  },
  carousel: { intervalMs: 3 * SECOND_MS, topCount: 3 },
  systemNotification: { initialPageSize: 10, pageSizeStep: 10 },
  timePassedRefreshMs: SECOND_MS,
  media: {
    pollIntervalMs: 30 * SECOND_MS,
    /** From this alert age on, a second failed try gives `timeout` (user may request). */
    timeoutAgeMs: 30 * MINUTE_MS,
    /** Alerts older than this with no successful download are `failed` at once. */
    maxAgeMs: 3 * DAY_MS,
    /** A device must have reported within this before media is requested. */
    deviceFreshnessMs: 10 * MINUTE_MS,
    /** Wait between asking for a file-list update and requesting the upload. */
    requestDelayMs: 5 * SECOND_MS,
    /** `waiting` (or `timeout`) after this many unsuccessful tries. */
    waitingAfterTries: 2,
    videoWaitingPauseMs: 20 * SECOND_MS,
    /** Camera channels: 1 for ADAS (road), 3 for DMS (driver). */
    channels: { adas: 1, dms: 3 },
    bsjChannels: { adas: 'CH01', dms: 'CH03' },
    cameraPositions: [1, 2] as const,
    /** Vehicle video file list window around the alert time. */
    fileListWindowS: 60,
    /** BSJ upload window around the alert time. */
    uploadWindowS: 5,
    downloadHistoryPage: { page: 1, show: 9999 },
  },
  /** Field-operation alerts carry `number|id|logId` in alertData and open a fleet task. */
  fieldOperationAlertCodes: [137, 138, 139, 140, 141, 142, 143] as const,
  /** The spec lists 50 twice; it appears once here. */
  driverMonitoringAlertCodes: [49, 50, 51, 52, 53, 54, 55, 56, 110, 111] as const,
  drivingAssistanceAlertCodes: [90, 91, 92, 96, 113, 134] as const,
  /** Alerts whose value shows '-' when empty or 0.00, and a unit otherwise. */
  valueTypeAlertCodes: [8, 13, 14, 15, 16, 17, 18, 117] as const,
  /**
   * The unit of each value-type code. The spec names the units (speed, fuel, idle and parking,
   * temperature, driving time) but not which code has which: this mapping is our choice,
   * following the order the spec lists them in.
   */
  valueTypeUnits: {
    8: 'km/h',
    13: '%',
    14: '%',
    15: 'minutes',
    16: 'minutes',
    17: '°C',
    18: '°C',
    117: 'hours',
  } as const,
  /** The driving-time alert's trigger always shows 4 hours. */
  drivingTimeTriggerHours: 4,
  offlineReloadDelayMs: 300,
  logoutRedirectDelayMs: 500,
  mapModes: ['Embed', 'Static'] as const,
  staticMap: { width: 374, height: 200, zoom: 15 },
  /** Device types that support calling the driver. */
  callDeviceTypes: ['bsj', 'vss-howen'] as const,
  alertRuleTemplates: { category: 'Recommendation', page: 1, show: 999 },
  locales: SUPPORTED_LOCALES,
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
