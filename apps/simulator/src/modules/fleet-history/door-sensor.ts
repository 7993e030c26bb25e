import type { FleetCategory } from '@armada/contracts/fleet';
import { Rng } from '../../domain/rng';
import { haversineM } from '../../domain/roads/geodesy';
import type { LatLngTuple } from '../../domain/roads/network-data';
import type { Leg } from '../../engine/motion/leg-planner';

const MINUTE_MS = 60_000;

/** The numbers of HIST-17 ... HIST-19 (docs/rules/history.md §6), once. */
export const DOOR_RULES = {
  /** HIST-17: the share of trucks and vans without a refrigerated box that have a door sensor. */
  boxSensorShare: 0.6,
  /** HIST-17: the categories with a cargo box (a pickup's bed and a motorbike have no door). */
  boxCategories: ['Truk', 'Van'] as readonly FleetCategory[],
  /** HIST-18: the door opens this long after the vehicle reached a delivery stop. */
  openAfterArrivalMs: [30_000, 2 * MINUTE_MS] as const,
  /** HIST-18: and stays open this long (a reefer: its own door time, TELEM-9). */
  openAtStopMs: [3 * MINUTE_MS, 10 * MINUTE_MS] as const,
  /** HIST-18: a stand elsewhere this long may see the door open ... */
  elsewhereAfterMs: 2 * MINUTE_MS,
  /** ... once per stand, with this chance ... */
  elsewhereChance: 0.08,
  /** ... for this long. */
  openElsewhereMs: [MINUTE_MS, 4 * MINUTE_MS] as const,
  /** HIST-18: a stand this close to the depot is loading there: no opening is drawn. */
  depotRadiusM: 300,
  /** HIST-18: a past stand this close to a delivery address is at a delivery stop. */
  stopRadiusM: 300,
  /** HIST-18: a drive has its door open on the way (unsecured, tampered) with this chance ... */
  onTheWayChance: 0.04,
  /** ... this long after it set off (live) ... */
  onTheWayAfterMs: [MINUTE_MS, 10 * MINUTE_MS] as const,
  /** ... for this long. */
  openOnTheWayMs: [30_000, 3 * MINUTE_MS] as const,
} as const;

/**
 * HIST-17: whether a vehicle's box has a door sensor, from the seed and the vehicle alone:
 * every refrigerated box, and about 60% of the other trucks and vans.
 */
export function hasDoorSensor(
  seed: number,
  vehicleId: number,
  category: FleetCategory,
  refrigerated: boolean,
): boolean {
  if (refrigerated) return true;
  if (!DOOR_RULES.boxCategories.includes(category)) return false;
  return doorRng(seed, 'sensor', vehicleId).chance(DOOR_RULES.boxSensorShare);
}

/** A vehicle's own random stream for its door (`what`: the sensor, the live door, the past). */
export function doorRng(seed: number, what: string, vehicleId: number): Rng {
  return new Rng(seed).fork('door-sensor').fork(what).fork(`vehicle-${vehicleId}`);
}

/** One opening of a box door (HIST-19): closed_at null while it is open. */
export interface DoorEventRow {
  companyId: number;
  vehicleId: number;
  driverId: number | null;
  openedAt: number;
  closedAt: number | null;
  /** Opened at a delivery stop (else somewhere the report flags, RPT-43). */
  atStop: boolean;
  latitude: number;
  longitude: number;
}

export interface DoorVehicle {
  vehicleId: number;
  companyId: number;
  driverId: number | null;
  depot: LatLngTuple | null;
  /** A reefer's door time (TELEM-9): its door stays open this long at a stop. */
  reeferDoorMs: number | null;
}

/** What a step that changed nothing answers. */
const NO_ROWS: readonly DoorEventRow[] = [];

const between = (rng: Rng, [min, max]: readonly [number, number]): number => rng.int(min, max);

/**
 * HIST-18: a live vehicle's box door, fed the fleet's events in tick order: an arrival at a
 * delivery stop opens it shortly after, for a few minutes; a stand elsewhere (away from the
 * depot) opens it now and then; driving off closes it. Draws come from the vehicle's own
 * stream, in tick order, so the same seed and clock give the same openings.
 */
export class DoorSensor {
  private open: DoorEventRow | null = null;
  private closeAt = 0;
  private pending: { at: number; forMs: number } | null = null;
  private standingSince: number | null = null;
  private decided = false;
  /** The drive under way was drawn for an opening on the way; when it opens, if it does. */
  private driveDrawn = false;
  private onTheWayAt: number | null = null;

  constructor(
    readonly vehicle: DoorVehicle,
    private readonly rng: Rng,
  ) {}

  get isOpen(): boolean {
    return this.open !== null;
  }

  /** The vehicle reached one of its delivery stops at `at`. */
  arrived(at: number): void {
    this.pending = {
      at: at + between(this.rng, DOOR_RULES.openAfterArrivalMs),
      forMs: this.vehicle.reeferDoorMs ?? between(this.rng, DOOR_RULES.openAtStopMs),
    };
    // The stand at a stop is the stop's: no opening elsewhere is drawn for it.
    this.decided = true;
  }

  /**
   * One tick at `at`, where the vehicle is and whether it stands: the openings that opened or
   * closed (a row each, as it is now).
   */
  step(
    at: number,
    latitude: number,
    longitude: number,
    standing: boolean,
  ): readonly DoorEventRow[] {
    // Most steps change nothing: no array for them (every vehicle with a sensor, every tick).
    let changed: DoorEventRow[] | null = null;
    // A door opened at a stand closes when the vehicle drives off; one opened on the way stays
    // open its time.
    if (this.open && (at >= this.closeAt || (!standing && this.open.atStop))) {
      this.open.closedAt = Math.min(at, this.closeAt);
      (changed ??= []).push({ ...this.open });
      this.open = null;
    }
    if (!standing) {
      // Driven off: a door that was still to open at the stop stays shut.
      this.pending = null;
      this.standingSince = null;
      this.decided = false;
      if (!this.driveDrawn) {
        this.driveDrawn = true;
        if (this.rng.chance(DOOR_RULES.onTheWayChance))
          this.onTheWayAt = at + between(this.rng, DOOR_RULES.onTheWayAfterMs);
      }
      if (!this.open && this.onTheWayAt !== null && at >= this.onTheWayAt) {
        this.onTheWayAt = null;
        const forMs = between(this.rng, DOOR_RULES.openOnTheWayMs);
        (changed ??= []).push(this.openAt(at, latitude, longitude, false, forMs));
      }
      return changed ?? NO_ROWS;
    }
    this.driveDrawn = false;
    this.onTheWayAt = null;
    this.standingSince ??= at;
    if (this.open) return changed ?? NO_ROWS;
    if (this.pending && at >= this.pending.at) {
      (changed ??= []).push(this.openAt(at, latitude, longitude, true, this.pending.forMs));
      this.pending = null;
    } else if (
      !this.pending &&
      !this.decided &&
      at - this.standingSince >= DOOR_RULES.elsewhereAfterMs
    ) {
      this.decided = true;
      const depot = this.vehicle.depot;
      const atDepot =
        depot !== null && haversineM(depot, [latitude, longitude]) <= DOOR_RULES.depotRadiusM;
      if (!atDepot && this.rng.chance(DOOR_RULES.elsewhereChance)) {
        const forMs = between(this.rng, DOOR_RULES.openElsewhereMs);
        (changed ??= []).push(this.openAt(at, latitude, longitude, false, forMs));
      }
    }
    return changed ?? NO_ROWS;
  }

  /** The fleet stops: an open door is closed now (its row as it is then), else null. */
  closeNow(at: number): DoorEventRow | null {
    if (!this.open) return null;
    this.open.closedAt = Math.max(this.open.openedAt, Math.min(at, this.closeAt));
    const row = { ...this.open };
    this.open = null;
    return row;
  }

  private openAt(
    at: number,
    latitude: number,
    longitude: number,
    atStop: boolean,
    forMs: number,
  ): DoorEventRow {
    const { vehicleId, companyId, driverId } = this.vehicle;
    this.open = {
      companyId,
      vehicleId,
      driverId,
      openedAt: at,
      closedAt: null,
      atStop,
      latitude,
      longitude,
    };
    this.closeAt = at + forMs;
    return { ...this.open };
  }
}

/**
 * HIST-18 for the seeded past: a door vehicle's openings drawn from its past stops, by the same
 * numbers: a stop near one of its delivery addresses opens the door after the arrival delay
 * for the stop's door time (closing before the stop ends); a stop elsewhere, away from the
 * depot and long enough, opens it now and then.
 */
export function pastDoorEvents(
  vehicle: DoorVehicle & { deliveryStops: readonly LatLngTuple[] },
  stops: readonly { startedAt: number; endedAt: number; latitude: number; longitude: number }[],
  rng: Rng,
  onTheWay?: {
    trips: readonly {
      startedAt: number;
      endedAt: number;
      startLat: number;
      startLng: number;
      endLat: number;
      endLng: number;
    }[];
    legs: { leg(from: LatLngTuple, to: LatLngTuple): Leg | null };
  },
): DoorEventRow[] {
  const out: DoorEventRow[] = [];
  const { vehicleId, companyId, driverId, depot } = vehicle;
  for (const stop of stops) {
    const place: LatLngTuple = [stop.latitude, stop.longitude];
    if (depot !== null && haversineM(depot, place) <= DOOR_RULES.depotRadiusM) continue;
    const atStop = vehicle.deliveryStops.some(
      (point) => haversineM(point, place) <= DOOR_RULES.stopRadiusM,
    );
    let openedAt: number;
    let forMs: number;
    if (atStop) {
      openedAt = stop.startedAt + between(rng, DOOR_RULES.openAfterArrivalMs);
      forMs = vehicle.reeferDoorMs ?? between(rng, DOOR_RULES.openAtStopMs);
    } else {
      if (stop.endedAt - stop.startedAt < DOOR_RULES.elsewhereAfterMs) continue;
      if (!rng.chance(DOOR_RULES.elsewhereChance)) continue;
      openedAt = stop.startedAt + DOOR_RULES.elsewhereAfterMs;
      forMs = between(rng, DOOR_RULES.openElsewhereMs);
    }
    const closedAt = Math.min(openedAt + forMs, stop.endedAt);
    if (closedAt <= openedAt) continue;
    out.push({
      companyId,
      vehicleId,
      driverId,
      openedAt,
      closedAt,
      atStop,
      latitude: stop.latitude,
      longitude: stop.longitude,
    });
  }
  // On the way: a drawn share of the trips, at a point of the trip's road route (the place the
  // drawn positions pass about then).
  for (const trip of onTheWay?.trips ?? []) {
    if (!rng.chance(DOOR_RULES.onTheWayChance)) continue;
    const share = rng.float(0.2, 0.8);
    const forMs = between(rng, DOOR_RULES.openOnTheWayMs);
    const leg = onTheWay?.legs.leg([trip.startLat, trip.startLng], [trip.endLat, trip.endLng]);
    if (!leg) continue;
    const openedAt = Math.round(trip.startedAt + share * (trip.endedAt - trip.startedAt));
    const closedAt = Math.min(openedAt + forMs, trip.endedAt);
    if (closedAt <= openedAt) continue;
    const [latitude, longitude] = pointAlong(leg, share * leg.lengthM);
    out.push({
      companyId,
      vehicleId,
      driverId,
      openedAt,
      closedAt,
      atStop: false,
      latitude,
      longitude,
    });
  }
  return out.sort((a, b) => a.openedAt - b.openedAt);
}

/** The point `metres` along a leg's road route. */
function pointAlong(leg: Leg, metres: number): LatLngTuple {
  const { points, cumulative } = leg;
  let i = 1;
  while (i < points.length - 1 && (cumulative[i] ?? 0) < metres) i++;
  const a = points[i - 1] ?? points[0] ?? [0, 0];
  const b = points[i] ?? a;
  const from = cumulative[i - 1] ?? 0;
  const span = (cumulative[i] ?? from) - from;
  const f = span > 0 ? Math.min(1, Math.max(0, (metres - from) / span)) : 0;
  return [
    Math.round((a[0] + (b[0] - a[0]) * f) * 1e6) / 1e6,
    Math.round((a[1] + (b[1] - a[1]) * f) * 1e6) / 1e6,
  ];
}
