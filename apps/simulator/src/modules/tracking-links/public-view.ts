import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '@armada/contracts/company';
import { isStopSettled, type FleetTaskStopStatus } from '@armada/contracts/fleet-tasks';
import type {
  PublicTracking,
  TrackingLinkShow,
  TrackingLinkTarget,
} from '@armada/contracts/tracking-links';
import { toWibIso } from '../../domain/wib-time';

/** What the server knows about a link's subject at one instant, before anything is left out. */
export interface LinkFacts {
  target: TrackingLinkTarget;
  shows: readonly TrackingLinkShow[];
  expiresAt: number;
  timeZone: CompanyTimeZone;
  licensePlate: string;
  /** The driver's full name, when the vehicle or the task has one. */
  driverName: string | null;
  /** The vehicle's last report; null when the fleet does not know it. */
  position: { latitude: number; longitude: number; heading: number; reportedAt: number } | null;
  /** A stop link's stop and whether its task is under way. */
  stop: {
    status: FleetTaskStopStatus;
    latitude: number;
    longitude: number;
    etaAt: number | null;
    arrivedAt: number | null;
    departedAt: number | null;
    taskStarted: boolean;
  } | null;
}

/** The first word of a name ("Budi" of "Budi Santoso"); null for an empty one. */
export function firstNameOf(fullname: string | null): string | null {
  const first = fullname?.trim().split(/\s+/)[0];
  return first ? first : null;
}

const iso = (ms: number | null): string | null => (ms === null ? null : toWibIso(ms));

/** 0 to 360 as the contract says; any other angle turned into that range. */
const heading = (degrees: number): number => ((Math.round(degrees) % 360) + 360) % 360;

/**
 * TRK-10, TRK-11: the public view of a link's facts at `now`: only what the link shows.
 * - the plate and the driver's first name only when allowed (never the full name);
 * - the position only when allowed and, for a stop link, only while its task is under way and
 *   the stop still ahead: once the goods are handed over the vehicle drives on to other people;
 * - the estimate only when allowed and the stop still ahead;
 * - a stop link always shows its stop's status, and when it was delivered.
 */
export function publicViewOf(facts: LinkFacts, now: number): PublicTracking {
  const allowed = (what: TrackingLinkShow) => facts.shows.includes(what);
  const stop = facts.stop;
  const ahead = stop === null || (stop.taskStarted && !isStopSettled(stop.status));
  const position =
    allowed('position') && ahead && facts.position
      ? {
          latitude: facts.position.latitude,
          longitude: facts.position.longitude,
          heading: heading(facts.position.heading),
          reported_on: toWibIso(facts.position.reportedAt),
        }
      : null;
  return {
    target: facts.target,
    status: 'ACTIVE',
    expires_on: toWibIso(facts.expiresAt),
    time_zone: facts.timeZone,
    utc_offset_minutes: COMPANY_TIME_ZONE_INFO[facts.timeZone].utcOffsetMinutes,
    zone_label: COMPANY_TIME_ZONE_INFO[facts.timeZone].label,
    at: toWibIso(now),
    shows: [...facts.shows],
    license_plate: allowed('plate') ? facts.licensePlate : null,
    driver_first_name: allowed('driver_first_name') ? firstNameOf(facts.driverName) : null,
    position,
    stop: stop
      ? {
          status: stop.status,
          latitude: stop.latitude,
          longitude: stop.longitude,
          eta_on: allowed('eta') && !isStopSettled(stop.status) ? iso(stop.etaAt) : null,
          arrived_on: iso(stop.arrivedAt),
          delivered_on: stop.status === 'DELIVERED' ? iso(stop.departedAt ?? stop.arrivedAt) : null,
        }
      : null,
  };
}
