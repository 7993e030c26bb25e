import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('groups a 12-digit mobile 4-4-4 in both the +62 and the 0 form', () => {
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('081234567890')).toBe('0812-3456-7890');
  });

  it('groups shorter and longer mobiles without a lone digit pair at the end', () => {
    expect(formatPhone('08123456789')).toBe('0812-3456-789');
    expect(formatPhone('+628123456789')).toBe('+62 812-3456-789');
    expect(formatPhone('0812345678')).toBe('0812-345-678');
    expect(formatPhone('+62812345678')).toBe('+62 812-345-678');
    expect(formatPhone('0812345678901')).toBe('0812-3456-78901');
    expect(formatPhone('+6281210002001')).toBe('+62 812-1000-2001');
  });

  it('regroups a number typed with its own spaces and dashes', () => {
    expect(formatPhone('0812 3456 7890')).toBe('0812-3456-7890');
    expect(formatPhone('+62 812-34-56-7890')).toBe('+62 812-3456-7890');
    expect(formatPhone(' 021-555 0100 ')).toBe('021 555-0100');
  });

  it('groups landlines after a two- or three-digit area code', () => {
    expect(formatPhone('+622140440482')).toBe('+62 21 4044-0482');
    expect(formatPhone('+62214600123')).toBe('+62 21 460-0123');
    expect(formatPhone('02140440482')).toBe('021 4044-0482');
    expect(formatPhone('+62274512345')).toBe('+62 274 512345');
    expect(formatPhone('0274512345')).toBe('0274 512345');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhone('021 555')).toBe('021 555');
    expect(formatPhone('+6512345678')).toBe('+6512345678');
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone('')).toBe('');
  });
});
