import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from './limits';
import { invoiceNumber, ppnOf } from './tax';

/** INV-3, INV-5: numbers and PPN. */
describe('PPN on the subtotal, rounded half up to a whole Rupiah (INV-5)', () => {
  it('is 11 % of the subtotal', () => {
    expect(ppnOf(1_000_000, 1100)).toBe(110_000);
    expect(ppnOf(0, 1100)).toBe(0);
  });

  it('rounds half a Rupiah up and less than half down', () => {
    // 50 × 11 % = 5.5 → 6; 45 × 11 % = 4.95 → 5; 41 × 11 % = 4.51 → 5; 31 × 11 % = 3.41 → 3.
    expect(ppnOf(50, 1100)).toBe(6);
    expect(ppnOf(45, 1100)).toBe(5);
    expect(ppnOf(41, 1100)).toBe(5);
    expect(ppnOf(31, 1100)).toBe(3);
    // 12 % of 12,345 = 1,481.4 → 1,481; 11 % of 1,234,550 = 135,800.5 → 135,801.
    expect(ppnOf(12_345, 1200)).toBe(1481);
    expect(ppnOf(1_234_550, 1100)).toBe(135_801);
  });

  it('is computed once on the subtotal, not per line', () => {
    const lines = [50, 50, 50];
    const perLine = lines.reduce((sum, amount) => sum + ppnOf(amount, 1100), 0);
    expect(perLine).toBe(18);
    expect(ppnOf(150, 1100)).toBe(17); // 16.5 → 17
  });

  it('stays exact at the largest subtotal', () => {
    const max = INVOICE_LIMITS.maxSubtotal;
    expect(ppnOf(max, 1100)).toBe(11_000_000_000_000);
    expect(ppnOf(max - 1, 1100)).toBe(11_000_000_000_000); // …999.89 → up
    expect(Number.isSafeInteger(max + ppnOf(max, INVOICE_LIMITS.maxPpnRateBp))).toBe(true);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => ppnOf(-1, 1100)).toThrow(RangeError);
    expect(() => ppnOf(10.5, 1100)).toThrow(RangeError);
  });
});

describe('invoice numbers (INV-3)', () => {
  it('are INV/<year>/<six digits>', () => {
    expect(invoiceNumber(2026, 123)).toBe('INV/2026/000123');
    expect(invoiceNumber(2027, 1)).toBe('INV/2027/000001');
  });
});
