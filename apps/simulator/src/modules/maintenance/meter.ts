import type { FleetRuntime, FleetSubscriber } from '../live-fleet/fleet-runtime';
import type { MaintenanceStore, StoredMeter } from './maintenance-store';

/**
 * MNT-4: each vehicle's odometer (the moving fleet's) and engine hours (counted here: the time
 * its ignition is on), read by the due list. A fleet subscriber: it reads each tick's frame and
 * keeps the hours; every `saveEveryMs` of fleet time it queues the readings to its table and
 * runs the due check (MNT-13). A vehicle seen for the first time starts with the hours of its
 * odometer at `KM_PER_ENGINE_HOUR`.
 */
export const KM_PER_ENGINE_HOUR = 30;
const HOUR_MS = 3_600_000;
const HOLD_MS = 5 * 60_000;

export interface MeterReading {
  odometerKm: number;
  engineHours: number;
}

export class MaintenanceMeter implements FleetSubscriber {
  readonly name = 'maintenance-meter';
  private fleet: FleetRuntime | null = null;
  private hours = new Float64Array(0);
  private lastSave = 0;
  private stored = new Map<number, StoredMeter>();

  constructor(
    private readonly deps: {
      store: MaintenanceStore;
      saveEveryMs: number;
      /** MNT-13: the periodic due check, after the readings are saved. */
      onSaved?: (at: number) => Promise<void>;
    },
  ) {}

  readonly on: FleetSubscriber['on'] = {
    positions: ({ at, elapsedMs, frame }) => {
      const n = Math.min(frame.ids.length, this.hours.length);
      const add = elapsedMs / HOUR_MS;
      for (let i = 0; i < n; i++)
        if (frame.ignition[i] === 1) this.hours[i] = (this.hours[i] ?? 0) + add;
      // Saved while the fleet's write queue is empty, held at most HOLD_MS when it is busy.
      const since = at - this.lastSave;
      const idle = (this.fleet?.writes.pending ?? 1) === 0;
      if (since >= this.deps.saveEveryMs && (idle || since >= this.deps.saveEveryMs + HOLD_MS)) {
        this.lastSave = at;
        this.queueSave(at);
      }
    },
  };

  async attach(fleet: FleetRuntime): Promise<void> {
    this.fleet = fleet;
    const frame = fleet.motion?.frame;
    if (!frame) return;
    this.stored = new Map((await this.deps.store.meters()).map((m) => [m.vehicleId, m]));
    this.hours = new Float64Array(frame.ids.length);
    for (let i = 0; i < frame.ids.length; i++) {
      const id = frame.ids[i] ?? 0;
      const odometer = frame.odometerKm[i] ?? 0;
      this.hours[i] = this.stored.get(id)?.engineHours ?? odometer / KM_PER_ENGINE_HOUR;
    }
    this.lastSave = frame.at;
  }

  detach(): void {
    const at = this.fleet?.now();
    if (at !== undefined) this.queueSave(at, false);
    this.fleet = null;
  }

  /** The vehicle's readings now: live when the fleet moves it, else as last saved. */
  reading(vehicleId: number): MeterReading | null {
    const fleet = this.fleet;
    const frame = fleet?.motion?.frame;
    const row = fleet?.rowOf.get(vehicleId);
    if (frame && row !== undefined) {
      return {
        odometerKm: frame.odometerKm[row] ?? 0,
        engineHours: this.hours[row] ?? 0,
      };
    }
    const stored = this.stored.get(vehicleId);
    return stored ? { odometerKm: stored.odometerKm, engineHours: stored.engineHours } : null;
  }

  /** Reads the saved meters (a fleet that has not started: tests, the standalone reads). */
  async load(): Promise<void> {
    if (this.fleet) return;
    this.stored = new Map((await this.deps.store.meters()).map((m) => [m.vehicleId, m]));
  }

  private queueSave(at: number, check = true): void {
    const fleet = this.fleet;
    const frame = fleet?.motion?.frame;
    if (!fleet || !frame) return;
    const rows: StoredMeter[] = [];
    for (let i = 0; i < frame.ids.length; i++) {
      const companyId = fleet.companyOfRow[i] ?? 0;
      if (companyId === 0) continue;
      rows.push({
        companyId,
        vehicleId: frame.ids[i] ?? 0,
        odometerKm: frame.odometerKm[i] ?? 0,
        engineHours: this.hours[i] ?? 0,
        readAt: at,
      });
    }
    for (const row of rows) this.stored.set(row.vehicleId, row);
    const onSaved = this.deps.onSaved;
    fleet.writes.push('maintenance meters', async () => {
      await this.deps.store.saveMeters(rows);
      if (check && onSaved) await onSaved(at);
    });
  }
}
