import { describe, expect, it } from 'vitest';
import { formatRupiah, parseRupiahInput, shiftMonth, summaryCsv } from './format';

describe('COST-12: Rupiah on the page', () => {
  it('writes whole Rupiah with dots', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('reads what a person types, refusing negative and fractional amounts', () => {
    expect(parseRupiahInput('1.250.000')).toBe(1_250_000);
    expect(parseRupiahInput('Rp 45000')).toBe(45_000);
    expect(parseRupiahInput('-5000')).toBeNull();
    expect(parseRupiahInput('12,5')).toBeNull();
    expect(parseRupiahInput('0')).toBeNull();
  });

  it('steps months across a year end', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
  });

  it('exports the per-vehicle figures as CSV, guarding formulas', () => {
    const csv = summaryCsv(
      [
        {
          month: '2026-11',
          vehicle: { id: 1, license_plate: '=B 1 X' },
          fuel: 100,
          toll: 0,
          maintenance: 0,
          other: 0,
          total: 100,
          km: 10,
          deliveries: 0,
          cost_per_km: 10,
          cost_per_delivery: null,
        },
      ],
      ['month', 'plate'],
    );
    expect(csv.split('\n')[1]).toBe("2026-11,'=B 1 X,100,0,0,0,100,10,0,10,");
  });
});
