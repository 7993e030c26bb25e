/**
 * Seeded pseudo-random numbers (sfc32). Domain and engine code take an `Rng` instead of
 * `Math.random` so a seed reproduces a world or a run exactly (docs/style.md).
 *
 * `fork(label)` derives an independent stream, so adding draws for vehicles does not shift the
 * addresses or orders generated after them.
 */
/** The four 32-bit words of an sfc32 generator. */
export type RngState = readonly [number, number, number, number];

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `seed` names the world; `path` names the stream within it (root is ""). */
  constructor(
    readonly seed: number,
    private readonly path = '',
  ) {
    const [a, b, c, d] = seedState(`${seed}${path}`);
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    // Warm up: the first outputs of sfc32 correlate with the seed.
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  fork(label: string): Rng {
    return new Rng(this.seed, `${this.path}/${label}`);
  }

  /** The generator's position, JSON-serialisable, so a restarted run continues the stream. */
  getState(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Continues from a position taken with `getState` (of a stream with the same seed and path). */
  setState(state: RngState): void {
    [this.a, this.b, this.c, this.d] = state;
  }

  nextUint32(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    return weightedPick(entries, this.next());
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  letters(length: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
}

/** Picks by weight with a given uniform draw `u` in [0, 1); weights need not sum to 1. */
export function weightedPick<T>(entries: readonly (readonly [T, number])[], u: number): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = u * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new RangeError('weighted pick from an empty list');
  return last[0];
}

/** cyrb128: four 32-bit words from a string, the usual seeding for sfc32. */
function seedState(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044813);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044813);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
