import { describe, expect, it } from 'vitest';
import type { DeliveryOrderListItem } from '@armada/contracts/delivery-orders';
import { EXPORT_COLUMNS, csvField, deliveriesCsv, neutraliseCell } from './export-csv';

describe('delivery export (DLV-24)', () => {
  it.each(['=HYPERLINK("x")', '+62 812', '-1+1', '@SUM(A1)', '\t=1', '\r=1'])(
    'writes %j so a spreadsheet reads text',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary text and numbers alone, quoting separators and quotes', () => {
    expect(neutraliseCell('Toko Sinar')).toBe('Toko Sinar');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('PT "Maju", Tbk')).toBe('"PT ""Maju"", Tbk"');
    expect(csvField(null)).toBe('');
  });

  it('writes a header and one line per order', () => {
    const header = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c])) as Record<
      (typeof EXPORT_COLUMNS)[number],
      string
    >;
    const row: DeliveryOrderListItem = {
      id: 1,
      number: 'DO/ALN/2611/00001',
      status: { name: 'CONFIRMED', color: '#1E88E5' },
      origin_address: { id: 1, name: 'Gudang' },
      destination_address: { id: 2, name: '=cmd|calc', city: 'Bekasi', province: 'Jawa Barat' },
      created_on: '2026-11-10T08:00:00+07:00',
      created_by: 'Rina',
      shipped_customer: { id: 3, name: '@Toko' },
      billed_customer: { name: 'Toko' },
      marketing_user: { name: 'Budi' },
      load_weight: 100.5,
      load_volume: 1,
      vendor: null,
      planned_date: null,
      run: { id: 7 },
      vehicle: null,
    };
    const lines = deliveriesCsv([row], header).split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[1]).toBe(
      "DO/ALN/2611/00001,CONFIRMED,2026-11-10T08:00:00+07:00,,'@Toko,Gudang,'=cmd|calc,Bekasi,Jawa Barat,100.5,1,7,",
    );
  });
});
