import { describe, expect, it } from 'vitest';
import type { FleetAvailability } from '@armada/contracts/fleet-availability';
import { bookingsByDay, freeCounts, trackPlace, workDaysText } from './availability-cells';

const names: Record<number, string> = {
  1: 'Sen',
  2: 'Sel',
  3: 'Rab',
  4: 'Kam',
  5: 'Jum',
  6: 'Sab',
  7: 'Min',
};
const nameOf = (day: number) => names[day] ?? '?';

function answer(): FleetAvailability {
  const vehicle = (id: number) => ({
    id,
    license_plate: `B ${id} XA`,
    fleet_category: 'Truk' as const,
    vehicle_group: [],
    weight_capacity: 8000,
    volume_capacity: 24,
  });
  return {
    time_zone: 'Asia/Jakarta',
    shift: { work_days: [1, 2, 3, 4, 5, 6], start: '07:00', end: '19:00' },
    days: [
      { day: '2026-11-14', weekday: 6, work_day: true },
      { day: '2026-11-15', weekday: 7, work_day: false },
    ],
    total_vehicles: 2,
    vehicles: [
      {
        vehicle: vehicle(1),
        statuses: ['BOOKED', 'OFF_SHIFT'],
        booked: [
          {
            day: '2026-11-14',
            from: '08:00',
            until: '12:00',
            tasks: [
              {
                id: 9,
                number: 'FT/2611/00009',
                status: 'PLANNED',
                from: '08:00',
                until: '12:00',
                planned_start_on: '2026-11-14T08:00:00+07:00',
                planned_end_on: '2026-11-14T12:00:00+07:00',
              },
            ],
          },
        ],
      },
      { vehicle: vehicle(2), statuses: ['FREE', 'OFF_SHIFT'], booked: [] },
    ],
  };
}

describe('reading the answer for the timeline (FA-8)', () => {
  it('finds a booked day and counts the free vehicles of each day', () => {
    const data = answer();
    expect(bookingsByDay(data)[0]?.get('2026-11-14')?.tasks[0]?.id).toBe(9);
    expect(bookingsByDay(data)[1]?.size).toBe(0);
    expect(freeCounts(data)).toEqual([1, 0]);
  });

  it('writes the working days as runs and lists', () => {
    expect(workDaysText([1, 2, 3, 4, 5, 6], nameOf)).toBe('Sen–Sab');
    expect(workDaysText([5, 1, 3], nameOf)).toBe('Sen, Rab, Jum');
    expect(workDaysText([1, 2, 4, 5, 6, 7], nameOf)).toBe('Sen, Sel, Kam–Min');
    expect(workDaysText([], nameOf)).toBe('');
  });

  it('places a span on the 24-hour track, the day end included', () => {
    expect(trackPlace('06:00', '12:00')).toEqual({ left: 25, width: 25 });
    expect(trackPlace('21:00', '24:00')).toEqual({ left: 87.5, width: 12.5 });
  });
});
