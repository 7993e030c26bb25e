import { CALL_DEVICE_TYPES } from '../shared/constants';

/**
 * Permission strings (`accessRight` of `GET /api/whoami`) and the menu rules of docs/rules/shell.md
 * §6 and docs/rules/alert-center.md §6. A permission is `module:action`.
 *
 * Where the specs name a string, it is used as written. Where they describe a family without
 * naming its members, the strings below are our choice, in upstream's style (a letter-number-
 * letter prefix, then a kebab-case module):
 *   - dashboard: "any dashboard sub-permission (status, driver score, fuel, duration, distance,
 *     geolocated vehicles)" -> `a1a-dashboard-status:read` ... `a1f-dashboard-geolocated-vehicles:read`;
 *   - notifications: "web general, dms, driver behaviour or log notification reads" ->
 *     `e1a-web-general-notification`, `e1b-dms-notification`, `e1c-driver-behaviour-notification`
 *     and the named `e1j-log-notification`;
 *   - reports: "about twenty report reads" -> twenty `c1a-report-...` to `c1t-report-...` reads;
 *   - driver score: "{hash}:read" (a hashed module key upstream) -> fixed `f1a-driver-score:read`;
 *   - help: "any help_* read" -> `help_guide`, `help_faq`, `help_video`;
 *   - master data and settings: "permission rules not shown" -> `master:read`, `setting:read`;
 *   - module names of the four-action sets: `sales_order`, `tms`, `fleet-task-instant`,
 *     `accounting_integration`, `route-optimization`, `financial-record`, `i1a-landmeasurement`.
 */

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export type Permission<M extends string = string> = `${M}:${PermissionAction}`;

export function permission<M extends string, A extends PermissionAction>(
  module: M,
  action: A,
): `${M}:${A}` {
  return `${module}:${action}`;
}

/** All four actions of a module: `moduleActions('tms')` = tms:read, tms:create, ... */
export function moduleActions<M extends string>(
  module: M,
): readonly [`${M}:read`, `${M}:create`, `${M}:update`, `${M}:delete`] {
  return [
    permission(module, 'read'),
    permission(module, 'create'),
    permission(module, 'update'),
    permission(module, 'delete'),
  ] as const;
}

/** Module keys whose permissions come in four-action sets. */
export const PERMISSION_MODULES = {
  salesOrder: 'sales_order',
  tms: 'tms',
  fleetTaskInstant: 'fleet-task-instant',
  accountingIntegration: 'accounting_integration',
  routeOptimization: 'route-optimization',
  financialRecord: 'financial-record',
  landMeasurement: 'i1a-landmeasurement',
  route: 'd7a-default-md-route',
  /** Geofences (GEO-6): our string, next to the route module's (contracts geofences/permissions.ts). */
  geofence: 'd7b-default-md-geofence',
  /** Maintenance (MNT-12): `maintenance:read` is the spec's; create and update are ours. */
  maintenance: 'maintenance',
  tmsDriver: 'tms_driver',
  temporaryLiveViews: 'temporary_live_views',
  /** Documents (LIC-9): the read strings are the spec's, the other actions ours (licences/permissions.ts). */
  vehicleDocs: 'vehicle_docs',
  userDocs: 'user_docs',
  /** Company tickets (SUP-15): `company_ticket:read` is the spec's, the other actions ours. */
  companyTicket: 'company_ticket',
} as const;

const M = PERMISSION_MODULES;

/** Named single permissions, grouped by menu area. */
export const PERMISSIONS = {
  // Dashboard sub-permissions (our strings, see the header).
  dashboardStatusRead: 'a1a-dashboard-status:read',
  dashboardDriverScoreRead: 'a1b-dashboard-driver-score:read',
  dashboardFuelRead: 'a1c-dashboard-fuel:read',
  dashboardDurationRead: 'a1d-dashboard-duration:read',
  dashboardDistanceRead: 'a1e-dashboard-distance:read',
  dashboardGeolocatedVehiclesRead: 'a1f-dashboard-geolocated-vehicles:read',

  // Live view and control tower.
  liveViewV2Read: 'b1f-liveview-v2:read',
  liveViewDefaultRead: 'b1a-default-liveview:read',
  controlTowerV2Read: 'h1b-control-tower-v2:read',
  controlTowerRead: 'control_tower:read',

  // Notifications menu (our strings except the log one, named by docs/rules/alert-center.md).
  webGeneralNotificationRead: 'e1a-web-general-notification:read',
  dmsNotificationRead: 'e1b-dms-notification:read',
  driverBehaviourNotificationRead: 'e1c-driver-behaviour-notification:read',
  logNotificationRead: 'e1j-log-notification:read',

  // Alert center scopes (docs/rules/alert-center.md §6).
  alertCenterMainRead: 'e4a-alert-center-main:read',
  alertCenterRuleSettingRead: 'e4b-alert-center-rule-setting:read',
  alertCenterEmbedMapRead: 'e4d-alert-center-embed-map:read',
  alertCenterUrgentRead: 'e4e-alert-center-urgent:read',
  autoPopupUrgentAlertRead: 'e4f-auto-popup-urgent-alert:read',
  systemNotificationRead: 'system_notification:read',
  sharedVehicleRead: 'shared_vehicle:read',

  // Fleet tracking and track vision.
  trackVisionMenuRead: 'b3h-new-trackvision-menu:read',
  videoTrackingNewRead: 'b3d-pelacakan-video-new:read',
  videoTrackingDefaultRead: 'b3a-default-pelacakanvideo:read',
  vehicleVideoTrackersRead: 'vehicle_video_trackers:read',
  mediaMenuRead: 'b3i-menu-media:read',
  temporaryLiveViewsRead: 'temporary_live_views:read',
  routeRead: 'd7a-default-md-route:read',
  routeCreate: 'd7a-default-md-route:create',
  routeUpdate: 'd7a-default-md-route:update',

  // Fleet management.
  maintenanceRead: 'maintenance:read',
  maintenanceGroupRead: 'maintenance-group:read',
  serviceOrderRead: 'service_order:read',
  userDocsRead: 'user_docs:read',
  vehicleDocsRead: 'vehicle_docs:read',

  // Driver score (upstream uses a hashed module key; ours is fixed).
  driverScoreRead: 'f1a-driver-score:read',

  // Master data and settings (rules not shown in the specs; our strings).
  masterRead: 'master:read',
  settingRead: 'setting:read',

  // Marketplace, help, contact, company ticket.
  marketplaceRead: 'marketplace:read',
  /** Managing webhooks, API keys and integration requests (docs/rules/integrations.md). */
  marketplaceUpdate: 'marketplace:update',
  helpGuideRead: 'help_guide:read',
  helpFaqRead: 'help_faq:read',
  helpVideoRead: 'help_video:read',
  contactRead: 'contact:read',
  companyTicketRead: 'company_ticket:read',

  // Calling a driver (both needed).
  twoWayCommunicationRead: 'b3f-two-way-communication:read',
  twoWayCommunicationAllModuleRead: 'b3f-two-way-communication-all-module:read',

  // Driver detection and vehicle groups.
  tmsDriverRead: 'tms_driver:read',
  tmsDriverUpdate: 'tms_driver:update',
  vgroupsRead: 'vgroups:read',
} as const;
export type NamedPermission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Our twenty report reads (docs/rules/shell.md §6, the Reports menu entry). */
export const REPORT_PERMISSIONS = [
  'c1a-report-vehicle-history:read',
  'c1b-report-trip:read',
  'c1c-report-parking:read',
  'c1d-report-idle:read',
  'c1e-report-overspeed:read',
  'c1f-report-fuel:read',
  'c1g-report-distance:read',
  'c1h-report-geofence:read',
  'c1i-report-alert:read',
  'c1j-report-driver-behaviour:read',
  'c1k-report-temperature:read',
  'c1l-report-engine-hours:read',
  'c1m-report-utilization:read',
  'c1n-report-driver-score:read',
  'c1o-report-delivery:read',
  'c1p-report-fleet-task:read',
  'c1q-report-maintenance:read',
  'c1r-report-cost:read',
  'c1s-report-video-event:read',
  'c1t-report-door-sensor:read',
] as const;

/** Four-action sets. */
export const PERMISSION_SETS = {
  salesOrder: moduleActions(M.salesOrder),
  tms: moduleActions(M.tms),
  fleetTaskInstant: moduleActions(M.fleetTaskInstant),
  accountingIntegration: moduleActions(M.accountingIntegration),
  routeOptimization: moduleActions(M.routeOptimization),
  financialRecord: moduleActions(M.financialRecord),
  landMeasurement: moduleActions(M.landMeasurement),
  route: moduleActions(M.route),
  /** Geofences: reading also comes with Master or the live view; making, changing (GEO-6). */
  geofence: moduleActions(M.geofence),
  /** Maintenance: plans and work orders; reading also with maintenance-group or service_order. */
  maintenance: moduleActions(M.maintenance),
  /** Tracking links: the menu needs read; making and ending links, create and update (TRK-8). */
  temporaryLiveViews: moduleActions(M.temporaryLiveViews),
  /** Vehicle and driver documents: the menu needs either read (LIC-9). */
  vehicleDocs: moduleActions(M.vehicleDocs),
  userDocs: moduleActions(M.userDocs),
  /** Company tickets: the menu needs read; opening and writing on them, create (SUP-15). */
  companyTicket: moduleActions(M.companyTicket),
  dashboard: [
    PERMISSIONS.dashboardStatusRead,
    PERMISSIONS.dashboardDriverScoreRead,
    PERMISSIONS.dashboardFuelRead,
    PERMISSIONS.dashboardDurationRead,
    PERMISSIONS.dashboardDistanceRead,
    PERMISSIONS.dashboardGeolocatedVehiclesRead,
  ],
  notificationMenu: [
    PERMISSIONS.webGeneralNotificationRead,
    PERMISSIONS.dmsNotificationRead,
    PERMISSIONS.driverBehaviourNotificationRead,
    PERMISSIONS.logNotificationRead,
  ],
  reports: REPORT_PERMISSIONS,
  help: [PERMISSIONS.helpGuideRead, PERMISSIONS.helpFaqRead, PERMISSIONS.helpVideoRead],
  alertCenter: [
    PERMISSIONS.alertCenterMainRead,
    PERMISSIONS.alertCenterRuleSettingRead,
    PERMISSIONS.alertCenterEmbedMapRead,
    PERMISSIONS.alertCenterUrgentRead,
    PERMISSIONS.autoPopupUrgentAlertRead,
  ],
  call: [PERMISSIONS.twoWayCommunicationRead, PERMISSIONS.twoWayCommunicationAllModuleRead],
  driver: [PERMISSIONS.tmsDriverRead, PERMISSIONS.tmsDriverUpdate],
} as const;

/** Every permission the product knows, once each (the simulator's `admin` holds them all). */
export const ALL_PERMISSIONS: readonly string[] = [
  ...new Set<string>([
    ...Object.values(PERMISSIONS),
    ...Object.values(PERMISSION_SETS).flat(),
    permission(M.tmsDriver, 'create'),
    permission(M.tmsDriver, 'delete'),
  ]),
];

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** A permission rule: every listed permission, any of them, none of them, or combinations. */
export type PermissionRule =
  | { allOf: readonly string[] }
  | { anyOf: readonly string[] }
  | { noneOf: readonly string[] }
  | { featureFlag: string }
  | { and: readonly PermissionRule[] }
  | { or: readonly PermissionRule[] };

export interface PermissionContext {
  accessRight: readonly string[];
  featureFlags?: Readonly<Record<string, boolean>>;
}

export function evaluatePermissionRule(rule: PermissionRule, ctx: PermissionContext): boolean {
  const has = (p: string) => ctx.accessRight.includes(p);
  if ('allOf' in rule) return rule.allOf.every(has);
  if ('anyOf' in rule) return rule.anyOf.some(has);
  if ('noneOf' in rule) return !rule.noneOf.some(has);
  if ('featureFlag' in rule) return ctx.featureFlags?.[rule.featureFlag] === true;
  if ('and' in rule) return rule.and.every((r) => evaluatePermissionRule(r, ctx));
  return rule.or.some((r) => evaluatePermissionRule(r, ctx));
}

const P = PERMISSIONS;
const S = PERMISSION_SETS;

/**
 * The side-menu rules of docs/rules/shell.md §6, keyed by menu path. Logout has no rule. Help and
 * Contact are also hidden for the branded company (`SHELL_CONSTANTS.brandedCompanyId`), which
 * is a company rule, not a permission.
 */
export const MENU_PERMISSION_RULES = {
  '/dashboard/': { anyOf: S.dashboard },
  '/liveview-2/': { anyOf: [P.liveViewV2Read] },
  '/liveview/': { anyOf: [P.liveViewDefaultRead] },
  '/controltower-2/': { anyOf: [P.controlTowerV2Read] },
  '/controltower/': { anyOf: [P.controlTowerRead] },
  '/notification/': { anyOf: S.notificationMenu },
  '/report/': { anyOf: S.reports },
  '/sales-order/': { allOf: S.salesOrder },
  '/delivery-request/': { allOf: S.tms },
  '/delivery/': { allOf: S.tms },
  '/fleet-task/': { or: [{ allOf: S.tms }, { allOf: S.fleetTaskInstant }] },
  '/fleet-availability/': { or: [{ allOf: S.tms }, { allOf: S.fleetTaskInstant }] },
  '/invoice/': { and: [{ allOf: S.accountingIntegration }, { featureFlag: 'invoiceCoreFlag' }] },
  '/route-optimization/': { allOf: [...S.tms, ...S.routeOptimization] },
  '/delivery-scheduler/': { allOf: S.tms },
  '/cost-management/': { allOf: S.financialRecord },
  '/trackvideo-2/': {
    and: [
      { noneOf: [P.trackVisionMenuRead] },
      { allOf: [P.videoTrackingNewRead, P.vehicleVideoTrackersRead] },
    ],
  },
  '/trackvideo/': { allOf: [P.videoTrackingDefaultRead, P.vehicleVideoTrackersRead] },
  '/trackingtemp/': { anyOf: [P.temporaryLiveViewsRead] },
  '/route/': { anyOf: [P.routeRead, P.routeUpdate, P.routeCreate] },
  '/live-streaming/': { anyOf: [P.trackVisionMenuRead] },
  '/video-history/': { anyOf: [P.trackVisionMenuRead] },
  '/vehicle-media/': { anyOf: [P.mediaMenuRead] },
  '/maintenance/': { anyOf: [P.maintenanceRead, P.maintenanceGroupRead, P.serviceOrderRead] },
  '/license/': { anyOf: [P.userDocsRead, P.vehicleDocsRead] },
  '/land-measurement/': { allOf: S.landMeasurement },
  '/driverscore/': { anyOf: [P.driverScoreRead] },
  '/master/': { anyOf: [P.masterRead] },
  '/setting/': { anyOf: [P.settingRead] },
  '/marketplace/': { anyOf: [P.marketplaceRead] },
  '/help/': { anyOf: S.help },
  '/contactus/': { anyOf: [P.contactRead] },
  '/company-ticket/': { anyOf: [P.companyTicketRead] },
} as const satisfies Record<string, PermissionRule>;
export type MenuPath = keyof typeof MENU_PERMISSION_RULES;

/** A driver holds tms_driver read and update but not vgroups:read (docs/rules/shell.md §5). */
export function isDriverUser(accessRight: readonly string[]): boolean {
  return evaluatePermissionRule(
    { and: [{ allOf: S.driver }, { noneOf: [P.vgroupsRead] }] },
    { accessRight },
  );
}

/**
 * Field-operation details need all four fleet-task-instant actions (docs/rules/alert-center.md §6).
 */
export function canLoadFieldOperation(accessRight: readonly string[]): boolean {
  return evaluatePermissionRule({ allOf: S.fleetTaskInstant }, { accessRight });
}

/**
 * The fleet-task label becomes 'fleet task instant' when the user lacks the full delivery
 * (all four tms actions) permission.
 */
export function hasFullDeliveryPermission(accessRight: readonly string[]): boolean {
  return evaluatePermissionRule({ allOf: S.tms }, { accessRight });
}

/** Calling a driver needs both two-way-communication reads and a device type that can call. */
export function canCallDriver(accessRight: readonly string[], deviceType: string | null): boolean {
  return (
    deviceType !== null &&
    (CALL_DEVICE_TYPES as readonly string[]).includes(deviceType) &&
    evaluatePermissionRule({ allOf: S.call }, { accessRight })
  );
}

/**
 * Order data (delivery orders and customers) is for users with order management: each action
 * needs that action of the delivery (tms) or the sales-order set. The spec does not show the
 * server's rule; this one follows the menu rules of docs/rules/shell.md §6, so an account never
 * reaches data its menu hides. The simulator enforces it and the web asks only for what it allows.
 */
export const ORDER_PERMISSIONS = {
  read: [S.tms[0], S.salesOrder[0]],
  create: [S.tms[1], S.salesOrder[1]],
  update: [S.tms[2], S.salesOrder[2]],
  delete: [S.tms[3], S.salesOrder[3]],
} as const satisfies Record<PermissionAction, readonly string[]>;

export function canUseOrders(accessRight: readonly string[], action: PermissionAction): boolean {
  return evaluatePermissionRule({ anyOf: ORDER_PERMISSIONS[action] }, { accessRight });
}
