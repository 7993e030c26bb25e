import type { Leg } from '../../engine/motion/leg-planner';
import {
  CONGESTION_STEPS_BY_WIB_HOUR,
  MIN_SPEED_FACTOR,
  classSpeedsKmh,
  wibHour,
} from '../../engine/motion/traffic';
import { hashUnit } from './fuel-reader';

/**
 * How a past vehicle drove one leg (HIST-7): each stretch of one road class at a seeded
 * 88-100% of that class's speed at the hour it set off (MOTION-6's scale, whole km/h), and in
 * the rush hours up to two halts in traffic of 20-100 s with the engine on. A function of the
 * leg, the departure and a seed: the seeded backlog's records and the positions drawn later
 * come from the same profile.
 */
export interface DrivePiece {
  /** Epoch ms. */
  t0: number;
  t1: number;
  /** Metres along the leg. */
  d0: number;
  d1: number;
  /** 0: a halt in traffic, engine on. */
  speedKmh: number;
}

export interface DriveProfile {
  departAt: number;
  arriveAt: number;
  lengthM: number;
  pieces: DrivePiece[];
  maxKmh: number;
}

const HALT = { maxCount: 2, minS: 20, maxS: 100 } as const;

/** The leg's stretches of one road class: [start m, end m, class index]. */
function classRuns(leg: Leg): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let j = 0; j + 1 < leg.points.length; j++) {
    const start = leg.cumulative[j] ?? 0;
    const end = leg.cumulative[j + 1] ?? start;
    if (end <= start) continue;
    const roadClass = leg.segmentClass[j] ?? 3;
    const last = runs[runs.length - 1];
    if (last && last[2] === roadClass && last[1] === start) last[1] = end;
    else runs.push([start, end, roadClass]);
  }
  return runs;
}

const runsOf = new WeakMap<Leg, [number, number, number][]>();

export function driveProfile(leg: Leg, departAt: number, seed: number): DriveProfile {
  const speeds = classSpeedsKmh(departAt);
  const rush = (CONGESTION_STEPS_BY_WIB_HOUR[wibHour(departAt)] ?? 0) >= 2;
  const halts: { at: number; ms: number }[] = [];
  if (rush && leg.lengthM > 2000) {
    const count = Math.floor(hashUnit(seed, 0, 1) * (HALT.maxCount + 1));
    for (let k = 0; k < count; k++) {
      halts.push({
        at: leg.lengthM * (0.1 + 0.8 * hashUnit(seed, k + 1, 2)),
        ms: Math.round(HALT.minS + (HALT.maxS - HALT.minS) * hashUnit(seed, k + 1, 3)) * 1000,
      });
    }
    halts.sort((a, b) => a.at - b.at);
  }
  let runs = runsOf.get(leg);
  if (!runs) {
    runs = classRuns(leg);
    runsOf.set(leg, runs);
  }
  const pieces: DrivePiece[] = [];
  // Exact seconds are summed; each boundary is rounded to a whole second (like a tick).
  let exactS = 0;
  let t = departAt;
  let maxKmh = 0;
  let h = 0;
  runs.forEach(([start, end, roadClass], r) => {
    const factor = MIN_SPEED_FACTOR + (1 - MIN_SPEED_FACTOR) * hashUnit(seed, r, 4);
    const speedKmh = Math.max(5, Math.round((speeds[roadClass] ?? 20) * factor));
    maxKmh = Math.max(maxKmh, speedKmh);
    let d = start;
    while (d < end) {
      const halt = halts[h];
      const until = halt && halt.at >= d && halt.at < end ? halt.at : end;
      if (until > d) {
        exactS += ((until - d) / 1000 / speedKmh) * 3_600;
        const next = departAt + Math.round(exactS) * 1000;
        pieces.push({ t0: t, t1: next, d0: d, d1: until, speedKmh });
        t = next;
        d = until;
      }
      if (halt && until === halt.at && until < end) {
        exactS += halt.ms / 1000;
        pieces.push({ t0: t, t1: t + halt.ms, d0: d, d1: d, speedKmh: 0 });
        t += halt.ms;
        h++;
      }
    }
  });
  return { departAt, arriveAt: t, lengthM: leg.lengthM, pieces, maxKmh };
}
