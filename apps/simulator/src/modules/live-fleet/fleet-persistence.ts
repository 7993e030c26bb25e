import { POSITION_LIMITS } from '@armada/contracts/live';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import {
  type MotionFrame,
  type MotionSave,
  type MotionVehicleSave,
} from '../../engine/motion/fleet-motion';
import type { VehicleTelemetryExport } from '../../engine/telemetry/fleet-telemetry';
import type { TelemetryEvent } from '../../engine/telemetry/telemetry-events';
import { thresholdsFromCompany } from '../../engine/telemetry/vehicle-specs';
import type { DocumentStore } from '../../store/document-store';
import type { DrivingRollupStore } from '../../store/driver-score-store';
import { TELEMETRY_DEFAULTS, type TelemetryStore } from '../../store/telemetry-store';
import { DAY_SETTLED_MS } from '../../services/driver-score-service';
import type { FleetEventOf } from './fleet-events';
import { wibDay, type FleetRuntime, type FleetSubscriber } from './fleet-runtime';

export const LIVE_FLEET_DEFAULTS = {
  /**
   * Simulated time between saves of every vehicle's state (FLEET-3). Every vehicle's state is
   * about 1.2 KB of JSON: at 50,000 vehicles a save every 30 s was the largest share of the
   * simulator's CPU (ADR 0058, 50,000 vehicles addendum). A close saves too, so only a crash
   * goes back to the last save.
   */
  saveEveryMs: 5 * 60_000,
  /** Simulated time between reads of the companies' thresholds (FLEET-8). */
  thresholdsEveryMs: 30_000,
  /** Simulated time between writes of the telemetry events and alerts (FLEET-8, FLEET-9). */
  eventsEveryMs: 5_000,
  /** Raised alerts are kept this long (FLEET-9). */
  /** HISTORY-5: longer than the seeded history's 33 days back, so all of it is kept a while. */
  alertRetentionMs: 35 * 24 * 60 * 60_000,
  /** Simulated time between prunes of the history (FLEET-4). */
  pruneEveryMs: 60 * 60_000,
  /** A save more than this ahead of the clock (the clock was set back) is not restored. */
  maxSaveAheadMs: 60_000,
} as const;

/** What is kept per vehicle in `vehicle_state`: its motion and where today's driving began. */
interface SavedVehicle {
  motion: MotionVehicleSave;
  /** Absent in saves of before the telemetry (FLEET-8). */
  telemetry?: VehicleTelemetryExport;
  day: number;
  odometerAtDayStart: number;
}

/**
 * The fleet's persistence, as a subscriber: restores the saved fleet on attach (FLEET-3), writes
 * the telemetry events (FLEET-8), saves every vehicle's state and prunes the events, all on the
 * fleet's write queue. The positions history (FLEET-4) is the fleet history's recorder
 * (modules/fleet-history, ADR 0025): `vehicle_positions` is a view of what it keeps.
 */
export class FleetPersistence implements FleetSubscriber {
  readonly name = 'persistence';
  private fleet: FleetRuntime | null = null;
  private events: TelemetryEvent[] = [];
  private lastSaveAt = 0;
  private lastThresholdsAt = 0;
  private lastPruneAt = 0;
  private lastEventsAt = 0;

  readonly on = {
    telemetry: (event: FleetEventOf<'telemetry'>) => {
      this.events.push(event.event);
    },
    positions: (event: FleetEventOf<'positions'>) => this.onPositions(event),
  };

  constructor(
    private readonly deps: {
      store: DocumentStore;
      telemetry: TelemetryStore;
      /** The daily driving rollup: settled WIB days are rolled up before positions are pruned. */
      rollup?: DrivingRollupStore;
      onInfo?: (message: string) => void;
    },
  ) {}

  async attach(fleet: FleetRuntime): Promise<void> {
    this.fleet = fleet;
    const engines = fleet.engines;
    const startAt = engines.motion.at;
    const saved = await this.deps.telemetry.loadStates<SavedVehicle>();
    if (fleet.isStopped) return;
    const usable = saved.filter(
      (row) => row.recordedAt <= startAt + LIVE_FLEET_DEFAULTS.maxSaveAheadMs,
    );
    if (usable.length > 0) {
      const save: MotionSave = {
        at: Math.max(...usable.map((row) => row.recordedAt)),
        vehicles: usable.map((row) => row.state.motion),
      };
      fleet.stats.restored = engines.motion.restore(save);
      engines.telemetry.restore({
        version: 1,
        vehicles: usable.flatMap((row) => (row.state.telemetry ? [row.state.telemetry] : [])),
      });
      for (const row of usable) {
        const i = fleet.rowOf.get(row.vehicleId);
        if (i === undefined) continue;
        if (row.state.day === wibDay(save.at))
          fleet.odometerAtDayStart[i] = row.state.odometerAtDayStart;
      }
      fleet.day = wibDay(save.at);
      this.deps.onInfo?.(`live fleet: ${fleet.stats.restored} vehicles continue from their save`);
    } else if (saved.length > 0) {
      this.deps.onInfo?.('live fleet: the saved fleet is ahead of the clock; starting afresh');
    }
    this.lastSaveAt =
      this.lastPruneAt =
      this.lastEventsAt =
      this.lastThresholdsAt =
        engines.motion.at;
  }

  detach(): void {
    this.writeEvents();
    const fleet = this.fleet;
    if (fleet) fleet.writes.push('save', () => this.deps.telemetry.saveStates(this.saveRows()));
  }

  private onPositions({ at }: FleetEventOf<'positions'>): void {
    const fleet = this.fleet as FleetRuntime;
    if (at - this.lastEventsAt >= LIVE_FLEET_DEFAULTS.eventsEveryMs) {
      this.lastEventsAt = at;
      this.writeEvents();
    }
    if (at - this.lastThresholdsAt >= LIVE_FLEET_DEFAULTS.thresholdsEveryMs) {
      this.lastThresholdsAt = at;
      this.refreshThresholds();
    }
    if (at - this.lastSaveAt >= LIVE_FLEET_DEFAULTS.saveEveryMs) {
      this.lastSaveAt = at;
      const rows = this.saveRows();
      fleet.writes.push('save', () => this.deps.telemetry.saveStates(rows));
    }
    if (at - this.lastPruneAt >= LIVE_FLEET_DEFAULTS.pruneEveryMs) {
      this.lastPruneAt = at;
      fleet.writes.push('prune', async () => {
        // HISTORY-6: roll up the settled days of the kept positions (the fleet history keeps
        // them longer than these days, and drops them by day: ADR 0025).
        await this.deps.rollup?.settleDays(settledWibDays(at), at);
        await this.deps.telemetry.pruneEvents(at);
      });
    }
  }

  /** FLEET-8: the telemetry events of the last ticks, one write. */
  private writeEvents(): void {
    const fleet = this.fleet;
    if (!fleet || this.events.length === 0) return;
    const events = this.events;
    this.events = [];
    fleet.stats.events += events.length;
    fleet.writes.push('events', () => this.deps.telemetry.appendEvents(events));
  }

  /** A company's changed idle, park and offline timeouts and fuel thresholds apply from here. */
  private refreshThresholds(): void {
    const telemetry = this.fleet?.engines.telemetry;
    for (const { record } of this.deps.store.entries('companies'))
      telemetry?.setThresholds(record.id, thresholdsFromCompany(record.company));
  }

  private saveRows() {
    const fleet = this.fleet as FleetRuntime;
    const { motion, telemetry: engine } = fleet.engines;
    const save = motion.exportState();
    const telemetry = new Map(engine.exportState().vehicles.map((v) => [v.id, v]));
    return save.vehicles.map((vehicle) => {
      const i = fleet.rowOf.get(vehicle.id) ?? 0;
      const exported = telemetry.get(vehicle.id);
      const state: SavedVehicle = {
        motion: vehicle,
        ...(exported ? { telemetry: exported } : {}),
        day: fleet.day,
        odometerAtDayStart: fleet.odometerAtDayStart[i] ?? vehicle.odometerKm,
      };
      return {
        vehicleId: vehicle.id,
        companyId: fleet.companyOfRow[i] ?? 0,
        recordedAt: save.at,
        state,
      };
    });
  }
}

/** The frame's positions and statuses, scaled as on the wire, so a change is a difference. */
export function rememberScaled(
  into: { lat: Int32Array; lng: Int32Array; st: Uint8Array; hdg?: Int16Array; spd?: Int16Array },
  frame: MotionFrame,
): void {
  for (let i = 0; i < frame.ids.length; i++) {
    into.lat[i] = Math.round((frame.latitude[i] ?? 0) * POSITION_LIMITS.coordinateScale);
    into.lng[i] = Math.round((frame.longitude[i] ?? 0) * POSITION_LIMITS.coordinateScale);
    into.st[i] = frame.status[i] ?? 0;
    if (into.hdg) into.hdg[i] = Math.round(frame.heading[i] ?? 0) % 360;
    if (into.spd) into.spd[i] = Math.round(frame.speedKmh[i] ?? 0);
  }
}

/**
 * HISTORY-6: the whole WIB days of the position history (TELE-2) that ended at least
 * DAY_SETTLED_MS before `now`, oldest first.
 */
export function settledWibDays(now: number): number[] {
  const days: number[] = [];
  const lastEnd = now - DAY_SETTLED_MS;
  for (
    let day = startOfWibDay(now - TELEMETRY_DEFAULTS.retentionMs);
    day + DAY_MS <= lastEnd;
    day += DAY_MS
  ) {
    days.push(day);
  }
  return days;
}
