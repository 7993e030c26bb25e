import type { LivePosition } from '@armada/contracts/live';
import type { Clock } from '../../domain/clock';
import { buildRoadGraph } from '../../domain/roads/road-graph';
import { DAY_MS, WIB_OFFSET_MS } from '../../domain/wib-time';
import {
  MOTION_STATUS_CODES,
  createFleetMotion,
  type FleetMotion,
} from '../../engine/motion/fleet-motion';
import { motionInputs } from '../../engine/motion/world-inputs';
import {
  createFleetTelemetry,
  type FleetTelemetry,
  type TelemetryVehicle,
} from '../../engine/telemetry/fleet-telemetry';
import { telemetryInputs, withDriverSpeeding } from '../../engine/telemetry/world-inputs';
import { TickLoop, type Tick, type TickScheduler } from '../../engine/tick-loop';
import type { CollectionName, CollectionRecords } from '../../domain/records';
import type { DocumentStore } from '../../store/document-store';
import {
  fleetEventOfMotion,
  type FleetEvent,
  type FleetEventOf,
  type FleetEventType,
  type FleetHandlers,
} from './fleet-events';
import { WriteQueue } from './write-queue';

/** The WIB day of an instant, as a day number. */
export const wibDay = (at: number): number => Math.floor((at + WIB_OFFSET_MS) / DAY_MS);

type Owned<K extends CollectionName> = { companyId: number; record: CollectionRecords[K] };

/** The world the fleet was built from, for subscribers that build their own engine on it. */
export interface FleetWorld {
  collections: { [K in 'companies' | 'vehicles' | 'addresses']: Owned<K>[] };
  motion: ReturnType<typeof motionInputs>;
  telemetry: TelemetryVehicle[];
}

/**
 * A listener of the fleet. `attach` runs once, in subscription order, after the engines are
 * built and before the first tick (restore a save, read the next id); `detach` once when the
 * fleet stops (queue the last writes on `fleet.writes`).
 */
export interface FleetSubscriber {
  readonly name: string;
  readonly on: FleetHandlers;
  attach?(fleet: FleetRuntime, world: FleetWorld): Promise<void> | void;
  detach?(): void;
}

export interface FleetRuntimeOptions {
  store: DocumentStore;
  clock: Clock;
  seed: number;
  /** ARMADA_SIM_SPEED: simulated seconds per real second (the loop waits this much less). */
  speed?: number;
  /** Reports what goes wrong in the background (a failed write, a tick that threw). */
  onError?: (error: unknown, what: string) => void;
}

/**
 * The moving fleet (issue 7): the motion and telemetry engines on the tick loop, and nothing
 * else. Each tick it emits the fleet's events (fleet-events.ts) to its subscribers; saving,
 * publishing and raising alerts are subscribers. It keeps what every subscriber shares: which
 * frame row is which vehicle and company, and where today's driving began.
 */
export class FleetRuntime {
  private motionEngine: FleetMotion | null = null;
  private telemetryEngine: FleetTelemetry | null = null;
  private loop: TickLoop | null = null;
  private stopped = false;
  private attached = false;
  private scheduler: TickScheduler | undefined;
  private rebuilding: Promise<void> | null = null;
  private readonly subscribers: FleetSubscriber[] = [];
  private readonly handlers: { [T in FleetEventType]: ((event: FleetEvent) => void)[] } = {
    positions: [],
    telemetry: [],
    stop: [],
    trip: [],
    task: [],
  };
  readonly rowOf = new Map<number, number>();
  readonly rowsOfCompany = new Map<number, number[]>();
  companyOfRow = new Int32Array(0);
  /** Each row's odometer at the start of the current WIB day (FLEET-6 distance today). */
  odometerAtDayStart = new Float64Array(0);
  /** The vehicles with a refrigerated box (known once the fleet is built). */
  refrigerated: ReadonlySet<number> = new Set();
  /** The WIB day number the fleet is in. */
  day = 0;
  /** The fleet's own writes and those of its subscribers, in one queue. */
  readonly writes: WriteQueue;
  /** Ticks run, batches published, writes skipped, for benches and tests. */
  readonly stats = { ticks: 0, batches: 0, samplesSkipped: 0, restored: 0, events: 0 };

  constructor(private readonly options: FleetRuntimeOptions) {
    this.writes = new WriteQueue(options.onError);
  }

  /** Adds a listener; subscribers come before `start`, so every one sees the whole run. */
  subscribe(subscriber: FleetSubscriber): void {
    if (this.attached) throw new Error(`fleet subscriber ${subscriber.name} came after start`);
    this.subscribers.push(subscriber);
    for (const type of Object.keys(subscriber.on) as FleetEventType[]) {
      const handler = subscriber.on[type] as ((event: FleetEvent) => void) | undefined;
      if (handler) this.handlers[type].push(handler);
    }
  }

  /** The motion engine, or null before the fleet starts. */
  get motion(): FleetMotion | null {
    return this.attached ? this.motionEngine : null;
  }

  get telemetry(): FleetTelemetry | null {
    return this.attached ? this.telemetryEngine : null;
  }

  /** The engines once built: for subscribers, from `attach` on (restore a save, build on them). */
  get engines(): { motion: FleetMotion; telemetry: FleetTelemetry } {
    if (!this.motionEngine || !this.telemetryEngine) throw new Error('the fleet is not built');
    return { motion: this.motionEngine, telemetry: this.telemetryEngine };
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** The fleet's simulated time, or the clock's before it starts. */
  now(): number {
    return this.motion?.at ?? this.options.clock.now();
  }

  /**
   * Builds the road network and the engines of every main unit of the world, attaches the
   * subscribers (persistence restores the saved fleet, FLEET-3) and, given a scheduler, keeps
   * ticking in real time. Without one, tests call `runDue` after stepping their clock.
   */
  async start(scheduler?: TickScheduler): Promise<void> {
    if (this.motionEngine || this.stopped) return;
    this.scheduler = scheduler;
    const { store, clock, seed } = this.options;
    const graph = buildRoadGraph();
    const collections = {
      companies: store.entries('companies'),
      vehicles: store.entries('vehicles'),
      addresses: store.entries('addresses'),
    };
    const inputs = motionInputs(collections);
    const telemetryVehicles = telemetryInputs(collections, inputs.vehicles);
    const startAt = clock.now();
    const motion = createFleetMotion({
      ...inputs,
      vehicles: withDriverSpeeding(inputs.vehicles, telemetryVehicles, seed),
      graph,
      seed,
      startAt,
      onEvent: (event) => {
        if (this.attached) this.emit(fleetEventOfMotion(event));
      },
    });
    const telemetryHandlers = this.handlers.telemetry;
    const telemetry = createFleetTelemetry({
      vehicles: telemetryVehicles,
      seed,
      startAt,
      onEvent: (event) => {
        for (const handler of telemetryHandlers) handler({ type: 'telemetry', event });
      },
    });
    this.refrigerated = new Set(telemetryVehicles.filter((v) => v.refrigerated).map((v) => v.id));
    const companyOf = new Map(store.entries('vehicles').map((e) => [e.record.id, e.companyId]));
    const n = motion.frame.ids.length;
    this.companyOfRow = new Int32Array(n);
    this.rowOf.clear();
    this.rowsOfCompany.clear();
    for (let i = 0; i < n; i++) {
      const id = motion.frame.ids[i] ?? 0;
      const companyId = companyOf.get(id) ?? 0;
      this.rowOf.set(id, i);
      this.companyOfRow[i] = companyId;
      const rows = this.rowsOfCompany.get(companyId);
      if (rows) rows.push(i);
      else this.rowsOfCompany.set(companyId, [i]);
    }
    this.odometerAtDayStart = Float64Array.from(motion.frame.odometerKm);
    this.day = wibDay(startAt);
    this.motionEngine = motion;
    this.telemetryEngine = telemetry;
    const world: FleetWorld = { collections, motion: inputs, telemetry: telemetryVehicles };
    for (const subscriber of this.subscribers) {
      await subscriber.attach?.(this, world);
      if (this.stopped) return;
    }
    this.attached = true;
    this.loop = new TickLoop({
      clock,
      ...(this.options.speed === undefined ? {} : { speed: this.options.speed }),
      onTick: (tick) => this.tick(tick),
      onError: (error) => this.options.onError?.(error, 'tick'),
    });
    if (scheduler) this.loop.start(scheduler);
  }

  /**
   * MDF-6: builds the fleet again from the store, as a restart of the simulator would, so that
   * vehicles added since it started drive like the others: each subscriber saves what it holds
   * (`detach`), the writes are awaited, the engines are built from the store and the subscribers
   * attach again and restore their saves. Until it is done the fleet reads as not started
   * (positions are the stored ones). Calls while one runs share it.
   */
  rebuild(): Promise<void> {
    if (!this.attached || this.stopped) return this.rebuilding ?? Promise.resolve();
    if (this.rebuilding) return this.rebuilding;
    const work = (async () => {
      this.loop?.stop();
      this.loop = null;
      this.attached = false;
      for (const subscriber of this.subscribers) subscriber.detach?.();
      await this.writes.idle();
      this.motionEngine = null;
      this.telemetryEngine = null;
      await this.start(this.scheduler);
    })();
    this.rebuilding = work.finally(() => {
      this.rebuilding = null;
    });
    return this.rebuilding;
  }

  /** Runs the ticks due by the clock (tests step a ManualClock, then call this). */
  runDue(): number {
    return this.loop?.runDue() ?? 0;
  }

  /** Stops ticking; each subscriber queues its last writes, and they are awaited. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    // A rebuild under way goes no further than its start (which sees the fleet stopped).
    await this.rebuilding?.catch(() => undefined);
    this.loop?.stop();
    if (this.attached) for (const subscriber of this.subscribers) subscriber.detach?.();
    await this.writes.idle();
  }

  /**
   * An event of the fleet that does not come from the tick (a task runner's round, FT-13),
   * delivered to the subscribers like the tick's own; ignored once the fleet has stopped.
   */
  report(event: FleetEventOf<'task'>): void {
    if (!this.stopped) this.emit(event);
  }

  private emit(event: FleetEvent): void {
    for (const handler of this.handlers[event.type]) handler(event);
  }

  private tick(tick: Tick): void {
    const motion = this.motionEngine;
    if (!motion || !this.attached || tick.at <= motion.at) return;
    motion.advance(tick);
    this.telemetryEngine?.updateFromFrame(tick, motion.frame);
    this.stats.ticks++;
    const today = wibDay(tick.at);
    if (today !== this.day) {
      this.day = today;
      this.odometerAtDayStart.set(motion.frame.odometerKm);
    }
    this.emit({ type: 'positions', at: tick.at, elapsedMs: tick.elapsedMs, frame: motion.frame });
  }

  /** Row `i` of the frame as a live position. */
  positionAt(i: number): LivePosition {
    const frame = (this.motionEngine as FleetMotion).frame;
    return {
      id: frame.ids[i] ?? 0,
      latitude: frame.latitude[i] ?? 0,
      longitude: frame.longitude[i] ?? 0,
      heading: frame.heading[i] ?? 0,
      speedKmh: frame.speedKmh[i] ?? 0,
      status: MOTION_STATUS_CODES[frame.status[i] ?? 2] ?? 'parked',
      reportedAt: frame.reportedAt[i] ?? 0,
    };
  }

  /** The company's vehicles now, for a positions snapshot; null before the fleet starts. */
  positions(companyId: number): LivePosition[] | null {
    if (!this.motion) return null;
    return (this.rowsOfCompany.get(companyId) ?? []).map((i) => this.positionAt(i));
  }

  /** The live state of one vehicle, or null when the fleet does not move it (trailers). */
  live(vehicleId: number): LivePosition | null {
    const i = this.rowOf.get(vehicleId);
    return this.motion && i !== undefined ? this.positionAt(i) : null;
  }
}
