import { describe, expect, it } from 'vitest';
import { formatHectares, formatLength, formatSquareMetres } from './format';

describe('LAND-3: figures in the reader’s number format', () => {
  it('Indonesian: dots between thousands, a comma before decimals', () => {
    expect(formatHectares(1234.56789, 'id')).toBe('1.234,5679 ha');
    expect(formatSquareMetres(49_776.2, 'id')).toBe('49.776,2 m²');
    expect(formatLength(897.64, 'id')).toBe('897,6 m');
    expect(formatLength(12_345, 'id')).toBe('12,35 km');
  });

  it('English: commas between thousands, a point before decimals', () => {
    expect(formatHectares(4.9776, 'en')).toBe('4.9776 ha');
    expect(formatSquareMetres(49_776.2, 'en')).toBe('49,776.2 m²');
  });
});
