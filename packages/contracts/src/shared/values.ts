/**
 * Limits, value lists and fixed paths, apart from the schemas that use them: this module makes
 * no TypeBox call, so a page that needs one of them (the web's first page does) does not load
 * TypeBox with it. The schema modules re-export each from where it used to live.
 */

/** Lists (list-query.ts): page size and page bounds. */
export const LIST_LIMITS = {
  defaultLimit: 10,
  maxLimit: 1000,
  defaultPage: 1,
  /** Far past any real list; a bound so "page" is an integer in range, like every number. */
  maxPage: 1_000_000,
  /**
   * `filters` and `sorts` expressions in one request: far more than any list's fields, so only
   * a request built to be large is refused (with a 400 naming the parameter, not by its cost).
   */
  maxExpressions: 100,
} as const;
/**
 * Record ids are positive PostgreSQL `integer`s. Path and query ids are decimal digits in
 * this range; "52.5", "0x34", "1e3" or "true" are refused, not read as a number.
 */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;
/**
 * How numbers are written in a query string, a path or a filter value: decimal digits, an
 * optional "-", no leading zeros; a number may add ".digits". "0x34", "1e3", "+5", "052",
 * "true" and "" are not numbers (servers refuse them rather than guess).
 */
export const DECIMAL_INTEGER_PATTERN = /^-?(?:0|[1-9][0-9]*)$/;
export const DECIMAL_NUMBER_PATTERN = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The monthly survey (feedback.ts). */
export const FEEDBACK_LIMITS = {
  minPoint: 1,
  maxPoint: 5,
  defaultPoint: 5,
  commentMax: 1000,
} as const;

/** Saved filter presets (saved-filter.ts). */
export const SAVED_FILTER_LIMITS = { nameMax: 32, perTable: 50, tableKeyMax: 100 } as const;

/**
 * Device types; only bsj and vss-howen support calling the driver (docs/rules/alert-center.md §9).
 */
export const DEVICE_TYPES = ['bsj', 'vss-howen', 'teltonika', 'concox'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const FLEET_CATEGORIES = ['Truk', 'Van', 'Pikap', 'Motor'] as const;
export type FleetCategory = (typeof FLEET_CATEGORIES)[number];

/** Delivery order statuses (delivery-order.ts), in their workflow order. */
export const DELIVERY_ORDER_STATUSES = [
  'DRAFT',
  'CONFIRMED',
  'RESCHEDULED',
  'PLANNED',
  'ON_DELIVERY',
  'DELIVERED',
  'FAILED',
  'CANCELLED',
] as const;
export type DeliveryOrderStatusName = (typeof DELIVERY_ORDER_STATUSES)[number];

/** Dot colour of each status in the delivery table. */
export const DELIVERY_ORDER_STATUS_COLORS: Record<DeliveryOrderStatusName, string> = {
  DRAFT: '#9E9E9E',
  CONFIRMED: '#1E88E5',
  RESCHEDULED: '#FB8C00',
  PLANNED: '#00897B',
  ON_DELIVERY: '#8E24AA',
  DELIVERED: '#43A047',
  FAILED: '#6D4C41',
  CANCELLED: '#E53935',
};

/** Where the gateway serves the deployment facts (app-config.ts), before sign-in. */
export const APP_CONFIG_PATH = '/app-config.json';
