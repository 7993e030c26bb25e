/**
 * Stateless seeded draws (ALERT-4): a uniform number from (stream key, vehicle, second, salt),
 * so whether a vehicle raises a camera alert in a given second depends on nothing else: not on
 * the tick size, the other vehicles, or a restart. murmur3's finaliser mixes the words.
 */
import { Rng } from '../../domain/rng';

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit key of a seed's named stream. */
export function streamKey(seed: number, label: string): number {
  return new Rng(seed).fork(label).nextUint32();
}

/** A float in [0, 1) from the key, a vehicle id, a whole second (epoch s) and a salt. */
export function unitDraw(key: number, vehicleId: number, second: number, salt: number): number {
  let h = fmix(key ^ Math.imul(vehicleId | 0, 0x9e3779b1));
  h = fmix(h ^ (second >>> 0));
  h = fmix(h ^ Math.floor(second / 4294967296) ^ Math.imul(salt | 0, 0x27d4eb2f));
  return h / 4294967296;
}

/** How many events of expected count `lambda` happen: its whole part, and one more by chance. */
export function countOf(lambda: number, u: number): number {
  const whole = Math.floor(lambda);
  return whole + (u < lambda - whole ? 1 : 0);
}

/** Picks by weight with a given uniform draw (the same rule as `Rng.weighted`). */
export { weightedPick } from '../../domain/rng';
