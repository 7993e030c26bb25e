import type { FleetEventOf } from '../live-fleet/fleet-events';
import type { FleetRuntime, FleetSubscriber, FleetWorld } from '../live-fleet/fleet-runtime';
import { DoorSensor, doorRng, hasDoorSensor, type DoorEventRow } from './door-sensor';
import type { HistoryStore } from './history-store';
import { SAMPLE_STATUS } from './trip-stop-detector';
import { historyVehicleSpec } from './vehicle-spec';

/**
 * The box doors of the moving fleet (HIST-17 ... HIST-19), a fleet subscriber: it listens to
 * arrivals at delivery stops and to each tick's positions, opens and closes the door of each
 * vehicle with a door sensor (door-sensor.ts), and queues the openings that changed on the
 * fleet's write queue once per tick that has any.
 */
export class DoorRecorder implements FleetSubscriber {
  readonly name = 'door-sensor';
  private fleet: FleetRuntime | null = null;
  /** Per frame row: the vehicle's door, or undefined without a sensor. */
  private sensors: (DoorSensor | undefined)[] = [];
  /** The rows that have a sensor (a few hundred of thousands: the tick walks only these). */
  private withSensor: number[] = [];
  /** Openings and closings counted, for tests and benches. */
  readonly stats = { opened: 0, closed: 0 };

  readonly on = {
    stop: ({ event }: FleetEventOf<'stop'>) => {
      if (event.type !== 'arrived') return;
      const i = this.fleet?.rowOf.get(event.vehicleId);
      if (i !== undefined) this.sensors[i]?.arrived(event.at);
    },
    positions: (event: FleetEventOf<'positions'>) => this.onPositions(event),
  };

  constructor(private readonly deps: { store: HistoryStore; seed: number }) {}

  attach(fleet: FleetRuntime, world: FleetWorld): void {
    this.fleet = fleet;
    const frame = fleet.engines.motion.frame;
    this.sensors = [];
    this.withSensor = [];
    for (let i = 0; i < frame.ids.length; i++) {
      const input = world.telemetry[i];
      const vehicleId = frame.ids[i] ?? 0;
      if (
        !input ||
        !hasDoorSensor(this.deps.seed, vehicleId, input.fleetCategory, input.refrigerated)
      ) {
        this.sensors.push(undefined);
        continue;
      }
      const spec = historyVehicleSpec(
        this.deps.seed,
        vehicleId,
        input.fleetCategory,
        input.refrigerated,
      );
      this.sensors.push(
        new DoorSensor(
          {
            vehicleId,
            companyId: input.companyId,
            driverId: input.driverId,
            depot: input.depot,
            reeferDoorMs: spec.reefer?.doorOpenMs ?? null,
          },
          doorRng(this.deps.seed, 'live', vehicleId),
        ),
      );
      this.withSensor.push(i);
    }
  }

  /** The fleet stops: the doors open now are closed at its last instant. */
  detach(): void {
    const fleet = this.fleet;
    if (!fleet) return;
    const at = fleet.now();
    const rows = this.withSensor.flatMap((i) => {
      const row = this.sensors[i]?.closeNow(at);
      return row ? [row] : [];
    });
    this.write(rows);
  }

  private onPositions({ at, frame }: FleetEventOf<'positions'>): void {
    let changed: DoorEventRow[] | null = null;
    for (const i of this.withSensor) {
      const sensor = this.sensors[i];
      const status = frame.status[i] ?? SAMPLE_STATUS.offline;
      // A silent device tells nothing: the door keeps its state until it reports again.
      if (!sensor || status === SAMPLE_STATUS.offline) continue;
      const standing = status !== SAMPLE_STATUS.moving;
      const rows = sensor.step(at, frame.latitude[i] ?? 0, frame.longitude[i] ?? 0, standing);
      if (rows.length === 0) continue;
      changed ??= [];
      for (const row of rows) {
        changed.push(row);
        if (row.closedAt === null) this.stats.opened++;
        else this.stats.closed++;
      }
    }
    if (changed) this.write(changed);
  }

  private write(rows: DoorEventRow[]): void {
    if (rows.length === 0 || !this.fleet) return;
    this.fleet.writes.push('history-doors', () => this.deps.store.writeDoorEvents(rows));
  }
}
