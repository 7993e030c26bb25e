import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '@armada/contracts/company';
import type { PreparedTrack } from './track-data';

/** What a timeline lane holds (PLAY-12). */
export type TimelineKind = 'trip' | 'stop' | 'alert' | 'fuel';

export interface TimelineItem {
  kind: TimelineKind;
  /** Index into the track's list of that kind. */
  index: number;
  /** Where it starts and how much of the period it covers, as fractions of the period. */
  left: number;
  width: number;
  /** Seconds on the period's clock where a click on it seeks. */
  startS: number;
}

/** The narrowest an item is drawn, as a fraction of the timeline: a 2-minute stop of a week. */
export const MIN_ITEM_FRACTION = 0.004;

const fraction = (seconds: number, duration: number) =>
  duration > 0 ? Math.min(1, Math.max(0, seconds / duration)) : 0;

/** PLAY-12: the trips, stops, alerts and fuel events of a track, placed on the period. */
export function timelineItems(track: PreparedTrack): TimelineItem[] {
  const d = track.durationS;
  const spans = (kind: TimelineKind, list: readonly { startS: number; endS: number }[]) =>
    list.map((span, index) => {
      const left = fraction(span.startS, d);
      const width = Math.max(MIN_ITEM_FRACTION, fraction(span.endS, d) - left);
      return { kind, index, left: Math.min(left, 1 - width), width, startS: span.startS };
    });
  const moments = (kind: TimelineKind, list: readonly { atS: number }[]) =>
    list.map((moment, index) => ({
      kind,
      index,
      left: fraction(moment.atS, d),
      width: 0,
      startS: moment.atS,
    }));
  return [
    ...spans('trip', track.trips),
    ...spans('stop', track.stops),
    ...moments('alert', track.alerts),
    ...moments('fuel', track.fuelEvents),
  ];
}

const HOUR_S = 3600;

/**
 * The marks under the timeline on the company clock: every 3 hours for a day or less, every
 * 12 hours up to three days, every midnight beyond. Each with seconds on the period's clock and
 * whether it is a midnight (labelled with the date, not the hour).
 */
export function timelineTicks(
  fromMs: number,
  durationS: number,
  zone: CompanyTimeZone,
): { atS: number; midnight: boolean }[] {
  const step =
    durationS <= 24 * HOUR_S ? 3 * HOUR_S : durationS <= 72 * HOUR_S ? 12 * HOUR_S : 24 * HOUR_S;
  const offsetS = COMPANY_TIME_ZONE_INFO[zone].utcOffsetMinutes * 60;
  const fromS = fromMs / 1000;
  // Marks fall on whole steps of the company clock's day (00:00, 03:00, ...).
  const firstWall = Math.ceil((fromS + offsetS) / step) * step;
  const ticks: { atS: number; midnight: boolean }[] = [];
  for (let wall = firstWall; wall - offsetS - fromS <= durationS; wall += step) {
    ticks.push({ atS: wall - offsetS - fromS, midnight: wall % (24 * HOUR_S) === 0 });
  }
  return ticks;
}
