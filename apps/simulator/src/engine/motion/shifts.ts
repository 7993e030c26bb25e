/**
 * When a vehicle works (issue 7): day shifts around 06-18 WIB, night shifts around 18-06, and
 * long-haul units on the road about 20 hours of every 24 with relay drivers, so some of the fleet
 * drives at every hour of the day. Start times spread over an hour so shifts do not start on
 * one tick.
 */
import type { Rng } from '../../domain/rng';
import { startOfWibDay } from '../../domain/wib-time';
import { HOUR_MS } from './traffic';

export type ShiftKind = 'day' | 'night' | 'long-haul';

/**
 * The fleet's mix when a vehicle does not ask for a kind (weights). A vehicle on shift drives
 * about half the time (the rest at stops and loading), so 35 + 25 keeps a third of the fleet
 * moving at night, and day plus long-haul about 45% by day.
 */
export const SHIFT_MIX: readonly (readonly [ShiftKind, number])[] = [
  ['day', 40],
  ['night', 35],
  ['long-haul', 25],
];

export interface Shift {
  kind: ShiftKind;
  /** Start, ms after 00:00 WIB. */
  startOffsetMs: number;
  durationMs: number;
}

export function drawShift(rng: Rng, kind: ShiftKind): Shift {
  const minute = 60 * 1000;
  switch (kind) {
    case 'day':
      return {
        kind,
        startOffsetMs: 5.5 * HOUR_MS + rng.int(0, 60) * minute,
        durationMs: 11 * HOUR_MS + rng.int(0, 60) * minute,
      };
    case 'night':
      return {
        kind,
        startOffsetMs: 17.5 * HOUR_MS + rng.int(0, 60) * minute,
        durationMs: 11 * HOUR_MS + rng.int(0, 60) * minute,
      };
    case 'long-haul':
      return { kind, startOffsetMs: rng.int(0, 24 * 60 - 1) * minute, durationMs: 20 * HOUR_MS };
  }
}

/** The shift holding `t` (its end), or the next shift's start. */
export function shiftAt(
  shift: Shift,
  t: number,
): { on: true; endsAt: number } | { on: false; nextStart: number } {
  const day = 24 * HOUR_MS;
  const today = startOfWibDay(t) + shift.startOffsetMs;
  for (const start of [today - day, today]) {
    if (start <= t && t < start + shift.durationMs)
      return { on: true, endsAt: start + shift.durationMs };
  }
  return { on: false, nextStart: today > t ? today : today + day };
}
