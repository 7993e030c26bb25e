import type { FuelEventKind } from '@armada/contracts/history';
import { HISTORY_RULES, zoneDayNumber } from './history-rules';
import {
  SAMPLE_STATUS,
  TripStopDetector,
  type DetectorRules,
  type DetectorState,
  type HistorySample,
  type StopState,
  type TripState,
} from './trip-stop-detector';

/** Who a vehicle's history belongs to. */
export interface HistoryVehicle {
  vehicleId: number;
  companyId: number;
  driverId: number | null;
  /** The company's offset from UTC (its days are counted on this clock, HIST-15). */
  zoneOffsetMs: number;
}

/** One day's fuel on a vehicle: litres, with a new stretch after a gap in the level. */
interface DayFuel {
  usedClosedL: number;
  first: number | null;
  last: number | null;
  stretchAddedL: number;
  stretchDroppedL: number;
  addedL: number;
  droppedL: number;
}

/** HIST-15: a vehicle's figures for one day of its company's clock. */
export interface DayFigures {
  /** Days since 1970-01-01 on the company's calendar. */
  day: number;
  driverId: number | null;
  distanceM: number;
  trips: number;
  drivingMs: number;
  idlingMs: number;
  parkingMs: number;
  maxKmh: number;
  fuel: DayFuel;
}

/** A refill or drop as the history records it. */
export interface FuelEventRecord {
  kind: FuelEventKind;
  at: number;
  lat: number;
  lng: number;
  beforePct: number;
  afterPct: number;
  litres: number;
}

/** What changed since the last `drain` (the recorder writes it). */
export interface HistoryChanges {
  trips: TripState[];
  stops: StopState[];
  fuelEvents: FuelEventRecord[];
  days: DayFigures[];
}

/**
 * What `drainWith` hands over: the lists as the history holds them, each read up to its count
 * (they are reused from one drain to the next, so nothing is made or grown per drain).
 */
export interface PendingChanges extends HistoryChanges {
  tripCount: number;
  stopCount: number;
  dayCount: number;
}

export interface VehicleHistoryState {
  detector: DetectorState;
  days: DayFigures[];
  /** The last smoothed level (litres), for the day that starts next. */
  fuelL: number | null;
}

/** Litres burnt in a day (HIST-14): never negative. */
export function fuelUsedL(fuel: DayFuel): number {
  const open =
    fuel.first === null || fuel.last === null
      ? 0
      : Math.max(0, fuel.first - fuel.last + fuel.stretchAddedL - fuel.stretchDroppedL);
  return fuel.usedClosedL + open;
}

const copyTrip = (trip: TripState): TripState => ({ ...trip });
const copyStop = (stop: StopState): StopState => ({ ...stop });
const EMPTY: never[] = [];
/** The lists `drainWith` hands over (one at a time, synchronously: shared). */
const SCRATCH: PendingChanges = {
  trips: [],
  tripCount: 0,
  stops: [],
  stopCount: 0,
  fuelEvents: [],
  days: [],
  dayCount: 0,
};

/**
 * Puts a trip or stop among the first `count` of `list` in place of the one with its start, or
 * after them; returns the new count.
 */
function putByStart<T extends { startedAt: number }>(list: T[], count: number, item: T): number {
  for (let i = 0; i < count; i++) {
    if (list[i]?.startedAt === item.startedAt) {
      list[i] = item;
      return count;
    }
  }
  list[count] = item;
  return count + 1;
}

/** A day's figures as they stand (plain numbers: what `structuredClone` gave, cheaper). */
const copyFigures = (fig: DayFigures): DayFigures => ({ ...fig, fuel: { ...fig.fuel } });

/**
 * One vehicle's history as samples arrive (HIST-9 ... HIST-16): trips and stops by the
 * detector, fuel events as they are found, and its company-day figures. The live recorder and
 * the seeded backlog both feed it, so both write the same records for the same samples.
 */
export class VehicleHistory {
  private readonly detector: TripStopDetector;
  private days = new Map<number, DayFigures>();
  private fuelL: number | null = null;
  /**
   * Trips and stops reported since the last drain, one per start (the latest report): the
   * first `tripCount` and `stopCount` of these lists, which keep their room between drains.
   */
  private trips: TripState[] = [];
  private tripCount = 0;
  private stops: StopState[] = [];
  private stopCount = 0;
  private fuelEvents: FuelEventRecord[] = [];
  /** The days whose figures changed since the last drain, in the order they first did. */
  private dirtyDays: number[] = [];
  private dirtyCount = 0;

  constructor(
    readonly vehicle: HistoryVehicle,
    private readonly options: { maxGapMs?: number; rules?: DetectorRules } = {},
  ) {
    this.detector = new TripStopDetector(
      {
        // The trip itself, copied when drained: the detector changes a trip only in a push
        // that ends by reporting it, so between pushes it reads as it was last reported.
        trip: (trip, opened) => {
          this.tripCount = putByStart(this.trips, this.tripCount, trip);
          if (opened) {
            this.figures(trip.startedAt).trips++;
          }
        },
        stop: (stop) => {
          this.stopCount = putByStart(this.stops, this.stopCount, copyStop(stop));
        },
      },
      options.rules,
    );
  }

  /** The last sample pushed, or null. */
  get last(): HistorySample | null {
    return this.detector.state.last;
  }

  /** The trip under way, or null. */
  get openTrip(): TripState | null {
    return this.detector.state.trip;
  }

  /**
   * A kept position, with the smoothed fuel level in litres (null: no reading). Offline
   * samples are not pushed: the device said nothing.
   */
  push(s: HistorySample, fuelL: number | null): void {
    const last = this.detector.state.last;
    const maxGap = this.options.maxGapMs ?? HISTORY_RULES.maxGapMs;
    const continuous = last !== null && s.t - last.t <= maxGap;
    if (last && continuous) {
      const fig = this.figures(last.t);
      const dt = s.t - last.t;
      if (last.status === SAMPLE_STATUS.moving) fig.drivingMs += dt;
      else if (last.status === SAMPLE_STATUS.idle) fig.idlingMs += dt;
      else if (last.status === SAMPLE_STATUS.parked) fig.parkingMs += dt;
      fig.distanceM += s.stepM;
    }
    const fig = this.figures(s.t);
    fig.maxKmh = Math.max(fig.maxKmh, s.speedKmh);
    if (fuelL !== null) {
      if (!continuous) this.closeFuelStretch(fig);
      if (fig.fuel.first === null) fig.fuel.first = continuous ? (this.fuelL ?? fuelL) : fuelL;
      fig.fuel.last = fuelL;
      this.fuelL = fuelL;
    }
    this.detector.push(s);
  }

  /**
   * The samples end at `at` (the seeded past hands over, HIST-7): the time since the last one
   * counts as it was, and what is open is closed there.
   */
  finish(at: number): void {
    const last = this.detector.state.last;
    const maxGap = this.options.maxGapMs ?? HISTORY_RULES.maxGapMs;
    if (last && at > last.t && at - last.t <= maxGap) {
      const fig = this.figures(last.t);
      const dt = at - last.t;
      if (last.status === SAMPLE_STATUS.moving) fig.drivingMs += dt;
      else if (last.status === SAMPLE_STATUS.idle) fig.idlingMs += dt;
      else if (last.status === SAMPLE_STATUS.parked) fig.parkingMs += dt;
    }
    this.detector.finish(at);
  }

  /** A refill or drop found at `event.at` (counted on that day, HIST-14). */
  fuel(event: FuelEventRecord): void {
    this.fuelEvents.push({ ...event });
    const fig = this.figures(event.at);
    const litres = event.litres;
    if (event.kind === 'REFILL') {
      fig.fuel.addedL += litres;
      fig.fuel.stretchAddedL += litres;
    } else {
      fig.fuel.droppedL += litres;
      fig.fuel.stretchDroppedL += litres;
    }
  }

  /** The level's continuity is lost (a new sensor baseline): the day's open stretch closes. */
  breakFuel(at: number): void {
    this.closeFuelStretch(this.figures(at));
    this.fuelL = null;
  }

  /** The day's figures, made on first use (it is then written: dirty). */
  private figures(at: number): DayFigures {
    const day = zoneDayNumber(at, this.vehicle.zoneOffsetMs);
    let k = 0;
    while (k < this.dirtyCount && this.dirtyDays[k] !== day) k++;
    if (k === this.dirtyCount) this.dirtyDays[this.dirtyCount++] = day;
    let fig = this.days.get(day);
    if (!fig) {
      fig = {
        day,
        driverId: this.vehicle.driverId,
        distanceM: 0,
        trips: 0,
        drivingMs: 0,
        idlingMs: 0,
        parkingMs: 0,
        maxKmh: 0,
        fuel: {
          usedClosedL: 0,
          first: null,
          last: null,
          stretchAddedL: 0,
          stretchDroppedL: 0,
          addedL: 0,
          droppedL: 0,
        },
      };
      this.days.set(day, fig);
    }
    return fig;
  }

  private closeFuelStretch(fig: DayFigures): void {
    const fuel = fig.fuel;
    fuel.usedClosedL = fuelUsedL(fuel);
    fuel.first = null;
    fuel.last = null;
    fuel.stretchAddedL = 0;
    fuel.stretchDroppedL = 0;
  }

  /** What changed since the last call; days older than the two latest are forgotten. */
  drain(): HistoryChanges {
    let copy: HistoryChanges = { trips: [], stops: [], fuelEvents: [], days: [] };
    this.drainWith((changes) => {
      copy = {
        trips: changes.trips.slice(0, changes.tripCount).map(copyTrip),
        stops: changes.stops.slice(0, changes.stopCount),
        fuelEvents: [...changes.fuelEvents],
        days: changes.days.slice(0, changes.dayCount).map(copyFigures),
      };
    });
    return copy;
  }

  /**
   * `drain` without copies, for the recorder and the seeded past's backlog (their rows copy
   * every value): `read` gets what changed as it stands and must be done with it when it
   * returns (the lists are reused).
   */
  drainWith(read: (changes: PendingChanges) => void): void {
    const days = SCRATCH.days;
    let dayCount = 0;
    for (let k = 0; k < this.dirtyCount; k++) {
      const fig = this.days.get(this.dirtyDays[k] ?? Number.NaN);
      if (fig) days[dayCount++] = fig;
    }
    SCRATCH.dayCount = dayCount;
    SCRATCH.trips = this.trips;
    SCRATCH.tripCount = this.tripCount;
    SCRATCH.stops = this.stops;
    SCRATCH.stopCount = this.stopCount;
    SCRATCH.fuelEvents = this.fuelEvents;
    try {
      read(SCRATCH);
    } finally {
      SCRATCH.trips = SCRATCH.stops = SCRATCH.fuelEvents = EMPTY;
      SCRATCH.tripCount = SCRATCH.stopCount = SCRATCH.dayCount = 0;
      this.tripCount = this.stopCount = this.dirtyCount = 0;
      if (this.fuelEvents.length > 0) this.fuelEvents = [];
    }
    if (this.days.size > 1) {
      let newest = Number.NEGATIVE_INFINITY;
      for (const day of this.days.keys()) if (day > newest) newest = day;
      for (const day of this.days.keys()) if (day < newest - 1) this.days.delete(day);
    }
  }

  /** Whether anything waits to be written. */
  get dirty(): boolean {
    return (
      this.tripCount > 0 || this.stopCount > 0 || this.fuelEvents.length > 0 || this.dirtyCount > 0
    );
  }

  exportState(): VehicleHistoryState {
    return {
      detector: structuredClone(this.detector.state),
      days: [...this.days.values()].map((fig) => structuredClone(fig)),
      fuelL: this.fuelL,
    };
  }

  restore(state: VehicleHistoryState): void {
    this.detector.state = structuredClone(state.detector);
    this.days = new Map(state.days.map((fig) => [fig.day, structuredClone(fig)]));
    this.fuelL = state.fuelL;
  }
}
