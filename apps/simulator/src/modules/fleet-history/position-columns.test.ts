import { describe, expect, it } from 'vitest';
import type { StoredPosition } from './history-store';
import { PositionColumns } from './position-columns';

const position = (i: number, over: Partial<StoredPosition> = {}): StoredPosition => ({
  vehicleId: 100 + i,
  companyId: 1,
  at: 1_796_515_410_000 + i * 1000,
  latE5: -620_000 + i,
  lngE5: 10_680_000 - i,
  speedKmh: i % 90,
  heading: (i * 7) % 360,
  flags: i % 8,
  fuelPctE1: 500 + i,
  tempCE1: null,
  ...over,
});

describe('HIST-5 kept positions column by column', () => {
  it('gives back the rows it was given, past its first capacity', () => {
    const rows = Array.from({ length: 100 }, (_, i) =>
      position(i, i % 3 === 0 ? { tempCE1: -35 + i } : {}),
    );
    const columns = PositionColumns.of(rows.slice(0, 1));
    for (const row of rows.slice(1)) {
      columns.push(
        row.vehicleId,
        row.companyId,
        row.at,
        row.latE5,
        row.lngE5,
        row.speedKmh,
        row.heading,
        row.flags,
        row.fuelPctE1,
        row.tempCE1,
      );
    }
    expect(columns.length).toBe(100);
    expect(Array.from({ length: 100 }, (_, i) => columns.row(i))).toEqual(rows);
  });

  it('writes each column as a PostgreSQL array text, NULL where there is no value', () => {
    const columns = PositionColumns.of([
      position(0, { tempCE1: -12 }),
      position(1, { fuelPctE1: null }),
      position(2),
    ]);
    const texts = columns.arrayTexts(1, 3);
    expect(texts).toEqual([
      '{101,102}',
      '{1,1}',
      '{1796515411000,1796515412000}',
      '{-619999,-619998}',
      '{10679999,10679998}',
      '{1,2}',
      '{7,14}',
      '{1,2}',
      '{NULL,502}',
      '{NULL,NULL}',
    ]);
    expect(columns.arrayTexts(0, 1)[9]).toBe('{-12}');
    expect(columns.arrayTexts(0, 0)).toEqual(Array.from({ length: 10 }, () => '{}'));
  });
});
