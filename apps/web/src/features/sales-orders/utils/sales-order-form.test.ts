import { describe, expect, it } from 'vitest';
import {
  emptySalesOrderForm,
  formSubtotal,
  parseRupiah,
  toSalesOrderRequest,
  validateSalesOrderForm,
  type SalesOrderFormValues,
} from './sales-order-form';
import { formatRupiah } from './money';

const valid = (): SalesOrderFormValues => ({
  ...emptySalesOrderForm(),
  customerId: 1,
  originId: 2,
  destinationId: 3,
  lines: [
    {
      name: 'Semen',
      quantity: '10',
      unit: 'sak',
      price: '65.000',
      weight: '500',
      volume: '0,4',
      date: '2026-11-24',
    },
  ],
});

/** SO-1 in the form: problems named before the server sees them; typed text kept. */
describe('sales order form', () => {
  it('accepts a valid order and sends whole Rupiah and decimals', () => {
    expect(validateSalesOrderForm(valid())).toEqual({});
    const body = toSalesOrderRequest(valid());
    expect(body.items[0]).toEqual({
      name: 'Semen',
      quantity: 10,
      unit: 'sak',
      unit_price: 65_000,
      weight: 500,
      volume: 0.4,
      delivery_date: '2026-11-24',
    });
    expect(formSubtotal(valid())).toBe(650_000);
  });

  it('names the first problem of the lines', () => {
    const line = valid().lines[0];
    if (!line) throw new Error('no line');
    const withLine = (patch: object) => ({ ...valid(), lines: [{ ...line, ...patch }] });
    expect(validateSalesOrderForm({ ...valid(), lines: [] }).lines).toBe('noLines');
    expect(validateSalesOrderForm(withLine({ quantity: '-1' })).lines).toBe('badQuantity');
    expect(validateSalesOrderForm(withLine({ quantity: '0' })).lines).toBe('badQuantity');
    expect(validateSalesOrderForm(withLine({ price: '-5' })).lines).toBe('badPrice');
    expect(validateSalesOrderForm(withLine({ price: '12,5' })).lines).toBe('badPrice');
    expect(validateSalesOrderForm(withLine({ date: '2026-02-30' })).lines).toBe('badDate');
    expect(validateSalesOrderForm(withLine({ name: ' ' })).lines).toBe('badName');
    expect(validateSalesOrderForm({ ...valid(), customerId: null }).customerId).toBe('required');
  });

  it('reads Rupiah with or without dots and the Rp prefix', () => {
    expect(parseRupiah('1.250.000')).toBe(1_250_000);
    expect(parseRupiah('Rp 1.250.000')).toBe(1_250_000);
    expect(parseRupiah('1250000')).toBe(1_250_000);
    expect(parseRupiah('')).toBeNull();
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });
});
