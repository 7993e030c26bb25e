import type { FleetTaskEta, FleetTaskStopReason } from '@armada/contracts/fleet-tasks';
import { FLEET_TASK_ETA_VERSION } from '@armada/contracts/fleet-tasks';
import { isStopSettled } from '@armada/contracts/fleet-tasks';
import type { Clock } from '../../domain/clock';
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
/** TASK-3: the share of stops whose service takes two to three times as long. */
export const LONG_SERVICE_SHARE = 0.1;
/** TASK-3: the share of stops that fail, and the share of legs (after the first) that break down. */
export const FAILED_SHARE = 0.08;
export const BREAKDOWN_SHARE = 0.01;
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
      for (const task of await this.deps.tasks.openTasks()) {
        try {
          changes += await this.advance(task.companyId, task.id, now);
        } catch (error) {
          this.deps.onError?.(error, `fleet task ${task.id}`);
        }
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
  async advance(companyId: number, taskId: number, now: number): Promise<number> {
    const notes: OrderNote[] = [];
    const proofs: { stop: StopRow; task: TaskRow }[] = [];
    let live: FleetTaskEta | null = null;
    let risks: LateRisk[] = [];
    const changes = await this.deps.tasks.transaction(async (tx) => {
      const task = await tx.getTask(companyId, taskId, true);
      if (!task || (task.status !== 'PLANNED' && task.status !== 'STARTED')) {
        this.alerted.delete(taskId);
        return 0;
      }
      const stops = await tx.stopsOf([task.id]);
      let made = 0;
      for (let guard = 0; guard < stops.length * 4 + 4; guard++) {
        const step = await this.next(tx, task, stops, now, notes, proofs);
        if (!step) break;
        made += 1;
      }
      const estimated = await this.estimate(tx, task, stops, now);
      risks = await this.lateRisks(tx, task, stops, now);
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
        ...(note.reason ? { reason: note.reason } : {}),
      });
    }
    return changes;
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
    const factor = heavy ? 1.4 + 0.6 * size : 0.9 + 0.3 * size;
    return Math.round(this.plannedLegMs(task, stops, stop) * factor);
  }

  private serviceMs(task: TaskRow, stop: StopRow): number {
    const long = this.draw(task, stop, SALT.service) < LONG_SERVICE_SHARE;
    const size = this.draw(task, stop, SALT.serviceSize);
    return Math.round(stop.serviceS * 1000 * (long ? 2 + size : 0.8 + 0.4 * size));
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
    const path: [number, number][] = [point(task.startAddress)];
    let previous: TaskPlace = task.startAddress;
    for (const stop of stops) {
      if (stop.arrivedAt !== null) {
        path.push(point(stop.address));
        previous = stop.address;
      }
      if (stop.status === 'EN_ROUTE' && share !== null) {
        path.push([
          previous.latitude + (stop.address.latitude - previous.latitude) * share,
          previous.longitude + (stop.address.longitude - previous.longitude) * share,
        ]);
      }
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
