import type { DriverTaskStop, FleetTaskStopStatus } from '@armada/contracts/fleet-tasks';
import type { QueuedItem } from './action-queue';

const AFTER: Record<QueuedItem['kind'], FleetTaskStopStatus> = {
  arrived: 'ARRIVED',
  delivered: 'DELIVERED',
  failed: 'FAILED',
};

/** What the driver sees of a stop: the server's status, or what their waiting action makes it. */
export function shownStatus(
  stop: Pick<DriverTaskStop, 'id' | 'status'>,
  items: readonly QueuedItem[],
): { status: FleetTaskStopStatus; waiting: boolean } {
  const waiting = items.filter((item) => item.stopId === stop.id && item.state === 'waiting');
  const last = waiting.at(-1);
  return last
    ? { status: AFTER[last.kind], waiting: true }
    : { status: stop.status, waiting: false };
}

/** The actions a stop offers in a status (FT-4): arrive on the way, then delivered or failed. */
export function actionsFor(status: FleetTaskStopStatus): ('arrived' | 'delivered' | 'failed')[] {
  if (status === 'PENDING' || status === 'EN_ROUTE') return ['arrived', 'failed'];
  if (status === 'ARRIVED') return ['delivered', 'failed'];
  return [];
}

/** FT-14: the stop in the phone's maps app, as directions from where the phone is. */
export function mapsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** A `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
