import type { FuelEventKind } from '@armada/contracts/history';
import { FUEL_READING } from './history-rules';

/** A refill or drop read from the level (HIST-13). */
export interface FuelChange {
  kind: FuelEventKind;
  /** When the level started to move (the first reading past the threshold). */
  at: number;
  lat: number;
  lng: number;
  beforePct: number;
  afterPct: number;
  litres: number;
}

export interface FuelReaderState {
  /** The last readings (percent), oldest first, at most `window`. */
  window: number[];
  /** Readings past the threshold, the same way, not confirmed yet. */
  pending: { at: number; lat: number; lng: number; pct: number; metres: number }[];
  /** The level before the pending readings (the median of the window then). */
  base: number | null;
}

export interface FuelSpecOfReader {
  tankL: number;
  /** Litres per 100 km at most (what driving could explain of a fall). */
  litresPer100Km: number;
}

/** Where `median` sorts (a few readings, every kept position of every vehicle: no arrays). */
let sorted = new Float64Array(16);

const median = (values: readonly number[]): number => {
  const n = values.length;
  if (n === 0) return 0;
  if (n > sorted.length) sorted = new Float64Array(2 * n);
  // Insertion sort of the few readings into the scratch array.
  for (let i = 0; i < n; i++) {
    const value = values[i] as number;
    let j = i - 1;
    while (j >= 0 && (sorted[j] as number) > value) {
      sorted[j + 1] = sorted[j] as number;
      j--;
    }
    sorted[j + 1] = value;
  }
  const mid = n >> 1;
  return n % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * HIST-13, HIST-14: the tank level of one vehicle from a noisy sensor. The level is the median
 * of the last few readings (a slosh or a spike moves it little); a reading at least
 * `minChangePct` above or below it starts a candidate, and `confirm` readings in a row the same
 * way make a refill (up) or a drop (down, beyond what the distance driven meanwhile could burn).
 * A candidate that falls back was noise. Pure, its state is JSON.
 */
export class FuelReader {
  state: FuelReaderState = { window: [], pending: [], base: null };

  constructor(private readonly spec: FuelSpecOfReader) {}

  /** The smoothed level in percent, null before any reading. */
  get levelPct(): number | null {
    return this.state.window.length > 0 ? median(this.state.window) : null;
  }

  /** Forgets the past readings: the next reading starts a new level (a gap in the readings). */
  reset(): void {
    this.state = { window: [], pending: [], base: null };
  }

  push(reading: {
    at: number;
    lat: number;
    lng: number;
    pct: number;
    /** Metres driven since the previous reading. */
    stepM: number;
  }): FuelChange | null {
    const st = this.state;
    if (st.window.length === 0) {
      st.window.push(reading.pct);
      return null;
    }
    const base = st.base ?? median(st.window);
    const diff = reading.pct - base;
    const first = st.pending[0];
    const direction = Math.sign(diff);
    const beyond = Math.abs(diff) >= FUEL_READING.minChangePct;
    if (beyond && (!first || Math.sign(first.pct - base) === direction)) {
      st.base = base;
      st.pending.push({ ...reading, metres: reading.stepM });
      if (st.pending.length < FUEL_READING.confirm) return null;
      const after = median(st.pending.map((p) => p.pct));
      const start = st.pending[0] ?? reading;
      const driven = st.pending.reduce((sum, p) => sum + p.metres, 0);
      // Driving burns at most this much of the tank over the candidate's distance.
      const burnPct = ((driven / 100_000) * this.spec.litresPer100Km * 100) / this.spec.tankL;
      const change: FuelChange | null =
        direction > 0 || base - after - burnPct >= FUEL_READING.minChangePct
          ? {
              kind: direction > 0 ? 'REFILL' : 'DROP',
              at: start.at,
              lat: start.lat,
              lng: start.lng,
              beforePct: round1(base),
              afterPct: round1(after),
              litres: round1((Math.abs(after - base) * this.spec.tankL) / 100),
            }
          : null;
      st.window = st.pending.map((p) => p.pct);
      st.pending = [];
      st.base = null;
      return change;
    }
    // Noise, or a candidate that did not hold: its readings join the level.
    if (st.pending.length > 0) {
      for (const p of st.pending) this.remember(p.pct);
      st.pending = [];
    }
    st.base = null;
    this.remember(reading.pct);
    return null;
  }

  private remember(pct: number): void {
    const window = this.state.window;
    window.push(pct);
    while (window.length > FUEL_READING.window) window.shift();
  }
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * The simulated sensor (HIST-13): the true level plus noise that depends only on the seed, the
 * vehicle and the second, larger while driving (fuel sloshes), in tenths of a percent.
 */
export function fuelSensorPct(
  seed: number,
  vehicleId: number,
  at: number,
  truePct: number,
  moving: boolean,
): number {
  const u = hashUnit(seed, vehicleId, Math.floor(at / 1000));
  const amplitude = moving ? FUEL_READING.noiseMovingPct : FUEL_READING.noiseStandingPct;
  const pct = truePct + (u * 2 - 1) * amplitude;
  return Math.round(Math.min(100, Math.max(0, pct)) * 10) / 10;
}

/** A number in [0, 1) from three integers (a small avalanche hash; no state). */
export function hashUnit(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ c, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 4_294_967_296;
}
