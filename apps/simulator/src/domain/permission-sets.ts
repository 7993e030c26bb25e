import {
  ALL_PERMISSIONS,
  PERMISSIONS as P,
  PERMISSION_SETS as S,
  REPORT_PERMISSIONS,
  type DemoAccount,
} from '@armada/contracts/auth';

/**
 * The permission sets of the demo accounts (docs/architecture.md), built from the named permissions
 * of contracts/permissions.ts, and chosen so every menu rule of docs/rules/shell.md §6 and every
 * alert scope of docs/rules/alert-center.md §6 is both granted and refused by some account
 * (WORLD-6):
 *
 * - admin: every permission (so track-vision replaces the "video new" entry);
 * - dispatcher: orders and route optimization (all tms, sales-order, fleet-task-instant,
 *   route-optimization and accounting actions), alerts without the urgent scope, the new video
 *   menu without the track-vision flag;
 * - operator: alerts with urgent scope and auto popup, video, calls and fleet management,
 *   no order management;
 * - driver: tms_driver read and update and no vgroups:read, so the shell detects a driver;
 * - branded: a user of company 1449; holds help and contact, which the company rule hides.
 */
const dispatcher: readonly string[] = [
  ...S.dashboard,
  P.liveViewV2Read,
  P.controlTowerV2Read,
  P.webGeneralNotificationRead,
  ...REPORT_PERMISSIONS.slice(0, 6),
  ...S.salesOrder,
  ...S.tms,
  ...S.fleetTaskInstant,
  ...S.routeOptimization,
  ...S.accountingIntegration,
  P.routeRead,
  P.routeUpdate,
  P.routeCreate,
  P.videoTrackingNewRead,
  P.vehicleVideoTrackersRead,
  P.driverScoreRead,
  P.masterRead,
  P.alertCenterMainRead,
  P.alertCenterRuleSettingRead,
  P.alertCenterEmbedMapRead,
  P.systemNotificationRead,
  P.vgroupsRead,
  ...S.help,
  P.contactRead,
];

const operator: readonly string[] = [
  P.dashboardStatusRead,
  P.dashboardGeolocatedVehiclesRead,
  P.liveViewV2Read,
  P.liveViewDefaultRead,
  P.controlTowerV2Read,
  P.controlTowerRead,
  ...S.notificationMenu,
  ...REPORT_PERMISSIONS,
  P.trackVisionMenuRead,
  P.videoTrackingDefaultRead,
  P.vehicleVideoTrackersRead,
  P.mediaMenuRead,
  P.temporaryLiveViewsRead,
  ...S.call,
  P.maintenanceRead,
  P.maintenanceGroupRead,
  P.serviceOrderRead,
  P.userDocsRead,
  P.vehicleDocsRead,
  ...S.landMeasurement,
  ...S.financialRecord,
  P.driverScoreRead,
  P.settingRead,
  ...S.alertCenter,
  P.logNotificationRead,
  P.systemNotificationRead,
  P.sharedVehicleRead,
  P.vgroupsRead,
  P.marketplaceRead,
  P.companyTicketRead,
  ...S.help,
  P.contactRead,
];

const driver: readonly string[] = [...S.driver, P.systemNotificationRead];

const branded: readonly string[] = [
  ...S.dashboard,
  P.liveViewV2Read,
  P.liveViewDefaultRead,
  ...S.notificationMenu,
  ...REPORT_PERMISSIONS.slice(0, 10),
  P.alertCenterMainRead,
  P.alertCenterUrgentRead,
  P.alertCenterEmbedMapRead,
  P.systemNotificationRead,
  P.vgroupsRead,
  P.marketplaceRead,
  ...S.help,
  P.contactRead,
];

export const DEMO_PERMISSION_SETS: Record<DemoAccount, readonly string[]> = {
  admin: ALL_PERMISSIONS,
  dispatcher,
  operator,
  driver,
  branded,
};

/** Feature flags on the identity (docs/rules/shell.md §6). */
export const DEMO_FEATURE_FLAGS = {
  vsms2_bilingual: true,
  multiImei: true,
  invoiceCoreFlag: true,
} as const;

export const BRANDED_FEATURE_FLAGS = {
  vsms2_bilingual: true,
  multiImei: false,
  invoiceCoreFlag: false,
} as const;
