import type { StoredPosition } from './history-store';

const NO_VALUE = Number.NaN;

/**
 * Kept positions column by column (HIST-5): one typed array per stored column, grown by
 * doubling, so the recorder holds no object per kept position between its writes (ADR 0058,
 * issue 29). The store hands each column to its statement as one PostgreSQL array text.
 */
export class PositionColumns {
  length = 0;
  vehicleId: Int32Array;
  companyId: Int32Array;
  at: Float64Array;
  latE5: Int32Array;
  lngE5: Int32Array;
  speedKmh: Int32Array;
  heading: Int32Array;
  flags: Int32Array;
  /** NaN: no value (NULL). */
  fuelPctE1: Float64Array;
  /** NaN: no value (NULL). */
  tempCE1: Float64Array;

  constructor(capacity = 1024) {
    const n = Math.max(16, capacity);
    this.vehicleId = new Int32Array(n);
    this.companyId = new Int32Array(n);
    this.at = new Float64Array(n);
    this.latE5 = new Int32Array(n);
    this.lngE5 = new Int32Array(n);
    this.speedKmh = new Int32Array(n);
    this.heading = new Int32Array(n);
    this.flags = new Int32Array(n);
    this.fuelPctE1 = new Float64Array(n);
    this.tempCE1 = new Float64Array(n);
  }

  static of(rows: readonly StoredPosition[]): PositionColumns {
    const columns = new PositionColumns(rows.length);
    for (const r of rows) {
      columns.push(
        r.vehicleId,
        r.companyId,
        r.at,
        r.latE5,
        r.lngE5,
        r.speedKmh,
        r.heading,
        r.flags,
        r.fuelPctE1,
        r.tempCE1,
      );
    }
    return columns;
  }

  push(
    vehicleId: number,
    companyId: number,
    at: number,
    latE5: number,
    lngE5: number,
    speedKmh: number,
    heading: number,
    flags: number,
    fuelPctE1: number | null,
    tempCE1: number | null,
  ): void {
    if (this.length === this.at.length) this.grow();
    const i = this.length++;
    this.vehicleId[i] = vehicleId;
    this.companyId[i] = companyId;
    this.at[i] = at;
    this.latE5[i] = latE5;
    this.lngE5[i] = lngE5;
    this.speedKmh[i] = speedKmh;
    this.heading[i] = heading;
    this.flags[i] = flags;
    this.fuelPctE1[i] = fuelPctE1 ?? NO_VALUE;
    this.tempCE1[i] = tempCE1 ?? NO_VALUE;
  }

  /** Row i as an object (tests, and the rare reader that wants one). */
  row(i: number): StoredPosition {
    const fuel = this.fuelPctE1[i] ?? NO_VALUE;
    const temp = this.tempCE1[i] ?? NO_VALUE;
    return {
      vehicleId: this.vehicleId[i] ?? 0,
      companyId: this.companyId[i] ?? 0,
      at: this.at[i] ?? 0,
      latE5: this.latE5[i] ?? 0,
      lngE5: this.lngE5[i] ?? 0,
      speedKmh: this.speedKmh[i] ?? 0,
      heading: this.heading[i] ?? 0,
      flags: this.flags[i] ?? 0,
      fuelPctE1: Number.isNaN(fuel) ? null : fuel,
      tempCE1: Number.isNaN(temp) ? null : temp,
    };
  }

  /**
   * Rows [from, to) as one PostgreSQL array text per column, in the order of the stored
   * columns (vehicle, company, time, latitude, longitude, speed, heading, flags, fuel,
   * temperature): the parameters of an `unnest` insert.
   */
  arrayTexts(from: number, to: number): string[] {
    return [
      intArray(this.vehicleId, from, to),
      intArray(this.companyId, from, to),
      intArray(this.at, from, to),
      intArray(this.latE5, from, to),
      intArray(this.lngE5, from, to),
      intArray(this.speedKmh, from, to),
      intArray(this.heading, from, to),
      intArray(this.flags, from, to),
      nullableArray(this.fuelPctE1, from, to),
      nullableArray(this.tempCE1, from, to),
    ];
  }

  private grow(): void {
    const n = this.at.length * 2;
    const grown = <T extends Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(n);
      next.set(old);
      return next;
    };
    const ints = (k: number) => new Int32Array(k);
    const floats = (k: number) => new Float64Array(k);
    this.vehicleId = grown(this.vehicleId, ints);
    this.companyId = grown(this.companyId, ints);
    this.at = grown(this.at, floats);
    this.latE5 = grown(this.latE5, ints);
    this.lngE5 = grown(this.lngE5, ints);
    this.speedKmh = grown(this.speedKmh, ints);
    this.heading = grown(this.heading, ints);
    this.flags = grown(this.flags, ints);
    this.fuelPctE1 = grown(this.fuelPctE1, floats);
    this.tempCE1 = grown(this.tempCE1, floats);
  }
}

/** `{1,2,3}`: whole numbers (a Float64Array's too: integers print without a fraction). */
function intArray(values: Int32Array | Float64Array, from: number, to: number): string {
  return `{${values.subarray(from, to).join(',')}}`;
}

/** `{1,NULL,3}`: NaN is NULL. */
function nullableArray(values: Float64Array, from: number, to: number): string {
  const part = values.subarray(from, to);
  if (!part.some(Number.isNaN)) return `{${part.join(',')}}`;
  let text = '{';
  for (let i = 0; i < part.length; i++) {
    const value = part[i] ?? NO_VALUE;
    if (i > 0) text += ',';
    text += Number.isNaN(value) ? 'NULL' : String(value);
  }
  return `${text}}`;
}
