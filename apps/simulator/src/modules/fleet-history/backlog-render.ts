import { timelineSamples, type DayTimeline, type LegSource } from './backlog-timeline';
import { fuelSensorPct } from './fuel-reader';
import type { BacklogDayRow, StoredPosition } from './history-store';
import type { HistoryVehicleSpec } from './vehicle-spec';

/**
 * HIST-5, HIST-7: the dense positions of one past vehicle-day, drawn from its timeline as the
 * live recorder would have kept them, with the fuel sensor's noise (HIST-13) and the box
 * temperature. The same day always gives the same rows.
 */
export function renderBacklogDay(
  day: BacklogDayRow & { timeline: DayTimeline },
  context: { seed: number; spec: HistoryVehicleSpec; zoneOffsetMs: number; legs: LegSource },
): StoredPosition[] {
  const samples = timelineSamples(day.timeline.entries, day.timeline.marks, {
    dense: true,
    from: day.dayStart,
    to: day.untilAt,
    fuelAtFromL: day.fuelStartL,
    spec: context.spec,
    zoneOffsetMs: context.zoneOffsetMs,
    legs: context.legs,
  });
  const tankL = context.spec.tankL;
  return samples.map((s) => ({
    vehicleId: day.vehicleId,
    companyId: day.companyId,
    at: s.t,
    latE5: Math.round(s.lat * 1e5),
    lngE5: Math.round(s.lng * 1e5),
    speedKmh: Math.round(s.speedKmh),
    heading: Math.round(s.heading) % 360,
    flags: s.status | (s.ignition ? 4 : 0),
    fuelPctE1: Math.round(
      fuelSensorPct(context.seed, day.vehicleId, s.t, (s.fuelL / tankL) * 100, s.status === 0) * 10,
    ),
    tempCE1: s.tempC === null ? null : Math.round(s.tempC * 10),
  }));
}
