import type { LivePosition } from '@armada/contracts/live';

/** A moving vehicle's live position at a latitude (the live hub and relay tests). */
export const livePosition = (id: number, latitude: number) => ({
  id,
  latitude,
  longitude: 106.8,
  heading: 90,
  speedKmh: 40,
  status: 'moving' as const,
  reportedAt: 1_000,
});

const STATUSES = ['moving', 'idle', 'parked', 'offline'] as const;

/**
 * A synthetic fleet's positions at a tick (the live codec and process bus benches): vehicles
 * 1..size spread over Jakarta, each a little further on every tick, statuses in turn.
 */
export function syntheticFleet(
  size: number,
  tick: number,
  reportedAt: (index: number) => number,
): LivePosition[] {
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    latitude: -6.2 + ((i * 7919) % 10_000) / 40_000 + tick * 1e-5,
    longitude: 106.7 + ((i * 104_729) % 10_000) / 25_000 + tick * 1e-5,
    heading: (i * 37 + tick) % 360,
    speedKmh: (i * 13) % 90,
    status: STATUSES[i % 4] ?? 'moving',
    reportedAt: reportedAt(i),
  }));
}
