import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '@armada/contracts/company';
import type { FleetAvailabilityStatus, FleetShift } from '@armada/contracts/fleet-availability';
import { DAY_MS, type StoredShift } from './availability-store';

/** Pure day arithmetic on the company clock (FA-1): fixed offsets, no daylight saving. */

export interface RangeDay {
  day: string;
  /** ISO weekday, 1 (Monday) to 7 (Sunday). */
  weekday: number;
  /** Epoch ms of the day's midnight on the company clock. */
  startAt: number;
}

const offsetMs = (zone: CompanyTimeZone): number =>
  COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60_000;

/** `YYYY-MM-DD` of the company day that holds `at`. */
export function companyDayOf(at: number, zone: CompanyTimeZone): string {
  return new Date(at + offsetMs(zone)).toISOString().slice(0, 10);
}

/** The `days` days from `from` (a `YYYY-MM-DD` on the company clock). */
export function rangeDays(from: string, days: number, zone: CompanyTimeZone): RangeDay[] {
  const [year, month, day] = from.split('-').map(Number);
  const firstUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return Array.from({ length: days }, (_, index) => {
    const utcMidnight = firstUtc + index * DAY_MS;
    const weekday = new Date(utcMidnight).getUTCDay();
    return {
      day: new Date(utcMidnight).toISOString().slice(0, 10),
      weekday: weekday === 0 ? 7 : weekday,
      startAt: utcMidnight - offsetMs(zone),
    };
  });
}

/** `HH:mm` of a point `ms` after midnight; the end of the day is `24:00`. */
export function clockTime(ms: number, round: 'down' | 'up' = 'down'): string {
  const minutes = Math.min(24 * 60, (round === 'up' ? Math.ceil : Math.floor)(ms / 60_000));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of an `HH:mm`. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** `2026-11-03T08:15:00+08:00`: an instant on the company clock, with its offset. */
export function zoneIso(at: number, zone: CompanyTimeZone): string {
  const minutes = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes;
  const local = new Date(Math.floor(at / 1000) * 1000 + minutes * 60_000);
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

export function shiftFromStored(stored: StoredShift): FleetShift {
  return {
    work_days: [...stored.workDays].sort((a, b) => a - b),
    start: clockTime(stored.startMinute * 60_000),
    end: clockTime(stored.endMinute * 60_000),
  };
}

/**
 * FA-2: the status of one vehicle on one day, the strongest that holds: maintenance (never
 * known yet, FA-4), then booked, then off shift, else free.
 */
export function dayStatus(facts: {
  maintenance: boolean;
  booked: boolean;
  workDay: boolean;
}): FleetAvailabilityStatus {
  if (facts.maintenance) return 'MAINTENANCE';
  if (facts.booked) return 'BOOKED';
  if (!facts.workDay) return 'OFF_SHIFT';
  return 'FREE';
}
