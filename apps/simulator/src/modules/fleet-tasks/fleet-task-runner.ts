import type { FleetTaskEta, FleetTaskStopReason } from '@armada/contracts/fleet-tasks';
import { FLEET_TASK_ETA_VERSION } from '@armada/contracts/fleet-tasks';
import { isStopSettled } from '@armada/contracts/fleet-tasks';
import type { VehicleLiveDetail } from '@armada/contracts/live';
import type { Clock } from '../../domain/clock';
import type { TaskDrive } from '../../engine/motion/fleet-motion';
import { toWibIso, WIB_OFFSET_MS } from '../../domain/wib-time';
import { unitDraw } from '../../engine/alerts/seeded-draws';
import type { FleetTaskService } from './fleet-task-service';
import type {
  FleetTaskStore,
  FleetTaskTx,
  StopRow,
  TaskOrderRef,
  TaskPlace,
  TaskRow,
} from './fleet-task-store';
import type { FleetTaskOrderStatus } from './order-status';
import type { ProofFiles } from './proof-images';
import { estimateStops, lateStops, RoadLegTimes } from './road-eta';
import { SYSTEM_ACTOR } from './task-number';

const MINUTE_MS = 60_000;

/** TASK-3: at most this long after the planned start the vehicle leaves. */
export const DEPARTURE_SPREAD_MS = 5 * MINUTE_MS;
/** TASK-3: the share of legs in heavy traffic, and their slowdown. */
export const HEAVY_TRAFFIC_SHARE = 0.12;
/** TASK-3: a leg's factor on its planned time: [from, to] in normal and in heavy traffic. */
export const NORMAL_LEG_FACTOR = [0.85, 1.1] as const;
export const HEAVY_LEG_FACTOR = [1.3, 1.8] as const;
/** TASK-3: the share of stops whose service takes two to three times as long. */
export const LONG_SERVICE_SHARE = 0.08;
/** TASK-3: a service's factor on its planned time: [from, to] usually, and when it is long. */
export const NORMAL_SERVICE_FACTOR = [0.8, 1.2] as const;
export const LONG_SERVICE_FACTOR = [1.5, 2.5] as const;
const mean = ([from, to]: readonly [number, number]) => (from + to) / 2;
/**
 * TASK-12: what the fleet's history says a leg and a service take against their plan on average
 * (the means of the draws above); the estimates of the stops ahead allow for it.
 */
export const EXPECTED_LEG_FACTOR =
  (1 - HEAVY_TRAFFIC_SHARE) * mean(NORMAL_LEG_FACTOR) +
  HEAVY_TRAFFIC_SHARE * mean(HEAVY_LEG_FACTOR);
export const EXPECTED_SERVICE_FACTOR =
  (1 - LONG_SERVICE_SHARE) * mean(NORMAL_SERVICE_FACTOR) +
  LONG_SERVICE_SHARE * mean(LONG_SERVICE_FACTOR);
/** TASK-3: the share of stops that fail, and the share of legs (after the first) that break down. */
export const FAILED_SHARE = 0.08;
export const BREAKDOWN_SHARE = 0.01;
/** TASK-9: a vehicle heads for its task's start this long before it leaves. */
export const STAGE_LEAD_MS = 45 * MINUTE_MS;
/** TASK-9: a broken-down vehicle stands where it broke down this long, then goes home. */
export const BREAKDOWN_HALT_MS = 2 * 60 * MINUTE_MS;
/** TASK-3: why a delivery fails, with weights. */
const FAILURES: readonly (readonly [FleetTaskStopReason, number])[] = [
  ['RECIPIENT_ABSENT', 0.45],
  ['ADDRESS_NOT_FOUND', 0.2],
  ['REFUSED', 0.2],
  ['GOODS_DAMAGED', 0.15],
];
export const RECIPIENTS = [
  'Budi Santoso',
  'Siti Rahayu',
  'Agus Wijaya',
  'Dewi Lestari',
  'Rudi Hartono',
  'Sri Wahyuni',
  'Andi Pratama',
  'Nur Aini',
  'Joko Susilo',
  'Rina Marlina',
  'Hendra Gunawan',
  'Yuliana Putri',
] as const;

/** Salts of the draws, one per question the runner asks of a stop. */
const SALT = {
  depart: 1,
  traffic: 2,
  trafficSize: 3,
  service: 4,
  serviceSize: 5,
  outcome: 6,
  reason: 7,
  breakdown: 8,
  recipient: 9,
  proof: 10,
} as const;

/** TASK-5: rush hours on the company clock (WIB) slow the estimate down by this much. */
const RUSH_HOURS: readonly (readonly [number, number])[] = [
  [7, 9],
  [16, 19],
];
export const RUSH_FACTOR = 1.25;

export function rushFactor(at: number): number {
  const hour = new Date(at + WIB_OFFSET_MS).getUTCHours();
  return RUSH_HOURS.some(([from, to]) => hour >= from && hour < to) ? RUSH_FACTOR : 1;
}

export interface RunnerDeps {
  tasks: FleetTaskStore;
  service: FleetTaskService;
  clock: Clock;
  seed: number;
  proofs: ProofFiles;
  onError?: (error: unknown, what: string) => void;
  /** FT-13: the live channel's `fleet-task-eta-{companyId}` message. */
  publish?: (companyId: number, payload: FleetTaskEta) => void;
  /** TASK-7: road leg times (default: the shipped network's, remembered per hour). */
  roads?: RoadLegTimes;
  /** TASK-8: raises the late-risk alert of a stop (once per stop, after the fact is stored). */
  lateRisk?: (risk: LateRisk) => Promise<void>;
  /** TASK-9: tells the moving fleet what a vehicle's task asks of it now (null: free again). */
  steer?: (vehicleId: number, drive: TaskDrive | null) => void;
  /** TASK-10: how much of its task's current drive a vehicle has covered (null: unknown). */
  drivenShare?: (vehicleId: number, to: [number, number]) => number | null;
}

/** TASK-8: a stop whose estimate went past the end of its promised window. */
export interface LateRisk {
  companyId: number;
  vehicleId: number;
  task: { id: number; number: string };
  stopId: number;
  sequence: number;
  etaAt: number;
  windowEndAt: number;
  at: number;
}

/** TASK-8: the stop event that records a late-risk alert was raised. */
export const LATE_RISK_EVENT = 'LATE_RISK';

interface OrderNote {
  companyId: number;
  taskId: number;
  vehicleId: number;
  orders: TaskOrderRef[];
  to: FleetTaskOrderStatus;
  at: number;
  reason?: string;
}

/**
 * TASK-3 ... TASK-5: drives the open fleet tasks on the clock. A task starts at its planned time
 * (plus a seeded few minutes), goes stop to stop in order, serves each stop and leaves, with
 * seeded traffic, service times, outcomes and rare breakdowns; every change is written with the
 * time it happened, not the time it was noticed, so a runner that was stopped (a restart, a
 * slow machine) catches up to the same history. Remaining stops get an estimate after every
 * round (at least once a minute).
 */
export class FleetTaskRunner {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  /** When each running task's estimates were last published. */
  private readonly published = new Map<number, number>();
  /** TASK-7: road leg times, shared by every task's rounds. */
  private readonly roads: RoadLegTimes;
  /** TASK-8: stops of open tasks known to have had their late-risk alert (else read back). */
  private readonly alerted = new Map<number, Set<number>>();
  /** TASK-9: the vehicles this runner steers, with their task. */
  private readonly steering = new Map<number, number>();
  /** FT-30: what each vehicle on a started task is doing, for its live card. */
  private readonly onVehicle = new Map<number, NonNullable<VehicleLiveDetail['task']>>();
  /** TASK-9: tasks that broke down in this round, with the time. */
  private readonly breakdowns = new Map<number, number>();

  constructor(readonly deps: RunnerDeps) {
    this.roads = deps.roads ?? new RoadLegTimes();
  }

  private draw(task: TaskRow, stop: Pick<StopRow, 'sequence'> | null, salt: number): number {
    return unitDraw(this.deps.seed, task.id, stop?.sequence ?? 0, salt);
  }

  /** Starts a round every `everyMs` (real time); rounds never overlap. */
  start(everyMs = 10_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.round(), everyMs);
    this.timer.unref?.();
    void this.round();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round over every open task; answers how many changes it made. */
  async round(): Promise<number> {
    if (this.running) {
      await this.running;
      return 0;
    }
    let changes = 0;
    const work = (async () => {
      await this.deps.service.adoptPlanTasks();
      const now = this.deps.clock.now();
      const claimed = new Set<number>();
      for (const task of await this.deps.tasks.openTasks()) {
        try {
          changes += await this.advance(task.companyId, task.id, now, claimed);
        } catch (error) {
          this.deps.onError?.(error, `fleet task ${task.id}`);
        }
      }
      // TASK-9: a vehicle whose task ended, was cancelled or went to another vehicle is free.
      for (const vehicleId of [...this.onVehicle.keys()])
        if (!claimed.has(vehicleId)) this.onVehicle.delete(vehicleId);
      for (const vehicleId of [...this.steering.keys()]) {
        if (claimed.has(vehicleId)) continue;
        this.steering.delete(vehicleId);
        this.deps.steer?.(vehicleId, null);
      }
      await this.deps.service.refreshFieldTasks();
    })();
    this.running = work;
    try {
      await work;
    } finally {
      this.running = null;
    }
    return changes;
  }

  /** Everything that has happened to one task by `now`, then its estimates and driven path. */
  async advance(
    companyId: number,
    taskId: number,
    now: number,
    claimed = new Set<number>(),
  ): Promise<number> {
    const notes: OrderNote[] = [];
    const proofs: { stop: StopRow; task: TaskRow }[] = [];
    let live: FleetTaskEta | null = null;
    let risks: LateRisk[] = [];
    let drive: { vehicleId: number; drive: TaskDrive | null } | null = null;
    const changes = await this.deps.tasks.transaction(async (tx) => {
      const task = await tx.getTask(companyId, taskId, true);
      if (!task || (task.status !== 'PLANNED' && task.status !== 'STARTED')) {
        this.alerted.delete(taskId);
        return 0;
      }
      const stops = await tx.stopsOf([task.id]);
      let made = 0;
      // TASK-11: a task a driver runs from the phone moves only by the driver's actions.
      const driven = await tx.hasDriverActions(task.id);
      for (let guard = 0; !driven && guard < stops.length * 4 + 4; guard++) {
        const step = await this.next(tx, task, stops, now, notes, proofs);
        if (!step) break;
        made += 1;
      }
      const estimated = await this.estimate(tx, task, stops, now);
      risks = await this.lateRisks(tx, task, stops, now);
      drive = { vehicleId: task.vehicleId, drive: this.driveOf(task, stops, now) };
      this.noteVehicle(task, stops);
      // FT-13: on a change, and at least once a minute while the task runs.
      const last = this.published.get(task.id) ?? Number.NEGATIVE_INFINITY;
      if (task.status !== 'PLANNED' && (estimated || made > 0 || now - last >= MINUTE_MS)) {
        live = etaMessage(task, stops, now);
        if (task.status === 'STARTED') this.published.set(task.id, now);
        else this.published.delete(task.id);
      }
      return made;
    });
    if (live) this.deps.publish?.(companyId, live);
    const steer = drive as { vehicleId: number; drive: TaskDrive | null } | null;
    if (steer?.drive && !claimed.has(steer.vehicleId)) {
      this.deps.steer?.(steer.vehicleId, steer.drive);
      // A halt hands the vehicle back by itself; a task's drive is held until it ends.
      if (steer.drive.kind === 'halt') this.steering.delete(steer.vehicleId);
      else {
        this.steering.set(steer.vehicleId, taskId);
        claimed.add(steer.vehicleId);
      }
    }
    for (const risk of risks) {
      let known = this.alerted.get(risk.task.id);
      if (!known) this.alerted.set(risk.task.id, (known = new Set()));
      known.add(risk.stopId);
      try {
        await this.deps.lateRisk?.(risk);
      } catch (error) {
        this.deps.onError?.(error, `late-risk alert of fleet task ${risk.task.id}`);
      }
    }
    for (const { task, stop } of proofs) {
      await this.deps.proofs.write(task.id, stop.id, this.proofSeed(task, stop));
    }
    for (const note of notes) {
      await this.deps.service.tellOrders(note.companyId, note.orders, note.to, {
        actor: SYSTEM_ACTOR,
        at: note.at,
        fleetTaskId: note.taskId,
        // DLV-40: an order on its way, delivered or failed keeps the vehicle that carried it.
        ...(note.to === 'CONFIRMED' ? {} : { vehicleId: note.vehicleId }),
        ...(note.reason ? { reason: note.reason } : {}),
      });
    }
    return changes;
  }

  /**
   * TASK-9: what the task asks of its vehicle at `now`: head for the start shortly before it
   * leaves, drive each leg arriving when the runner's timing says, stand at the stop while it is
   * served, stand still after a breakdown; null when the task has nothing to ask (yet or any more).
   */
  driveOf(task: TaskRow, stops: readonly StopRow[], now: number): TaskDrive | null {
    const point = (place: TaskPlace): [number, number] => [place.latitude, place.longitude];
    const broke = this.breakdowns.get(task.id);
    if (broke !== undefined) {
      this.breakdowns.delete(task.id);
      return { kind: 'halt', until: broke + BREAKDOWN_HALT_MS };
    }
    if (task.status === 'PLANNED') {
      return now >= this.departureAt(task) - STAGE_LEAD_MS
        ? { kind: 'drive', to: point(task.startAddress), wait: 'parked' }
        : null;
    }
    if (task.status !== 'STARTED') return null;
    const current = stops.find((stop) => !isStopSettled(stop.status));
    if (!current) return null;
    if (current.status === 'ARRIVED') {
      const since = current.arrivedAt ?? now;
      return {
        kind: 'stand',
        at: point(current.address),
        since,
        until: since + this.serviceMs(task, current),
      };
    }
    const start = this.legStart(task, stops, current);
    const way = this.roads.wayOf(this.legOrigin(task, stops, current), current.address, start);
    return {
      kind: 'drive',
      to: point(current.address),
      endAt: start + this.actualLegMs(task, stops, current),
      wait: 'idle',
      ...(way ? { way } : {}),
    };
  }

  /** FT-30: the task a vehicle drives now, with its next stop; null without one. */
  taskOfVehicle(vehicleId: number): VehicleLiveDetail['task'] {
    return this.onVehicle.get(vehicleId) ?? null;
  }

  private noteVehicle(task: TaskRow, stops: readonly StopRow[]): void {
    if (task.status !== 'STARTED') {
      if (this.onVehicle.get(task.vehicleId)?.id === task.id) this.onVehicle.delete(task.vehicleId);
      return;
    }
    const next = stops.find((stop) => !isStopSettled(stop.status));
    this.onVehicle.set(task.vehicleId, {
      id: task.id,
      number: task.number,
      stops_done: stops.filter((stop) => isStopSettled(stop.status)).length,
      stops_total: stops.length,
      next_stop: next
        ? {
            sequence: next.sequence,
            name: next.address.name,
            eta_on: next.etaAt === null ? null : toWibIso(next.etaAt),
            late: next.etaAt !== null && next.windowEndAt !== null && next.etaAt > next.windowEndAt,
          }
        : null,
    });
  }

  /** The seed of a stop's proof pictures. */
  proofSeed(task: Pick<TaskRow, 'id'>, stop: Pick<StopRow, 'sequence'>): number {
    return proofSeedOf(this.deps.seed, task.id, stop.sequence);
  }

  /** When the vehicle leaves the start (TASK-3). */
  departureAt(task: TaskRow): number {
    return (
      task.plannedStartAt + Math.floor(this.draw(task, null, SALT.depart) * DEPARTURE_SPREAD_MS)
    );
  }

  /** The planned drive to a stop, from the previous stop's planned departure (or the start). */
  private plannedLegMs(task: TaskRow, stops: readonly StopRow[], stop: StopRow): number {
    const previous = [...stops].reverse().find((s) => s.sequence < stop.sequence);
    const from = previous ? previous.plannedDepartureAt : task.plannedStartAt;
    return Math.max(MINUTE_MS, stop.plannedArrivalAt - from);
  }

  /** The actual drive to a stop: the planned one in seeded traffic (TASK-3). */
  private actualLegMs(task: TaskRow, stops: readonly StopRow[], stop: StopRow): number {
    const heavy = this.draw(task, stop, SALT.traffic) < HEAVY_TRAFFIC_SHARE;
    const size = this.draw(task, stop, SALT.trafficSize);
    const [from, to] = heavy ? HEAVY_LEG_FACTOR : NORMAL_LEG_FACTOR;
    const factor = from + (to - from) * size;
    return Math.round(this.plannedLegMs(task, stops, stop) * factor);
  }

  private serviceMs(task: TaskRow, stop: StopRow): number {
    const long = this.draw(task, stop, SALT.service) < LONG_SERVICE_SHARE;
    const size = this.draw(task, stop, SALT.serviceSize);
    const [from, to] = long ? LONG_SERVICE_FACTOR : NORMAL_SERVICE_FACTOR;
    return Math.round(stop.serviceS * 1000 * (from + (to - from) * size));
  }

  /** TASK-9: the place the leg to `stop` starts from: the last stop reached, or the start. */
  private legOrigin(task: TaskRow, stops: readonly StopRow[], stop: StopRow): TaskPlace {
    const previous = [...stops]
      .reverse()
      .find((s) => s.sequence < stop.sequence && s.arrivedAt !== null);
    return previous?.address ?? task.startAddress;
  }

  /** Where the current leg began: the last settled stop's departure, or the task's start. */
  private legStart(task: TaskRow, stops: readonly StopRow[], stop: StopRow): number {
    const previous = [...stops]
      .reverse()
      .find((s) => s.sequence < stop.sequence && s.departedAt !== null);
    return previous?.departedAt ?? task.startedAt ?? this.departureAt(task);
  }

  /** The next thing that happened by `now`, applied; false when nothing more has. */
  private async next(
    tx: FleetTaskTx,
    task: TaskRow,
    stops: StopRow[],
    now: number,
    notes: OrderNote[],
    proofs: { stop: StopRow; task: TaskRow }[],
  ): Promise<boolean> {
    const { service } = this.deps;
    const note = (orders: TaskOrderRef[], to: FleetTaskOrderStatus, at: number, reason?: string) =>
      notes.push({
        companyId: task.companyId,
        taskId: task.id,
        vehicleId: task.vehicleId,
        orders,
        to,
        at,
        ...(reason ? { reason } : {}),
      });
    if (task.status !== 'PLANNED' && task.status !== 'STARTED') return false;
    const current = stops.find((stop) => !isStopSettled(stop.status));
    if (task.status === 'PLANNED') {
      const departure = this.departureAt(task);
      if (now < departure) return false;
      await service.moveTask(tx, task, 'STARTED', departure, SYSTEM_ACTOR);
      await tx.updateTask(task.id, { startedAt: departure });
      task.startedAt = departure;
      if (current) {
        await service.moveStop(tx, task, current, 'EN_ROUTE', departure, SYSTEM_ACTOR);
        note(current.deliveryOrders, 'ON_DELIVERY', departure);
      }
      return true;
    }
    if (!current) {
      await service.moveTask(tx, task, 'DONE', this.lastDeparture(task, stops), SYSTEM_ACTOR);
      return true;
    }
    if (current.status === 'PENDING') {
      const at = this.legStart(task, stops, current);
      if (now < at) return false;
      await service.moveStop(tx, task, current, 'EN_ROUTE', at, SYSTEM_ACTOR);
      note(current.deliveryOrders, 'ON_DELIVERY', at);
      return true;
    }
    if (current.status === 'EN_ROUTE') {
      const start = this.legStart(task, stops, current);
      const leg = this.actualLegMs(task, stops, current);
      const first = current.sequence === stops[0]?.sequence;
      if (!first && this.draw(task, current, SALT.breakdown) < BREAKDOWN_SHARE) {
        const at = start + Math.round(leg / 2);
        if (now < at) return false;
        await this.breakDown(tx, task, stops, current, at, note);
        return true;
      }
      const at = start + leg;
      if (now < at) return false;
      await service.moveStop(tx, task, current, 'ARRIVED', at, SYSTEM_ACTOR, null, undefined, {
        arrivedAt: at,
      });
      return true;
    }
    // ARRIVED: served, then delivered or failed, and the vehicle leaves.
    const arrived = current.arrivedAt ?? now;
    const at = arrived + this.serviceMs(task, current);
    if (now < at) return false;
    if (this.draw(task, current, SALT.outcome) < FAILED_SHARE) {
      const reason = weighted(FAILURES, this.draw(task, current, SALT.reason));
      await service.moveStop(tx, task, current, 'FAILED', at, SYSTEM_ACTOR, reason, undefined, {
        departedAt: at,
      });
      note(current.deliveryOrders, 'FAILED', at, reason);
    } else {
      const recipient =
        RECIPIENTS[Math.floor(this.draw(task, current, SALT.recipient) * RECIPIENTS.length)] ??
        RECIPIENTS[0];
      const proof = {
        recipient_name: recipient,
        photo: this.deps.proofs.fileName(task.id, current.id, 'photo'),
        signature: this.deps.proofs.fileName(task.id, current.id, 'signature'),
      };
      await service.moveStop(tx, task, current, 'DELIVERED', at, SYSTEM_ACTOR, null, undefined, {
        departedAt: at,
        proof,
      });
      proofs.push({ task, stop: current });
      note(current.deliveryOrders, 'DELIVERED', at);
    }
    return true;
  }

  private async breakDown(
    tx: FleetTaskTx,
    task: TaskRow,
    stops: StopRow[],
    current: StopRow,
    at: number,
    note: (orders: TaskOrderRef[], to: FleetTaskOrderStatus, at: number, reason?: string) => void,
  ): Promise<void> {
    const { service } = this.deps;
    await service.moveStop(tx, task, current, 'FAILED', at, SYSTEM_ACTOR, 'VEHICLE_BREAKDOWN');
    note(current.deliveryOrders, 'CONFIRMED', at, 'VEHICLE_BREAKDOWN');
    for (const stop of stops) {
      if (stop.status !== 'PENDING') continue;
      await service.moveStop(tx, task, stop, 'SKIPPED', at, SYSTEM_ACTOR, 'VEHICLE_BREAKDOWN');
      note(stop.deliveryOrders, 'CONFIRMED', at, 'VEHICLE_BREAKDOWN');
    }
    await service.moveTask(tx, task, 'CANCELLED', at, SYSTEM_ACTOR, 'VEHICLE_BREAKDOWN');
    this.breakdowns.set(task.id, at);
  }

  private lastDeparture(task: TaskRow, stops: readonly StopRow[]): number {
    return Math.max(task.startedAt ?? task.plannedStartAt, ...stops.map((s) => s.departedAt ?? 0));
  }

  /**
   * TASK-8: the stops whose estimate just went past their window's end and have no late-risk
   * event yet: the event is written in the round's transaction (so a restart never raises it
   * again), the alert is raised once that is stored.
   */
  private async lateRisks(
    tx: FleetTaskTx,
    task: TaskRow,
    stops: readonly StopRow[],
    now: number,
  ): Promise<LateRisk[]> {
    if (task.status !== 'STARTED') {
      this.alerted.delete(task.id);
      return [];
    }
    const known = this.alerted.get(task.id);
    const late = lateStops(stops).filter((stop) => !known?.has(stop.id));
    if (late.length === 0) return [];
    const stored = await tx.stopsWithEvent(task.id, LATE_RISK_EVENT);
    const risks: LateRisk[] = [];
    for (const stop of late) {
      if (stop.etaAt === null || stop.windowEndAt === null) continue;
      if (stored.has(stop.id)) {
        let set = this.alerted.get(task.id);
        if (!set) this.alerted.set(task.id, (set = new Set()));
        set.add(stop.id);
        continue;
      }
      await tx.addEvent({
        companyId: task.companyId,
        taskId: task.id,
        stopId: stop.id,
        kind: 'stop',
        status: LATE_RISK_EVENT,
        at: now,
        actor: SYSTEM_ACTOR,
        data: { eta_at: stop.etaAt, window_end_at: stop.windowEndAt },
      });
      risks.push({
        companyId: task.companyId,
        vehicleId: task.vehicleId,
        task: { id: task.id, number: task.number },
        stopId: stop.id,
        sequence: stop.sequence,
        etaAt: stop.etaAt,
        windowEndAt: stop.windowEndAt,
        at: now,
      });
    }
    return risks;
  }

  /**
   * TASK-5, TASK-7: the estimate of every stop still ahead from the road legs (estimateStops),
   * and the driven path: the start, each stop reached, and the vehicle's place on its leg.
   */
  private async estimate(
    tx: FleetTaskTx,
    task: TaskRow,
    stops: StopRow[],
    now: number,
  ): Promise<boolean> {
    let changed = false;
    const point = (place: TaskPlace): [number, number] => [place.latitude, place.longitude];
    if (task.status !== 'STARTED') {
      for (const stop of stops)
        if (stop.etaAt !== null) await tx.updateStop(stop.id, { etaAt: null });
      return false;
    }
    const { estimates, share } = estimateStops(task, stops, now, {
      legStart: (stop) => this.legStart(task, stops, stop),
      fallbackLegMs: (stop, at) => this.plannedLegMs(task, stops, stop) * rushFactor(at),
      roadLegMs: (from, to, at) => this.roads.legMs(from, to, at),
      legFactor: EXPECTED_LEG_FACTOR,
      serviceFactor: EXPECTED_SERVICE_FACTOR,
      drivenShare: (stop) =>
        this.steering.get(task.vehicleId) === task.id
          ? (this.deps.drivenShare?.(task.vehicleId, point(stop.address)) ?? null)
          : null,
    });
    const byId = new Map(estimates.map((e) => [e.stopId, e.etaAt]));
    for (const stop of stops) {
      const eta = byId.get(stop.id) ?? null;
      if (eta !== stop.etaAt) {
        await tx.updateStop(stop.id, { etaAt: eta });
        stop.etaAt = eta;
        changed = true;
      }
    }
    // TASK-9: the driven path follows the road's way of each leg, as the vehicle drove it.
    const path: [number, number][] = [point(task.startAddress)];
    let previous: TaskPlace = task.startAddress;
    for (const stop of stops) {
      const reached = stop.arrivedAt !== null;
      if (!reached && !(stop.status === 'EN_ROUTE' && share !== null)) continue;
      const start = this.legStart(task, stops, stop);
      const way = this.roads.wayOf(previous, stop.address, start) ?? [
        point(previous),
        point(stop.address),
      ];
      path.push(...partOfWay(way, reached ? 1 : (share ?? 0)).slice(1));
      if (reached) previous = stop.address;
    }
    if (JSON.stringify(path) !== JSON.stringify(task.drivenPath)) {
      await tx.updateTask(task.id, { drivenPath: path });
      task.drivenPath = path;
    }
    return changed;
  }
}

/** FT-13: what the live channel says about a task after a round. */
export function etaMessage(task: TaskRow, stops: readonly StopRow[], now: number): FleetTaskEta {
  return {
    version: FLEET_TASK_ETA_VERSION,
    task_id: task.id,
    vehicle_id: task.vehicleId,
    status: task.status,
    at: toWibIso(now),
    stops: stops.map((stop) => ({
      id: stop.id,
      sequence: stop.sequence,
      status: stop.status,
      eta_on: stop.etaAt === null ? null : toWibIso(stop.etaAt),
      late: stop.etaAt !== null && stop.windowEndAt !== null && stop.etaAt > stop.windowEndAt,
    })),
  };
}

/** TASK-9: the first `share` of a way by distance (flat metres: fine at city scale). */
export function partOfWay(way: readonly [number, number][], share: number): [number, number][] {
  if (share >= 1 || way.length < 2) return [...way];
  const lengths: number[] = [];
  let total = 0;
  for (let i = 1; i < way.length; i++) {
    const [a, b] = [way[i - 1] as [number, number], way[i] as [number, number]];
    const dy = b[0] - a[0];
    const dx = (b[1] - a[1]) * Math.cos((a[0] * Math.PI) / 180);
    lengths.push(Math.hypot(dx, dy));
    total += lengths[i - 1] ?? 0;
  }
  let left = Math.max(0, share) * total;
  const part: [number, number][] = [way[0] as [number, number]];
  for (let i = 1; i < way.length; i++) {
    const length = lengths[i - 1] ?? 0;
    const [a, b] = [way[i - 1] as [number, number], way[i] as [number, number]];
    if (left >= length) {
      part.push(b);
      left -= length;
      continue;
    }
    const f = length === 0 ? 0 : left / length;
    part.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
    break;
  }
  return part;
}

/** TASK-4: the seed a stop's proof pictures are drawn from. */
export function proofSeedOf(seed: number, taskId: number, sequence: number): number {
  return Math.floor(unitDraw(seed, taskId, sequence, SALT.proof) * 2 ** 31);
}

function weighted<T>(choices: readonly (readonly [T, number])[], u: number): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = u * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error('no choices');
  return last[0];
}
