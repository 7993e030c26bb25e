import { describe, expect, it } from 'vitest';
import {
  SAMPLE_STATUS,
  TripStopDetector,
  stopsOfSegments,
  type HistorySample,
  type StopState,
  type TripState,
} from './trip-stop-detector';

/** HIST-9 ... HIST-12: trips and stops from a vehicle's samples. */

const S = 1000;
const MIN = 60 * S;
const T0 = Date.parse('2026-11-20T01:00:00Z');

type Phase = 'drive' | 'idle' | 'park';

/**
 * A vehicle's day as phases [kind, minutes]; samples every `everyS` seconds and at every change
 * (as the recorder keeps them), driving 600 m a minute along a straight line east.
 */
function samples(phases: readonly (readonly [Phase, number])[], everyS: number): HistorySample[] {
  const out: HistorySample[] = [];
  const degPerM = 1 / 111_320 / Math.cos((6.2 * Math.PI) / 180);
  let t = T0;
  let drivenM = 0;
  const push = (at: number, kind: Phase, metres: number) =>
    out.push({
      t: at,
      lat: -6.2,
      lng: 106.8 + metres * degPerM,
      speedKmh: kind === 'drive' ? 36 : 0,
      status:
        kind === 'drive'
          ? SAMPLE_STATUS.moving
          : kind === 'idle'
            ? SAMPLE_STATUS.idle
            : SAMPLE_STATUS.parked,
      ignition: kind !== 'park',
      stepM: 0,
    });
  for (const [kind, minutes] of phases) {
    const end = t + minutes * MIN;
    for (let at = t; at < end; at += everyS * S)
      push(at, kind, drivenM + (kind === 'drive' ? ((at - t) / MIN) * 600 : 0));
    if (kind === 'drive') drivenM += minutes * 600;
    t = end;
  }
  push(t, 'park', drivenM);
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1] as HistorySample;
    const b = out[i] as HistorySample;
    b.stepM = (b.lng - a.lng) / degPerM;
  }
  return out;
}

function detect(stream: readonly HistorySample[]): { trips: TripState[]; stops: StopState[] } {
  const trips = new Map<number, TripState>();
  const stops = new Map<number, StopState>();
  const detector = new TripStopDetector({
    trip: (trip) => trips.set(trip.startedAt, { ...trip }),
    stop: (stop) => stops.set(stop.startedAt, { ...stop }),
  });
  for (const s of stream) detector.push(s);
  return {
    trips: [...trips.values()].sort((a, b) => a.startedAt - b.startedAt),
    stops: [...stops.values()].sort((a, b) => a.startedAt - b.startedAt),
  };
}

const at = (minutes: number) => T0 + minutes * MIN;

describe('trips (HIST-9, HIST-10)', () => {
  const day = samples(
    [
      ['park', 30],
      ['drive', 20],
      ['idle', 1], // a halt in traffic: part of the trip
      ['drive', 10],
      ['idle', 2], // arriving: the engine idles, then goes off
      ['park', 12],
      ['idle', 1],
      ['drive', 15],
      ['park', 60],
    ],
    10,
  );
  const { trips, stops } = detect(day);

  it('a trip runs from the start of motion to the stop that ends it; a short halt is its idling', () => {
    expect(trips).toHaveLength(2);
    const [first, second] = trips;
    expect(first?.startedAt).toBe(at(30));
    expect(first?.endedAt).toBe(at(61));
    expect(first?.idleMs).toBe(1 * MIN);
    expect(first?.movingMs).toBe(30 * MIN);
    expect(first?.distanceM).toBeCloseTo(30 * 600, -1);
    expect(first?.maxKmh).toBe(36);
    expect(second?.startedAt).toBe(at(76));
    expect(second?.endedAt).toBe(at(91));
    expect(trips.every((trip) => !trip.ongoing)).toBe(true);
  });

  it('a stop takes in the idling on arrival and before leaving (HIST-11)', () => {
    expect(stops.map((s) => [s.kind, (s.startedAt - T0) / MIN, (s.endedAt - T0) / MIN])).toEqual([
      ['PARKED', 0, 30],
      ['PARKED', 61, 76],
      ['PARKED', 91, 151],
    ]);
    expect(stops.at(-1)?.ongoing).toBe(true);
  });
});

describe('stops (HIST-11)', () => {
  it('a long wait with the engine on is an idling stop before the parked one', () => {
    const { stops, trips } = detect(
      samples(
        [
          ['drive', 10],
          ['idle', 20],
          ['park', 15],
          ['idle', 1],
          ['drive', 5],
        ],
        10,
      ),
    );
    expect(stops.map((s) => [s.kind, (s.startedAt - T0) / MIN, (s.endedAt - T0) / MIN])).toEqual([
      ['IDLE', 10, 30],
      ['PARKED', 30, 46],
      ['PARKED', 51, 51],
    ]);
    expect(trips.map((t) => [(t.startedAt - T0) / MIN, (t.endedAt - T0) / MIN])).toEqual([
      [0, 10],
      [46, 51],
    ]);
  });

  it('standing with the engine on for the minimum is a stop, even seen only at its ends', () => {
    // Samples every 5 min while standing: the 4 minutes of idling show only at their ends.
    const { stops, trips } = detect(
      samples(
        [
          ['drive', 10],
          ['idle', 4],
          ['drive', 10],
        ],
        300,
      ),
    );
    expect(stops.map((s) => [s.kind, (s.startedAt - T0) / MIN, (s.endedAt - T0) / MIN])).toEqual([
      ['IDLE', 10, 14],
      ['PARKED', 24, 24],
    ]);
    expect(trips).toHaveLength(2);
  });

  it('the first sample of a standing vehicle opens a stop there', () => {
    const { stops, trips } = detect(samples([['park', 20]], 300));
    expect(stops).toEqual([
      expect.objectContaining({ kind: 'PARKED', startedAt: T0, ongoing: true }),
    ]);
    expect(trips).toEqual([]);
  });

  it('short segments of the other ignition state belong to the stop around them', () => {
    const seg = (parked: boolean, from: number, to: number) => ({
      parked,
      start: at(from),
      end: at(to),
    });
    expect(
      stopsOfSegments([seg(false, 0, 2), seg(true, 2, 30), seg(false, 30, 31)], 5 * MIN).map(
        (s) => s.kind,
      ),
    ).toEqual(['PARKED']);
    expect(
      stopsOfSegments([seg(true, 0, 40), seg(false, 40, 43), seg(true, 43, 80)], 5 * MIN),
    ).toEqual([{ kind: 'PARKED', start: at(0), end: at(80) }]);
    expect(
      stopsOfSegments([seg(false, 0, 12), seg(true, 12, 20)], 5 * MIN).map((s) => s.kind),
    ).toEqual(['IDLE', 'PARKED']);
  });
});

describe('the same trips and stops however densely sampled (HIST-12)', () => {
  it('every 10 s or only at the changes', () => {
    const phases = [
      ['park', 45],
      ['drive', 33],
      ['idle', 2],
      ['drive', 7],
      ['idle', 3],
      ['park', 25],
      ['idle', 2],
      ['drive', 40],
      ['idle', 16],
      ['park', 9],
      ['drive', 12],
    ] as const;
    const dense = detect(samples(phases, 10));
    const sparse = detect(samples(phases, 3600));
    const shape = (r: { trips: TripState[]; stops: StopState[] }) => ({
      trips: r.trips.map((t) => [t.startedAt, t.endedAt, t.idleMs, t.movingMs]),
      stops: r.stops.map((s) => [s.kind, s.startedAt, s.endedAt]),
    });
    expect(shape(sparse)).toEqual(shape(dense));
    sparse.trips.forEach((trip, i) =>
      expect(trip.distanceM).toBeCloseTo(dense.trips[i]?.distanceM ?? 0, -1),
    );
  });
});
