import { DEFAULT_LOCALE, SHELL_CONSTANTS } from '../shared/constants';

const MINUTE_MS = 60 * 1000;

/** Traffic levels, slowest last; the key is the wire value of `options.traffic_level`. */
export const TRAFFIC_LEVELS = ['faster', 'fast', 'normal', 'slow', 'very_slow'] as const;
export type TrafficLevel = (typeof TRAFFIC_LEVELS)[number];

/** docs/rules/route-optimization.md (route optimization), section 9. */
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
  /**
   * The quota thresholds and colours are the shell's (docs/rules/shell.md and
   * docs/rules/route-optimization.md give the same numbers).
   */
  quota: SHELL_CONSTANTS.quota,
} as const;
