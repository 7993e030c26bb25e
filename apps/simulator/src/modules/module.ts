import type { API_BASES } from '@armada/contracts/shared';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/clock';
import type { CollectionName } from '../domain/records';
import type { AlertStore } from '../store/alert-store';
import type { DocumentStore } from '../store/document-store';
import type { DriverScoreStore } from '../store/driver-score-store';
import type { Migration } from '../store/migrations';
import type { RouteRunStore } from '../store/route-run-store';
import type { SessionStore } from '../store/session-store';
import type { SqlClient } from '../store/sql-client';
import type { TelemetryStore } from '../store/telemetry-store';
import type { RunPlanner } from '../services/fleet-planning/run-planner';
import type { RunQueueFactory } from '../services/fleet-planning/run-queue';
import type { ClipTools } from '../services/dashcam-clips';
import type { Services } from '../services/services';
import type { TickScheduler } from '../engine/tick-loop';
import type { handleError } from '../transport/http/error-handler';
import type { ResolverMap } from '../transport/graphql/old-version-resolvers';
import type { TypeBoxApp } from '../transport/routes/typebox-app';

/**
 * What every module's services are built from: the simulator's stores, clock, seed and settings.
 * `services` holds the services of the modules listed before this one in registry.ts (reading
 * one listed later throws, so the registry's order is the dependency order).
 */
export interface ModuleContext {
  /** The SQL database, for a module's own tables (its migrations create them). */
  db: SqlClient;
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
  /** Where and how each alert's dashcam clip is made (MEDIA-10). */
  media?: {
    dir: string;
    maxBytes?: number;
    tools: ClipTools | null;
    /** Told once when alerts get the canned clip instead of their own. */
    warn?: (reason: string) => void;
  };
  /** ARMADA_SIM_SPEED. */
  speed?: number;
  /** ARMADA_SIM_CONTROLS: the simulator runs for tests, benches or demos (CTRL-1). */
  controls?: boolean;
  /** ARMADA_HISTORY_DAYS: days the fleet history keeps positions (HIST-4). */
  historyRetentionDays?: number;
  sessionTtlMs?: number;
  onError?: (error: unknown, what: string) => void;
  onInfo?: (message: string) => void;
  services: Services;
}

/** How the simulator was asked to run, for the modules' seed and start steps. */
export interface ModuleLifecycle {
  services: Services;
  store: DocumentStore;
  alerts: AlertStore;
  driverScores: DriverScoreStore;
  clock: Clock;
  seed: number;
  /** Real-time ticking for background loops started now. */
  scheduler: TickScheduler;
  /** 'manual': tests drive the moving fleet and the announcements themselves. */
  liveFleet: 'auto' | 'manual';
  /** 'manual': the route optimization queue waits for `fleetPlanning.start()`. */
  routeQueue: 'auto' | 'manual';
  /** 'none': no seeded driving history (HISTORY-4). */
  drivingHistory: 'seed' | 'none';
  /** 'none': no seeded past route optimization runs (PLAN-10). */
  seededRuns: 'seed' | 'none';
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/** What a route registration may depend on beyond the services. */
export interface RouteSettings {
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  secureCookies: boolean;
}

export type ApiBase = keyof typeof API_BASES;

/** A module's REST routes under one of the upstream API bases. */
export interface ModuleRoutes {
  base: ApiBase;
  register: (app: TypeBoxApp, services: Services, prefix: string, settings: RouteSettings) => void;
  /** Served only with ARMADA_SIM_CONTROLS (CTRL-1): tests, benches, demos. */
  controls?: boolean;
  /** Answers errors of these routes (the rest of the base keeps the shared handler). */
  errorHandler?: typeof handleError;
}

/**
 * A simulator module: everything one domain adds, declared in one place (its folder's
 * module.ts) and listed once in registry.ts. See README.md next to this file.
 */
export interface SimulatorModule {
  /** Unique, kebab-case, the folder's name. */
  name: string;
  /** Its SQL schema changes; versions are global and unique across modules (STORE-2). */
  migrations?: readonly Migration[];
  /** Document-store collections it owns (declare their record types on CollectionRecords). */
  collections?: readonly CollectionName[];
  /**
   * Permissions the demo accounts of a role get for this module (WORLD-6); granted at every
   * start to stored demo users that lack them, so an existing data directory gains them too.
   */
  grants?: Partial<
    Record<'admin' | 'dispatcher' | 'operator' | 'driver' | 'branded', readonly string[]>
  >;
  /** Builds its services, keyed as on `Services` (declare them there with `declare module`). */
  services?: (ctx: ModuleContext) => Partial<Services>;
  routes?: readonly ModuleRoutes[];
  /** Routes outside the API bases (the dashcam media files, the live channel). */
  register?: (app: FastifyInstance, services: Services) => void;
  /** Its GraphQL resolvers (the schema is contracts'). */
  resolvers?: (services: Services) => ResolverMap;
  /** Writes what a fresh store lacks (seeded rules, runs, history), once the store is open. */
  seed?: (lifecycle: ModuleLifecycle) => Promise<void>;
  /** Starts its background work, after every module has seeded. */
  start?: (lifecycle: ModuleLifecycle) => Promise<void>;
  /**
   * Starts its scheduled work (timers that change shared state: the moving fleet, the
   * announcements, the scheduler's passes), after every module started. At once on PGlite; on
   * PostgreSQL only in the one process that holds the schema's lead, when it takes it (STORE-14).
   */
  lead?: (lifecycle: ModuleLifecycle) => Promise<void>;
  /** Stops it; modules stop in registry order. */
  stop?: (services: Services) => Promise<void>;
}

/** Declares a module (an identity function: it gives the object its type). */
export function defineModule(module: SimulatorModule): SimulatorModule {
  return module;
}
