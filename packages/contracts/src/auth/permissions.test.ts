import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  canCallDriver,
  canLoadFieldOperation,
  canUseOrders,
  evaluatePermissionRule,
  hasFullDeliveryPermission,
  isDriverUser,
  MENU_PERMISSION_RULES,
  moduleActions,
  PERMISSION_SETS,
  PERMISSIONS,
  REPORT_PERMISSIONS,
  type MenuPath,
} from './permissions';

const visible = (path: MenuPath, accessRight: readonly string[], flags = {}) =>
  evaluatePermissionRule(MENU_PERMISSION_RULES[path], { accessRight, featureFlags: flags });

describe('permissions', () => {
  it('builds the four actions of a module', () => {
    expect(moduleActions('tms')).toEqual(['tms:read', 'tms:create', 'tms:update', 'tms:delete']);
  });

  it('lists every permission once, all in module:action form', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const p of ALL_PERMISSIONS) expect(p).toMatch(/^[a-z0-9_-]+:(read|create|update|delete)$/);
    for (const p of Object.values(PERMISSIONS)) expect(ALL_PERMISSIONS).toContain(p);
    expect(REPORT_PERMISSIONS).toHaveLength(20);
  });

  it('keeps the strings the specs name', () => {
    expect(PERMISSIONS.liveViewV2Read).toBe('b1f-liveview-v2:read');
    expect(PERMISSIONS.alertCenterUrgentRead).toBe('e4e-alert-center-urgent:read');
    expect(PERMISSIONS.logNotificationRead).toBe('e1j-log-notification:read');
    expect(PERMISSIONS.twoWayCommunicationAllModuleRead).toBe(
      'b3f-two-way-communication-all-module:read',
    );
  });

  it('lets admin (every permission) see every menu entry', () => {
    for (const path of Object.keys(MENU_PERMISSION_RULES) as MenuPath[]) {
      if (path === '/trackvideo-2/') continue; // hidden by design when the new menu exists
      expect(visible(path, ALL_PERMISSIONS, { invoiceCoreFlag: true }), path).toBe(true);
    }
  });

  it('needs all order-management actions', () => {
    expect(visible('/delivery/', PERMISSION_SETS.tms.slice(0, 3))).toBe(false);
    expect(visible('/delivery/', PERMISSION_SETS.tms)).toBe(true);
    expect(visible('/route-optimization/', PERMISSION_SETS.tms)).toBe(false);
    expect(
      visible('/route-optimization/', [
        ...PERMISSION_SETS.tms,
        ...PERMISSION_SETS.routeOptimization,
      ]),
    ).toBe(true);
    expect(visible('/fleet-task/', PERMISSION_SETS.fleetTaskInstant)).toBe(true);
    expect(visible('/invoice/', PERMISSION_SETS.accountingIntegration)).toBe(false);
    expect(
      visible('/invoice/', PERMISSION_SETS.accountingIntegration, { invoiceCoreFlag: true }),
    ).toBe(true);
  });

  it('shows the new video menu only without the track-vision menu', () => {
    const newVideo = [PERMISSIONS.videoTrackingNewRead, PERMISSIONS.vehicleVideoTrackersRead];
    expect(visible('/trackvideo-2/', newVideo)).toBe(true);
    expect(visible('/trackvideo-2/', [...newVideo, PERMISSIONS.trackVisionMenuRead])).toBe(false);
  });

  it('accepts any one of a family', () => {
    expect(visible('/dashboard/', [PERMISSIONS.dashboardFuelRead])).toBe(true);
    expect(visible('/report/', ['c1k-report-temperature:read'])).toBe(true);
    expect(visible('/help/', [PERMISSIONS.helpFaqRead])).toBe(true);
    expect(visible('/help/', [])).toBe(false);
  });

  it('detects drivers', () => {
    const driver = [PERMISSIONS.tmsDriverRead, PERMISSIONS.tmsDriverUpdate];
    expect(isDriverUser(driver)).toBe(true);
    expect(isDriverUser([...driver, PERMISSIONS.vgroupsRead])).toBe(false);
    expect(isDriverUser([PERMISSIONS.tmsDriverRead])).toBe(false);
  });

  it('gates calls, field operations and the fleet-task label', () => {
    expect(canCallDriver(PERMISSION_SETS.call, 'bsj')).toBe(true);
    expect(canCallDriver(PERMISSION_SETS.call, 'vss-howen')).toBe(true);
    expect(canCallDriver(PERMISSION_SETS.call, 'teltonika')).toBe(false);
    expect(canCallDriver(PERMISSION_SETS.call, null)).toBe(false);
    expect(canCallDriver([PERMISSIONS.twoWayCommunicationRead], 'bsj')).toBe(false);
    expect(canLoadFieldOperation(PERMISSION_SETS.fleetTaskInstant)).toBe(true);
    expect(canLoadFieldOperation(PERMISSION_SETS.fleetTaskInstant.slice(1))).toBe(false);
    expect(hasFullDeliveryPermission(PERMISSION_SETS.tms)).toBe(true);
    expect(hasFullDeliveryPermission(PERMISSION_SETS.fleetTaskInstant)).toBe(false);
  });
});

describe('canUseOrders', () => {
  it('reads orders with the read action of the delivery or the sales-order set', () => {
    expect(canUseOrders([PERMISSION_SETS.tms[0]], 'read')).toBe(true);
    expect(canUseOrders([PERMISSION_SETS.salesOrder[0]], 'read')).toBe(true);
  });

  it('needs the matching action: other actions and dashboard-only users are refused', () => {
    expect(canUseOrders([PERMISSION_SETS.tms[1], PERMISSION_SETS.salesOrder[2]], 'read')).toBe(
      false,
    );
    expect(canUseOrders([...PERMISSION_SETS.dashboard, PERMISSIONS.liveViewV2Read], 'read')).toBe(
      false,
    );
    expect(canUseOrders([], 'read')).toBe(false);
    expect(canUseOrders([PERMISSION_SETS.salesOrder[3]], 'delete')).toBe(true);
    expect(canUseOrders([PERMISSION_SETS.tms[0]], 'delete')).toBe(false);
  });
});
