import { CALL_DEVICE_TYPES, SHELL_CONSTANTS, SUPPORTED_LOCALES } from '../shared/constants';

// Its own module so a page that reads the alert schemas (through the live channel, say) does
// not pull these numbers into the chunk every signed-in page loads with constants.ts.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The alert center's numbers: docs/rules/alert-center.md §9 (and the numbers of its §2-§7).
 */
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
  /**
   * The resolve window of docs/rules/shell.md is the action date range of
   * docs/rules/alert-center.md.
   */
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
    /**
     * BSJ devices take `bsjInput` uploads and are the one device type whose file list is
     * checked before an upload (AC-52): our reading of the spec.
     */
    bsjDeviceType: 'bsj',
    cameraPositions: [1, 2] as const,
    /** Vehicle video file list window around the alert time. */
    fileListWindowS: 60,
    /** BSJ upload window around the alert time. */
    uploadWindowS: 5,
    downloadHistoryPage: { page: 1, show: 9999 },
  },
  /** Field-operation alerts carry `number|id|logId` in alertData and open a fleet task. */
  fieldOperationAlertCodes: [137, 138, 139, 140, 141, 142, 143] as const,
  /** Geofence enter, exit and dwell; route deviation and return (GEO-10, SRT-5). */
  geofenceAlertCodes: [150, 151, 152] as const,
  routeAlertCodes: [153, 154] as const,
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
  callDeviceTypes: CALL_DEVICE_TYPES,
  alertRuleTemplates: { category: 'Recommendation', page: 1, show: 999 },
  locales: SUPPORTED_LOCALES,
} as const;
