import type { FleetCategory } from '@armada/contracts/fleet';
import { Rng } from '../../domain/rng';
import { bearingDeg } from '../../domain/roads/geodesy';
import type { LatLngTuple } from '../../domain/roads/network-data';
import { positionAlong } from '../../domain/roads/route-walker';
import { DAY_MS, WIB_OFFSET_MS, wibWeekdayIndex } from '../../domain/wib-time';
import type { Leg } from '../../engine/motion/leg-planner';
import { FUEL_RULES, REEFER_RULES } from '../../engine/telemetry/vehicle-specs';
import { driveProfile, type DriveProfile } from './drive-profile';
import { HISTORY_RULES } from './history-rules';
import { SAMPLE_STATUS, type HistorySample } from './trip-stop-detector';
import type { HistoryVehicleSpec } from './vehicle-spec';

/**
 * The seeded backlog (HIST-7, HIST-8, ADR 0029): what each vehicle did on each past day, drawn
 * from the seed, the vehicle and the day, as a timeline of drives along road routes and stands
 * (engine on or off) with the fuel it bought or lost. The day's records come from the timeline's
 * changes (sparse samples, cheap, at start-up); its dense positions come from the same timeline
 * when the day is first read. Both go through `timelineSamples`, so they agree.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** `[t0, t1, 0, fromLat, fromLng, toLat, toLng, seed]`: a drive along the road route. */
export type DriveEntry = [number, number, 0, number, number, number, number, number];
/** `[t0, t1, 1 | 2, lat, lng, doorOpenMs]`: standing, engine on (1) or off (2). */
export type StandEntry = [number, number, 1 | 2, number, number, number];
export type TimelineEntry = DriveEntry | StandEntry;
/** `[at, 0 | 1, litres]`: a refill (0) or a drop (1). */
export type FuelMark = [number, 0 | 1, number];

/** One day's part of a vehicle's timeline, as stored with its backlog day. */
export interface DayTimeline {
  entries: TimelineEntry[];
  marks: FuelMark[];
}

/** Where road routes come from (a cached LegPlanner). */
export interface LegSource {
  leg(from: LatLngTuple, to: LatLngTuple): Leg | null;
}

export interface BacklogVehicle {
  vehicleId: number;
  companyId: number;
  driverId: number | null;
  category: FleetCategory;
  depot: LatLngTuple;
  /** Delivery addresses it may stop at (its company's, in its region). */
  stops: readonly LatLngTuple[];
  spec: HistoryVehicleSpec;
  zoneOffsetMs: number;
}

/** HIST-8: the driving history's word on a day (HISTORY-1): its kilometres, 0 on a day off. */
export interface BacklogDayHint {
  km: number;
  /** Epoch ms of the day's last report (the end of its driving), null on a day off. */
  lastReport: number | null;
}

export interface BacklogPlan {
  entries: TimelineEntry[];
  marks: FuelMark[];
  /** Litres in the tank at the first entry's start. */
  startFuelL: number;
}

/** MOTION-3's stop and round timings, which the live fleet drives by too. */
const ROUND = {
  stops: { Motor: [4, 6], Pikap: [3, 6], Van: [3, 6], Truk: [2, 4] },
  serviceMinutes: { Motor: [2, 6], Pikap: [5, 15], Van: [5, 15], Truk: [12, 30] },
  idleInS: [60, 240],
  idleOutS: [30, 120],
  longIdle: { share: 0.06, minutes: [12, 30] },
  longPark: { share: 0.04, minutes: [65, 150] },
  loadingMinutes: [10, 30],
  lastRoundBeforeEndMs: 45 * MINUTE_MS,
  /** Days without a driving-history word: a rest day a week and now and then one off. */
  dayOffShare: 0.06,
  kmPerDay: [60, 240],
  startHours: [5.5, 7.5],
  endHours: [17, 20],
} as const satisfies {
  stops: Record<FleetCategory, readonly [number, number]>;
  serviceMinutes: Record<FleetCategory, readonly [number, number]>;
} & Record<string, unknown>;

/** Litres burnt driving `metres`, or idling `ms`. */
const burnDriving = (spec: HistoryVehicleSpec, metres: number): number =>
  (metres / 100_000) * spec.litresPer100Km;
const burnIdling = (spec: HistoryVehicleSpec, ms: number): number =>
  (ms / HOUR_MS) * spec.idleLitresPerHour;

function profileBurn(spec: HistoryVehicleSpec, profile: DriveProfile): number {
  let litres = 0;
  for (const piece of profile.pieces)
    litres +=
      piece.speedKmh > 0
        ? burnDriving(spec, piece.d1 - piece.d0)
        : burnIdling(spec, piece.t1 - piece.t0);
  return litres;
}

const wibDayStart = (at: number): number =>
  Math.floor((at + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;

/**
 * A vehicle's timeline over the backlog, from `firstDay` (00:00 WIB) to `until` (the first
 * start): parked at its depot off shift; on a working day rounds of 2-6 deliveries from the
 * depot until its kilometres or its hours are done; refuelled at the depot below 35% (on the
 * way below 12%); a loss now and then while parked (TELEM-7). A round that would end after
 * `until` is not driven, so the live fleet takes over a parked vehicle.
 */
export function planBacklog(input: {
  seed: number;
  vehicle: BacklogVehicle;
  firstDay: number;
  until: number;
  hints: ReadonlyMap<number, BacklogDayHint>;
  legs: LegSource;
}): BacklogPlan {
  const { vehicle, legs } = input;
  const spec = vehicle.spec;
  const root = new Rng(input.seed).fork(`fleet-history/vehicle-${vehicle.vehicleId}`);
  const restDay = root.int(0, 6);
  const entries: TimelineEntry[] = [];
  const marks: FuelMark[] = [];
  let fuel = (spec.tankL * spec.startPct) / 100;
  const startFuelL = fuel;
  let parkedSince = input.firstDay;

  /** Closes the stand at the depot at `t`; a long one may lose fuel (TELEM-7). */
  const closeDepotStand = (t: number, rng: Rng): void => {
    if (t <= parkedSince) return;
    entries.push([parkedSince, t, 2, vehicle.depot[0], vehicle.depot[1], 0]);
    const length = t - parkedSince;
    if (length >= HOUR_MS && rng.chance(length / FUEL_RULES.lossMeanGapMs)) {
      // After the refill of the stand's first minutes, so the litres are what the tank held.
      const at = seconds(parkedSince + Math.max(10 * MINUTE_MS, rng.float(0.1, 0.9) * length));
      const share = rng.float(FUEL_RULES.lossShareOfTank[0], FUEL_RULES.lossShareOfTank[1]);
      const litres = Math.min(fuel, round1(spec.tankL * share));
      if (litres > 0) {
        marks.push([at, 1, litres]);
        fuel -= litres;
      }
    }
  };

  for (let day = input.firstDay; day < input.until; day += DAY_MS) {
    const rng = root.fork(`day-${day}`);
    const hint = input.hints.get(day);
    const off = hint
      ? hint.km <= 0
      : wibWeekdayIndex(day + DAY_MS / 2) === restDay || rng.chance(ROUND.dayOffShare);
    if (off) continue;
    const start = seconds(day + rng.float(ROUND.startHours[0], ROUND.startHours[1]) * HOUR_MS);
    const end =
      hint?.lastReport ?? seconds(day + rng.float(ROUND.endHours[0], ROUND.endHours[1]) * HOUR_MS);
    const targetKm = hint?.km ?? rng.float(ROUND.kmPerDay[0], ROUND.kmPerDay[1]);
    let t = Math.max(start, parkedSince);
    let km = 0;
    while (t < end - ROUND.lastRoundBeforeEndMs && km < targetKm) {
      const round = planRound(vehicle, legs, rng, t, fuel);
      if (!round || round.returnAt >= input.until) break;
      closeDepotStand(t, rng);
      entries.push(...round.entries);
      marks.push(...round.marks);
      fuel = round.fuelAfter;
      km += round.metres / 1000;
      parkedSince = round.returnAt;
      // Back at the depot: filled up below 35%, while loading for the next round.
      const loading = rng.int(ROUND.loadingMinutes[0], ROUND.loadingMinutes[1]) * MINUTE_MS;
      if ((fuel / spec.tankL) * 100 < FUEL_RULES.refuelAtDepotBelowPct) {
        const at = round.returnAt + rng.int(2, 5) * MINUTE_MS;
        marks.push([at, 0, round1(spec.tankL - fuel)]);
        fuel = spec.tankL;
      }
      t = round.returnAt + loading;
    }
  }
  closeDepotStand(input.until, root.fork('last'));
  marks.sort((a, b) => a[0] - b[0]);
  return { entries, marks, startFuelL };
}

/** One round from the depot at `t`: its entries, fuel marks, length and return time. */
function planRound(
  vehicle: BacklogVehicle,
  legs: LegSource,
  rng: Rng,
  departAt: number,
  fuelAtStart: number,
): {
  entries: TimelineEntry[];
  marks: FuelMark[];
  metres: number;
  returnAt: number;
  fuelAfter: number;
} | null {
  const spec = vehicle.spec;
  const [minStops, maxStops] = ROUND.stops[vehicle.category];
  const count = rng.int(minStops, maxStops);
  const entries: TimelineEntry[] = [];
  const marks: FuelMark[] = [];
  let place = vehicle.depot;
  let t = departAt;
  let metres = 0;
  let fuel = fuelAtStart;
  const drive = (to: LatLngTuple): boolean => {
    const leg = legs.leg(place, to);
    if (!leg || leg.lengthM < 200) return false;
    const seed = rng.nextUint32();
    const profile = driveProfile(leg, t, seed);
    const entry: DriveEntry = [t, profile.arriveAt, 0, place[0], place[1], to[0], to[1], seed];
    profiles.set(entry, profile);
    entries.push(entry);
    fuel = Math.max(0, fuel - profileBurn(spec, profile));
    metres += leg.lengthM;
    t = profile.arriveAt;
    place = to;
    return true;
  };
  const stand = (code: 1 | 2, ms: number, doorMs = 0): void => {
    entries.push([t, t + ms, code, place[0], place[1], doorMs]);
    if (code === 1) fuel = Math.max(0, fuel - burnIdling(spec, ms));
    t += ms;
  };
  for (let k = 0; k < count && vehicle.stops.length > 0; k++) {
    const stop = vehicle.stops[rng.int(0, vehicle.stops.length - 1)];
    if (!stop || !drive(stop)) continue;
    // On the way below 12%: filled up on arrival (a filling station near the stop).
    if ((fuel / spec.tankL) * 100 < FUEL_RULES.refuelAnywhereBelowPct) {
      marks.push([t, 0, round1(spec.tankL - fuel)]);
      fuel = spec.tankL;
    }
    let idleIn = rng.int(ROUND.idleInS[0], ROUND.idleInS[1]) * 1000;
    if (rng.chance(ROUND.longIdle.share))
      idleIn += rng.int(ROUND.longIdle.minutes[0], ROUND.longIdle.minutes[1]) * MINUTE_MS;
    stand(1, idleIn);
    const [minService, maxService] = ROUND.serviceMinutes[vehicle.category];
    const service = rng.chance(ROUND.longPark.share)
      ? rng.int(ROUND.longPark.minutes[0], ROUND.longPark.minutes[1]) * MINUTE_MS
      : rng.int(minService, maxService) * MINUTE_MS;
    stand(2, service, spec.reefer ? Math.min(service, spec.reefer.doorOpenMs) : 0);
    stand(1, rng.int(ROUND.idleOutS[0], ROUND.idleOutS[1]) * 1000);
  }
  if (metres === 0 || !drive(vehicle.depot)) return null;
  return { entries, marks, metres, returnAt: t, fuelAfter: fuel };
}

const seconds = (at: number): number => Math.round(at / 1000) * 1000;
const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The entries and marks of a plan that touch the WIB day starting at `dayStart`. */
export function dayTimeline(plan: BacklogPlan, dayStart: number): DayTimeline {
  const end = dayStart + DAY_MS;
  return {
    entries: plan.entries.filter((e) => e[0] < end && e[1] > dayStart),
    marks: plan.marks.filter((m) => m[0] >= dayStart && m[0] < end),
  };
}

/**
 * A day timeline as stored (history_backlog_days.timeline), about a quarter of its plain size:
 * times in seconds from the day's start, places once in `p` and named by index.
 */
export interface PackedDayTimeline {
  p: [number, number][];
  /** Drive `[t0, t1, 0, from, to, seed]`, stand `[t0, t1, 1 | 2, place, doorS]`. */
  e: number[][];
  /** `[t, 0 | 1, litres]`. */
  m: number[][];
}

export function packDayTimeline(day: DayTimeline, dayStart: number): PackedDayTimeline {
  const places: [number, number][] = [];
  const index = new Map<string, number>();
  const placeOf = (lat: number, lng: number): number => {
    const key = `${lat},${lng}`;
    let i = index.get(key);
    if (i === undefined) {
      i = places.length;
      places.push([lat, lng]);
      index.set(key, i);
    }
    return i;
  };
  const s = (t: number): number => Math.round((t - dayStart) / 1000);
  return {
    p: places,
    e: day.entries.map((e) =>
      e[2] === 0
        ? [s(e[0]), s(e[1]), 0, placeOf(e[3], e[4]), placeOf(e[5], e[6]), e[7]]
        : [s(e[0]), s(e[1]), e[2], placeOf(e[3], e[4]), Math.round(e[5] / 1000)],
    ),
    m: day.marks.map((m) => [s(m[0]), m[1], m[2]]),
  };
}

/** The stored day back as a timeline; throws on a shape that is not one. */
export function unpackDayTimeline(value: unknown, dayStart: number): DayTimeline {
  const packed = value as Partial<PackedDayTimeline> | null;
  if (!packed || !Array.isArray(packed.p) || !Array.isArray(packed.e) || !Array.isArray(packed.m))
    throw new Error('A backlog day without its timeline');
  const places = packed.p;
  const at = (seconds: number | undefined): number => dayStart + (seconds ?? 0) * 1000;
  const place = (i: number | undefined): [number, number] => places[i ?? -1] ?? [0, 0];
  const entries = packed.e.map((e): TimelineEntry => {
    if (e[2] === 0) {
      const [fromLat, fromLng] = place(e[3]);
      const [toLat, toLng] = place(e[4]);
      return [at(e[0]), at(e[1]), 0, fromLat, fromLng, toLat, toLng, e[5] ?? 0];
    }
    const [lat, lng] = place(e[3]);
    return [at(e[0]), at(e[1]), e[2] === 1 ? 1 : 2, lat, lng, (e[4] ?? 0) * 1000];
  });
  const marks = packed.m.map((m): FuelMark => [at(m[0]), m[1] === 1 ? 1 : 0, m[2] ?? 0]);
  return { entries, marks };
}

/** A sample of the timeline with what the sensors read then. */
export interface TimelineSample extends HistorySample {
  heading: number;
  /** Litres in the tank. */
  fuelL: number;
  /** Box temperature (°C), null without a refrigerated box or in sparse samples. */
  tempC: number | null;
  /** A fuel mark at this instant, if any. */
  mark: FuelMark | null;
}

export interface SampleOptions {
  /**
   * Dense: a position every 10 s while moving and 5 min while standing, at every change of
   * speed or a turn of 30 degrees (what playback shows). Sparse: only where something changes
   * (what the records need).
   */
  dense: boolean;
  /** Samples at or after this instant... */
  from: number;
  /** ...and before this one. */
  to: number;
  /** Litres in the tank at `from` (or at the first entry's start when it is later). */
  fuelAtFromL: number;
  spec: HistoryVehicleSpec;
  zoneOffsetMs: number;
  legs: LegSource;
}

/** A sample time and how to place it. */
interface Stamp {
  t: number;
  kind: 'drive-piece' | 'drive' | 'stand' | 'mark' | 'midnight';
}

/**
 * The samples of a timeline in [from, to), in time order: at every entry's start, at every
 * change of state within a drive (a halt, a new speed), at midnight on the WIB and the
 * company's clock (a day's figures start there), at each fuel mark, and, when dense, every
 * 10 s while moving, at each turn and every 5 min while standing. The tank is followed from
 * `fuelAtFromL`: driving burns per km, idling per hour, a mark adds or takes its litres.
 */
export function timelineSamples(
  entries: readonly TimelineEntry[],
  marks: readonly FuelMark[],
  options: SampleOptions,
): TimelineSample[] {
  const out: TimelineSample[] = [];
  const { spec } = options;
  const marksByTime = new Map(marks.map((m) => [m[0], m]));
  let fuel = options.fuelAtFromL;
  let fuelStarted = false;
  let heading = 0;
  let tempC = spec.reefer ? (spec.reefer.lowC + spec.reefer.highC) / 2 : null;
  const midC = tempC;
  let tempAt = options.from;
  let prev: TimelineSample | null = null;
  /** Metres driven along the routes since the first entry: steps are its differences. */
  let odometerM = 0;
  let prevOdometerM = 0;

  const advanceTemp = (t: number, doorUntil: number): void => {
    if (tempC === null || midC === null || !spec.reefer) return;
    let at = tempAt;
    if (at < doorUntil && t > at) {
      const until = Math.min(t, doorUntil);
      tempC += ((until - at) / MINUTE_MS) * spec.reefer.doorRiseCPerMin;
      at = until;
    }
    if (t > at) {
      const pull = ((t - at) / MINUTE_MS) * REEFER_RULES.pullDownCPerMin;
      tempC = tempC > midC ? Math.max(midC, tempC - pull) : Math.min(midC, tempC + pull);
    }
    tempAt = Math.max(tempAt, t);
  };

  const emit = (
    t: number,
    lat: number,
    lng: number,
    speedKmh: number,
    status: number,
    doorUntil: number,
    atOdometerM: number,
  ): void => {
    if (t < options.from || t >= options.to) return;
    if (prev && t <= prev.t) return;
    const stepM = prev ? Math.max(0, atOdometerM - prevOdometerM) : 0;
    prevOdometerM = atOdometerM;
    if (prev && fuelStarted) {
      if (prev.status === SAMPLE_STATUS.moving) fuel -= burnDriving(spec, stepM);
      else if (prev.status === SAMPLE_STATUS.idle) fuel -= burnIdling(spec, t - prev.t);
    }
    fuelStarted = true;
    const mark = marks.length > 0 ? (marksByTime.get(t) ?? null) : null;
    if (mark) fuel = mark[1] === 0 ? fuel + mark[2] : fuel - mark[2];
    fuel = Math.min(spec.tankL, Math.max(0, fuel));
    if (options.dense) advanceTemp(t, doorUntil);
    const sample: TimelineSample = {
      t,
      lat,
      lng,
      speedKmh,
      heading,
      status,
      ignition: status !== SAMPLE_STATUS.parked,
      stepM,
      fuelL: fuel,
      tempC: options.dense && tempC !== null ? Math.round(tempC * 10) / 10 : null,
      mark,
    };
    out.push(sample);
    prev = sample;
  };

  const offsets =
    options.zoneOffsetMs === WIB_OFFSET_MS
      ? [WIB_OFFSET_MS]
      : [WIB_OFFSET_MS, options.zoneOffsetMs];
  const addMidnights = (stamps: Stamp[], t0: number, t1: number): void => {
    for (const offset of offsets)
      for (let m = Math.ceil((t0 + offset) / DAY_MS) * DAY_MS - offset; m < t1; m += DAY_MS)
        if (m > t0) stamps.push({ t: m, kind: 'midnight' });
  };

  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!entry) continue;
    const [t0, t1] = entry;
    if (t1 <= options.from - DAY_MS || t0 >= options.to) continue;
    const stamps: Stamp[] = [{ t: t0, kind: entry[2] === 0 ? 'drive' : 'stand' }];
    addMidnights(stamps, t0, t1);
    for (const mark of marks)
      if (mark[0] > t0 && mark[0] < t1) stamps.push({ t: mark[0], kind: 'mark' });
    if (options.from > t0 && options.from < t1) stamps.push({ t: options.from, kind: 'midnight' });
    if (entry[2] === 0) {
      const from: LatLngTuple = [entry[3], entry[4]];
      const to: LatLngTuple = [entry[5], entry[6]];
      const leg = options.legs.leg(from, to);
      if (!leg) continue;
      const profile = profileOf(entry, leg);
      let fastest = -1;
      let top = -1;
      profile.pieces.forEach((piece, k) => {
        if (piece.speedKmh > top) {
          top = piece.speedKmh;
          fastest = k;
        }
      });
      let lastSpeed = -1;
      let lastHeading = Number.NaN;
      profile.pieces.forEach((piece, k) => {
        // Sparse: where the state changes (a halt) and at the top speed. Dense also at each
        // new speed, every 10 s and at each turn (HIST-5).
        const halted = (piece.speedKmh === 0) !== (lastSpeed === 0);
        if (k === fastest || halted || (options.dense && piece.speedKmh !== lastSpeed))
          stamps.push({ t: piece.t0, kind: 'drive-piece' });
        lastSpeed = piece.speedKmh;
        if (!options.dense || piece.speedKmh === 0) return;
        // Every 10 s of the drive (not of the piece: a new piece of the same speed is no stop).
        const every = HISTORY_RULES.keepMovingEveryMs;
        for (let t = t0 + Math.ceil((piece.t0 - t0) / every) * every; t < piece.t1; t += every)
          stamps.push({ t, kind: 'drive-piece' });
        const msPerM = (piece.t1 - piece.t0) / Math.max(1e-9, piece.d1 - piece.d0);
        for (let j = 0; j + 1 < leg.points.length; j++) {
          const d = leg.cumulative[j] ?? 0;
          if (d < piece.d0 || d >= piece.d1) continue;
          const a = leg.points[j];
          const b = leg.points[j + 1];
          if (!a || !b || (leg.cumulative[j + 1] ?? d) <= d) continue;
          const segmentHeading = bearingDeg(a, b);
          if (
            Number.isNaN(lastHeading) ||
            angleBetween(segmentHeading, lastHeading) >= HISTORY_RULES.keepTurnDeg
          ) {
            stamps.push({
              t: Math.round((piece.t0 + (d - piece.d0) * msPerM) / 1000) * 1000,
              kind: 'drive-piece',
            });
            lastHeading = segmentHeading;
          }
        }
      });
      stamps.sort((a, b) => a.t - b.t);
      let p = 0;
      for (const stamp of stamps) {
        if (stamp.t >= t1) break;
        while (p + 1 < profile.pieces.length && (profile.pieces[p]?.t1 ?? 0) <= stamp.t) p++;
        const piece = profile.pieces[p];
        if (!piece) continue;
        const span = piece.t1 - piece.t0;
        const d =
          span > 0 ? piece.d0 + ((piece.d1 - piece.d0) * (stamp.t - piece.t0)) / span : piece.d0;
        const at = positionAlong(leg.points, d, leg.cumulative);
        heading = Math.round(at.headingDeg) % 360;
        const moving = piece.speedKmh > 0;
        emit(
          stamp.t,
          at.position[0],
          at.position[1],
          piece.speedKmh,
          moving ? SAMPLE_STATUS.moving : SAMPLE_STATUS.idle,
          0,
          odometerM + d,
        );
      }
      odometerM += leg.lengthM;
    } else {
      const code = entry[2];
      if (options.dense)
        for (
          let t = t0 + HISTORY_RULES.keepStandingEveryMs;
          t < t1;
          t += HISTORY_RULES.keepStandingEveryMs
        )
          stamps.push({ t, kind: 'stand' });
      stamps.sort((a, b) => a.t - b.t);
      const doorUntil = t0 + entry[5];
      for (const stamp of stamps) {
        if (stamp.t >= t1) break;
        emit(
          stamp.t,
          entry[3],
          entry[4],
          0,
          code === 1 ? SAMPLE_STATUS.idle : SAMPLE_STATUS.parked,
          doorUntil,
          odometerM,
        );
      }
    }
  }
  return out;
}

/** A drive entry's profile, computed once per entry object (the plan's, then its samples'). */
const profiles = new WeakMap<DriveEntry, DriveProfile>();
function profileOf(entry: DriveEntry, leg: Leg): DriveProfile {
  let profile = profiles.get(entry);
  if (!profile) {
    profile = driveProfile(leg, entry[0], entry[7]);
    profiles.set(entry, profile);
  }
  return profile;
}

/** The smaller angle between two headings, 0 to 180 degrees. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

export { wibDayStart };
