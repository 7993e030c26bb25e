/**
 * The road rules a Jakarta dispatcher plans around (issue 29, ROADRULE-1..ROADRULE-8 in
 * apps/simulator/SPEC.md, docs/adr/0062-indonesian-road-rules-in-the-plan.md), as a table over
 * the shipped network's corridors (network-data.ts): odd-even plates on named roads, truck bans by
 * class and hour, holiday bans, and toll tariffs by class. Pure: every question takes the vehicle
 * and an epoch millisecond; nothing reads the clock.
 *
 * The rules are a simplified, plausible reading of the Jakarta and national regulations (the
 * odd-even Pergub, the freight-traffic Pergub, the Lebaran/Nataru joint decrees and the toll
 * classes); the roads are the ones our network has.
 */
import { VEHICLE_TYPE_SPECS } from '../world/fleet-catalogue';
import { DAY_MS, WIB_OFFSET_MS, wibWeekdayIndex } from '../wib-time';
import { CORRIDORS } from './network-data';

/** Toll classes (Golongan) by axles and tyres. */
export type TollClass = 'I' | 'II' | 'III' | 'IV' | 'V';

export const TOLL_CLASSES: readonly TollClass[] = ['I', 'II', 'III', 'IV', 'V'];

/** Why a road is closed to a vehicle at a time; `avoid_tolls` is the run's own choice. */
export type RoadRestriction = 'ganjil_genap' | 'truck_ban' | 'holiday_ban' | 'motorcycle_ban';
export type DetourReason = RoadRestriction | 'avoid_tolls';

/** What the rules need to know of a vehicle (from its type and plate, ROADRULE-1). */
export interface VehicleProfile {
  readonly wheels: number;
  readonly axles: number;
  /** Tyres on the road: 6 for a two-axle truck with twin rear tyres. */
  readonly tyres: number;
  /** Toll-road vehicles are classed; motorcycles never enter a toll road (null). */
  readonly tollClass: TollClass | null;
  /** Freight vehicle (the truck bans apply to these). */
  readonly truck: boolean;
}

/**
 * The toll class of a vehicle on four or more wheels (ROADRULE-6): I two axles on four tyres
 * (cars, vans, pickups); II two axles on six tyres; III three axles; IV four; V five or more.
 */
export function tollClassOf(axles: number, tyres: number): TollClass {
  if (axles >= 5) return 'V';
  if (axles === 4) return 'IV';
  if (axles === 3) return 'III';
  return tyres > 4 ? 'II' : 'I';
}

function profile(axles: number, tyres: number, truck: boolean): VehicleProfile {
  return { wheels: tyres, axles, tyres, tollClass: tollClassOf(axles, tyres), truck };
}

/** The motorcycle profile: two wheels, no toll class. */
export const MOTORCYCLE: VehicleProfile = {
  wheels: 2,
  axles: 2,
  tyres: 2,
  tollClass: null,
  truck: false,
};

/**
 * Profiles of the fleet catalogue's vehicle types (fleet-catalogue.ts keys): vans and pickups
 * class I, the two-axle six-tyre trucks (CDE, CDD) class II, Fuso and tankers three axles,
 * Tronton four, a tractor with its 40 ft trailer five.
 */
export const VEHICLE_TYPE_PROFILES: Readonly<Record<string, VehicleProfile>> = {
  van: profile(2, 4, false),
  pickup: profile(2, 4, true),
  motor: MOTORCYCLE,
  cde: profile(2, 6, true),
  cdd: profile(2, 6, true),
  'cdd-long': profile(2, 6, true),
  reefer: profile(2, 6, true),
  fuso: profile(3, 10, true),
  tanker: profile(3, 10, true),
  tronton: profile(4, 14, true),
  tractor: profile(5, 18, true),
  trailer: profile(5, 18, true),
};

/** A vehicle type the table does not know plans as a van (the unrestricted car). */
export function profileOfVehicleType(key: string | null | undefined): VehicleProfile {
  return (key ? VEHICLE_TYPE_PROFILES[key] : undefined) ?? profile(2, 4, false);
}

/**
 * The profile of a vehicle type by its name (`vehicle_type.type` in the fleet master data, the
 * catalogue's names); an unknown name plans as a van.
 */
export function profileOfVehicleTypeName(name: string | null | undefined): VehicleProfile {
  const spec = VEHICLE_TYPE_SPECS.find((s) => s.type === name);
  return profileOfVehicleType(spec?.key);
}

/**
 * The parity of a plate (ROADRULE-2): the last digit of its number ("B 1234 XYZ" is even);
 * null when the plate has no number.
 */
export function plateParity(plate: string): 'odd' | 'even' | null {
  const numbers = plate.match(/\d+/g);
  const last = numbers?.[numbers.length - 1];
  if (!last) return null;
  return Number(last.at(-1)) % 2 === 0 ? 'even' : 'odd';
}

/** WIB calendar date `YYYY-MM-DD` of an epoch millisecond. */
export function wibDate(epochMs: number): string {
  return new Date(epochMs + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** WIB minutes since midnight. */
function wibMinute(epochMs: number): number {
  return Math.floor(((((epochMs + WIB_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** [from, to) in WIB minutes of the day. */
interface HourSpan {
  readonly from: number;
  readonly to: number;
}

const hours = (from: number, to: number): HourSpan => ({ from: from * 60, to: to * 60 });

/**
 * National public holidays (no odd-even rule on these days, ROADRULE-3) in the years the
 * simulator plans; a small table, kept by hand.
 */
export const PUBLIC_HOLIDAYS: readonly string[] = [
  '2026-01-01',
  '2026-03-20',
  '2026-03-21',
  '2026-04-03',
  '2026-05-01',
  '2026-05-14',
  '2026-05-27',
  '2026-06-01',
  '2026-08-17',
  '2026-12-25',
  '2027-01-01',
];

/**
 * Holiday traffic windows (ROADRULE-5): freight vehicles of three or more axles off the toll
 * roads, the whole day, inclusive dates.
 */
export const HOLIDAY_BANS: readonly { readonly name: string; from: string; to: string }[] = [
  { name: 'Lebaran 2026', from: '2026-03-16', to: '2026-03-29' },
  { name: 'Nataru 2026/2027', from: '2026-12-23', to: '2027-01-03' },
];

/** The odd-even roads of Jakarta our network has (ROADRULE-2). */
export const GANJIL_GENAP_CORRIDORS: readonly string[] = [
  'jkt-sudirman-thamrin',
  'jkt-gatot-subroto',
  'jkt-fatmawati',
  'jkt-gunung-sahari-salemba',
  'jkt-casablanca',
  'jkt-mampang',
  'jkt-suprapto',
  'jkt-perintis',
  'jkt-kyai-tapa',
  'jkt-tb-simatupang',
  'jkt-benyamin-sueb',
];

/** Weekday hours of the odd-even rule. */
export const GANJIL_GENAP_HOURS: readonly HourSpan[] = [hours(6, 10), hours(16, 21)];

/** The inner-city roads closed to trucks of three or more axles by day (ROADRULE-4). */
export const INNER_CITY_TRUCK_CORRIDORS: readonly string[] = [
  'jkt-sudirman-thamrin',
  'jkt-gatot-subroto',
  'jkt-kebon-sirih',
  'jkt-menteng',
  'jkt-casablanca',
  'jkt-mampang',
];

/** Every day, 06:00-22:00: heavy trucks stay off the inner-city roads. */
export const INNER_CITY_TRUCK_HOURS: readonly HourSpan[] = [hours(6, 22)];

/** The inner toll ring, closed on weekdays' rush hours to trucks of class II and up. */
export const INNER_TOLL_TRUCK_CORRIDORS: readonly string[] = ['jkt-inner-ring'];
export const INNER_TOLL_TRUCK_HOURS: readonly HourSpan[] = [hours(5, 10), hours(16, 21)];

/**
 * Toll tariff in Rupiah per km by class (ROADRULE-6): II and III pay one and a half times class
 * I, IV and V twice, as Indonesian toll operators price them.
 */
export const TOLL_RUPIAH_PER_KM: Readonly<Record<TollClass, number>> = {
  I: 1_000,
  II: 1_500,
  III: 1_500,
  IV: 2_000,
  V: 2_000,
};

const TOLL_CORRIDORS = new Set(CORRIDORS.filter((c) => c.roadClass === 'toll').map((c) => c.id));

function within(spans: readonly HourSpan[], minute: number): boolean {
  return spans.some((s) => minute >= s.from && minute < s.to);
}

/** Whether the WIB date of `epochMs` is a public holiday. */
export function isPublicHoliday(epochMs: number): boolean {
  return PUBLIC_HOLIDAYS.includes(wibDate(epochMs));
}

/** The holiday ban in force at `epochMs`, if any. */
export function holidayBanAt(epochMs: number): (typeof HOLIDAY_BANS)[number] | undefined {
  const date = wibDate(epochMs);
  return HOLIDAY_BANS.find((ban) => date >= ban.from && date <= ban.to);
}

/** A vehicle as the rules see it: its profile and its plate. */
export interface RuledVehicle {
  readonly profile: VehicleProfile;
  readonly plate: string;
}

/**
 * Why `corridor` is closed to the vehicle at `epochMs` (ROADRULE-2..ROADRULE-5), or null when
 * it may drive it. The first rule that closes the road names it, in the order motorcycle,
 * holiday, truck, odd-even.
 */
export function restrictionOn(
  corridor: string,
  vehicle: RuledVehicle,
  epochMs: number,
): RoadRestriction | null {
  const { profile: p } = vehicle;
  const toll = TOLL_CORRIDORS.has(corridor);
  if (toll && p.tollClass === null) return 'motorcycle_ban';
  if (toll && p.truck && p.axles >= 3 && holidayBanAt(epochMs)) return 'holiday_ban';
  const minute = wibMinute(epochMs);
  const weekday = wibWeekdayIndex(epochMs) < 5;
  if (p.truck && p.axles >= 3 && INNER_CITY_TRUCK_CORRIDORS.includes(corridor)) {
    if (within(INNER_CITY_TRUCK_HOURS, minute)) return 'truck_ban';
  }
  if (
    p.truck &&
    p.tollClass !== null &&
    p.tollClass !== 'I' &&
    weekday &&
    INNER_TOLL_TRUCK_CORRIDORS.includes(corridor) &&
    within(INNER_TOLL_TRUCK_HOURS, minute)
  )
    return 'truck_ban';
  if (
    p.wheels >= 4 &&
    weekday &&
    GANJIL_GENAP_CORRIDORS.includes(corridor) &&
    within(GANJIL_GENAP_HOURS, minute) &&
    !isPublicHoliday(epochMs)
  ) {
    const parity = plateParity(vehicle.plate);
    const day = Number(wibDate(epochMs).slice(8, 10));
    const allowed = day % 2 === 0 ? 'even' : 'odd';
    // A plate without a number cannot show its parity: it keeps off the road.
    if (parity !== allowed) return 'ganjil_genap';
  }
  return null;
}

/** Every corridor closed to the vehicle at `epochMs`, with why. */
export function closedCorridors(
  vehicle: RuledVehicle,
  epochMs: number,
  corridors: readonly string[] = CORRIDORS.map((c) => c.id),
): Map<string, RoadRestriction> {
  const closed = new Map<string, RoadRestriction>();
  for (const id of corridors) {
    const why = restrictionOn(id, vehicle, epochMs);
    if (why) closed.set(id, why);
  }
  return closed;
}

/**
 * The WIB minutes of the day at which some rule starts or ends, or traffic changes band
 * (`extra`): a vehicle's closed roads are constant between two of them (ROADRULE-7).
 */
export function ruleBoundaryMinutes(extra: readonly number[] = []): number[] {
  const all = new Set<number>([0, ...extra]);
  for (const spans of [GANJIL_GENAP_HOURS, INNER_CITY_TRUCK_HOURS, INNER_TOLL_TRUCK_HOURS]) {
    for (const s of spans) {
      all.add(s.from);
      all.add(s.to % (24 * 60));
    }
  }
  return [...all].sort((a, b) => a - b);
}

/** Toll cost in Rupiah (an integer) of `metres` of toll road for a class (ROADRULE-6). */
export function tollRupiah(tollClass: TollClass, metres: number): number {
  return Math.round((metres / 1000) * TOLL_RUPIAH_PER_KM[tollClass]);
}
