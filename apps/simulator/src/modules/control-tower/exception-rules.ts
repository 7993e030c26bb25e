import {
  CONTROL_TOWER_RULES,
  type ControlTowerExceptionKind,
} from '@armada/contracts/control-tower';
import type { FleetTaskStatus, FleetTaskStopStatus } from '@armada/contracts/fleet-tasks';
import { isStopSettled } from '@armada/contracts/fleet-tasks';
import type { MotionFrame } from '../../engine/motion/fleet-motion';
import { distanceToPathM, type PathIndex, pathIndex } from './path-distance';

/** What the rules need of a stop (from the task's stored stops). */
export interface RuleStop {
  id: number;
  sequence: number;
  status: FleetTaskStopStatus;
  reason: string | null;
  etaAt: number | null;
  windowEndAt: number | null;
  arrivedAt: number | null;
}

/** What the rules need of a task. */
export interface RuleTask {
  id: number;
  companyId: number;
  vehicleId: number;
  status: FleetTaskStatus;
  stops: readonly RuleStop[];
  plannedPath: readonly [number, number][];
}

export interface ExceptionDetail {
  minutes?: number;
  meters?: number;
  reason?: string;
  etaAt?: number;
  windowEndAt?: number;
}

/**
 * A change the rules ask for. `key` names the exception's episode: the store keeps one row per
 * company and key, so opening a key twice (a restart, a round heard again) is one exception.
 */
export type ExceptionChange =
  | {
      type: 'open';
      key: string;
      kind: ControlTowerExceptionKind;
      companyId: number;
      taskId: number;
      stopId: number | null;
      vehicleId: number;
      at: number;
      /** A fact (a failed stop, a breakdown, a late arrival) ends as it opens. */
      fact: boolean;
      detail: ExceptionDetail;
    }
  | { type: 'end'; key: string; companyId: number; at: number };

/** An exception still going on, as stored (restored after a restart). */
export interface OngoingException {
  key: string;
  kind: ControlTowerExceptionKind;
  vehicleId: number;
}

type VehicleKind = 'DEVICE_OFFLINE' | 'LONG_IDLE' | 'LONG_PARKING' | 'OFF_PATH';
const VEHICLE_KINDS: ReadonlySet<string> = new Set<VehicleKind>([
  'DEVICE_OFFLINE',
  'LONG_IDLE',
  'LONG_PARKING',
  'OFF_PATH',
]);

interface VehicleWatch {
  taskId: number;
  companyId: number;
  /** When the current stretch of each status began (null: not in it). */
  since: Record<'idle' | 'parked' | 'offline', number | null>;
  offPathStrikes: number;
  lastPathCheckAt: number;
  open: Map<VehicleKind, string>;
}

const STATUS = { moving: 0, idle: 1, parked: 2, offline: 3 } as const;
const MINUTE_MS = 60_000;
const lateMinutes = (late: number): number => Math.max(1, Math.ceil(late / MINUTE_MS));

/**
 * The control tower's exception rules (docs/rules/control-tower.md CT-3 ... CT-8), with no clock
 * and no store of their own: each task as the runner left it and each tick's frame in, the
 * exceptions to open and end out, stamped with the times of the events that caused them. The
 * same events in the same order give the same changes.
 */
export class ExceptionRules {
  private readonly tasks = new Map<number, RuleTask>();
  private readonly paths = new Map<number, PathIndex>();
  /** The vehicles on a started task. */
  private readonly watched = new Map<number, VehicleWatch>();
  /** Keys of stop exceptions opened and not ended, per task. */
  private readonly lateOpen = new Map<number, Set<string>>();
  /** Keys of facts already opened, per task (the store would ignore them anyway). */
  private readonly facts = new Map<number, Set<string>>();
  /** Vehicle episodes a restart found still going on, until their task is heard again. */
  private readonly restored = new Map<number, Map<VehicleKind, string>>();

  constructor(private readonly rules = CONTROL_TOWER_RULES) {}

  /** The vehicles on a started task, with it: for the board's map and the position checks. */
  vehiclesOnTask(): ReadonlyMap<number, { taskId: number; companyId: number }> {
    return this.watched;
  }

  /** After a restart: the episodes still going on, so they end instead of opening again. */
  restore(ongoing: readonly OngoingException[]): void {
    for (const episode of ongoing) {
      if (!VEHICLE_KINDS.has(episode.kind)) continue;
      let open = this.restored.get(episode.vehicleId);
      if (!open) this.restored.set(episode.vehicleId, (open = new Map()));
      open.set(episode.kind as VehicleKind, episode.key);
    }
  }

  /**
   * Restored episodes of vehicles that are on no started task any more (once every open task
   * has been heard after a restart): they ended while nobody listened.
   */
  endRestored(companyOf: (vehicleId: number) => number | undefined, at: number): ExceptionChange[] {
    const changes: ExceptionChange[] = [];
    for (const [vehicleId, open] of this.restored) {
      const companyId = companyOf(vehicleId);
      if (companyId !== undefined)
        for (const key of open.values()) changes.push({ type: 'end', key, companyId, at });
    }
    this.restored.clear();
    return changes;
  }

  /** CT-3, CT-4, CT-8: a task as it is now, heard at `at`. */
  updateTask(task: RuleTask, at: number): ExceptionChange[] {
    const changes: ExceptionChange[] = [];
    const previous = this.tasks.get(task.id);
    this.tasks.set(task.id, task);
    if (previous?.plannedPath !== task.plannedPath) this.paths.delete(task.id);
    let facts = this.facts.get(task.id);
    if (!facts) this.facts.set(task.id, (facts = new Set()));
    let late = this.lateOpen.get(task.id);
    if (!late) this.lateOpen.set(task.id, (late = new Set()));
    const base = { companyId: task.companyId, taskId: task.id, vehicleId: task.vehicleId };
    const fact = (
      key: string,
      kind: ControlTowerExceptionKind,
      stopId: number | null,
      when: number,
      detail: ExceptionDetail,
    ) => {
      if (facts.has(key)) return;
      facts.add(key);
      changes.push({ type: 'open', key, kind, ...base, stopId, at: when, fact: true, detail });
    };
    const end = (key: string, when: number) => {
      if (!late.delete(key)) return;
      changes.push({ type: 'end', key, companyId: task.companyId, at: when });
    };

    for (const stop of task.stops) {
      const lateKey = `late:${stop.id}`;
      if (stop.status === 'FAILED') {
        if (stop.reason === 'VEHICLE_BREAKDOWN') {
          // CT-4: one breakdown per task, however many stops it fails.
          fact(`breakdown:${task.id}`, 'BREAKDOWN', stop.id, at, { reason: stop.reason });
        } else {
          fact(`failed:${stop.id}`, 'FAILED_STOP', stop.id, at, { reason: stop.reason ?? '' });
        }
      }
      const { windowEndAt } = stop;
      if (stop.arrivedAt !== null) {
        const lateBy = windowEndAt === null ? 0 : stop.arrivedAt - windowEndAt;
        if (lateBy > 0 && !late.has(lateKey)) {
          // CT-3: a late arrival nobody was warned of.
          fact(lateKey, 'LATE_ARRIVAL', stop.id, stop.arrivedAt, {
            minutes: lateMinutes(lateBy),
            ...(windowEndAt === null ? {} : { windowEndAt }),
          });
        }
        end(lateKey, stop.arrivedAt);
        continue;
      }
      if (isStopSettled(stop.status)) {
        end(lateKey, at);
        continue;
      }
      const risk =
        task.status === 'STARTED' &&
        stop.etaAt !== null &&
        windowEndAt !== null &&
        stop.etaAt > windowEndAt;
      if (risk && !late.has(lateKey) && !facts.has(lateKey)) {
        // CT-3: the estimate went past the promised window's end.
        late.add(lateKey);
        changes.push({
          type: 'open',
          key: lateKey,
          kind: 'LATE_RISK',
          ...base,
          stopId: stop.id,
          at,
          fact: false,
          detail: {
            minutes: lateMinutes((stop.etaAt ?? 0) - (windowEndAt ?? 0)),
            ...(stop.etaAt === null ? {} : { etaAt: stop.etaAt }),
            ...(windowEndAt === null ? {} : { windowEndAt }),
          },
        });
      } else if (!risk) {
        end(lateKey, at);
      }
    }

    // CT-8: who is on a task; a vehicle leaving its task ends its episodes.
    const watch = this.watched.get(task.vehicleId);
    if (task.status === 'STARTED') {
      if (!watch || watch.taskId !== task.id) {
        if (watch) this.endVehicle(task.vehicleId, watch, at, changes);
        const restored = this.restored.get(task.vehicleId);
        this.restored.delete(task.vehicleId);
        this.watched.set(task.vehicleId, {
          taskId: task.id,
          companyId: task.companyId,
          since: { idle: null, parked: null, offline: null },
          offPathStrikes: 0,
          lastPathCheckAt: Number.NEGATIVE_INFINITY,
          open: restored ?? new Map(),
        });
      }
    } else {
      if (watch?.taskId === task.id) this.endVehicle(task.vehicleId, watch, at, changes);
      for (const key of late) changes.push({ type: 'end', key, companyId: task.companyId, at });
      // A closed task is heard no more: forget it (the store keeps its exceptions).
      this.tasks.delete(task.id);
      this.paths.delete(task.id);
      this.lateOpen.delete(task.id);
      this.facts.delete(task.id);
    }
    return changes;
  }

  /** A task that left the board (cancelled by hand, moved to another day): as if closed. */
  forgetTask(taskId: number, at: number): ExceptionChange[] {
    const task = this.tasks.get(taskId);
    if (!task) return [];
    return this.updateTask({ ...task, status: 'CANCELLED', stops: [] }, at);
  }

  /** CT-5 ... CT-7: one tick's frame, for the vehicles on a started task. */
  onPositions(
    at: number,
    frame: MotionFrame,
    rowOf: ReadonlyMap<number, number>,
  ): ExceptionChange[] {
    const changes: ExceptionChange[] = [];
    for (const [vehicleId, watch] of this.watched) {
      const row = rowOf.get(vehicleId);
      const task = this.tasks.get(watch.taskId);
      if (row === undefined || !task) continue;
      const status = frame.status[row] ?? STATUS.parked;
      const current = task.stops.find((stop) => !isStopSettled(stop.status));
      // Between stops: not standing at one being served.
      const driving = current !== undefined && current.status !== 'ARRIVED';
      const base = { companyId: watch.companyId, taskId: watch.taskId, vehicleId, stopId: null };
      const open = (kind: VehicleKind, since: number, detail: ExceptionDetail = {}) => {
        if (watch.open.has(kind)) return;
        const key = `${kind.toLowerCase()}:${watch.taskId}:${since}`;
        watch.open.set(kind, key);
        changes.push({ type: 'open', key, kind, ...base, at, fact: false, detail });
      };
      const close = (kind: VehicleKind) => {
        const key = watch.open.get(kind);
        if (key === undefined) return;
        watch.open.delete(kind);
        changes.push({ type: 'end', key, companyId: watch.companyId, at });
      };

      // CT-7: the device went quiet; it counts from its last report.
      if (status === STATUS.offline) {
        const since = (watch.since.offline ??= frame.reportedAt[row] ?? at);
        if (at - since >= this.rules.offlineMs) {
          open('DEVICE_OFFLINE', since, { minutes: Math.floor((at - since) / MINUTE_MS) });
        }
        // Nothing else can be judged without reports.
        continue;
      }
      watch.since.offline = null;
      close('DEVICE_OFFLINE');

      // CT-6: standing too long on the way to a stop.
      for (const [name, kind, limit] of [
        ['idle', 'LONG_IDLE', this.rules.longIdleMs],
        ['parked', 'LONG_PARKING', this.rules.longParkingMs],
      ] as const) {
        if (driving && status === STATUS[name]) {
          const since = (watch.since[name] ??= at);
          if (at - since >= limit)
            open(kind, since, { minutes: Math.floor((at - since) / MINUTE_MS) });
        } else {
          watch.since[name] = null;
          close(kind);
        }
      }

      // CT-5: off the planned path, on two checks in a row.
      if (!driving) {
        watch.offPathStrikes = 0;
        close('OFF_PATH');
        continue;
      }
      if (at - watch.lastPathCheckAt < this.rules.offPathCheckMs) continue;
      watch.lastPathCheckAt = at;
      const path = this.pathOf(task);
      if (!path) continue;
      const meters = distanceToPathM(path, frame.latitude[row] ?? 0, frame.longitude[row] ?? 0);
      if (meters > this.rules.offPathMeters) {
        watch.offPathStrikes += 1;
        if (watch.offPathStrikes >= 2) open('OFF_PATH', at, { meters: Math.round(meters) });
      } else {
        watch.offPathStrikes = 0;
        close('OFF_PATH');
      }
    }
    return changes;
  }

  /**
   * CT-5: the planned path when it follows the roads; a plan drawn as straight lines from the
   * start through the stops (no more points than those) says nothing of the way, so no check.
   */
  private pathOf(task: RuleTask): PathIndex | null {
    if (task.plannedPath.length <= task.stops.length + 2) return null;
    let path = this.paths.get(task.id);
    if (!path) this.paths.set(task.id, (path = pathIndex(task.plannedPath)));
    return path;
  }

  private endVehicle(
    vehicleId: number,
    watch: VehicleWatch,
    at: number,
    changes: ExceptionChange[],
  ): void {
    for (const key of watch.open.values())
      changes.push({ type: 'end', key, companyId: watch.companyId, at });
    this.watched.delete(vehicleId);
  }
}
