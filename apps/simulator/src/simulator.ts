import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SECOND_COMPANY_ADMIN,
  type DemoAccount,
} from '@armada/contracts/auth';
import type { Clock } from './domain/clock';
import type { CollectionName } from './domain/records';
import {
  BRANDED_COMPANY_ID,
  DEFAULT_SEED,
  DEMO_COMPANY_ID,
  WORLD_VERSION,
  FLEET_SIZE_RANGE,
} from './domain/world/world-ids';
import { findClipTools, type ClipTools } from './services/dashcam-clips';
import { hashPassword } from './services/password-hash';
import type { Services } from './services/services';
import { SystemClock } from './services/system-clock';
import { DocumentStore } from './store/document-store';
import { migrate, preparedSchema } from './store/migrations';
import { SessionStore } from './store/session-store';
import { TelemetryStore } from './store/telemetry-store';
import { AlertStore } from './store/alert-store';
import { DriverScoreStore } from './store/driver-score-store';
import { RouteRunStore } from './store/route-run-store';
import { createRunPlanner } from './services/fleet-planning/planner';
import { pgBossRunQueue } from './services/fleet-planning/run-queue-pg-boss';
import { createSolverPool } from './services/fleet-planning/solver-pool';
import { realTimeScheduler } from './services/real-time-scheduler';
import {
  collectionsOf,
  createServices,
  leadModules,
  migrationsOf,
  seedModules,
  startModules,
  stopModules,
} from './modules/assembly';
import type { ModuleContext, ModuleLifecycle, SimulatorModule } from './modules/module';
import { MODULES } from './modules/registry';
import { openSqlClient, type SqlClient, type SqlTarget } from './store/sql-client';
import { ProcessBus, shareDocuments } from './store/process-bus';
import { relayLive, shareVehicleCards } from './services/live-relay';
import { markerMatches, readWorldMarker, writeWorld } from './store/world-seed';
import { createSimulatorPlugin } from './transport/simulator-plugin';

export type { Clock } from './domain/clock';
export { ManualClock } from './domain/clock';
export { SystemClock } from './services/system-clock';

/** `<repo root>/.data/simulator`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/simulator', import.meta.url));
/** `<repo root>/.data/media`: the alerts' dashcam clips (MEDIA-10). */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../.data/media', import.meta.url));
export const DEFAULT_DATABASE_SCHEMA = 'armada_simulator';

export interface SimulatorOptions {
  /** World seed (ARMADA_SEED); a fixed default gives the same fleet every time. */
  seed?: number;
  /** The demo company's parent vehicles (ARMADA_SIM_VEHICLES), 1 to 20,000; default 60. */
  fleetSize?: number;
  /** Days the fleet history keeps positions (ARMADA_HISTORY_DAYS, HIST-4); default 30. */
  historyRetentionDays?: number;
  /** PGlite directory (ARMADA_DATA_DIR), default `.data/simulator` under the repo root. */
  dataDir?: string;
  /** A PostgreSQL URL (DATABASE_URL) switches the same SQL to a real server. */
  databaseUrl?: string;
  /** PostgreSQL schema for the simulator's tables (DATABASE_SCHEMA), default armada_simulator. */
  databaseSchema?: string;
  /** In-memory PGlite, for tests; wins over databaseUrl and dataDir. */
  inMemory?: boolean;
  /**
   * PGlite on disk runs its database in a thread of its own (default true, STORE-12); false
   * runs it on the server's thread, as before (benches compare the two).
   */
  pgliteThread?: boolean;
  clock?: Clock;
  /**
   * ARMADA_SIM_SPEED: simulated seconds per real second of the moving fleet's tick loop. The
   * clock given must run at the same speed (`new SystemClock(start, speed)`).
   */
  speed?: number;
  /**
   * ARMADA_SIM_ALERT_RATE: multiplies the fleet's camera alerts and, above 1, adds synthetic
   * ones (1000: hundreds a second for benchmarks); default 1.
   */
  alertRate?: number;
  /** ARMADA_SIM_CONTROLS: serve POST /api/simulator/alerts (tests, benchmarks, demos). */
  controls?: boolean;
  /**
   * The moving fleet: 'auto' (default) starts it in the background once the store is open and
   * ticks in real time; 'manual' leaves it to the caller (`services.liveFleet.start()`, then
   * `runDue()` after stepping a ManualClock), so tests step time instead of sleeping. The
   * announcements' timeline follows it (`services.systemNotifications.start()`).
   */
  liveFleet?: 'auto' | 'manual';
  /**
   * The route optimization queue: 'auto' (default) solves queued runs in the background;
   * 'manual' leaves it stopped until `services.fleetPlanning.start()` (restart tests).
   */
  routeQueue?: 'auto' | 'manual';
  /**
   * HISTORY-4 (ARMADA_SEEDED_PAST): 'seed' (default) writes 30 days of past driving on a fresh
   * store; 'none' leaves the store without history (unit tests that count their own alerts, the
   * live view's bench at tens of thousands of vehicles).
   */
  drivingHistory?: 'seed' | 'none';
  /**
   * PLAN-10: 'seed' (default) gives a fresh store its past route optimization runs; 'none'
   * leaves them out. Default 'none' only when ARMADA_SEEDED_PAST is 'none' (a store with no
   * past at all: servers of benches that read none of it).
   */
  seededRuns?: 'seed' | 'none';
  /** A fixed solve budget for every run instead of the one that grows with the orders (tests). */
  solveBudgetMs?: number;
  /** Where the moving fleet reports (default: errors to stderr, nothing else). */
  logger?: SimulatorLogger;
  /** Session lifetime, default 12 hours. */
  sessionTtlMs?: number;
  /** Secure flag on the session cookie (behind HTTPS), default false. */
  secureCookies?: boolean;
  /**
   * Each alert's dashcam clip (MEDIA-10): the folder it is kept in (ARMADA_MEDIA_DIR; default
   * `.data/media` under the repo root, a temporary folder for an in-memory store), its size bound,
   * and ffmpeg with the overlay font (default: found as findClipTools says; null: the canned clip).
   */
  media?: { dir?: string; maxBytes?: number; tools?: ClipTools | null };
  /**
   * With PostgreSQL: how often a process that is not the schema's leader tries to take the lead
   * (ARMADA_LEADER_POLL_MS, STORE-14); default 2 s.
   */
  leaderPollMs?: number;
  /**
   * With PostgreSQL: the leader's lock connection failed, so another process may lead now. The
   * default logs it and ends the process (its supervisor starts it again, as a follower): two
   * fleets ticking on one schema would move every vehicle twice.
   */
  onLeadLost?: (error: unknown) => void;
  /** Check every response against its contract, default true. */
  validateResponses?: boolean;
  /**
   * Read ARMADA_SEED, ARMADA_SIM_VEHICLES, ARMADA_DATA_DIR, DATABASE_URL, DATABASE_SCHEMA for
   * options left out (default true).
   */
  useEnv?: boolean;
  /** The modules to assemble, default every one (modules/registry.ts); tests add their own. */
  modules?: readonly SimulatorModule[];
}

export interface SimulatorLogger {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

const stderrLogger: SimulatorLogger = {
  info: () => undefined,
  error: (error, message) =>
    process.stderr.write(
      `${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    ),
};

export interface WorldInfo {
  seed: number;
  version: number;
  /** True when this start wrote the world; false when the store already held it. */
  seededNow: boolean;
  storage: 'pglite-memory' | 'pglite-dir' | 'postgres';
  /** Data directory, or the PostgreSQL schema; never the URL (it may hold a password). */
  location: string;
  demoCompanyId: number;
  brandedCompanyId: number;
  demoAccounts: readonly DemoAccount[];
  counts: Record<CollectionName, number>;
}

export interface Simulator {
  /**
   * Registers every backend route at its upstream path: /auth/*, /api/*, /order/api/web/v1/*,
   * /fleet-planning/api/web/v1/*, POST /graphql and GET /ws. Encapsulated: it brings its own
   * error handler, websocket support and GraphQL; it does not register /healthz or /readyz.
   */
  plugin: FastifyPluginAsync;
  clock: Clock;
  close(): Promise<void>;
}

/** What `createSimulator` returns: the public interface plus what a host may want to show. */
export interface RunningSimulator extends Simulator {
  world: WorldInfo;
  /** The services behind the routes (engines and tests drive the world through them). */
  services: Services;
  /** The moving fleet's SQL tables: state, positions history, telemetry events. */
  telemetry: TelemetryStore;
  /** Raised alerts (issue 8). */
  alerts: AlertStore;
  /** The world's master data (tests change it to reach states the APIs do not offer). */
  store: DocumentStore;
  /**
   * 'single' on PGlite; on PostgreSQL 'leader' while this process runs the scheduled work of its
   * schema, else 'follower' (STORE-14).
   */
  role(): 'single' | 'leader' | 'follower';
  /** The messages between processes (PostgreSQL only; null on PGlite). */
  bus: ProcessBus | null;
  /** True while the store answers (for /readyz). */
  isReady(): Promise<boolean>;
}

function resolveTarget(options: SimulatorOptions, useEnv: boolean): SqlTarget {
  if (options.inMemory) return { kind: 'pglite-memory' };
  const url = options.databaseUrl ?? (useEnv ? process.env.DATABASE_URL : undefined);
  if (url) {
    const schema =
      options.databaseSchema ??
      (useEnv ? process.env.DATABASE_SCHEMA : undefined) ??
      DEFAULT_DATABASE_SCHEMA;
    return { kind: 'postgres', url, schema };
  }
  const dataDir =
    options.dataDir ?? (useEnv ? process.env.ARMADA_DATA_DIR : undefined) ?? DEFAULT_DATA_DIR;
  return { kind: 'pglite-dir', dataDir, thread: options.pgliteThread ?? true };
}

function resolveMedia(
  options: SimulatorOptions,
  useEnv: boolean,
  target: SqlTarget,
  logger: SimulatorLogger,
): ModuleContext['media'] {
  const dir =
    options.media?.dir ??
    (useEnv ? process.env.ARMADA_MEDIA_DIR : undefined) ??
    (target.kind === 'pglite-memory' ? join(tmpdir(), 'armada-media') : DEFAULT_MEDIA_DIR);
  return {
    dir,
    tools: options.media?.tools === undefined ? findClipTools() : options.media.tools,
    ...(options.media?.maxBytes === undefined ? {} : { maxBytes: options.media.maxBytes }),
    warn: (reason) =>
      logger.error(reason, "dashcam media: serving the canned clip instead of each alert's own"),
  };
}

function resolveSeed(options: SimulatorOptions, useEnv: boolean): number {
  if (options.seed !== undefined) return options.seed;
  const text = useEnv ? process.env.ARMADA_SEED : undefined;
  if (text === undefined || text.trim() === '') return DEFAULT_SEED;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`ARMADA_SEED must be an integer, got "${text}"`);
  return seed;
}

function resolveFleetSize(options: SimulatorOptions, useEnv: boolean): number | null {
  if (options.fleetSize !== undefined) return options.fleetSize;
  const text = useEnv ? process.env.ARMADA_SIM_VEHICLES : undefined;
  if (text === undefined || text.trim() === '') return null;
  const size = Number(text);
  if (!Number.isInteger(size) || size < FLEET_SIZE_RANGE.min || size > FLEET_SIZE_RANGE.max)
    throw new Error(
      `ARMADA_SIM_VEHICLES must be a whole number from ${FLEET_SIZE_RANGE.min} to ${FLEET_SIZE_RANGE.max}, got "${text}"`,
    );
  return size;
}

function resolveHistoryDays(options: SimulatorOptions, useEnv: boolean): number | undefined {
  if (options.historyRetentionDays !== undefined) return options.historyRetentionDays;
  const text = useEnv ? process.env.ARMADA_HISTORY_DAYS : undefined;
  if (text === undefined || text.trim() === '') return undefined;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 2 || days > 400)
    throw new Error(`ARMADA_HISTORY_DAYS must be a whole number from 2 to 400, got "${text}"`);
  return days;
}

function resolveDrivingHistory(options: SimulatorOptions, useEnv: boolean): 'seed' | 'none' {
  if (options.drivingHistory !== undefined) return options.drivingHistory;
  const text = useEnv ? process.env.ARMADA_SEEDED_PAST?.trim() : undefined;
  if (text === undefined || text === '' || text === 'seed') return 'seed';
  if (text === 'none') return 'none';
  throw new Error(`ARMADA_SEEDED_PAST must be "seed" or "none", got "${text}"`);
}

function resolveSeededRuns(options: SimulatorOptions, useEnv: boolean): 'seed' | 'none' {
  if (options.seededRuns !== undefined) return options.seededRuns;
  return useEnv && process.env.ARMADA_SEEDED_PAST?.trim() === 'none' ? 'none' : 'seed';
}

/** Writes the world for `seed` and fleet size unless the store already holds it (STORE-3). */
async function seedIfNeeded(
  db: SqlClient,
  seed: number,
  fleetSize: number | null,
  clock: Clock,
): Promise<boolean> {
  const identity = { seed, version: WORLD_VERSION, fleetSize };
  if (markerMatches(await readWorldMarker(db), identity)) return false;
  // Loaded only to seed: a start on a store that already holds the world never needs the
  // generator or @faker-js/faker (docs/adr/0002-server-start-time.md).
  const { generateWorld } = await import('./domain/world/generate-world');
  const world = generateWorld({
    seed,
    nowMs: clock.now(),
    ...(fleetSize === null ? {} : { fleetSize }),
  });
  const demo = new Set<string>([...DEMO_ACCOUNTS, SECOND_COMPANY_ADMIN]);
  for (const { record } of world.collections.users) {
    if (demo.has(record.username)) record.passwordHash = await hashPassword(DEMO_PASSWORD);
  }
  return writeWorld(db, world, clock.now());
}

/**
 * Opens the store, migrates it, seeds the world if this seed is not there yet, and returns the
 * plugin to mount. Open it once and mount it once per Fastify server.
 */
export async function createSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const useEnv = options.useEnv ?? true;
  const clock = options.clock ?? new SystemClock();
  const seed = resolveSeed(options, useEnv);
  const fleetSize = resolveFleetSize(options, useEnv);
  const historyRetentionDays = resolveHistoryDays(options, useEnv);
  const drivingHistory = resolveDrivingHistory(options, useEnv);
  const seededRuns = resolveSeededRuns(options, useEnv);
  const target = resolveTarget(options, useEnv);
  const modules = options.modules ?? MODULES;
  const migrations = migrationsOf(modules);
  const db = await openSqlClient(target, preparedSchema(migrations));
  let bus: ProcessBus | null = null;
  try {
    await migrate(db, migrations);
    const seededNow = await seedIfNeeded(db, seed, fleetSize, clock);
    const store = await DocumentStore.load(db, () => clock.now(), collectionsOf(modules));
    const sessions = new SessionStore(db);
    await sessions.purgeExpired(clock.now());
    const logger = options.logger ?? stderrLogger;
    const telemetry = new TelemetryStore(db);
    const alerts = new AlertStore(db);
    const driverScores = new DriverScoreStore(db);
    const planner = createRunPlanner(
      createSolverPool(),
      options.solveBudgetMs === undefined ? {} : { budgetMs: options.solveBudgetMs },
    );
    const services = createServices(
      {
        db,
        store,
        sessions,
        telemetry,
        alerts,
        driverScores,
        routeRuns: new RouteRunStore(db),
        planner,
        // Several processes on one PostgreSQL share the run queue through pg-boss (ADR 0011).
        ...(target.kind === 'postgres'
          ? { runQueue: pgBossRunQueue({ url: target.url, schema: target.schema }) }
          : {}),
        ...(options.alertRate === undefined ? {} : { alertRate: options.alertRate }),
        clock,
        seed,
        media: resolveMedia(options, useEnv, target, logger),
        ...(options.speed === undefined ? {} : { speed: options.speed }),
        controls: options.controls ?? false,
        ...(historyRetentionDays === undefined ? {} : { historyRetentionDays }),
        onError: (error, what) => logger.error(error, `live fleet: ${what} failed`),
        onInfo: (message) => logger.info(message),
        ...(options.sessionTtlMs === undefined ? {} : { sessionTtlMs: options.sessionTtlMs }),
      },
      modules,
    );
    // STORE-15: on PostgreSQL every live message crosses to the other processes of the schema.
    bus =
      target.kind === 'postgres'
        ? new ProcessBus({
            url: target.url,
            schema: target.schema,
            db,
            ...(options.leaderPollMs === undefined ? {} : { leaderPollMs: options.leaderPollMs }),
            report: (error, what) => logger.error(error, what),
          })
        : null;
    if (bus) {
      relayLive(bus, services.live);
      shareVehicleCards(bus, services.liveFleet);
      shareDocuments(bus, store);
      await bus.listen();
    }
    const plugin = createSimulatorPlugin(services, modules, {
      validateResponses: options.validateResponses ?? true,
      secureCookies: options.secureCookies ?? false,
      controls: options.controls ?? false,
    });
    const counts = Object.fromEntries(
      store.collections.map((name) => [name, store.count(name)]),
    ) as Record<CollectionName, number>;
    const lifecycle: ModuleLifecycle = {
      services,
      store,
      alerts,
      driverScores,
      clock,
      seed,
      scheduler: realTimeScheduler,
      liveFleet: options.liveFleet ?? 'auto',
      routeQueue: options.routeQueue ?? 'auto',
      drivingHistory,
      seededRuns,
      info: (message) => logger.info(message),
      error: (error, message) => logger.error(error, message),
    };
    // Seeded rules before the history, the history before the fleet raises alerts (HISTORY-4),
    // and every module's seed before anything starts.
    await seedModules(modules, lifecycle);
    await startModules(modules, lifecycle);
    const elected = bus;
    if (elected) {
      // STORE-14: the scheduled work runs in the one process that holds the schema's lead; the
      // others serve requests and take over when it dies.
      await elected.elect(
        async () => {
          logger.info(
            `simulator ${elected.processId} takes the lead of ${target.kind === 'postgres' ? `schema ${target.schema}` : 'its store'}`,
          );
          await leadModules(modules, lifecycle);
        },
        options.onLeadLost ??
          ((error) => {
            logger.error(error, 'the lead was lost (its lock connection failed); exiting');
            process.exit(1);
          }),
      );
    } else {
      await leadModules(modules, lifecycle);
    }
    let closed = false;
    return {
      plugin,
      clock,
      services,
      telemetry,
      alerts,
      store,
      world: {
        seed,
        version: WORLD_VERSION,
        seededNow,
        storage: target.kind,
        location:
          target.kind === 'postgres'
            ? `schema ${target.schema}`
            : target.kind === 'pglite-dir'
              ? target.dataDir
              : 'memory',
        demoCompanyId: DEMO_COMPANY_ID,
        brandedCompanyId: BRANDED_COMPANY_ID,
        demoAccounts: DEMO_ACCOUNTS,
        counts,
      },
      bus,
      role: () => (bus ? (bus.isLeader ? 'leader' : 'follower') : 'single'),
      async isReady() {
        if (closed) return false;
        try {
          await db.query('SELECT 1 AS ok');
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        if (closed) return;
        closed = true;
        // A follower stopping must not take the lead now; a leader keeps it until its timed
        // work has stopped (the next leader starts from what it saved).
        bus?.stopElecting();
        await stopModules(modules, services);
        await bus?.close();
        await planner.close();
        await db.close();
      },
    };
  } catch (error) {
    await bus?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
