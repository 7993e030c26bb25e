import type { LivePosition } from '@armada/contracts/live';
import type { FakeLiveServer } from './fake-live-server';

/** A moving vehicle's position for the tests, its coordinates from its id, reported at `at`. */
export function testPosition(
  id: number,
  at: number,
  overrides: Partial<LivePosition> = {},
): LivePosition {
  return {
    id,
    latitude: -6.2 + id / 1000,
    longitude: 106.8 + id / 1000,
    heading: 90,
    speedKmh: 40,
    status: 'moving',
    reportedAt: at,
    ...overrides,
  };
}

/** The positions subscriptions sent on the server's newest socket. */
export function positionSubscribes(server: FakeLiveServer): unknown[] {
  return server.last
    .sentMessages()
    .filter((m) => (m as { type: string }).type === 'positions_subscribe');
}
