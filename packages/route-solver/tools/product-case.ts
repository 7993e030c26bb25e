// The benchmark's product-shaped case: a day of deliveries out of the simulator's Jakarta depot,
// built deterministically from a seed and the simulator world's places and box types (passed in,
// so this module needs no simulator and its tests can use a small world of their own).
//
// Times are seconds from local midnight; distances metres. docs/rules/route-optimization.md §9:
// default traffic level "slow", 26-38 km/h (its middle, 32 km/h, is the speed), default service
// time 15 min, minimum 3 min.
import type { Order, Problem, TimeWindow, Vehicle } from '../src/index';
import { greatCircleMetres } from './product-travel';
import { SeededRandom } from './seeded-random';

export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

export interface ProductWorld {
  /** The origin address every route starts from and returns to. */
  readonly depot: LatLng;
  /** Customer addresses of the world; orders are placed at or near them. */
  readonly places: readonly LatLng[];
  /** Box capacities of the world's vehicles (kg, m³), in the world's order. */
  readonly boxes: readonly { readonly weight: number; readonly volume: number }[];
}

export interface ProductCaseOptions {
  readonly seed?: number;
  readonly orders?: number;
  readonly vehicles?: number;
  /** Places farther than this from the depot are left out (a city's day, not a region's). */
  readonly radiusKm?: number;
  readonly objective?: Problem['objective'];
}

export const SLOW_TRAFFIC_KMH = { min: 26, max: 38 } as const;
export const PRODUCT_SPEED_MPS = ((SLOW_TRAFFIC_KMH.min + SLOW_TRAFFIC_KMH.max) /
  2 /
  3.6) as number;
export const PRODUCT_DETOUR_FACTOR = 1.3;

const HOUR = 3600;
const MINUTE = 60;
/** Lunch: an hour, starting between 11:30 and 13:00. */
const LUNCH = { earliestStart: 11.5 * HOUR, latestStart: 13 * HOUR, duration: HOUR } as const;
/** About one order in ten is high priority. */
const HIGH_PRIORITY_SHARE = 0.1;

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** A point `km` away in direction `bearing` (flat earth: fine at city scale). */
function offset(origin: LatLng, km: number, bearing: number): LatLng {
  const kmPerDegLat = 110.574;
  const kmPerDegLon = 111.32 * Math.cos((origin.latitude * Math.PI) / 180);
  return {
    latitude: round(origin.latitude + (km * Math.cos(bearing)) / kmPerDegLat, 6),
    longitude: round(origin.longitude + (km * Math.sin(bearing)) / kmPerDegLon, 6),
  };
}

function weightOf(random: SeededRandom): number {
  const kind = random.next();
  // Mostly parcels, some pallets, a few heavy drops.
  if (kind < 0.7) return round(random.between(2, 50), 1);
  if (kind < 0.95) return round(random.between(50, 300), 1);
  return round(random.between(300, 800), 1);
}

function windowOf(random: SeededRandom): TimeWindow | undefined {
  const kind = random.next();
  if (kind < 0.4) return undefined;
  if (kind < 0.65) return { start: 8 * HOUR, end: 12 * HOUR };
  if (kind < 0.85) return { start: 13 * HOUR, end: 17 * HOUR };
  const start = (8 + random.below(8)) * HOUR;
  return { start, end: start + 2 * HOUR };
}

function serviceTimeOf(random: SeededRandom): number {
  const kind = random.next();
  if (kind < 0.5) return 5 * MINUTE;
  if (kind < 0.8) return 10 * MINUTE;
  return 15 * MINUTE;
}

/** The problem, the same for the same world, seed and options. */
export function generateProductCase(
  world: ProductWorld,
  options: ProductCaseOptions = {},
): Problem {
  const { seed = 1, orders: orderCount = 1000, vehicles: vehicleCount = 60 } = options;
  const radiusM = (options.radiusKm ?? 35) * 1000;
  const random = new SeededRandom(seed);
  const depot = { x: world.depot.longitude, y: world.depot.latitude };
  const places = world.places.filter(
    (place) => greatCircleMetres(depot, { x: place.longitude, y: place.latitude }) <= radiusM,
  );
  if (places.length === 0) throw new Error('no place of the world lies within the radius');
  if (world.boxes.length === 0) throw new Error('the world has no box types');

  const vehicles: Vehicle[] = [];
  for (let i = 0; i < vehicleCount; i += 1) {
    const box = world.boxes[i % world.boxes.length] ?? { weight: 0, volume: 0 };
    // Shifts of ten hours starting at 07:00, 07:30 or 08:00.
    const shiftStart = 7 * HOUR + (i % 3) * 30 * MINUTE;
    vehicles.push({
      id: `V${String(i + 1).padStart(2, '0')}`,
      capacityWeight: box.weight,
      capacityVolume: box.volume,
      shiftStart,
      shiftEnd: shiftStart + 10 * HOUR,
      break: LUNCH,
    });
  }
  // Every order fits the largest box on its own, so an order left out is the solver's choice.
  const heaviest = Math.max(...vehicles.map((vehicle) => vehicle.capacityWeight ?? Infinity));
  const bulkiest = Math.max(...vehicles.map((vehicle) => vehicle.capacityVolume ?? Infinity));

  const orders: Order[] = [];
  for (let i = 0; i < orderCount; i += 1) {
    const place = places[random.below(places.length)] ?? places[0];
    if (place === undefined) throw new Error('unreachable: places is not empty');
    // A quarter of the orders go to the world's own addresses (repeat customers), the rest to
    // points up to 1.5 km around one.
    const at =
      random.next() < 0.25
        ? place
        : offset(place, 1.5 * Math.sqrt(random.next()), random.between(0, 2 * Math.PI));
    const weight = Math.min(weightOf(random), heaviest);
    // 120-350 kg per cubic metre: light boxes to dense goods.
    const volume = Math.min(round(Math.max(0.001, weight / random.between(120, 350)), 3), bulkiest);
    const timeWindow = windowOf(random);
    const serviceTime = serviceTimeOf(random);
    const priority = random.next() < HIGH_PRIORITY_SHARE ? 'high' : 'regular';
    orders.push({
      id: `DO-${String(i + 1).padStart(4, '0')}`,
      point: { x: at.longitude, y: at.latitude },
      ...(timeWindow === undefined ? {} : { timeWindow }),
      serviceTime,
      weight,
      volume,
      priority,
    });
  }

  return {
    depot,
    orders,
    vehicles,
    travel: {
      kind: 'haversine',
      detourFactor: PRODUCT_DETOUR_FACTOR,
      speedMetresPerSecond: PRODUCT_SPEED_MPS,
    },
    objective: options.objective ?? 'distance',
    roundTrip: true,
    serviceTimePerOrder: true,
    groupOrders: false,
  };
}
