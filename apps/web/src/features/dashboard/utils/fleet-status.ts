import type { VehicleLiveStatus } from '@armada/contracts/live';

/**
 * The colour of each live status, in the order the dashboard and the live view list them. The
 * one place these are defined: the live view reads them from here. (The status list is not
 * imported from contracts: its module builds the live channel's codec, which the first page
 * must not download.)
 */
export const FLEET_STATUS_COLORS = {
  moving: '#16a34a',
  idle: '#d97706',
  parked: '#2563eb',
  offline: '#6b7280',
} as const satisfies Record<VehicleLiveStatus, string>;

export const FLEET_STATUSES = Object.keys(FLEET_STATUS_COLORS) as VehicleLiveStatus[];

/** The live view filtered to one status (`?status=`, which the live view reads). */
export const liveViewStatusHref = (liveViewHref: string, status: VehicleLiveStatus) =>
  `${liveViewHref}?status=${status}`;
