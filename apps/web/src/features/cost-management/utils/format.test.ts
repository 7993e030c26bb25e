import { describe, expect, it } from 'vitest';
import { entriesCsv, formatRupiah, parseRupiahInput, shiftMonth, summaryCsv } from './format';

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

  it('exports cost entries with plain integers and litres, names in the language', () => {
    const csv = entriesCsv(
      [
        {
          id: 1,
          kind: 'FUEL',
          category: null,
          vehicle: { id: 1, license_plate: 'B 1 X' },
          occurred_at: '2026-11-13T07:10:00+07:00',
          amount: 309_400,
          litres: 45.5,
          place: 'SPBU, Cikarang',
          reference: 'FC-1',
          notes: '',
          source: 'IMPORT',
          import_id: 3,
          created_on: '2026-11-13T08:00:00+07:00',
          created_by: null,
        },
      ],
      ['waktu', 'jenis'],
      () => 'Bahan bakar',
      () => '13 Nov 2026 07:10 WIB',
    );
    expect(csv.split('\n')[1]).toBe(
      '13 Nov 2026 07:10 WIB,Bahan bakar,B 1 X,"SPBU, Cikarang",FC-1,45.5,309400,',
    );
  });
});
