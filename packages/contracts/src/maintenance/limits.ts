/**
 * Maintenance (docs/rules/maintenance.md): statuses, due states and the numbers the service,
 * the screens and the tests share.
 */

/** MNT-7: a work order's life. */
export const WORK_ORDER_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** MNT-7: the statuses that keep a vehicle in the workshop (MNT-9, MNT-10). */
export const ACTIVE_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['OPEN', 'IN_PROGRESS'];

/** MNT-2: the measures a service plan counts. */
export const MAINTENANCE_MEASURES = ['KM', 'ENGINE_HOURS', 'MONTHS'] as const;
export type MaintenanceMeasure = (typeof MAINTENANCE_MEASURES)[number];

/** MNT-3: where a plan stands for one vehicle. */
export const DUE_STATES = ['OK', 'DUE_SOON', 'OVERDUE'] as const;
export type DueState = (typeof DUE_STATES)[number];

export const MAINTENANCE_LIMITS = {
  nameMax: 120,
  workshopMax: 120,
  notesMax: 2000,
  taskMax: 200,
  partNameMax: 120,
  partNumberMax: 60,
  maxTasks: 50,
  maxParts: 100,
  maxPhotos: 10,
  /** Rupiah: a unit price, a labour cost. */
  maxAmount: 10_000_000_000,
  maxQuantity: 10_000,
  maxEveryKm: 1_000_000,
  minEveryKm: 100,
  maxEveryEngineHours: 100_000,
  maxEveryMonths: 120,
  /** MNT-8: the longest a work order may be planned for. */
  maxWorkOrderDays: 90,
  /** Plans a company may keep. */
  maxPlans: 2000,
  maxOdometerKm: 10_000_000,
  maxEngineHours: 1_000_000,
} as const;

/** MNT-3: how close a due point counts as "due soon". */
export const MAINTENANCE_DUE_SOON = {
  km: 1000,
  engineHours: 25,
  days: 14,
} as const;

/** MNT-11: work-order photos. */
export const WORK_ORDER_PHOTO = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

/** MNT-13: the alert codes the periodic check raises (alert-code catalogue). */
export const MAINTENANCE_ALERT_CODES = {
  dueSoon: 160,
  overdue: 161,
} as const;

/** The work-order list's page. */
export const WORK_ORDER_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const DUE_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
