import {
  CONTROL_TOWER_LIVE_VERSION,
  type ControlTowerException,
  type ControlTowerLive,
  type ControlTowerTask,
} from '@armada/contracts/control-tower';
import { toWibIso } from '../../domain/wib-time';
import type { FleetEventOf } from '../live-fleet/fleet-events';
import type { FleetRuntime, FleetSubscriber } from '../live-fleet/fleet-runtime';
import type { FleetTaskStore, StopRow, TaskRow } from '../fleet-tasks/fleet-task-store';
import { boardRow, exceptionOf, newException, ruleTask, type Names } from './board';
import type { ExceptionChange, ExceptionRules } from './exception-rules';
import type { ExceptionStore } from './exception-store';

/** CT-14: how often (simulated) the board looks for changes no round reports (a new task). */
export const RECONCILE_MS = 30_000;

/** The names of a task's stops and the task, as last read (for exceptions the ticks open). */
interface TaskNames {
  companyId: number;
  number: string;
  driverId: number | null;
  stops: Map<number, { sequence: number; name: string }>;
}

export interface ControlTowerFeedDeps {
  tasks: FleetTaskStore;
  exceptions: ExceptionStore;
  rules: ExceptionRules;
  names: Names;
  /** The WIB day of an instant, `YYYY-MM-DD`. */
  dayOf: (at: number) => string;
  publish: (companyId: number, payload: ControlTowerLive) => void;
}

/**
 * The control tower as a fleet subscriber (CT-14): the task runner's rounds (`task` events) and
 * each tick's frame go through the exception rules; what changed is written to the store and
 * published as one `control-tower-{companyId}` message per company, off the tick on the fleet's
 * write queue. Rounds heard while a write is under way are gathered into the next one.
 */
export class ControlTowerFeed implements FleetSubscriber {
  readonly name = 'control tower';
  private fleet: FleetRuntime | null = null;
  private readonly dirty = new Set<number>();
  private changes: ExceptionChange[] = [];
  private queued = false;
  private reconcileDue = false;
  private lastReconcileAt = Number.NEGATIVE_INFINITY;
  /** Each board task's stamp (boardStamps) and names, as last read. */
  private readonly stamps = new Map<number, string>();
  private readonly taskNames = new Map<number, TaskNames>();

  readonly on = {
    task: (event: FleetEventOf<'task'>) => {
      this.dirty.add(event.eta.task_id);
      this.schedule();
    },
    positions: (event: FleetEventOf<'positions'>) => {
      const fleet = this.fleet;
      if (!fleet) return;
      const found = this.deps.rules.onPositions(event.at, event.frame, fleet.rowOf);
      if (found.length > 0) {
        this.changes.push(...found);
        this.schedule();
      }
      if (event.at - this.lastReconcileAt >= RECONCILE_MS) {
        this.lastReconcileAt = event.at;
        this.reconcileDue = true;
        this.schedule();
      }
    },
  };

  constructor(private readonly deps: ControlTowerFeedDeps) {}

  async attach(fleet: FleetRuntime): Promise<void> {
    this.fleet = fleet;
    const at = fleet.now();
    this.lastReconcileAt = at;
    // CT-15: episodes still open from before a restart end rather than open again.
    this.deps.rules.restore(await this.deps.exceptions.ongoing());
    await this.flushNow(at, true);
  }

  detach(): void {
    this.fleet = null;
  }

  /** Everything heard so far written and published (tests, benches). */
  async idle(): Promise<void> {
    await this.fleet?.writes.idle();
  }

  private schedule(): void {
    if (this.queued || !this.fleet) return;
    this.queued = true;
    const fleet = this.fleet;
    fleet.writes.push('control tower', async () => {
      this.queued = false;
      await this.flushNow(fleet.now(), false);
    });
  }

  /** Reads what changed, runs the rules on it, stores and publishes the outcome. */
  private async flushNow(at: number, first: boolean): Promise<void> {
    const { tasks, rules } = this.deps;
    const reload = new Set(this.dirty);
    this.dirty.clear();
    const changes = this.changes;
    this.changes = [];
    const removed = new Map<number, number[]>();
    if (first || this.reconcileDue) {
      this.reconcileDue = false;
      const seen = new Set<number>();
      for (const { id, stamp } of await tasks.boardStamps(this.deps.dayOf(at))) {
        seen.add(id);
        if (this.stamps.get(id) !== stamp) reload.add(id);
      }
      for (const id of [...this.stamps.keys()]) {
        if (seen.has(id)) continue;
        const companyId = this.taskNames.get(id)?.companyId;
        this.stamps.delete(id);
        this.taskNames.delete(id);
        changes.push(...rules.forgetTask(id, at));
        if (companyId !== undefined)
          removed.set(companyId, [...(removed.get(companyId) ?? []), id]);
      }
    }
    const rows = new Map<number, ControlTowerTask[]>();
    if (reload.size > 0) {
      const loaded = await tasks.tasksByIds([...reload]);
      const stopsOf = groupStops(await tasks.stopsOf(loaded.map((task) => task.id)));
      for (const task of loaded) {
        const stops = stopsOf.get(task.id) ?? [];
        this.remember(task, stops);
        changes.push(...rules.updateTask(ruleTask(task, stops), at));
        const list = rows.get(task.companyId) ?? [];
        list.push(boardRow(task, stops, this.deps.names));
        rows.set(task.companyId, list);
      }
    }
    if (first) {
      const companyOf = (vehicleId: number) =>
        this.fleet?.companyOfRow[this.fleet.rowOf.get(vehicleId) ?? -1];
      changes.push(...rules.endRestored(companyOf, at));
    }
    const exceptions = await this.apply(changes);
    if (first) return;
    for (const companyId of new Set([...rows.keys(), ...removed.keys(), ...exceptions.keys()])) {
      this.deps.publish(companyId, {
        version: CONTROL_TOWER_LIVE_VERSION,
        at: toWibIso(at),
        tasks: rows.get(companyId) ?? [],
        removed_task_ids: removed.get(companyId) ?? [],
        exceptions: exceptions.get(companyId) ?? [],
      });
    }
  }

  private remember(task: TaskRow, stops: readonly StopRow[]): void {
    this.stamps.set(task.id, `${task.status}:${task.vehicleId}:${task.driverId}:${task.updatedAt}`);
    this.taskNames.set(task.id, {
      companyId: task.companyId,
      number: task.number,
      driverId: task.driverId,
      stops: new Map(
        stops.map((stop) => [stop.id, { sequence: stop.sequence, name: stop.address.name }]),
      ),
    });
  }

  /** Writes the rules' changes; answers the exceptions that changed, per company. */
  private async apply(
    changes: readonly ExceptionChange[],
  ): Promise<Map<number, ControlTowerException[]>> {
    const out = new Map<number, ControlTowerException[]>();
    const { exceptions, names } = this.deps;
    for (const change of changes) {
      let row;
      if (change.type === 'open') {
        const task = this.taskNames.get(change.taskId) ?? null;
        const stop = change.stopId === null ? null : (task?.stops.get(change.stopId) ?? null);
        row = await exceptions.open(newException(change, task, stop, names));
      } else {
        row = await exceptions.end(change.companyId, change.key, change.at);
      }
      if (!row) continue;
      const list = out.get(row.companyId) ?? [];
      // A row opened and ended in one flush is sent once, as it is last.
      const at = list.findIndex((e) => e.id === row.id);
      if (at >= 0) list.splice(at, 1);
      list.push(exceptionOf(row, names));
      out.set(row.companyId, list);
    }
    return out;
  }
}

function groupStops(stops: readonly StopRow[]): Map<number, StopRow[]> {
  const byTask = new Map<number, StopRow[]>();
  for (const stop of stops) {
    const list = byTask.get(stop.taskId);
    if (list) list.push(stop);
    else byTask.set(stop.taskId, [stop]);
  }
  return byTask;
}
