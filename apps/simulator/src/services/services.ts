import type { LivePosition } from '@armada/contracts';
import type { Clock } from '../domain/clock';
import type { DocumentStore } from '../store/document-store';
import type { SessionStore } from '../store/session-store';
import type { AlertStore } from '../store/alert-store';
import type { TelemetryStore } from '../store/telemetry-store';
import type { RouteRunStore } from '../store/route-run-store';
import type { DriverScoreStore } from '../store/driver-score-store';
import { FleetPlanningService } from './fleet-planning/fleet-planning-service';
import type { RunPlanner } from './fleet-planning/run-planner';
import type { RunQueueFactory } from './fleet-planning/run-queue';
import { AddressService } from './address-service';
import { AlertRuleService } from './alert-rule-service';
import { AlertService } from './alert-service';
import { AlertLogService } from './alert-log-service';
import { AlertMediaService } from './alert-media-service';
import { AuthService, DEFAULT_SESSION_TTL_MS } from './auth-service';
import { BannerService } from './banner-service';
import { CompanyService } from './company-service';
import { CustomerService } from './customer-service';
import { DriverScoreService } from './driver-score-service';
import { DeliveryOrderService } from './delivery-order-service';
import { FeedbackService } from './feedback-service';
import { FleetService } from './fleet-service';
import { LiveFleetService } from './live-fleet-service';
import { LiveHub } from './live-hub';
import { OldVersionService } from './old-version-service';
import { ProfileService } from './profile-service';
import { SavedFilterService } from './saved-filter-service';
import { SystemNotificationService } from './system-notification-service';

/** Everything the transport layer calls; built once per simulator. */
export interface Services {
  auth: AuthService;
  customers: CustomerService;
  deliveryOrders: DeliveryOrderService;
  addresses: AddressService;
  fleet: FleetService;
  feedback: FeedbackService;
  banners: BannerService;
  profiles: ProfileService;
  savedFilters: SavedFilterService;
  companies: CompanyService;
  oldVersion: OldVersionService;
  live: LiveHub;
  /** The moving fleet: ticks, publishes, persists; answers the live fleet's reads. */
  liveFleet: LiveFleetService;
  /** The alert center: alerts, counts, actions, and their live messages. */
  alerts: AlertService;
  /** Announcements: the seeded timeline, read state, live `system-notif-{userId}`. */
  systemNotifications: SystemNotificationService;
  /** Dashcam media of camera alerts (MEDIA-1..8). */
  alertMedia: AlertMediaService;
  /** Route optimization: runs, their solver queue, versions, quota, fleet tasks (PLAN-*). */
  fleetPlanning: FleetPlanningService;
  /** Driver scores from the alerts and positions, with the company's settings (DRIVER-8..12). */
  driverScores: DriverScoreService;
  /** The companies' alert rules: seeded, onboarding templates, rule settings (ALERTRULE-*). */
  alertRules: AlertRuleService;
  /** The Notification Log: users' actions on alerts (ALERTLOG-*). */
  alertLog: AlertLogService;
}

export function createServices(deps: {
  store: DocumentStore;
  sessions: SessionStore;
  telemetry: TelemetryStore;
  alerts?: AlertStore;
  /** The SQL reads of driver scores; without it the driver-score queries are unavailable. */
  driverScores?: DriverScoreStore;
  routeRuns: RouteRunStore;
  planner: RunPlanner;
  /** The route optimization queue; default the in-process loop (ADR 0011). */
  runQueue?: RunQueueFactory;
  /** ARMADA_SIM_ALERT_RATE. */
  alertRate?: number;
  clock: Clock;
  seed: number;
  /** ARMADA_SIM_SPEED. */
  speed?: number;
  sessionTtlMs?: number;
  onError?: (error: unknown, what: string) => void;
  onInfo?: (message: string) => void;
}): Services {
  const { store, sessions, clock } = deps;
  const live: LiveHub = new LiveHub(
    (auth, tag) => {
      const match = /^alert-center-([1-9][0-9]*)$/.exec(tag);
      return (
        match !== null && store.get('vehicles', auth.company.id, Number(match[1])) !== undefined
      );
    },
    // The moving fleet's positions; the stored ones until it has started.
    (companyId) => liveFleet.positions(companyId) ?? storedPositions(store, companyId),
  );
  // Every company's alert rules, read now by the alert engine and the payload query.
  const alertRules = new AlertRuleService({ store, seed: deps.seed });
  const liveFleet: LiveFleetService = new LiveFleetService({
    store,
    telemetry: deps.telemetry,
    alertRules: () => alertRules.all(),
    onAlertsStored: (stored) => alerts.publishNew(stored),
    ...(deps.alerts ? { alerts: deps.alerts } : {}),
    ...(deps.driverScores ? { rollup: deps.driverScores.rollup } : {}),
    ...(deps.alertRate === undefined ? {} : { alertRate: deps.alertRate }),
    hub: live,
    clock,
    seed: deps.seed,
    ...(deps.speed === undefined ? {} : { speed: deps.speed }),
    ...(deps.onError ? { onError: deps.onError } : {}),
    ...(deps.onInfo ? { onInfo: deps.onInfo } : {}),
  });
  const alerts: AlertService = new AlertService({
    store,
    alerts: deps.alerts,
    hub: live,
    clock,
    rules: () => alertRules.all(),
    liveFleet,
  });
  return {
    alerts,
    alertRules,
    alertLog: new AlertLogService({ alerts: deps.alerts }),
    auth: new AuthService(store, sessions, clock, deps.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS),
    customers: new CustomerService(store, clock),
    deliveryOrders: new DeliveryOrderService(store),
    addresses: new AddressService(store),
    fleet: new FleetService(store, (vehicle) => liveFleet.overlay(vehicle)),
    feedback: new FeedbackService(store, clock),
    banners: new BannerService(store, clock),
    profiles: new ProfileService(store),
    savedFilters: new SavedFilterService(store, clock),
    companies: new CompanyService(store, clock),
    oldVersion: new OldVersionService(store, clock),
    live,
    liveFleet,
    systemNotifications: new SystemNotificationService({
      store,
      hub: live,
      clock,
      seed: deps.seed,
      ...(deps.onError ? { onError: deps.onError } : {}),
    }),
    alertMedia: new AlertMediaService({
      store,
      ...(deps.alerts ? { alerts: deps.alerts } : {}),
      clock,
      seed: deps.seed,
      lastReportOf: (auth, vehicleId) => liveFleet.vehicleDetail(auth, vehicleId).lastReportOn,
    }),
    fleetPlanning: new FleetPlanningService({
      store,
      runs: deps.routeRuns,
      hub: live,
      clock,
      planner: deps.planner,
      ...(deps.runQueue ? { runQueue: deps.runQueue } : {}),
      ...(deps.onError ? { onError: deps.onError } : {}),
    }),
    driverScores: new DriverScoreService({
      store,
      scores: deps.driverScores,
      alerts: deps.alerts,
      clock,
    }),
  };
}

/**
 * The company's main units (trailers travel with their tractor) where the store last has them,
 * as live positions: moving when the last fix had speed, parked otherwise.
 */
function storedPositions(store: DocumentStore, companyId: number): LivePosition[] {
  return store
    .list('vehicles', companyId)
    .filter((vehicle) => vehicle.parent_id === null)
    .map((vehicle) => ({
      id: vehicle.id,
      latitude: vehicle.position.latitude,
      longitude: vehicle.position.longitude,
      heading: vehicle.position.heading,
      speedKmh: vehicle.position.speed,
      status: vehicle.position.status,
      reportedAt: Date.parse(vehicle.position.recorded_on),
    }));
}
