import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatNumber, numberLocale } from './format-number';

describe('formatNumber', () => {
  it('writes decimals with a comma in Indonesian and a point in English', () => {
    expect(formatNumber(340.5, 'id', { maximumFractionDigits: 1 })).toBe('340,5');
    expect(formatNumber(75.9, 'id', { maximumFractionDigits: 1 })).toBe('75,9');
    expect(formatNumber(0.51, 'id', { maximumFractionDigits: 2 })).toBe('0,51');
    expect(formatNumber(75.9, 'en', { maximumFractionDigits: 1 })).toBe('75.9');
  });

  it('groups thousands with the other separator', () => {
    expect(formatNumber(1234567.5, 'id', { maximumFractionDigits: 1 })).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en', { maximumFractionDigits: 1 })).toBe('1,234,567.5');
  });

  it('counts have no decimals unless asked, and a minimum pads them', () => {
    expect(formatNumber(12.6, 'id')).toBe('13');
    expect(formatNumber(2.5, 'id', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '2,50',
    );
    // A minimum above the maximum is clamped instead of throwing.
    expect(formatNumber(2, 'en', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBe(
      '2.0',
    );
  });

  it('never shows a negative zero, and a dash for what is not a number', () => {
    expect(formatNumber(-0.01, 'id', { maximumFractionDigits: 1 })).toBe('0');
    expect(formatNumber(-1.5, 'id', { maximumFractionDigits: 1 })).toBe('-1,5');
    expect(formatNumber(Number.NaN, 'id')).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('-');
  });

  it('reads any language that is not English as Indonesian', () => {
    expect(numberLocale('en')).toBe('en-US');
    expect(numberLocale('en-GB')).toBe('en-US');
    expect(numberLocale('id')).toBe('id-ID');
    expect(numberLocale(undefined)).toBe('id-ID');
  });
});

describe('formatCompactNumber', () => {
  it('keeps counts under a million in full, thousands included', () => {
    expect(formatCompactNumber(999_999, 'id')).toBe('999.999');
    expect(formatCompactNumber(12_500, 'en')).toBe('12,500');
    expect(formatCompactNumber(0, 'id')).toBe('0');
  });

  it('shortens from a million up', () => {
    expect(formatCompactNumber(1_000_000, 'id')).toBe('1 jt');
    expect(formatCompactNumber(1_250_000, 'id')).toBe('1,3 jt');
    expect(formatCompactNumber(1_250_000, 'en')).toBe('1.3M');
    expect(formatCompactNumber(999_000_000, 'id')).toBe('999 jt');
  });

  it('shortens again from a billion up, and stays in billions above', () => {
    expect(formatCompactNumber(1_000_000_000, 'id')).toBe('1 M');
    expect(formatCompactNumber(3_450_000_000, 'en')).toBe('3.5B');
    expect(formatCompactNumber(1_500_000_000_000, 'id')).toBe('1.500 M');
  });

  it('moves a value that rounds up to the next step', () => {
    expect(formatCompactNumber(999_960_000, 'id')).toBe('1 M');
    expect(formatCompactNumber(999_999_960, 'en')).toBe('1B');
  });

  it('keeps the sign and honours the decimals asked for', () => {
    expect(formatCompactNumber(-2_500_000, 'en')).toBe('-2.5M');
    expect(formatCompactNumber(1_234_567, 'id', 2)).toBe('1,23 jt');
    expect(formatCompactNumber(1_234_567, 'id', 0)).toBe('1 jt');
  });
});
