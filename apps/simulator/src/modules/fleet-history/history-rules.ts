import { HISTORY_LIMITS } from '@armada/contracts/history';
import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '@armada/contracts/company';
import { DAY_MS } from '../../domain/wib-time';

const MINUTE_MS = 60_000;

/** The numbers of docs/rules/history.md, once. */
export const HISTORY_RULES = {
  /** HIST-5: a moving vehicle keeps a position at least this often. */
  keepMovingEveryMs: 10_000,
  /** HIST-5: a turn of this many degrees since the last kept position keeps one. */
  keepTurnDeg: 30,
  /** HIST-5: a standing vehicle keeps a position this often. */
  keepStandingEveryMs: 5 * MINUTE_MS,
  /** HIST-9, HIST-11: standing with the engine on at least this long is a stop, not a halt. */
  stopMinMs: 3 * MINUTE_MS,
  /** HIST-11: a change of ignition while standing starts a new stop once it lasted this long. */
  stopSegmentMinMs: 5 * MINUTE_MS,
  /** HIST-15: two kept positions further apart than this (a silent device) count no time. */
  maxGapMs: 15 * MINUTE_MS,
  /** HIST-4: positions are kept this many days unless the simulator is told otherwise. */
  retentionDays: HISTORY_LIMITS.defaultRetentionDays,
  /** Trips, stops and fuel events are kept this many days (a report reads up to 31 of them). */
  recordRetentionDays: 92,
  /** Daily rollups are kept this many days (a report reads up to 366). */
  rollupRetentionDays: 400,
  /** Partitions are made this many days ahead of the fleet's clock. */
  partitionDaysAhead: 2,
} as const;

/** How often the recorder writes (simulated time). */
export const HISTORY_WRITES = {
  positionsEveryMs: 5_000,
  recordsEveryMs: 30_000,
  /**
   * The recorder's state per vehicle (what a restart goes on from), as often as the fleet's
   * own save (FLEET-3), and on close.
   */
  statesEveryMs: 5 * MINUTE_MS,
  alertsEveryMs: 60_000,
  pruneEveryMs: 60 * MINUTE_MS,
} as const;

/** HIST-13: reading refills and drops from a noisy tank level. */
export const FUEL_READING = {
  /** Readings the smoothed level is the median of. */
  window: 5,
  /** Readings in a row beyond the threshold, the same way, that make an event. */
  confirm: 3,
  /** A change of at least this share of the tank (percent) is an event. */
  minChangePct: 5,
  /** The simulated sensor's noise, percent of the tank either way (HIST-13). */
  noiseStandingPct: 0.6,
  noiseMovingPct: 2,
} as const;

/** The offset of a company's zone from UTC, in ms (WIB, WITA, WIT have no daylight saving). */
export function zoneOffsetMs(zone: CompanyTimeZone): number {
  return COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * MINUTE_MS;
}

/** The day number (days since 1970-01-01 on the zone's calendar) of an instant. */
export function zoneDayNumber(at: number, offsetMs: number): number {
  return Math.floor((at + offsetMs) / DAY_MS);
}

/** `YYYY-MM-DD` of a zone day number. */
export function dayText(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The zone day number of `YYYY-MM-DD`. */
export function dayNumberOf(text: string): number {
  return Math.floor(Date.parse(`${text}T00:00:00Z`) / DAY_MS);
}

/** `2026-11-03T08:15:00+08:00`: an instant on the zone's clock, whole seconds. */
export function toZoneIso(at: number, offsetMs: number): string {
  const shifted = new Date(Math.floor(at / 1000) * 1000 + offsetMs);
  const minutes = Math.round(offsetMs / MINUTE_MS);
  const sign = minutes < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${shifted.toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}
