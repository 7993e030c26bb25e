import type {
  FleetAvailability,
  FleetAvailabilityBooking,
  FleetAvailabilityStatus,
} from '@armada/contracts/fleet-availability';

/** Each vehicle's booked days by day, for the cells to find theirs at once. */
export function bookingsByDay(data: FleetAvailability): Map<string, FleetAvailabilityBooking>[] {
  return data.vehicles.map((row) => new Map(row.booked.map((booking) => [booking.day, booking])));
}

/** How many of the shown vehicles are free on each day of the range. */
export function freeCounts(data: FleetAvailability): number[] {
  const counts = data.days.map(() => 0);
  for (const row of data.vehicles) {
    row.statuses.forEach((status, index) => {
      if (status === 'FREE') counts[index] = (counts[index] ?? 0) + 1;
    });
  }
  return counts;
}

/**
 * The working days as short text: runs of three or more days joined with a dash
 * ("Sen–Sab"), the rest listed ("Sen, Rab, Jum").
 */
export function workDaysText(days: readonly number[], nameOf: (weekday: number) => string): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const first = sorted[i] ?? 1;
    const last = sorted[j] ?? first;
    if (j - i >= 2) parts.push(`${nameOf(first)}–${nameOf(last)}`);
    else for (let k = i; k <= j; k++) parts.push(nameOf(sorted[k] ?? 1));
    i = j + 1;
  }
  return parts.join(', ');
}

/** Minutes after midnight of an `HH:mm` (`24:00` is 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Where a span sits on a 24-hour track, as percentages of the day. */
export function trackPlace(from: string, until: string): { left: number; width: number } {
  const start = minutesOf(from);
  const end = Math.max(start + 1, minutesOf(until));
  return { left: (start / 1440) * 100, width: ((end - start) / 1440) * 100 };
}

/** The CSS modifier of a status. */
export function statusClass(status: FleetAvailabilityStatus): string {
  return `fa-status--${status.toLowerCase().replace('_', '-')}`;
}
