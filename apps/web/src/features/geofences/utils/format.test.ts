import { describe, expect, it } from 'vitest';
import { formatMetres } from './format';

describe('formatMetres', () => {
  it('writes metres below a kilometre and kilometres above, as each language does', () => {
    expect(formatMetres(850, 'id')).toBe('850 m');
    expect(formatMetres(1250, 'id')).toBe('1,3 km');
    expect(formatMetres(1250, 'en')).toBe('1.3 km');
    expect(formatMetres(12_000, 'id')).toBe('12 km');
  });
});
