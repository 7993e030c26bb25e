// The product-shaped day the dev tools and bench:road-rules plan: orders around Jakarta from one
// depot, with weights, volumes, windows on 60% of them, 30% high priority, and vehicles with
// mixed capacities, 07:00-19:00 shifts and a lunch break. Times in seconds from midnight; the same
// seed gives the same day.
import type { Order, Point, Vehicle } from '../types';

const H = 3600;

export interface ProductDay {
  readonly depot: Point;
  readonly orders: Order[];
  readonly vehicles: Vehicle[];
}

export function productDay(orderCount: number, vehicleCount: number, seed = 42): ProductDay {
  let s = seed;
  const rnd = (): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) / 16777216;
  };
  const orders = Array.from({ length: orderCount }, (_, i): Order => {
    const start = 8 * H + Math.floor(rnd() * 6) * H;
    const point = { x: 106.7 + rnd() * 0.3, y: -6.35 + rnd() * 0.25 };
    const timeWindow =
      rnd() < 0.6 ? { start, end: start + 2 * H + Math.floor(rnd() * 4) * H } : undefined;
    return {
      id: `o${i}`,
      point,
      ...(timeWindow ? { timeWindow } : {}),
      serviceTime: 300 + Math.floor(rnd() * 600),
      weight: 5 + Math.floor(rnd() * 50),
      volume: Math.round(rnd() * 100) / 100,
      priority: rnd() < 0.3 ? 'high' : 'regular',
    };
  });
  const vehicles = Array.from({ length: vehicleCount }, (_, k): Vehicle => ({
    id: `v${k}`,
    capacityWeight: 600 + (k % 3) * 200,
    capacityVolume: 6 + (k % 2) * 4,
    shiftStart: 7 * H,
    shiftEnd: 19 * H,
    break: { earliestStart: 11 * H, latestStart: 13 * H, duration: 1800 },
  }));
  return { depot: { x: 106.82, y: -6.2 }, orders, vehicles };
}
