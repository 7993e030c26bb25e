import { describe, expect, it } from 'vitest';
import { makeStop, makeTrip, makeVehicleTrack, fixtureTime } from '../testing/track-fixtures';
import { MIN_ITEM_FRACTION, timelineItems, timelineTicks } from './timeline';
import { prepareTrack } from './track-data';

describe('the timeline (PLAY-12)', () => {
  it('places trips and stops as spans and alerts as moments on the period', () => {
    const items = timelineItems(
      prepareTrack(
        makeVehicleTrack({
          trips: [makeTrip()],
          stops: [
            makeStop({ started_on: fixtureTime(12 * 3600), ended_on: fixtureTime(12 * 3600 + 60) }),
          ],
        }),
      ),
    );
    expect(items.map((i) => i.kind)).toEqual(['trip', 'stop', 'alert']);
    const [trip, stop, alert] = items;
    expect(trip?.left).toBeCloseTo(8 / 24, 10);
    expect(trip?.width).toBeCloseTo(600 / 86_400, 10);
    // A one-minute stop is still wide enough to click.
    expect(stop?.width).toBe(MIN_ITEM_FRACTION);
    expect(stop?.startS).toBe(12 * 3600);
    expect(alert).toMatchObject({ width: 0, startS: 8 * 3600 + 300 });
  });

  it('marks every 3 hours of a day, every 12 hours up to three days and every midnight beyond', () => {
    const from = Date.parse('2026-11-10T00:00:00+07:00');
    const day = timelineTicks(from, 86_400, 'Asia/Jakarta');
    expect(day.map((t) => t.atS / 3600)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    expect(day.filter((t) => t.midnight).map((t) => t.atS)).toEqual([0, 86_400]);
    expect(timelineTicks(from, 2 * 86_400, 'Asia/Jakarta')).toHaveLength(5);
    const week = timelineTicks(from, 7 * 86_400, 'Asia/Jakarta');
    expect(week).toHaveLength(8);
    expect(week.every((t) => t.midnight)).toBe(true);
    // The marks fall on the company clock's hours, not the start of the period.
    const morning = timelineTicks(
      Date.parse('2026-11-14T00:00:00+07:00'),
      10 * 3600 + 60,
      'Asia/Makassar',
    );
    expect(morning.map((t) => t.atS / 3600)).toEqual([2, 5, 8]);
  });
});
