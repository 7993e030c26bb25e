/**
 * Every route the app links to, in one place: route modules use `path`, links use `getHref`.
 * The module paths are those of docs/rules/shell.md §2, written without the trailing slash; a
 * trailing slash in the address still matches.
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const LOGIN_SUCCESS_PARAM = 'isLoginSuccess';

export const paths = {
  root: fixed('/'),
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      redirectTo && redirectTo !== '/'
        ? `/login?redirect=${encodeURIComponent(redirectTo)}`
        : '/login',
  },
  logout: fixed('/logout'),
  dashboard: {
    path: '/dashboard',
    /** `loginSuccess` adds the query flag that lets the promotional banner show. */
    getHref: ({ loginSuccess = false }: { loginSuccess?: boolean } = {}) =>
      loginSuccess ? `/dashboard?${LOGIN_SUCCESS_PARAM}=true` : '/dashboard',
  },
  profile: fixed('/profile'),
  /** docs/rules/alert-center.md §2: the contact reminder's targets, under the profile page. */
  profileAddNumber: fixed('/profile/add-number'),
  profileAddEmail: fixed('/profile/add-email'),

  liveView: fixed('/liveview'),
  liveViewNew: {
    path: '/liveview-2',
    /**
     * `?type=vehicle&vehicleId=` opens one vehicle; `&lat=&lng=` shows a place on the map (where
     * an alert happened) instead of following the vehicle.
     */
    getHref: (vehicleId?: number, place?: { latitude: number; longitude: number }) =>
      vehicleId === undefined
        ? '/liveview-2'
        : `/liveview-2?type=vehicle&vehicleId=${vehicleId}${
            place ? `&lat=${place.latitude}&lng=${place.longitude}` : ''
          }`,
  },
  controlTowerNew: fixed('/controltower-2'),
  controlTower: fixed('/controltower'),
  notifications: fixed('/notification'),
  notificationDetail: {
    path: '/notification/:id',
    getHref: (id: string) => `/notification/${encodeURIComponent(id)}`,
  },
  reports: fixed('/report'),
  /**
   * docs/rules/alert-center.md §2 targets of the alert center. Setting Notification List is the
   * alert rules page (features/alert-rules) and Notification Log the log of user actions on alerts
   * (features/notification-log); Fleet Task Instant Detail's module is not in this edition: its
   * address lies under the Fleet Task menu entry, whose 'not available yet' page answers it.
   */
  settingNotificationList: fixed('/setting/notification'),
  notificationLog: fixed('/report/notification-log'),
  fleetTaskInstantDetail: {
    path: '/fleet-task/instant/:id',
    getHref: (id: string | number) => `/fleet-task/instant/${encodeURIComponent(String(id))}`,
  },

  salesOrder: fixed('/sales-order'),
  deliveryRequest: fixed('/delivery-request'),
  delivery: fixed('/delivery'),
  deliveryDetail: {
    path: '/delivery/:id',
    getHref: (id: string | number) => `/delivery/${encodeURIComponent(String(id))}`,
  },
  fleetTask: fixed('/fleet-task'),
  /** docs/rules/fleet-tasks.md FT-14: the driver's stops of today, outside the menu. */
  myTask: fixed('/my-task'),
  fleetAvailability: fixed('/fleet-availability'),
  invoice: fixed('/invoice'),
  routeOptimization: fixed('/route-optimization'),
  routeOptimizationCreate: fixed('/route-optimization/create'),
  routeOptimizationDetail: {
    path: '/route-optimization/:id',
    getHref: (id: string | number) => `/route-optimization/${encodeURIComponent(String(id))}`,
  },
  routeOptimizationReoptimize: {
    path: '/route-optimization/:id/re-optimize',
    getHref: (id: string | number) =>
      `/route-optimization/${encodeURIComponent(String(id))}/re-optimize`,
  },
  deliveryScheduler: fixed('/delivery-scheduler'),
  costManagement: fixed('/cost-management'),

  videoTrackingNew: fixed('/trackvideo-2'),
  videoTracking: fixed('/trackvideo'),
  temporaryTracking: fixed('/trackingtemp'),
  route: fixed('/route'),
  liveStreaming: fixed('/live-streaming'),
  videoHistory: fixed('/video-history'),
  vehicleMedia: fixed('/vehicle-media'),

  maintenance: fixed('/maintenance'),
  licence: fixed('/license'),
  landMeasurement: fixed('/land-measurement'),
  driverScore: fixed('/driverscore'),

  master: fixed('/master'),
  masterCustomers: fixed('/master/customers'),
  /** docs/rules/geofences.md GEO-19: geofences are master data, beside the customers. */
  masterGeofences: fixed('/master/geofences'),
  /** docs/rules/addresses.md: the address book, beside the customers. */
  masterAddresses: fixed('/master/addresses'),
  /** docs/rules/master-fleet.md: the fleet's master data. */
  masterVehicles: fixed('/master/vehicles'),
  masterDrivers: fixed('/master/drivers'),
  masterVehicleGroups: fixed('/master/vehicle-groups'),
  masterBoxTypes: fixed('/master/box-types'),
  setting: fixed('/setting'),
  settingCompany: fixed('/setting/company'),
  marketplace: fixed('/marketplace'),
  help: fixed('/help'),
  contact: fixed('/contactus'),
  companyTicket: fixed('/company-ticket'),
} as const;

/**
 * Only same-app paths are followed after sign-in, so a crafted `?redirect=` cannot send a user
 * to another site (`//evil.example`, `https://...`) or back to the sign-in page itself.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return paths.dashboard.getHref();
  }
  if (target === paths.login.path || target.startsWith(`${paths.login.path}?`)) {
    return paths.dashboard.getHref();
  }
  if (target === paths.logout.path || target.startsWith(`${paths.logout.path}?`)) {
    return paths.dashboard.getHref();
  }
  return target;
}

/**
 * Where a finished sign-in goes: the `?redirect=` target when there is one, else the dashboard
 * with the login-success flag (the promotional banner's trigger, docs/rules/shell.md §2).
 */
export function afterSignInHref(redirectTo: string | null | undefined): string {
  if (!redirectTo) return paths.dashboard.getHref({ loginSuccess: true });
  return safeRedirect(redirectTo);
}
