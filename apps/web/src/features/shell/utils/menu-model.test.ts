import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS as P,
  PERMISSION_SETS as S,
  REPORT_PERMISSIONS,
  canCallDriver,
  type MenuPath,
} from '@armada/contracts/auth';
import {
  activeGroupKey,
  bottomBarEntries,
  buildMenu,
  canOpenMenuPath,
  homeHref,
  isLiveViewPath,
  isMenuItemActive,
  isMenuPathAllowed,
  menuGroupOf,
  menuLabelKey,
  menuScrollTarget,
  startsCollapsed,
  type MenuIdentity,
  type VisibleMenuNode,
} from './menu-model';

const who = (
  accessRight: readonly string[],
  { companyId = 1001, featureFlags = {} as Record<string, boolean> } = {},
): MenuIdentity => ({ accessRight: [...accessRight], companyId, featureFlags });

const allowed = (path: MenuPath, rights: readonly string[], options?: Parameters<typeof who>[1]) =>
  isMenuPathAllowed(path, who(rights, options));

/** The first three actions of a four-action set: one short of "all". */
const threeOf = (set: readonly string[]) => set.slice(0, 3);

describe('docs/rules/shell.md §6, one block per row of the table', () => {
  it('Dashboard: any dashboard sub-permission', () => {
    for (const p of S.dashboard) expect(allowed('/dashboard/', [p])).toBe(true);
    expect(allowed('/dashboard/', [P.liveViewV2Read, P.masterRead])).toBe(false);
  });

  it('Live view new / old: b1f-liveview-v2:read / b1a-default-liveview:read', () => {
    expect(allowed('/liveview-2/', [P.liveViewV2Read])).toBe(true);
    expect(allowed('/liveview-2/', [P.liveViewDefaultRead])).toBe(false);
    expect(allowed('/liveview/', [P.liveViewDefaultRead])).toBe(true);
    expect(allowed('/liveview/', [P.liveViewV2Read])).toBe(false);
  });

  it('Control tower new / old: h1b-control-tower-v2:read / control_tower:read', () => {
    expect(allowed('/controltower-2/', [P.controlTowerV2Read])).toBe(true);
    expect(allowed('/controltower-2/', [P.controlTowerRead])).toBe(false);
    expect(allowed('/controltower/', [P.controlTowerRead])).toBe(true);
    expect(allowed('/controltower/', [P.controlTowerV2Read])).toBe(false);
  });

  it('Notifications: any of web general, dms, driver behaviour or log notification reads', () => {
    for (const p of S.notificationMenu) expect(allowed('/notification/', [p])).toBe(true);
    expect(allowed('/notification/', [P.systemNotificationRead, P.alertCenterMainRead])).toBe(
      false,
    );
  });

  it('Reports: any of the twenty report reads', () => {
    expect(REPORT_PERMISSIONS).toHaveLength(20);
    for (const p of REPORT_PERMISSIONS) expect(allowed('/report/', [p])).toBe(true);
    expect(allowed('/report/', [P.dashboardStatusRead])).toBe(false);
  });

  it('Sales order: all four sales-order actions', () => {
    expect(allowed('/sales-order/', S.salesOrder)).toBe(true);
    expect(allowed('/sales-order/', threeOf(S.salesOrder))).toBe(false);
    expect(allowed('/sales-order/', S.tms)).toBe(false);
  });

  it('Delivery request, delivery: all four tms actions', () => {
    for (const path of ['/delivery-request/', '/delivery/'] as const) {
      expect(allowed(path, S.tms)).toBe(true);
      expect(allowed(path, threeOf(S.tms))).toBe(false);
      expect(allowed(path, S.fleetTaskInstant)).toBe(false);
    }
  });

  it('Fleet task, fleet availability: all four tms actions, or all four fleet-task-instant actions', () => {
    for (const path of ['/fleet-task/', '/fleet-availability/'] as const) {
      expect(allowed(path, S.tms)).toBe(true);
      expect(allowed(path, S.fleetTaskInstant)).toBe(true);
      // Two of each set make neither "all four".
      expect(allowed(path, [...S.tms.slice(0, 2), ...S.fleetTaskInstant.slice(2)])).toBe(false);
      expect(allowed(path, threeOf(S.fleetTaskInstant))).toBe(false);
    }
  });

  it("Fleet task label: 'fleet task instant' without the full delivery permission", () => {
    expect(menuLabelKey('fleetTask', who(S.tms))).toBe('fleetTask');
    expect(menuLabelKey('fleetTask', who(S.fleetTaskInstant))).toBe('fleetTaskInstant');
    expect(menuLabelKey('fleetTask', who([...threeOf(S.tms), ...S.fleetTaskInstant]))).toBe(
      'fleetTaskInstant',
    );
    expect(menuLabelKey('fleetAvailability', who(S.fleetTaskInstant))).toBe('fleetAvailability');
  });

  it('Invoice: all four accounting integration actions and feature flag invoiceCoreFlag on', () => {
    const on = { featureFlags: { invoiceCoreFlag: true } };
    expect(allowed('/invoice/', S.accountingIntegration, on)).toBe(true);
    expect(allowed('/invoice/', S.accountingIntegration)).toBe(false);
    expect(
      allowed('/invoice/', S.accountingIntegration, { featureFlags: { invoiceCoreFlag: false } }),
    ).toBe(false);
    expect(allowed('/invoice/', threeOf(S.accountingIntegration), on)).toBe(false);
  });

  it('Route optimization: all tms actions plus all route-optimization actions', () => {
    expect(allowed('/route-optimization/', [...S.tms, ...S.routeOptimization])).toBe(true);
    expect(allowed('/route-optimization/', S.routeOptimization)).toBe(false);
    expect(allowed('/route-optimization/', S.tms)).toBe(false);
    expect(allowed('/route-optimization/', [...S.tms, ...threeOf(S.routeOptimization)])).toBe(
      false,
    );
  });

  it('Delivery scheduler: tms actions', () => {
    expect(allowed('/delivery-scheduler/', S.tms)).toBe(true);
    expect(allowed('/delivery-scheduler/', threeOf(S.tms))).toBe(false);
  });

  it('Cost management: financial-record, all four actions', () => {
    expect(allowed('/cost-management/', S.financialRecord)).toBe(true);
    expect(allowed('/cost-management/', threeOf(S.financialRecord))).toBe(false);
  });

  it('Video new: not b3h-new-trackvision-menu:read, and b3d-pelacakan-video-new:read and vehicle_video_trackers:read', () => {
    const both = [P.videoTrackingNewRead, P.vehicleVideoTrackersRead];
    expect(allowed('/trackvideo-2/', both)).toBe(true);
    expect(allowed('/trackvideo-2/', [...both, P.trackVisionMenuRead])).toBe(false);
    expect(allowed('/trackvideo-2/', [P.videoTrackingNewRead])).toBe(false);
    expect(allowed('/trackvideo-2/', [P.vehicleVideoTrackersRead])).toBe(false);
  });

  it('Video old: b3a-default-pelacakanvideo:read and vehicle_video_trackers:read', () => {
    expect(allowed('/trackvideo/', [P.videoTrackingDefaultRead, P.vehicleVideoTrackersRead])).toBe(
      true,
    );
    expect(allowed('/trackvideo/', [P.videoTrackingDefaultRead])).toBe(false);
    expect(allowed('/trackvideo/', [P.vehicleVideoTrackersRead])).toBe(false);
  });

  it('Live streaming and history: b3h-new-trackvision-menu:read', () => {
    for (const path of ['/live-streaming/', '/video-history/'] as const) {
      expect(allowed(path, [P.trackVisionMenuRead])).toBe(true);
      expect(allowed(path, [P.mediaMenuRead, P.videoTrackingNewRead])).toBe(false);
    }
  });

  it('Media: b3i-menu-media:read', () => {
    expect(allowed('/vehicle-media/', [P.mediaMenuRead])).toBe(true);
    expect(allowed('/vehicle-media/', [P.trackVisionMenuRead])).toBe(false);
  });

  it('Temporary tracking: temporary_live_views:read', () => {
    expect(allowed('/trackingtemp/', [P.temporaryLiveViewsRead])).toBe(true);
    expect(allowed('/trackingtemp/', [P.liveViewDefaultRead])).toBe(false);
  });

  it('Route: d7a-default-md-route read, update or create', () => {
    for (const p of [P.routeRead, P.routeUpdate, P.routeCreate]) {
      expect(allowed('/route/', [p])).toBe(true);
    }
    expect(allowed('/route/', ['d7a-default-md-route:delete'])).toBe(false);
  });

  it('Maintenance: maintenance, maintenance-group or service_order read', () => {
    for (const p of [P.maintenanceRead, P.maintenanceGroupRead, P.serviceOrderRead]) {
      expect(allowed('/maintenance/', [p])).toBe(true);
    }
    expect(allowed('/maintenance/', ['maintenance:update'])).toBe(false);
  });

  it('Licence: user_docs or vehicle_docs read', () => {
    expect(allowed('/license/', [P.userDocsRead])).toBe(true);
    expect(allowed('/license/', [P.vehicleDocsRead])).toBe(true);
    expect(allowed('/license/', ['user_docs:update'])).toBe(false);
  });

  it('Land measurement: all four i1a-landmeasurement actions', () => {
    expect(allowed('/land-measurement/', S.landMeasurement)).toBe(true);
    expect(allowed('/land-measurement/', threeOf(S.landMeasurement))).toBe(false);
  });

  it('Driver score: the driver-score read', () => {
    expect(allowed('/driverscore/', [P.driverScoreRead])).toBe(true);
    expect(allowed('/driverscore/', [P.dashboardDriverScoreRead])).toBe(false);
  });

  it('Marketplace, help, contact, company ticket: marketplace:read, any help_* read, contact:read, company_ticket:read', () => {
    expect(allowed('/marketplace/', [P.marketplaceRead])).toBe(true);
    expect(allowed('/marketplace/', [])).toBe(false);
    for (const p of S.help) expect(allowed('/help/', [p])).toBe(true);
    expect(allowed('/help/', [P.contactRead])).toBe(false);
    expect(allowed('/contactus/', [P.contactRead])).toBe(true);
    expect(allowed('/contactus/', [P.companyTicketRead])).toBe(false);
    expect(allowed('/company-ticket/', [P.companyTicketRead])).toBe(true);
    expect(allowed('/company-ticket/', [P.contactRead])).toBe(false);
  });

  it('Company 1449 hides help and contact, whatever the permissions', () => {
    const rights = [...S.help, P.contactRead, P.companyTicketRead, P.marketplaceRead];
    expect(allowed('/help/', rights, { companyId: 1449 })).toBe(false);
    expect(allowed('/contactus/', rights, { companyId: 1449 })).toBe(false);
    expect(allowed('/company-ticket/', rights, { companyId: 1449 })).toBe(true);
    expect(allowed('/marketplace/', rights, { companyId: 1449 })).toBe(true);
    expect(allowed('/help/', rights, { companyId: 1448 })).toBe(true);
  });

  it('Call a driver: both two-way-communication reads, only device types bsj and vss-howen', () => {
    expect(canCallDriver(S.call, 'bsj')).toBe(true);
    expect(canCallDriver(S.call, 'vss-howen')).toBe(true);
    expect(canCallDriver(S.call, 'teltonika')).toBe(false);
    expect(canCallDriver([P.twoWayCommunicationRead], 'bsj')).toBe(false);
    expect(canCallDriver(S.call, null)).toBe(false);
  });

  it('Master data, settings: master:read, setting:read (our strings; rules not shown)', () => {
    expect(allowed('/master/', [P.masterRead])).toBe(true);
    expect(allowed('/master/', [P.settingRead])).toBe(false);
    expect(allowed('/setting/', [P.settingRead])).toBe(true);
    expect(allowed('/setting/', [P.masterRead])).toBe(false);
  });
});

const keysOf = (menu: VisibleMenuNode[]) =>
  menu.map((node) =>
    node.kind === 'group'
      ? `${node.key}[${node.children.map((c) => c.key).join(',')}]`
      : node.kind === 'separator'
        ? `--${node.key}`
        : node.key,
  );

describe('buildMenu', () => {
  it('shows a group when any child is allowed, with only its allowed children', () => {
    const menu = buildMenu(who([...S.dashboard, P.mediaMenuRead]));
    expect(keysOf(menu)).toEqual(['dashboard', 'trackVision[vehicleMedia]']);
  });

  it('drops a group with no allowed child', () => {
    const menu = buildMenu(who([P.dashboardStatusRead]));
    expect(menu.some((node) => node.kind === 'group')).toBe(false);
  });

  it('draws each separator only when its block has something visible', () => {
    expect(keysOf(buildMenu(who([P.dashboardStatusRead])))).toEqual(['dashboard']);
    expect(keysOf(buildMenu(who([P.dashboardStatusRead, ...S.salesOrder])))).toEqual([
      'dashboard',
      '--orders',
      'orderManagement[salesOrder]',
    ]);
    expect(keysOf(buildMenu(who([P.dashboardStatusRead, P.settingRead])))).toEqual([
      'dashboard',
      '--admin',
      'setting',
    ]);
  });

  it('gives an everything-user every group and both separators, in menu order', () => {
    const admin = who(
      [
        ...S.dashboard,
        P.liveViewV2Read,
        P.liveViewDefaultRead,
        P.controlTowerV2Read,
        P.controlTowerRead,
        ...S.notificationMenu,
        ...REPORT_PERMISSIONS,
        ...S.salesOrder,
        ...S.tms,
        ...S.accountingIntegration,
        ...S.routeOptimization,
        ...S.financialRecord,
        P.videoTrackingDefaultRead,
        P.vehicleVideoTrackersRead,
        P.temporaryLiveViewsRead,
        P.routeRead,
        P.trackVisionMenuRead,
        P.mediaMenuRead,
        P.maintenanceRead,
        P.userDocsRead,
        ...S.landMeasurement,
        P.driverScoreRead,
        P.masterRead,
        P.settingRead,
        P.marketplaceRead,
        ...S.help,
        P.contactRead,
        P.companyTicketRead,
      ],
      { featureFlags: { invoiceCoreFlag: true } },
    );
    expect(keysOf(buildMenu(admin))).toEqual([
      'dashboard',
      'liveViewNew',
      'liveView',
      'controlTowerNew',
      'controlTower',
      'notifications',
      'reports',
      '--orders',
      'orderManagement[salesOrder,deliveryRequest,delivery,fleetTask,fleetAvailability,invoice,routeOptimization,deliveryScheduler]',
      'costManagement',
      // Track vision replaces the new video entry (b3h-new-trackvision-menu:read).
      'fleetTracking[videoTracking,temporaryTracking,route]',
      'trackVision[liveStreaming,videoHistory,vehicleMedia]',
      'fleetManagement[maintenance,licence,landMeasurement]',
      'driverScore',
      '--admin',
      'master',
      'setting',
      'marketplace',
      'help',
      'contact',
      'companyTicket',
    ]);
  });

  it("flags new items with the 'new' pill", () => {
    const menu = buildMenu(who([P.liveViewV2Read, P.liveViewDefaultRead]));
    expect(menu).toMatchObject([
      { key: 'liveViewNew', isNew: true },
      { key: 'liveView', isNew: false },
    ]);
  });

  it("flags the modules that are new for the company with the 'new' pill too", () => {
    const identity = { ...who([P.liveViewDefaultRead, ...S.tms, ...S.routeOptimization]) };
    const pills = (newMenuPaths?: string[]) =>
      buildMenu({ ...identity, ...(newMenuPaths ? { newMenuPaths } : {}) })
        .flatMap((node) => (node.kind === 'group' ? node.children : [node]))
        .filter((node) => node.kind === 'item' && node.isNew)
        .map((node) => node.kind === 'item' && node.key);
    expect(pills()).toEqual([]);
    expect(pills(['/route-optimization/'])).toEqual(['routeOptimization']);
    expect(pills(['/liveview/', '/not-a-menu-path/'])).toEqual(['liveView']);
  });

  it("shows no 'new' pill on an entry whose module this edition does not include", () => {
    const menu = buildMenu(who([P.liveViewV2Read, P.controlTowerV2Read]), {
      isAvailable: (key) => key === 'controlTowerNew',
    });
    expect(menu).toMatchObject([
      { key: 'liveViewNew', isNew: false },
      { key: 'controlTowerNew', isNew: true },
    ]);
  });

  it('marks help as opening the knowledge base', () => {
    const [help] = buildMenu(who([P.helpFaqRead]));
    expect(help).toMatchObject({ key: 'help', opensKnowledgeBase: true });
  });

  it('a driver (tms_driver read and update, no vgroups:read) sees no menu but has the dashboard', () => {
    const driver = who([...S.driver, P.systemNotificationRead]);
    expect(buildMenu(driver)).toEqual([]);
    expect(canOpenMenuPath('/dashboard/', driver)).toBe(true);
    expect(homeHref(driver)).toBe('/dashboard');
    const notDriver = who([...S.driver, P.vgroupsRead]);
    expect(canOpenMenuPath('/dashboard/', notDriver)).toBe(false);
  });
});

describe('active entries', () => {
  const menu = buildMenu(
    who([...S.tms, ...S.routeOptimization, P.liveViewV2Read, P.liveViewDefaultRead]),
  );

  it('a group is active when the path starts with one of its child links', () => {
    expect(activeGroupKey(menu, '/route-optimization')).toBe('orderManagement');
    expect(activeGroupKey(menu, '/delivery/123')).toBe('orderManagement');
    expect(activeGroupKey(menu, '/dashboard')).toBeNull();
  });

  it('compares whole path segments', () => {
    expect(isMenuItemActive({ href: '/liveview' }, '/liveview/')).toBe(true);
    expect(isMenuItemActive({ href: '/liveview' }, '/liveview-2')).toBe(false);
    expect(isMenuItemActive({ href: '/delivery' }, '/delivery-request')).toBe(false);
    expect(isMenuItemActive({ href: '/delivery' }, '/delivery/42')).toBe(true);
  });

  it('knows the live view pages and where the menu starts collapsed', () => {
    expect(isLiveViewPath('/liveview/')).toBe(true);
    expect(isLiveViewPath('/liveview-2')).toBe(true);
    expect(isLiveViewPath('/dashboard')).toBe(false);
    expect(startsCollapsed('/liveview/')).toBe(true);
    expect(startsCollapsed('/liveview-2')).toBe(false);
  });
});

describe('menuScrollTarget', () => {
  const at = (offsetTop: number, viewportHeight: number, scrollTop = 0) =>
    menuScrollTarget({ offsetTop, height: 40, scrollTop, viewportHeight });

  it('leaves the menu alone while the active entry is within 500 px', () => {
    expect(at(0, 300)).toBeNull();
    expect(at(500, 300)).toBeNull();
  });

  it('leaves the menu alone when the entry lower down is already in view', () => {
    // Settings at 700 px in an 836 px menu: visible, so Dashboard stays in view.
    expect(at(700, 836)).toBeNull();
    expect(at(900, 600, 400)).toBeNull();
  });

  it('scrolls to the offset plus 300 px, counted from the bottom edge, when it is out of view', () => {
    expect(at(900, 600)).toBe(600);
    expect(at(800, 836)).toBe(264);
    // Scrolled below the entry: back up to it.
    expect(at(600, 400, 700)).toBe(500);
    // A short viewport never scrolls past the entry itself.
    expect(at(900, 200)).toBe(900);
  });
});

describe('bottomBarEntries', () => {
  it('lists dashboard, live view, notifications and reports when allowed', () => {
    const entries = bottomBarEntries(
      who([P.dashboardStatusRead, P.liveViewV2Read, P.dmsNotificationRead, REPORT_PERMISSIONS[0]]),
    );
    expect(entries.map((e) => [e.key, e.href])).toEqual([
      ['dashboard', '/dashboard'],
      ['liveView', '/liveview-2'],
      ['notifications', '/notification'],
      ['reports', '/report'],
    ]);
  });

  it('falls back to the old live view and leaves out what is not allowed', () => {
    const entries = bottomBarEntries(who([P.liveViewDefaultRead]));
    expect(entries.map((e) => [e.key, e.href])).toEqual([['liveView', '/liveview']]);
  });
});

describe('homeHref', () => {
  it('is the dashboard when allowed, else the first allowed page', () => {
    expect(homeHref(who([P.dashboardFuelRead]))).toBe('/dashboard');
    expect(homeHref(who([P.helpFaqRead, REPORT_PERMISSIONS[3]]))).toBe('/report');
    expect(homeHref(who([]))).toBe('/profile');
  });
});

describe('menuGroupOf', () => {
  it('names the group of nested items only', () => {
    expect(menuGroupOf('routeOptimization')).toBe('orderManagement');
    expect(menuGroupOf('vehicleMedia')).toBe('trackVision');
    expect(menuGroupOf('dashboard')).toBeNull();
  });
});
