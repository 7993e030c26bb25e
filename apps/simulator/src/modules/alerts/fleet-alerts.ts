import {
  alertVehiclesFromWorld,
  createAlertEngine,
  type AlertEngine,
  type AlertVehicleState,
  type EventAlertRequest,
  type FieldTask,
  type GeneratedAlert,
} from '../../engine/alerts/alert-engine';
import type { AlertRule, AlertRuleLevel } from '../../engine/alerts/alert-rules';
import {
  MOTION_STATUS_CODES,
  type MotionFrame,
  type MotionStatus,
} from '../../engine/motion/fleet-motion';
import type { AlertStore } from '../../store/alert-store';
import type { DocumentStore } from '../../store/document-store';
import type { FleetEventOf } from '../live-fleet/fleet-events';
import { LIVE_FLEET_DEFAULTS } from '../live-fleet/fleet-persistence';
import type { FleetRuntime, FleetSubscriber, FleetWorld } from '../live-fleet/fleet-runtime';

/**
 * The alert engine as a fleet subscriber (FLEET-9, FLEET-10): telemetry events and each tick's
 * states in, alerts out; raised alerts are written to the alerts table on the fleet's write
 * queue and, once stored, handed to `onStored` (the alert center publishes them).
 */
export class FleetAlerts implements FleetSubscriber {
  readonly name = 'alert engine';
  private fleet: FleetRuntime | null = null;
  private engine: AlertEngine | null = null;
  private raised: GeneratedAlert[] = [];
  /** One state per vehicle for the alert engine, read from the motion's frame when asked. */
  private states: AlertVehicleState[] = [];
  private lastWriteAt = 0;
  private lastPruneAt = 0;
  /** Alerts written, for tests. */
  readonly stats = { alerts: 0 };

  readonly on = {
    telemetry: (event: FleetEventOf<'telemetry'>) => this.engine?.onTelemetryEvent(event.event),
    positions: (event: FleetEventOf<'positions'>) => this.onPositions(event),
  };

  constructor(
    private readonly deps: {
      store: DocumentStore;
      alerts: AlertStore;
      seed: number;
      /** ARMADA_SIM_ALERT_RATE: multiplies camera alerts, adds synthetic ones above 1. */
      alertRate?: number;
      /** The companies' alert rules now (read at every alert, ALERTRULE-6). */
      rules: () => readonly AlertRule[];
      onStored: (alerts: readonly GeneratedAlert[]) => void;
    },
  ) {}

  async attach(fleet: FleetRuntime, world: FleetWorld): Promise<void> {
    // Ids go on after the highest stored one, so a restart never reuses one.
    const firstId = await this.deps.alerts.nextId();
    this.fleet = fleet;
    this.engine = createAlertEngine({
      seed: this.deps.seed,
      ...(this.deps.alertRate === undefined ? {} : { rate: this.deps.alertRate }),
      rules: this.deps.rules,
      fieldTasks: FIELD_TASK_SOURCES.get(this.deps.store) ?? fieldTasksOf(this.deps.store),
      vehicles: alertVehiclesFromWorld(world, world.motion.vehicles),
      firstId,
      onAlert: (alert) => this.raised.push(alert),
    });
    const { motion } = fleet.engines;
    const frame = motion.frame;
    this.states = Array.from(frame.ids, (id, row) => new FrameRowState(id, frame, row));
    this.lastWriteAt = this.lastPruneAt = motion.at;
  }

  detach(): void {
    this.writeAlerts();
  }

  private onPositions(event: FleetEventOf<'positions'>): void {
    const { engine, fleet } = this;
    if (!engine || !fleet) return;
    const { at } = event;
    engine.tick(event, this.states);
    if (at - this.lastWriteAt >= LIVE_FLEET_DEFAULTS.eventsEveryMs) {
      this.lastWriteAt = at;
      this.writeAlerts();
    }
    if (at - this.lastPruneAt >= LIVE_FLEET_DEFAULTS.pruneEveryMs) {
      this.lastPruneAt = at;
      fleet.writes.push('prune alerts', async () => {
        await this.deps.alerts.prune(at - LIVE_FLEET_DEFAULTS.alertRetentionMs);
      });
    }
  }

  /** FLEET-9: the alerts of the last ticks, one write, then live. */
  private writeAlerts(): void {
    const fleet = this.fleet;
    if (!fleet || this.raised.length === 0) return;
    const alerts = this.raised;
    this.raised = [];
    this.stats.alerts += alerts.length;
    fleet.writes.push('alerts', async () => {
      await this.deps.alerts.appendAlerts(alerts);
      this.deps.onStored(alerts);
    });
  }

  /**
   * ALERT-12: an alert a later fleet subscriber decided on during this tick (a geofence entered,
   * a route left): raised now, in tick order, and written with the tick's own alerts. Null before
   * the fleet starts, or when no rule of the company watches the code.
   */
  raiseEvent(request: EventAlertRequest): GeneratedAlert | null {
    return this.engine?.raiseEvent(request) ?? null;
  }

  /**
   * FLEET-10: raises `count` alerts now (on demand) on a vehicle of the company (the given one,
   * else one picked in turn), stores and publishes them like the fleet's own, and answers them.
   * Null when the fleet has not started or the vehicle is not the company's moving vehicle;
   * an empty list when no rule of the company watches the code.
   */
  async raise(
    companyId: number,
    request: {
      vehicleId?: number;
      code?: number;
      level?: AlertRuleLevel;
      count: number;
      /** Raised this long before now (the position is the vehicle's current one). */
      ageMs?: number;
      /** The fleet task a field-operation alert points at (TASK-8). */
      task?: FieldTask;
    },
  ): Promise<GeneratedAlert[] | null> {
    const { engine, fleet } = this;
    if (!engine || !fleet?.motion) return null;
    const rows = fleet.rowsOfCompany.get(companyId) ?? [];
    let candidates: number[];
    if (request.vehicleId === undefined) {
      // In turn from an offset that moves with the ids, skipping vehicles that cannot raise it
      // (camera codes need a camera).
      const from = engine.nextId() % Math.max(1, rows.length);
      candidates = [...rows.slice(from), ...rows.slice(0, from)];
    } else {
      const row = fleet.rowOf.get(request.vehicleId);
      if (row === undefined || fleet.companyOfRow[row] !== companyId) return null;
      candidates = [row];
    }
    if (candidates.length === 0) return null;
    const at = fleet.now() - (request.ageMs ?? 0);
    const raised: GeneratedAlert[] = [];
    for (const row of candidates) {
      const position = fleet.positionAt(row);
      const raise = () =>
        engine.raiseNow({
          vehicleId: position.id,
          ...(request.code === undefined ? {} : { code: request.code }),
          ...(request.level === undefined ? {} : { level: request.level }),
          ...(request.task ? { task: request.task } : {}),
          at,
          position,
        });
      const first = raise();
      if (!first) continue;
      raised.push(first);
      for (let k = 1; k < request.count; k++) {
        const alert = raise();
        if (alert) raised.push(alert);
      }
      break;
    }
    this.writeAlerts();
    await fleet.writes.idle();
    return raised;
  }
}

/**
 * ALERT-11: each company's open fleet tasks, kept up to date by the fleet-tasks module, which
 * registers its map here for its store; read at every alert.
 */
const FIELD_TASK_SOURCES = new WeakMap<DocumentStore, ReadonlyMap<number, readonly FieldTask[]>>();

export function setFieldTaskSource(
  store: DocumentStore,
  tasks: ReadonlyMap<number, readonly FieldTask[]>,
): void {
  FIELD_TASK_SOURCES.set(store, tasks);
}

/**
 * ALERT-11 without the fleet-tasks module: each company's delivery orders as task instants (FT
 * numbers after the order's, the order's id).
 */
export function fieldTasksOf(store: DocumentStore): Map<number, FieldTask[]> {
  const tasks = new Map<number, FieldTask[]>();
  for (const { companyId, record } of store.entries('delivery_orders')) {
    const list = tasks.get(companyId) ?? [];
    list.push({ id: record.id, number: fieldTaskNumber(record.number) });
    tasks.set(companyId, list);
  }
  return tasks;
}

/** The task instant's number after its delivery order's: DO/ALN/2611/00042 → FT/ALN/2611/00042. */
export function fieldTaskNumber(orderNumber: string): string {
  return orderNumber.replace(/^DO\//, 'FT/');
}

/**
 * A vehicle's row of the motion's frame as the alert engine reads it: the frame's values at the
 * time of reading, so nothing is copied per vehicle and tick (the engine reads them during the
 * tick, after the frame was written, as it read the copies before; ADR 0058).
 */
class FrameRowState implements AlertVehicleState {
  constructor(
    readonly id: number,
    private readonly frame: MotionFrame,
    private readonly row: number,
  ) {}

  get status(): MotionStatus {
    return MOTION_STATUS_CODES[this.frame.status[this.row] ?? 2] ?? 'parked';
  }

  get latitude(): number {
    return this.frame.latitude[this.row] ?? 0;
  }

  get longitude(): number {
    return this.frame.longitude[this.row] ?? 0;
  }
}
