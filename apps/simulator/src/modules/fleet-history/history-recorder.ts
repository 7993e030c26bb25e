import { haversineM } from '../../domain/roads/geodesy';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import type { MotionFrame } from '../../engine/motion/fleet-motion';
import type { DocumentStore } from '../../store/document-store';
import type { FleetEventOf } from '../live-fleet/fleet-events';
import type { FleetRuntime, FleetSubscriber, FleetWorld } from '../live-fleet/fleet-runtime';
import { companyZones } from './backlog-inputs';
import { angleBetween } from './backlog-timeline';
import { FuelReader, fuelSensorPct, type FuelReaderState } from './fuel-reader';
import { emptyRows, rowsOfChanges } from './history-records';
import { HISTORY_RULES, HISTORY_WRITES, zoneDayNumber } from './history-rules';
import type { HistoryStore } from './history-store';
import { HISTORY_PARTITIONED_TABLES as TABLES } from './partitions';
import { PositionColumns } from './position-columns';
import { SAMPLE_STATUS } from './trip-stop-detector';
import { VehicleHistory, type VehicleHistoryState } from './vehicle-history';
import { historyVehicleSpec, type HistoryVehicleSpec } from './vehicle-spec';

/** What the recorder keeps per vehicle across restarts (history_vehicle_state). */
export interface RecorderSave {
  history: VehicleHistoryState;
  /** Null: the level starts afresh (after the seeded backlog, or a long gap). */
  fuel: FuelReaderState | null;
  heading: number;
}

interface Row {
  history: VehicleHistory;
  fuel: FuelReader;
  spec: HistoryVehicleSpec;
  lastKeptAt: number;
  lastHeading: number;
  lastStatus: number;
  lastIgnition: boolean;
  lastDay: number;
  lastLat: number;
  lastLng: number;
  /** Kept a position since the last write of records. */
  changed: boolean;
  /** Kept a position since the last save of its state. */
  unsaved: boolean;
}

export interface HistoryRecorderDeps {
  store: HistoryStore;
  documents: DocumentStore;
  seed: number;
  retentionDays: number;
  onInfo?: (message: string) => void;
}

/**
 * The fleet's history as it happens (HIST-4, HIST-5, HIST-9 ... HIST-16), a fleet subscriber:
 * each tick it keeps the positions playback needs (every 10 s moving, every 5 min standing,
 * and at every change of status or ignition, turn, alert and midnight), reads the fuel sensor,
 * feeds each vehicle's history, and queues on the fleet's write queue: positions every 5 s,
 * trips, stops, fuel events and day figures every 30 s, alert counts every minute, its state
 * every 5 minutes (with the fleet's, FLEET-3) and on close, and once an hour the partitions
 * ahead and the retention's drops.
 */
export class HistoryRecorder implements FleetSubscriber {
  readonly name = 'fleet-history';
  private fleet: FleetRuntime | null = null;
  private rows: Row[] = [];
  private zones = new Map<number, number>();
  private zoneOfRow: number[] = [];
  private forced = new Uint8Array(0);
  /** The positions kept since the last write, column by column (no object per position). */
  private positions = new PositionColumns();
  private lastPositionsAt = 0;
  private lastRecordsAt = 0;
  private lastStatesAt = 0;
  private lastAlertsAt = 0;
  private lastPruneAt = 0;
  /** Positions kept, and writes queued, for benches and tests. */
  readonly stats = { kept: 0, restored: 0, pruned: 0 };

  readonly on = {
    // HIST-5: a position at each alert the telemetry raises, at each arrival at a stop and each
    // start of a round (the tick's positions come after its events).
    telemetry: ({ event }: FleetEventOf<'telemetry'>) => this.force(event.vehicleId),
    stop: ({ event }: FleetEventOf<'stop'>) => this.force(event.vehicleId),
    trip: ({ event }: FleetEventOf<'trip'>) => this.force(event.vehicleId),
    positions: (event: FleetEventOf<'positions'>) => this.onPositions(event),
  };

  private force(vehicleId: number): void {
    const i = this.fleet?.rowOf.get(vehicleId);
    if (i !== undefined) this.forced[i] = 1;
  }

  constructor(private readonly deps: HistoryRecorderDeps) {}

  async attach(fleet: FleetRuntime, world: FleetWorld): Promise<void> {
    this.fleet = fleet;
    const frame = fleet.engines.motion.frame;
    this.zones = companyZones(this.deps.documents);
    const n = frame.ids.length;
    this.forced = new Uint8Array(n);
    this.rows = [];
    this.zoneOfRow = [];
    for (let i = 0; i < n; i++) {
      const input = world.telemetry[i];
      const vehicleId = frame.ids[i] ?? 0;
      const companyId = input?.companyId ?? fleet.companyOfRow[i] ?? 0;
      const zoneOffsetMs = this.zones.get(companyId) ?? 7 * 3_600_000;
      const spec = historyVehicleSpec(
        this.deps.seed,
        vehicleId,
        input?.fleetCategory ?? 'Pikap',
        input?.refrigerated ?? false,
      );
      this.zoneOfRow.push(zoneOffsetMs);
      this.rows.push({
        history: new VehicleHistory({
          vehicleId,
          companyId,
          driverId: input?.driverId ?? null,
          zoneOffsetMs,
        }),
        fuel: new FuelReader(spec),
        spec,
        lastKeptAt: Number.NEGATIVE_INFINITY,
        lastHeading: 0,
        lastStatus: -1,
        lastIgnition: false,
        lastDay: -1,
        lastLat: Number.NaN,
        lastLng: Number.NaN,
        changed: false,
        unsaved: false,
      });
    }
    const now = fleet.engines.motion.at;
    const saved = await this.deps.store.loadStates<RecorderSave>();
    if (fleet.isStopped) return;
    for (const save of saved) {
      const i = fleet.rowOf.get(save.vehicleId);
      const row = i === undefined ? undefined : this.rows[i];
      if (!row || save.at > now + 60_000) continue;
      row.history.restore(save.state.history);
      const last = row.history.last;
      if (save.state.fuel && last && now - last.t <= HISTORY_RULES.maxGapMs) {
        row.fuel.state = save.state.fuel;
      } else {
        row.history.breakFuel(save.at);
      }
      if (last) {
        row.lastKeptAt = last.t;
        row.lastStatus = last.status;
        row.lastIgnition = last.ignition;
        row.lastLat = last.lat;
        row.lastLng = last.lng;
        row.lastDay = zoneDayNumber(last.t, row.history.vehicle.zoneOffsetMs);
        row.lastHeading = save.state.heading;
      }
      this.stats.restored++;
    }
    await this.ensureAhead(now);
    this.lastPositionsAt = this.lastRecordsAt = this.lastStatesAt = now;
    this.lastAlertsAt = this.lastPruneAt = now;
  }

  detach(): void {
    this.writePositions();
    this.writeRecords(true, true);
  }

  private onPositions({ at, frame }: FleetEventOf<'positions'>): void {
    const rows = this.rows;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const status = frame.status[i] ?? SAMPLE_STATUS.offline;
      if (!row || status === SAMPLE_STATUS.offline) continue;
      const t = frame.reportedAt[i] ?? 0;
      if (t <= row.lastKeptAt) continue;
      const ignition = frame.ignition[i] === 1;
      const heading = frame.heading[i] ?? 0;
      const day = zoneDayNumber(t, this.zoneOfRow[i] ?? 0);
      let keep =
        status !== row.lastStatus ||
        ignition !== row.lastIgnition ||
        day !== row.lastDay ||
        this.forced[i] === 1;
      if (!keep) {
        const gap = t - row.lastKeptAt;
        keep =
          status === SAMPLE_STATUS.moving
            ? gap >= HISTORY_RULES.keepMovingEveryMs ||
              angleBetween(heading, row.lastHeading) >= HISTORY_RULES.keepTurnDeg
            : gap >= HISTORY_RULES.keepStandingEveryMs;
      }
      this.forced[i] = 0;
      if (keep) this.keep(i, row, frame, t, status, ignition, heading, day);
    }
    if (at - this.lastPositionsAt >= HISTORY_WRITES.positionsEveryMs) {
      this.lastPositionsAt = at;
      this.writePositions();
    }
    if (at - this.lastRecordsAt >= HISTORY_WRITES.recordsEveryMs) {
      this.lastRecordsAt = at;
      const saveStates = at - this.lastStatesAt >= HISTORY_WRITES.statesEveryMs;
      if (saveStates) this.lastStatesAt = at;
      this.writeRecords(false, saveStates);
    }
    if (at - this.lastAlertsAt >= HISTORY_WRITES.alertsEveryMs) {
      this.lastAlertsAt = at;
      this.recountAlerts(at);
    }
    if (at - this.lastPruneAt >= HISTORY_WRITES.pruneEveryMs) {
      this.lastPruneAt = at;
      this.fleet?.writes.push('history-prune', async () => {
        await this.ensureAhead(at);
        const dropped = await this.deps.store.prune(cutoffs(at, this.deps.retentionDays));
        this.stats.pruned += dropped.length;
        if (dropped.length > 0) this.deps.onInfo?.(`fleet history: dropped ${dropped.join(', ')}`);
      });
    }
  }

  private keep(
    i: number,
    row: Row,
    frame: MotionFrame,
    t: number,
    status: number,
    ignition: boolean,
    heading: number,
    day: number,
  ): void {
    const fleet = this.fleet as FleetRuntime;
    const lat = frame.latitude[i] ?? 0;
    const lng = frame.longitude[i] ?? 0;
    const speedKmh = Math.round(frame.speedKmh[i] ?? 0);
    const gap = t - row.lastKeptAt;
    const stepM = Number.isNaN(row.lastLat)
      ? 0
      : haversineM([row.lastLat, row.lastLng], [lat, lng]);
    const telemetry = fleet.engines.telemetry.state(i);
    const moving = status === SAMPLE_STATUS.moving;
    const reading = fuelSensorPct(
      this.deps.seed,
      row.history.vehicle.vehicleId,
      t,
      telemetry.fuelLevelPct,
      moving,
    );
    if (gap > HISTORY_RULES.maxGapMs && Number.isFinite(row.lastKeptAt)) {
      // A long silence: the level is read afresh (a refill meanwhile is not guessed at).
      row.fuel.reset();
      row.history.breakFuel(t);
    }
    const change = row.fuel.push({ at: t, lat, lng, pct: reading, stepM });
    if (change) row.history.fuel(change);
    const levelPct = row.fuel.levelPct;
    row.history.push(
      { t, lat, lng, speedKmh, status, ignition, stepM },
      levelPct === null ? null : (levelPct / 100) * row.spec.tankL,
    );
    this.positions.push(
      row.history.vehicle.vehicleId,
      row.history.vehicle.companyId,
      t,
      Math.round(lat * 1e5),
      Math.round(lng * 1e5),
      speedKmh,
      Math.round(heading) % 360,
      status | (ignition ? 4 : 0),
      Math.round(reading * 10),
      telemetry.boxTemperatureC === null ? null : Math.round(telemetry.boxTemperatureC * 10),
    );
    row.lastKeptAt = t;
    row.lastHeading = heading;
    row.lastStatus = status;
    row.lastIgnition = ignition;
    row.lastDay = day;
    row.lastLat = lat;
    row.lastLng = lng;
    row.changed = true;
    row.unsaved = true;
    this.stats.kept++;
  }

  private writePositions(): void {
    const fleet = this.fleet;
    if (!fleet || this.positions.length === 0) return;
    const rows = this.positions;
    this.positions = new PositionColumns(rows.length);
    fleet.writes.push('history-positions', () => this.deps.store.insertPositions(rows));
  }

  /**
   * Trips, stops, fuel events and day figures of the vehicles that kept positions since the last
   * write, and (`saveStates`) the states of those that kept positions since their last save.
   */
  private writeRecords(all: boolean, saveStates: boolean): void {
    const fleet = this.fleet;
    if (!fleet) return;
    const records = emptyRows();
    const states: { vehicleId: number; at: number; state: RecorderSave }[] = [];
    for (const row of this.rows) {
      if (!row.changed && !all && !(saveStates && row.unsaved)) continue;
      if (row.history.dirty) {
        const vehicle = row.history.vehicle;
        row.history.drainWith((changes) => rowsOfChanges(vehicle, changes, records));
      }
      const last = row.history.last;
      if (saveStates && row.unsaved && last) {
        row.unsaved = false;
        states.push({
          vehicleId: row.history.vehicle.vehicleId,
          at: last.t,
          state: {
            history: row.history.exportState(),
            fuel: structuredClone(row.fuel.state),
            heading: row.lastHeading,
          },
        });
      }
      row.changed = false;
    }
    if (states.length === 0 && records.days.length === 0) return;
    fleet.writes.push('history-records', () =>
      this.deps.store.writeRecords({ ...records, states }),
    );
  }

  /** HIST-15: today's and yesterday's alerts by code, on each company's clock. */
  private recountAlerts(at: number): void {
    const fleet = this.fleet;
    if (!fleet) return;
    const zones = this.zones;
    const from = Math.min(
      ...[...zones.values()].map((offset) => (zoneDayNumber(at, offset) - 1) * DAY_MS - offset),
    );
    const driverOf = new Map(
      this.rows.map((row) => [row.history.vehicle.vehicleId, row.history.vehicle.driverId]),
    );
    fleet.writes.push('history-alerts', () =>
      this.deps.store.recountAlerts(zones, from, at + 1, driverOf),
    );
  }

  /** The partitions of today and the days ahead, and of this month and the next. */
  private async ensureAhead(at: number): Promise<void> {
    const days = Array.from(
      { length: HISTORY_RULES.partitionDaysAhead + 1 },
      (_, k) => startOfWibDay(at) + k * DAY_MS,
    );
    await this.deps.store.partitions.ensure(TABLES.positions, days);
    const months = [at, at + 32 * DAY_MS];
    await this.deps.store.partitions.ensure(TABLES.trips, months);
    await this.deps.store.partitions.ensure(TABLES.stops, months);
    await this.deps.store.partitions.ensure(TABLES.fuelEvents, months);
  }
}

/** HIST-4: what falls out of the retention periods at `at`. */
export function cutoffs(
  at: number,
  retentionDays: number,
): { positions: number; records: number; rollupDay: number } {
  const today = startOfWibDay(at);
  return {
    positions: today - retentionDays * DAY_MS,
    records: today - Math.max(retentionDays, HISTORY_RULES.recordRetentionDays) * DAY_MS,
    rollupDay: zoneDayNumber(today, 0) - HISTORY_RULES.rollupRetentionDays,
  };
}
